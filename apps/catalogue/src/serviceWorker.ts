/**
 * DECISIONS: a Workbox service worker (src/sw.ts, built by scripts/build-sw.mjs) precaches
 * the app shell and serves pages and catalogue reads network first, from its cache when the
 * network fails; forms and everything else go to the network. The worker learns the API's
 * origin and which requests are catalogue reads (the api-client's endpoint tables) from
 * its registration address, so one build serves every environment and no path is typed
 * twice.
 */
import { apiPaths, brandEndpoints, vehicleBrandIds } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';

/** Path prefixes of the catalogue reads (spec 7.1), on the API host. */
export function catalogueReadPaths(): string[] {
  const perBrand = vehicleBrandIds.flatMap((brandId) => {
    const table = brandEndpoints[brandId];
    return [
      table.family,
      table.subfamily,
      table.offer,
      table.stock,
      table.stockItem,
      table.savingPlan,
    ];
  });
  return [
    ...new Set(
      [...perBrand, apiPaths.parameters, apiPaths.serviceCategories, '/media/'].filter(
        (path): path is string => typeof path === 'string',
      ),
    ),
  ];
}

export function serviceWorkerUrl(config: Pick<RuntimeConfig, 'apiUrl'>): string {
  const settings = { api: config.apiUrl, reads: catalogueReadPaths() };
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
