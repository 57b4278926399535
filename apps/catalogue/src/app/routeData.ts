/**
 * How a catalogue route gets its data: through React Router's loaders. A route names its
 * reads once (`RouteReads.read`, from ./reads); React Router runs them:
 * - on the server (`loader`, ./loader.server), awaited: the page is rendered once, whole,
 *   and hydrates from the same data;
 * - in the browser (`clientLoader`), not awaited: the loader hands the page the reads'
 *   promises, so the page shows at once with each resource's own loading, error and empty
 *   states (spec 4), and each part fills in as its answer arrives.
 * A read that finds nothing makes the server answer 404 (`status`); a route may send the
 * visitor elsewhere by throwing React Router's `redirect` from `read`. "Reintentar" and the
 * refresh of a stale page are React Router revalidations: what a screen already shows stays
 * on it until the new answer arrives.
 */
import { useEffect, useReducer, useRef } from 'react';
import type { ClientLoaderFunctionArgs, Params } from 'react-router';
import { useLoaderData, useRevalidator } from 'react-router';
import type {
  Family,
  Offers,
  Parameters,
  SavingPlan,
  ServiceCategory,
  StockSearchResult,
  Subfamily,
  VehicleBrandId,
  Visit,
} from '@territorio/api-client/core';
import { vehicleBrandIds } from '@territorio/api-client/core';
import { browserAppServices } from './browserServices';
import type { ReadServices, StockUnitView } from './reads';
import { emptyResource, resourceStatus, resourceTransitions } from '../stores/resource';
import type { Resource } from '../stores/resource';

/** A resource, or the read that will settle into one (browser navigations). */
export type Loadable<Item> = Resource<Item> | Promise<Resource<Item>>;

type Slot<Item, Settled extends boolean> = Settled extends true ? Resource<Item> : Loadable<Item>;

/** The resources a route of the earlier layer hands its page (RouteReads); each fills what its page shows. */
export type RouteResources<Settled extends boolean = false> = {
  readonly parameters?: Slot<Parameters, Settled>;
  readonly serviceCategories?: Slot<ServiceCategory, Settled>;
  readonly offers?: Partial<Record<VehicleBrandId, Slot<Offers, Settled>>>;
  readonly families?: Partial<Record<VehicleBrandId, Slot<Family, Settled>>>;
  readonly family?: Slot<Family, Settled>;
  readonly subfamilies?: Slot<Subfamily, Settled>;
  readonly savingPlans?: Slot<SavingPlan, Settled>;
  readonly stockSearch?: Slot<StockSearchResult, Settled>;
  readonly stockUnit?: Slot<StockUnitView, Settled>;
  readonly visit?: Slot<Visit, Settled>;
};

/** The reads once every answer is in (the server's render, a 404 decision). */
export type SettledReads = RouteResources<true>;

export type ReadArgs = {
  readonly params: Params;
  readonly url: URL;
  /** The brand the visitor last entered (spec 4); the server's default is Volkswagen. */
  readonly activeBrandId: VehicleBrandId;
};

export type RouteReads = {
  /** Starts the route's reads: what its page shows. */
  read?(services: ReadServices, args: ReadArgs): RouteResources;
  /**
   * Reads only the server makes, for the answer's status and HTML, of data the page shows
   * from another route's reads (a news item from the shell's parameters).
   */
  serverRead?(services: ReadServices, args: ReadArgs): RouteResources;
  /** The answer's status once the reads are done (404 when the item does not exist). */
  status?(reads: SettledReads, args: ReadArgs): number;
  /** HTML from the API the page renders; the server sanitizes it for the browser. */
  html?(reads: SettledReads, args: ReadArgs): readonly string[];
  /** The address this page lives at when the request's is not it (a 301), or null. */
  canonicalPath?(reads: SettledReads, args: ReadArgs): string | null;
};

/** What a route's loader hands its page. */
export type RouteData = {
  readonly reads: RouteResources;
  /** The page's API HTML sanitized (servedHtml), keyed by the API's HTML. Server only. */
  readonly html?: Readonly<Record<string, string>>;
  /** When the reads were made (ms since the epoch): a copy kept offline says how old it is. */
  readonly takenAt: number;
};

function isPromise<Value>(value: Value | Promise<Value>): value is Promise<Value> {
  return value instanceof Promise;
}

/** Every read of `reads` awaited. */
export async function settleReads(reads: RouteResources): Promise<SettledReads> {
  const entries = await Promise.all(
    Object.entries(reads).map(async ([key, value]: [string, unknown]) => {
      if (isPromise(value) || (typeof value === 'object' && value !== null && 'all' in value)) {
        return [key, await value];
      }
      const byBrand = Object.entries(value as Record<string, Loadable<unknown>>);
      return [
        key,
        Object.fromEntries(await Promise.all(byBrand.map(async ([id, read]) => [id, await read]))),
      ];
    }),
  );
  return Object.fromEntries(entries) as SettledReads;
}

/** A route's `clientLoader`: starts its reads with the app's API client and lets the page show. */
export function browserLoader(reads: RouteReads) {
  return function clientLoader({ request, params }: ClientLoaderFunctionArgs): RouteData {
    const services = browserAppServices();
    const activeBrandId = services.stores.catalogue.getState().activeBrandId;
    return {
      reads: reads.read?.(services, { params, url: new URL(request.url), activeBrandId }) ?? {},
      takenAt: Date.now(),
    };
  };
}

const settled = new WeakMap<Promise<unknown>, Resource<unknown>>();

function loadingResource<Item>(): Resource<Item> {
  return resourceTransitions.sent(emptyResource<Item>());
}

/**
 * The resources `loadables` hold now: a settled read is its resource; a read on its way
 * is "loading", unless this screen already shows an answer for the same key, which stays
 * until the new one arrives (a revalidation, a retry of another part). A revalidation
 * that fails keeps what is shown: the failure is reported, and the offline notice dates it.
 */
export function useResources<Item, Key extends string | number>(
  loadables: Readonly<Partial<Record<Key, Loadable<Item>>>>,
  keys: readonly Key[],
): Record<Key, Resource<Item>> {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const shown = useRef(new Map<Key, Resource<Item>>());
  const watched = useRef(new WeakSet<Promise<unknown>>());
  const isMounted = useRef(false);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  // After every render: each read still on its way is watched once, and its answer renders.
  useEffect(() => {
    for (const key of keys) {
      const read = loadables[key];
      if (read === undefined || !isPromise(read) || settled.has(read) || watched.current.has(read))
        continue;
      watched.current.add(read);
      void read.then((resource) => {
        settled.set(read, resource as Resource<unknown>);
        if (isMounted.current) rerender();
      });
    }
  });

  const result = {} as Record<Key, Resource<Item>>;
  for (const key of keys) {
    const loadable: Loadable<Item> | undefined = loadables[key];
    const now: Resource<Item> | undefined =
      loadable !== undefined && isPromise(loadable)
        ? (settled.get(loadable) as Resource<Item> | undefined)
        : (loadable ?? emptyResource<Item>());
    const before = shown.current.get(key);
    const isKept = before !== undefined && (now === undefined || resourceStatus(now) === 'failed');
    const resource: Resource<Item> = isKept ? before : (now ?? loadingResource<Item>());
    if (resourceStatus(resource) === 'loaded') shown.current.set(key, resource);
    result[key] = resource;
  }
  return result;
}

const single = ['resource'] as const;

/** One resource of a route's reads (see useResources). */
export function useResource<Item>(loadable: Loadable<Item> | undefined): Resource<Item> {
  return useResources<Item, 'resource'>({ resource: loadable }, single).resource;
}

/** One resource kind of every vehicle brand. */
export type ByBrand<Item> = Readonly<Record<VehicleBrandId, Resource<Item>>>;

/** Every vehicle brand's resource of one kind, idle for a brand the route did not read. */
export function useByBrand<Item>(
  loadables: Partial<Record<VehicleBrandId, Loadable<Item>>> | undefined,
): ByBrand<Item> {
  return useResources<Item, VehicleBrandId>(loadables ?? {}, vehicleBrandIds);
}

/** The reads of the route this component renders in. */
export function useRouteReads(): RouteResources {
  return useLoaderData<RouteData | undefined>()?.reads ?? {};
}

/** Reads the page's data again (a "Reintentar"); what is shown stays until it arrives. */
export function useRetry(): () => void {
  const revalidator = useRevalidator();
  return () => void revalidator.revalidate();
}
