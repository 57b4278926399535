/**
 * A page reached by an in-app navigation fetched only its route's data: the service worker
 * (src/sw.ts) fetches and keeps its document too, so a reload offline shows it (with the
 * dated-price notice) as it shows a page loaded in full.
 */

/** What the page asks the worker to keep (Workbox's cache listener: `CACHE_URLS`). */
export function keepPageMessage(href: string) {
  // A document's request, so the worker's pages route takes it, as it takes navigations.
  return {
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[href, { headers: { accept: 'text/html' } }]] },
  } as const;
}

/** Asks the controlling worker, if any, to keep the page at `href`. */
export function keepPageOffline(href: string): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(keepPageMessage(href));
}
