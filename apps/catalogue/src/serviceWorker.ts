/**
 * DECISIONS: a Workbox service worker (src/sw.ts, built by scripts/build-sw.mjs) precaches
 * every route's files and serves pages and catalogue reads network first, from its cache when the
 * network fails; forms and everything else go to the network. The worker learns the API's
 * origin from its registration address, so one build serves every environment; which
 * requests are catalogue reads it bundles, from what the route modules declare
 * (src/catalogueReads.ts).
 */
import type { RuntimeConfig } from '@territorio/site-config';

export function serviceWorkerUrl(config: Pick<RuntimeConfig, 'apiUrl'>): string {
  const settings = { api: config.apiUrl };
  return `/sw.js?config=${encodeURIComponent(JSON.stringify(settings))}`;
}

export function registerServiceWorker(config: Pick<RuntimeConfig, 'apiUrl'>): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(serviceWorkerUrl(config)).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // After the page has loaded and the main thread is idle (the app hydrated): installing
  // fetches every route's files, which would compete with the first visit's own work.
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 5000 });
    else setTimeout(register, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
