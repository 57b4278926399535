/**
 * The catalogue feeds as the catalogue's server serves them: the API makes each document
 * (it has the stock and its version) and the catalogue passes it on under its own origin,
 * with the API's `Last-Modified` and its 304 (docs/decisions.md, "The Meta catalogue feed").
 */
import { joinUrl } from './load';

/**
 * Where the API serves each feed: every unit on sale in Meta's automotive inventory XML,
 * with `Last-Modified` and a 304 on `If-Modified-Since`. Apart from `apiPaths`, which every
 * page's bundle carries: only the API and the catalogue's server use them.
 */
export const apiFeedPaths = {
  meta: '/api/v2/territorio/feeds/meta-vehiculos.xml',
} as const;

/** Where the catalogue serves each feed. */
export const catalogueFeedPaths = {
  meta: '/feeds/meta-vehiculos.xml',
} as const;

/** A feed as the catalogue's server sends it (server-kit's generated document). */
export type FeedDocument = { readonly body: string | null; readonly lastModified: string };

/** The catalogue's feeds by path, each read from the API at `apiBaseUrl` on request. */
export function catalogueFeedDocuments(
  apiBaseUrl: string,
  fetchFeed: typeof fetch = fetch,
): Record<string, (request: { readonly ifModifiedSince?: string }) => Promise<FeedDocument>> {
  return {
    [catalogueFeedPaths.meta]: async ({ ifModifiedSince }) => {
      const response = await fetchFeed(joinUrl(apiBaseUrl, apiFeedPaths.meta), {
        headers: ifModifiedSince ? { 'if-modified-since': ifModifiedSince } : {},
        signal: AbortSignal.timeout(20_000),
      });
      const lastModified = response.headers.get('last-modified') ?? new Date().toUTCString();
      if (response.status === 304) return { body: null, lastModified };
      if (!response.ok) throw new Error(`The Meta feed answered ${response.status}.`);
      return { body: await response.text(), lastModified };
    },
  };
}
