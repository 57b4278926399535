/**
 * Which API requests are catalogue reads (spec 7.1), from the api-client's endpoint tables:
 * the service worker (src/sw.ts) serves them network first, from its cache when the network
 * fails. The worker bundles this list; only the API's origin differs between environments.
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

/** Path prefixes of pages that carry one person's data and secret: the worker never keeps them. */
export function privatePagePrefixes(): string[] {
  return [visitRoutes.manage.slice(0, visitRoutes.manage.indexOf(':'))];
}
