/**
 * Issue 7: the browser's half of the reservation's early reads (see ./prefetch): a fetch
 * that takes over the responses the page's inline script started. Here, apart from the
 * server's half, so the page's own code can use it without the HTTP client (core entry).
 */

/** Where the page keeps the started reads: address → response (null when it failed). */
export const prefetchGlobal = '__TERRITORIO_PREFETCH__';

type Prefetched = Record<string, Promise<Response | null> | undefined>;

/** The named parameters of `pattern` (':name' segments) in `pathname`, or null. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      if (value === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

function addressOf(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * A fetch that hands over a response the page prefetched for the same GET address (once),
 * and asks the network for everything else.
 */
export function prefetchedFetch(
  /** Where the page's script left the reads: `window` in the browser. */
  page: object,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  const holder = page as { [prefetchGlobal]?: Prefetched };
  const byAddress = new Map<string, Promise<Response | null>>();
  for (const [url, response] of Object.entries(holder[prefetchGlobal] ?? {})) {
    if (response) byAddress.set(addressOf(url), response);
  }
  delete holder[prefetchGlobal];
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = addressOf(request ? request.url : String(input));
    const prefetched = method === 'GET' ? byAddress.get(url) : undefined;
    if (prefetched) {
      byAddress.delete(url);
      const response = await prefetched;
      if (response) return response;
    }
    return fetchImpl(input, init);
  };
}
