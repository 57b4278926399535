/**
 * The catalogue reads (spec 7.1): the API requests the service worker (src/sw.ts) serves
 * network first, from its cache when the network fails. Each route module says which it
 * makes (`export const catalogueReads`); scripts/build-sw.mjs gathers them from the built
 * routes into the worker, which turns them into paths of the api-client's endpoint tables
 * here, so no path is typed twice and the pages do not carry the tables. Only the API's
 * origin differs between environments. And which pages the worker never keeps: those
 * marked private, and the visits' manage pages.
 */
import {
  apiPaths,
  brandEndpoints,
  photoPathPrefix,
  vehicleBrandIds,
  visitRoutes,
} from '@territorio/api-client/core';
import type { ResourceKind } from '@territorio/api-client/core';

const groupReads = {
  parameters: apiPaths.parameters,
  serviceCategories: apiPaths.serviceCategories,
  stockSearch: apiPaths.stockSearch,
} as const;

/** A kind of catalogue read: a column of spec 7.1's brand table, or one of the group's GETs. */
export type CatalogueRead = ResourceKind | keyof typeof groupReads;

function isGroupRead(read: CatalogueRead): read is keyof typeof groupReads {
  return read in groupReads;
}

/** Path prefixes, on the API host, of `reads` and of the media and photos the pages show. */
export function catalogueReadPaths(reads: readonly CatalogueRead[]): string[] {
  const paths = reads.flatMap((read) =>
    isGroupRead(read)
      ? [groupReads[read]]
      : vehicleBrandIds.map((brandId) => brandEndpoints[brandId][read]),
  );
  return [
    ...new Set(
      [...paths, '/media/', photoPathPrefix].filter(
        (path): path is string => typeof path === 'string',
      ),
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
