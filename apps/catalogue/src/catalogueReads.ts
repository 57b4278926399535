/**
 * Which API requests are catalogue reads (spec 7.1), from the api-client's endpoint tables:
 * the service worker (src/sw.ts) serves them network first, from its cache when the network
 * fails. The worker bundles this list; only the API's origin differs between environments.
 * And which pages it never keeps: those marked private, and the visits' manage pages.
 */
import {
  apiPaths,
  brandEndpoints,
  vehicleBrandIds,
  visitRoutes,
} from '@territorio/api-client/core';

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
      [
        ...perBrand,
        apiPaths.parameters,
        apiPaths.serviceCategories,
        apiPaths.stockSearch,
        '/media/',
      ].filter((path): path is string => typeof path === 'string'),
    ),
  ];
}

/**
 * The headers of a page that carries one person's data or a secret (a visit's manage page):
 * no cache keeps it, the browser's, a proxy's or the service worker's (`isPrivateAnswer`).
 */
export const privatePageHeaders = { 'Cache-Control': 'no-store' } as const;

/**
 * An answer the service worker never stores, whatever its address: one its server marked
 * `no-store` or `private` (RFC 9111: no shared cache, and no cache at all, may keep it).
 */
export function isPrivateAnswer(response: Response): boolean {
  const directives = (response.headers.get('Cache-Control') ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0]);
  return directives.includes('no-store') || directives.includes('private');
}

/** Path prefixes of pages that carry one person's data and secret: the worker never keeps them. */
export function privatePagePrefixes(): string[] {
  return [visitRoutes.manage.slice(0, visitRoutes.manage.indexOf(':'))];
}
