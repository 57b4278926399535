/**
 * spec 4: every list or item load goes through the same transitions (sent, success with
 * payload, brand id and query, failed, reset for lists) and keeps the same fields
 * (requesting, error, all, selected, brandId, query). These are the pure transitions: the
 * catalogue's reads (`app/reads.ts`) settle each read with them, and its route data
 * (`app/routeData.ts`) shows a read on its way with `sent`.
 */
import { ApiError, errorMessage } from '@territorio/api-client/core';
import type { Query } from '@territorio/api-client/core';

export type ResourceError = {
  /** Argentine Spanish, ready to show. */
  readonly message: string;
  /** The server said there is no such item (404 or empty data). */
  readonly isNotFound: boolean;
};

export type Resource<Item> = {
  readonly requesting: boolean;
  readonly error: ResourceError | null;
  readonly all: readonly Item[];
  readonly selected: Item | null;
  /** The brand of the last successful payload; null until one arrives. */
  readonly brandId: number | null;
  /** The query of the last successful payload (e.g. { family_id: 101 }). */
  readonly query: Query | null;
};

export type ResourceStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export function emptyResource<Item>(): Resource<Item> {
  return { requesting: false, error: null, all: [], selected: null, brandId: null, query: null };
}

export function toResourceError(error: unknown): ResourceError {
  const isNotFound =
    error instanceof ApiError &&
    (error.status === 404 || error.code === 'empty_data' || error.code === 'not_found');
  return { message: errorMessage(error), isNotFound };
}

export const resourceTransitions = {
  sent<Item>(resource: Resource<Item>): Resource<Item> {
    return { ...resource, requesting: true, error: null };
  },
  success<Item>(
    resource: Resource<Item>,
    payload: readonly Item[],
    brandId: number,
    query: Query | null = null,
  ): Resource<Item> {
    return { ...resource, requesting: false, error: null, all: payload, brandId, query };
  },
  itemSuccess<Item>(
    resource: Resource<Item>,
    item: Item,
    brandId: number,
    query: Query | null = null,
  ): Resource<Item> {
    return { ...resource, requesting: false, error: null, selected: item, brandId, query };
  },
  failed<Item>(resource: Resource<Item>, error: unknown): Resource<Item> {
    return { ...resource, requesting: false, error: toResourceError(error) };
  },
  reset<Item>(): Resource<Item> {
    return emptyResource<Item>();
  },
};

/** Derived, never stored: what a screen shows for a resource. */
export function resourceStatus(resource: Resource<unknown>): ResourceStatus {
  if (resource.requesting) return 'loading';
  if (resource.error) return 'failed';
  if (resource.brandId !== null) return 'loaded';
  return 'idle';
}

/** Two queries name the same request (key order and number/string ids do not matter). */
export function sameQuery(
  left: Query | null | undefined,
  right: Query | null | undefined,
): boolean {
  const normalize = (query: Query | null | undefined) =>
    Object.entries(query ?? {})
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => `${key}=${String(value)}`)
      .sort()
      .join('&');
  return normalize(left) === normalize(right);
}
