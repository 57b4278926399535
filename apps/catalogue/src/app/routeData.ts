/**
 * How a catalogue route gets its data. A route names its reads once (`RouteReads.load`,
 * the stores' own load actions); React Router runs them:
 * - on the server (`loader`), into stores made for that request, awaited; the route's data
 *   is what those stores then hold, and the document's stores start from it, so the page
 *   is rendered once, whole, and hydrates from the same data;
 * - in the browser (`clientLoader`), into the app's one set of stores, not awaited: the
 *   page shows at once with each store's own loading, error and empty states (spec 4), and
 *   a read already held is not made again.
 * A read that finds nothing makes the server answer 404 (`status`); a route may send the
 * visitor elsewhere by throwing React Router's `redirect` from `load`.
 */
import type { ClientLoaderFunctionArgs, Params } from 'react-router';
import { browserAppServices } from './browserServices';
import type { AppServices, StoresSnapshot } from '../services/appServices';
import { resourceStatus } from '../stores/resource';
import type { Resource } from '../stores/resource';

export type RouteReadArgs = {
  readonly params: Params;
  readonly url: URL;
};

export type RouteReads = {
  /** Starts the route's reads (the stores skip what they already hold). */
  load(services: AppServices, args: RouteReadArgs): unknown;
  /** The answer's status once the reads are done (404 when the item does not exist). */
  status?(services: AppServices, args: RouteReadArgs): number;
  /**
   * The parameters (contact methods, news, stories, popups) are the shell's: the shell's
   * route hands them to the page; another route reading them (to answer 404) keeps them.
   */
  readonly providesParameters?: boolean;
  /** HTML from the API the page renders; the server sanitizes it for the browser. */
  html?(services: AppServices, args: RouteReadArgs): readonly string[];
};

/** What a route's server loader hands the document (serialized into the page). */
export type RouteData = {
  readonly stores: StoresSnapshot;
};

/** The root's data: the session's closed-popups flag, read from the request's cookies. */
export type DocumentData = {
  readonly popupsClosed: boolean;
};

function isRouteData(value: unknown): value is RouteData {
  return typeof value === 'object' && value !== null && 'stores' in value;
}

/** One kind's resources per brand, whatever the kind. */
type ByBrandResources = Readonly<Record<string, Resource<unknown>>>;

/** The resource that holds an answer (or a failure) wins over one never asked for. */
function pick<Item>(left: Resource<Item>, right: Resource<Item>): Resource<Item> {
  return resourceStatus(right) === 'idle' ? left : right;
}

function mergeRecords<Value>(
  left: Readonly<Record<string, Value>>,
  right: Readonly<Record<string, Value>>,
  merge: (left: Value, right: Value) => Value,
): Record<string, Value> {
  const merged: Record<string, Value> = { ...left };
  for (const [key, value] of Object.entries(right)) {
    merged[key] = key in left ? merge(left[key]!, value) : value;
  }
  return merged;
}

/**
 * The stores' starting data from every matched route's server data (the root's
 * parameters, the page's catalogue reads), each route's reads made into stores of its own.
 */
export function mergeRouteData(values: readonly unknown[]): {
  stores: StoresSnapshot | null;
  popupsClosed: boolean;
} {
  let stores: StoresSnapshot | null = null;
  let popupsClosed = false;
  for (const value of values) {
    if (typeof value === 'object' && value !== null && 'popupsClosed' in value) {
      popupsClosed ||= value.popupsClosed === true;
    }
    if (!isRouteData(value)) continue;
    if (!stores) {
      stores = value.stores;
      continue;
    }
    const next = value.stores;
    stores = {
      catalogue: {
        activeBrandId: next.catalogue.activeBrandId,
        takenAt: next.catalogue.takenAt,
        resources: mergeRecords(
          stores.catalogue.resources as Readonly<Record<string, ByBrandResources>>,
          next.catalogue.resources as Readonly<Record<string, ByBrandResources>>,
          (left, right) => mergeRecords(left, right, pick),
        ) as unknown as StoresSnapshot['catalogue']['resources'],
      },
      parameters: {
        parameters: pick(stores.parameters.parameters, next.parameters.parameters),
        serviceCategories: pick(
          stores.parameters.serviceCategories,
          next.parameters.serviceCategories,
        ),
      },
      html: { ...stores.html, ...next.html },
    };
  }
  return { stores, popupsClosed };
}

/** A route's `clientLoader`: starts its reads in the app's stores and lets the page show. */
export function browserLoader(reads: RouteReads) {
  return function clientLoader({ request, params }: ClientLoaderFunctionArgs): null {
    void reads.load(browserAppServices(), { params, url: new URL(request.url) });
    return null;
  };
}
