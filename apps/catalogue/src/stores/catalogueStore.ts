/**
 * The catalogue store (spec 4): the resource kinds of spec 3 (family, subfamily, offer,
 * stock, savingPlan), each grouped per brand, and the active brand. A zustand vanilla
 * store, so the rules are testable without React; pages bind with useStore + selectors.
 */
import { brandBySlug, isVehicleBrandId, vehicleBrandIds } from '@territorio/api-client/core';
import type {
  ApiClient,
  ErrorReporter,
  Family,
  Offers,
  Query,
  ResourceKind,
  SavingPlan,
  StockVehicle,
  Subfamily,
  VehicleBrandId,
} from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { savingPlanRefetchBrandIds } from '../shared-gaps';
import {
  emptyResource,
  resourceStatus,
  resourceTransitions,
  sameQuery,
  toResourceError,
} from './resource';
import type { Resource } from './resource';

/** What one item of each resource kind is. Offers arrive as one object per brand. */
export type ResourceItems = {
  family: Family;
  subfamily: Subfamily;
  offer: Offers;
  stock: StockVehicle;
  savingPlan: SavingPlan;
};

export type ByBrand<Item> = Readonly<Record<VehicleBrandId, Resource<Item>>>;

export type CatalogueResources = { readonly [Kind in ResourceKind]: ByBrand<ResourceItems[Kind]> };

type LoadOptions = { readonly force?: boolean };

export type CatalogueState = {
  activeBrandId: VehicleBrandId;
  resources: CatalogueResources;

  // spec 4 actions, per kind and brand
  sent(kind: ResourceKind, brandId: VehicleBrandId): void;
  success<Kind extends ResourceKind>(
    kind: Kind,
    payload: readonly ResourceItems[Kind][],
    brandId: VehicleBrandId,
    query?: Query | null,
  ): void;
  itemSuccess<Kind extends ResourceKind>(
    kind: Kind,
    item: ResourceItems[Kind],
    brandId: VehicleBrandId,
    query?: Query | null,
  ): void;
  failed(kind: ResourceKind, brandId: VehicleBrandId, error: unknown): void;
  reset(kind: ResourceKind, brandId: VehicleBrandId): void;

  // loads through the api client
  loadFamilies(brandId: VehicleBrandId, options?: LoadOptions): Promise<void>;
  loadFamily(brandId: VehicleBrandId, id: number, options?: LoadOptions): Promise<void>;
  loadSubfamilies(brandId: VehicleBrandId, familyId: number, options?: LoadOptions): Promise<void>;
  loadOffers(brandId: VehicleBrandId, options?: LoadOptions): Promise<void>;
  loadStock(brandId: VehicleBrandId, query: Query, options?: LoadOptions): Promise<void>;
  loadSavingPlans(brandId: VehicleBrandId, options?: LoadOptions): Promise<void>;

  /**
   * spec 4: the active brand switches by id or by name from the route; a switch refetches
   * families and, for Volkswagen and Chevrolet, saving plans (reset for Nissan and BAIC).
   */
  setActiveBrand(brand: VehicleBrandId | string): VehicleBrandId | null;
};

export type CatalogueStore = StoreApi<CatalogueState>;

function emptyByBrand<Item>(): ByBrand<Item> {
  return {
    1: emptyResource<Item>(),
    2: emptyResource<Item>(),
    4: emptyResource<Item>(),
    6: emptyResource<Item>(),
  };
}

function emptyResources(): CatalogueResources {
  return {
    family: emptyByBrand<Family>(),
    subfamily: emptyByBrand<Subfamily>(),
    offer: emptyByBrand<Offers>(),
    stock: emptyByBrand<StockVehicle>(),
    savingPlan: emptyByBrand<SavingPlan>(),
  };
}

/** The brand id of a route string ('volkswagen') or an id; null for anything else. */
export function vehicleBrandIdOf(brand: VehicleBrandId | number | string): VehicleBrandId | null {
  if (typeof brand === 'number') return isVehicleBrandId(brand) ? brand : null;
  const found = brandBySlug(brand);
  return found && isVehicleBrandId(found.id) ? found.id : null;
}

export type CatalogueStoreOptions = {
  readonly api: ApiClient;
  readonly reporter?: Pick<ErrorReporter, 'report'>;
  readonly initialBrandId?: VehicleBrandId;
  /** The state the server rendered the page with (the browser hydrates from it). */
  readonly initial?: CatalogueSnapshot;
  /** The clock that dates the served data (tests). */
  readonly now?: () => number;
};

/** What the server hands to the browser: the active brand, every resource, and when. */
export type CatalogueSnapshot = Pick<CatalogueState, 'activeBrandId' | 'resources'> & {
  /** When the data was read (ms since the epoch, the server's clock). */
  readonly takenAt?: number;
};

export function catalogueSnapshot(store: CatalogueStore, now = Date.now()): CatalogueSnapshot {
  const { activeBrandId, resources } = store.getState();
  return { activeBrandId, resources, takenAt: now };
}

/**
 * Data that changes often (prices, discounts, units in stock) is fetched again, without a
 * loading state, when a page first uses what it was served with and that data is older
 * than servedDataMaxAgeMs (a copy the service worker kept). A fresh page reads nothing again.
 */
export const revalidatedKinds: readonly ResourceKind[] = ['offer', 'stock', 'savingPlan'];

/** The age after which served data is fetched again. */
export const servedDataMaxAgeMs = 60_000;

function isServedDataStale(initial: CatalogueSnapshot | undefined, now: number): boolean {
  // Without a time (an older page), the data's age is unknown: fetch again.
  return initial?.takenAt === undefined || now - initial.takenAt > servedDataMaxAgeMs;
}

export function createCatalogueStore(options: CatalogueStoreOptions): CatalogueStore {
  const { api } = options;
  // The latest request per kind and brand: an older answer never overwrites a newer one.
  const latest = new Map<string, number>();
  let counter = 0;
  // Resources that change often, rendered by the server and not yet revalidated here.
  const served = new Set<string>();
  const isStale = isServedDataStale(options.initial, (options.now ?? Date.now)());
  for (const kind of isStale ? revalidatedKinds : []) {
    for (const brandId of vehicleBrandIds) {
      const resource = options.initial?.resources[kind][brandId];
      if (resource && resourceStatus(resource) === 'loaded') served.add(`${kind}:${brandId}`);
    }
  }

  return createStore<CatalogueState>()((set, get) => {
    function update<Kind extends ResourceKind>(
      kind: Kind,
      brandId: VehicleBrandId,
      change: (resource: Resource<ResourceItems[Kind]>) => Resource<ResourceItems[Kind]>,
    ) {
      const current = get().resources[kind][brandId] as Resource<ResourceItems[Kind]>;
      const next = change(current);
      // An answer equal to what is held (a revalidation that found nothing new) changes
      // nothing: no new objects, so no screen renders again.
      if (sameResource(current, next)) return;
      set((state) => ({
        resources: { ...state.resources, [kind]: { ...state.resources[kind], [brandId]: next } },
      }));
    }

    /**
     * Runs one load with the spec's actions around it. A silent run revalidates data that
     * is already on screen (from the server's render): no loading state, and a failure
     * keeps what is shown (and is reported).
     */
    async function run<Kind extends ResourceKind, Result>(
      kind: Kind,
      brandId: VehicleBrandId,
      request: () => Promise<Result>,
      onSuccess: (result: Result) => void,
      silent = false,
    ): Promise<void> {
      const key = `${kind}:${brandId}`;
      const ticket = ++counter;
      latest.set(key, ticket);
      if (!silent) get().sent(kind, brandId);
      try {
        const result = await request();
        if (latest.get(key) === ticket) onSuccess(result);
      } catch (error) {
        if (latest.get(key) !== ticket) return;
        // spec 8: a failed catalogue load is logged (a not-found is an answer, not a failure).
        if (!toResourceError(error).isNotFound) options.reporter?.report(error, { kind, brandId });
        if (!silent) get().failed(kind, brandId, error);
      }
    }

    /** Skips a load whose answer is already there (or on its way), unless forced. */
    function isFresh(kind: ResourceKind, brandId: VehicleBrandId, query: Query | null) {
      const resource = get().resources[kind][brandId];
      const status = resourceStatus(resource);
      if (status === 'loading')
        return latest.has(`${kind}:${brandId}`) && sameQuery(resource.query, query);
      return status === 'loaded' && sameQuery(resource.query, query);
    }

    /** A load through the api client: skipped when fresh, silent when revalidating. */
    function load<Kind extends ResourceKind, Result>(
      kind: Kind,
      brandId: VehicleBrandId,
      query: Query | null,
      loadOptions: LoadOptions,
      request: () => Promise<Result>,
      onSuccess: (result: Result) => void,
    ): Promise<void> {
      const wasServed = served.delete(`${kind}:${brandId}`);
      if (!loadOptions.force && isFresh(kind, brandId, query)) {
        return wasServed ? run(kind, brandId, request, onSuccess, true) : Promise.resolve();
      }
      return run(kind, brandId, request, onSuccess);
    }

    return {
      activeBrandId: options.initial?.activeBrandId ?? options.initialBrandId ?? 1,
      resources: options.initial?.resources ?? emptyResources(),

      sent: (kind, brandId) =>
        update(kind, brandId, (resource) => resourceTransitions.sent(resource)),
      success: (kind, payload, brandId, query = null) =>
        update(kind, brandId, (resource) =>
          resourceTransitions.success(resource, payload, brandId, query),
        ),
      itemSuccess: (kind, item, brandId, query = null) =>
        update(kind, brandId, (resource) =>
          resourceTransitions.itemSuccess(resource, item, brandId, query),
        ),
      failed: (kind, brandId, error) =>
        update(kind, brandId, (resource) => resourceTransitions.failed(resource, error)),
      reset: (kind, brandId) => {
        latest.delete(`${kind}:${brandId}`);
        update(kind, brandId, () => resourceTransitions.reset());
      },

      loadFamilies: (brandId, loadOptions = {}) =>
        load(
          'family',
          brandId,
          null,
          loadOptions,
          () => api.findFamilies(brandId),
          (families) => get().success('family', families, brandId, null),
        ),
      loadFamily: (brandId, id, loadOptions = {}) => {
        const query = { id };
        return load(
          'family',
          brandId,
          query,
          loadOptions,
          () => api.findFamily(brandId, id),
          (family) => get().itemSuccess('family', family, brandId, query),
        );
      },
      loadSubfamilies: (brandId, familyId, loadOptions = {}) => {
        const query = { family_id: familyId };
        return load(
          'subfamily',
          brandId,
          query,
          loadOptions,
          () => api.findSubfamilies(brandId, query),
          (list) => get().success('subfamily', list, brandId, query),
        );
      },
      loadOffers: (brandId, loadOptions = {}) =>
        load(
          'offer',
          brandId,
          null,
          loadOptions,
          () => api.findOffers(brandId),
          (offers) => get().itemSuccess('offer', offers, brandId, null),
        ),
      loadStock: (brandId, query, loadOptions = {}) =>
        load(
          'stock',
          brandId,
          query,
          loadOptions,
          () => api.findStock(brandId, query),
          (units) => get().success('stock', units, brandId, query),
        ),
      loadSavingPlans: (brandId, loadOptions = {}) =>
        load(
          'savingPlan',
          brandId,
          null,
          loadOptions,
          () => api.findSavingPlans(brandId),
          (plans) => get().success('savingPlan', plans, brandId, null),
        ),

      setActiveBrand: (brand) => {
        const brandId = vehicleBrandIdOf(brand);
        if (brandId === null) return null;
        const isSwitch = get().activeBrandId !== brandId;
        if (isSwitch) set({ activeBrandId: brandId });
        void get().loadFamilies(brandId, { force: isSwitch });
        if ((savingPlanRefetchBrandIds as readonly number[]).includes(brandId)) {
          void get().loadSavingPlans(brandId, { force: isSwitch });
        } else {
          get().reset('savingPlan', brandId);
        }
        return brandId;
      },
    };
  });
}

/** Every vehicle brand id, for pages that load all four (offers, all families). */
export const catalogueBrandIds: readonly VehicleBrandId[] = vehicleBrandIds;

/** Two states of a resource hold the same data (its fields compared as JSON). */
function sameResource(left: Resource<unknown>, right: Resource<unknown>): boolean {
  if (left === right) return true;
  if (left.error !== right.error) return false;
  try {
    return JSON.stringify(left) === JSON.stringify(right);
  } catch {
    return false;
  }
}
