/**
 * The catalogue's service worker, built with Workbox by scripts/build-sw.mjs after the app
 * (injectManifest writes the build's file list into `self.__WB_MANIFEST`). Registered in
 * production only (src/serviceWorker.ts), with the API's origin in the registration address.
 * - Every hashed script, style and font (every route's code) is precached.
 * - Pages (server-rendered HTML) and catalogue reads: network first, the cached copy after
 *   3 s without an answer or when the network fails; copies live 24 hours at most, since
 *   they carry prices. A copy served from the cache says when it was fetched, so the page
 *   can show how old its prices are.
 * - A kept page allows its inline scripts by hash, not by the nonce of the answer it was
 *   (lib/scriptsByHash.ts): replayed offline, it carries no nonce that was ever valid.
 * - A page never visited, offline, is a short page saying so, with a link to the home.
 * - An answer marked private (`Cache-Control: no-store` or `private`, as a visit's manage
 *   page is) is never kept, however it was fetched: on a visit, when the worker activates,
 *   or when a page asks for its document to be kept. A visit's manage page (its bearer's
 *   data, its secret in the address) is not even asked for, and a copy an older worker
 *   kept is deleted when this one activates.
 * - Forms, the reservation flow and everything else go to the network untouched.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  cachedAtHeader,
  isCatalogueRead,
  markCachedPage,
  offlinePageMessage,
  workerSettingsFrom,
} from './lib/offlineCopy';
import { scriptsByHash } from './lib/scriptsByHash';
import { catalogueReadPaths, isPrivateAnswer, privatePagePrefixes } from './catalogueReads';
import type { CatalogueRead } from './catalogueReads';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** What the build's route modules read (`catalogueReads`), gathered by scripts/build-sw.mjs. */
declare const routeCatalogueReads: readonly CatalogueRead[];

// The API's origin comes with the registration; the catalogue reads are this build's own.
const settings = {
  ...workerSettingsFrom(self.location.href),
  reads: catalogueReadPaths(routeCatalogueReads),
};
const networkTimeoutSeconds = 3;
const copyMaxAgeSeconds = 24 * 60 * 60;

/** A copy of `response` with `body` and its headers changed by `edit` (status kept). */
function rebuilt(response: Response, body: BodyInit, edit: (headers: Headers) => void): Response {
  const headers = new Headers(response.headers);
  edit(headers);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Refuses to keep an answer its server marked private: the first check before any copy. */
const privateAnswerPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isPrivateAnswer(response) ? null : response),
};

/** Stores the moment of the fetch with the copy (cross-origin answers hide their Date header). */
const stampPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    return rebuilt(response, await response.blob(), (headers) =>
      headers.set(cachedAtHeader, new Date().toISOString()),
    );
  },
};

/**
 * A read answered from the cache: its stamp readable by the page. A response the worker
 * makes reaches the page whole; the CORS headers keep the stamp readable should a browser
 * filter it as the API's own answer.
 */
const readCopyPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    return rebuilt(cachedResponse, await cachedResponse.blob(), (headers) => {
      headers.set('Access-Control-Allow-Origin', self.location.origin);
      headers.set('Access-Control-Expose-Headers', cachedAtHeader);
    });
  },
};

const policyHeader = 'Content-Security-Policy';

/**
 * A page with its inline scripts allowed by hash: the nonce of the answer it was is gone
 * from its markup and its policy, so a replay never carries a nonce that was once valid.
 */
async function hashedPage(response: Response, edit: (html: string) => string = (html) => html) {
  const policy = response.headers.get(policyHeader) ?? '';
  const page = await scriptsByHash(await response.text(), policy);
  return rebuilt(response, edit(page.html), (headers) => {
    headers.delete('content-length');
    if (policy !== '') headers.set(policyHeader, page.policy);
  });
}

/** A page is kept with its scripts allowed by hash (stampPlugin has refused any non-200). */
const pageKeepPlugin: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => hashedPage(response),
};

/**
 * A page answered from the cache: its stamp written into the HTML, where the app reads it.
 * A copy an earlier worker kept with its nonce is rewritten by hash here too.
 */
const pageCopyPlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const cachedAt = cachedResponse.headers.get(cachedAtHeader) ?? new Date().toISOString();
    return hashedPage(cachedResponse, (html) => markCachedPage(html, cachedAt));
  },
};

const expiration = (maxEntries: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: copyMaxAgeSeconds, purgeOnQuotaError: true });

const pagesCacheName = 'catalogue-pages';

const pages = new NetworkFirst({
  cacheName: pagesCacheName,
  networkTimeoutSeconds,
  plugins: [privateAnswerPlugin, stampPlugin, pageKeepPlugin, expiration(50), pageCopyPlugin],
});

const reads = new NetworkFirst({
  cacheName: 'catalogue-reads',
  networkTimeoutSeconds,
  plugins: [privateAnswerPlugin, stampPlugin, expiration(300), readCopyPlugin],
});

// A new worker takes over at once, with the files of its own build precached. A page of
// the previous build that then asks for a chunk only that build had gets it from the
// network; if it is gone, React Router loads the document again.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// Only hashed files are precached; pages are the pages strategy's.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });

// Video seeking asks for byte ranges; partial answers are never cached.
const isRange = (request: Request) => request.headers.has('range');

/**
 * A page: a navigation, or a page's own request to keep its document (the page sends
 * `CACHE_URLS` after an in-app navigation, serviceWorker.ts; Workbox routes it here).
 */
const isPageRequest = (request: Request) =>
  request.mode === 'navigate' || request.headers.get('accept') === 'text/html';

const isPrivatePage = (url: URL) =>
  privatePagePrefixes().some((prefix) => url.pathname.startsWith(prefix));

registerRoute(
  ({ request, url }) =>
    isPageRequest(request) &&
    url.origin === self.location.origin &&
    !isRange(request) &&
    !isPrivatePage(url),
  pages,
);
registerRoute(({ request, url }) => !isRange(request) && isCatalogueRead(url, settings), reads);
/** What a page never visited answers offline: the reason, and the way back. */
const offlinePage = `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sin conexión</title>
</head>
<body style="font-family: system-ui, sans-serif; margin: 0 auto; padding: 2rem 1rem; max-width: 40rem; line-height: 1.5; color: #0b1f3a">
<main>
<h1>Sin conexión</h1>
<p>${offlinePageMessage}</p>
<p><a href="/" style="color: #0b1f3a">Volver al inicio</a></p>
</main>
</body>
</html>`;

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document') {
    return new Response(offlinePage, {
      status: 503,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  return Response.error();
});

/** Deletes the private pages an older worker kept (it kept what it was handed). */
async function forgetPrivatePages(): Promise<void> {
  const cache = await caches.open(pagesCacheName);
  const kept = await cache.keys();
  await Promise.all(
    kept
      .filter((request) => isPrivatePage(new URL(request.url)))
      .map((request) => cache.delete(request)),
  );
}

/**
 * The pages open while the worker installs were loaded before it could keep them: fetch
 * them through the pages strategy, so they work offline; private ones are left alone.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await forgetPrivatePages();
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const urls = [
        ...new Set(
          windows
            .map((client) => new URL(client.url))
            .filter((url) => url.origin === self.location.origin && !isPrivatePage(url))
            .map((url) => url.href),
        ),
      ];
      await Promise.allSettled([
        ...urls.map((url) =>
          pages.handle({ event, request: new Request(url, { credentials: 'include' }) }),
        ),
      ]);
    })(),
  );
});
