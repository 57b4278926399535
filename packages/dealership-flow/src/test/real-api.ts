/**
 * Test support: the flow against the real API, the built server started once for the run
 * on a fresh temporary database (./global-setup.ts). Every call goes through the real
 * client, and every rule (the update's settlement, versions, promotions, credit plans,
 * valuations) is the server's own. A test starts operations of its own on the seeded
 * stock, so no test depends on another's data.
 */
import { createApiClient } from '@territorio/api-client';
import type {
  CreditPlan,
  Operation,
  StockVehicle,
  UsedVehicle,
  VehicleBrandId,
} from '@territorio/api-client';
import { inject } from 'vitest';
import type { DealershipApi } from '../api';
import { createDealershipFlowStore } from '../store';
import type { DealershipFlowOptions, DealershipFlowStore } from '../store';

type StoreOptions = Omit<DealershipFlowOptions, 'api'>;

export type RealFlow = {
  /** The real client on the real server, typed as the flow's interface. */
  readonly api: DealershipApi;
  /** A store on that client; `close()` disposes it. */
  createStore(options?: StoreOptions): DealershipFlowStore;
  /** A store with an operation started on `unit` by the flow itself (steps 1 to 4). */
  startedStore(unit: StockVehicle, options?: StoreOptions): Promise<DealershipFlowStore>;
  /** Disposes the stores (no save is left to fire). */
  close(): void;
};

/** A year every version of the used catalogue was sold in: the valuations' reference year. */
export const tradeInYear = 2026;

/** The buyer of the operations the tests start. */
const buyerEmail = 'comprador.prueba@correo.example';

/**
 * A client of its own on the run's API (its public routes and its intranet share one
 * origin): another tab or device, whose calls no test counts.
 */
export function realClient() {
  const url = inject('apiUrl');
  return createApiClient({ apiBaseUrl: url, intranetBaseUrl: url, readRetries: 0 });
}

/** Starts an operation on `unit` as the buyer does: the unit's page, an email, "Comprar". */
export async function startOn(store: DealershipFlowStore, unit: StockVehicle): Promise<void> {
  await store.getState().loadVehicle(unit.brand_id, unit.id);
  store.getState().setEmail(buyerEmail);
  if (!(await store.getState().startOperation())) {
    throw new Error(`the flow could not start an operation on unit ${unit.id}`);
  }
}

/** What the server stores now for `code`, read by another client. */
export function storedOperation(code: string): Promise<Operation> {
  return realClient().resumeOperation(code);
}

/**
 * Another tab (or device) stores a change on the operation: through the server's own rules,
 * so its version grows. Resolves with what the server stored.
 */
export async function changeElsewhere(
  code: string,
  change: (operation: Operation) => Partial<Operation>,
): Promise<Operation> {
  const client = realClient();
  const current = await client.resumeOperation(code);
  return client.updateOperation({ ...current, ...change(current) });
}

/**
 * A trade-in valued by the server for the operation `code`, as the valuation screen gets it:
 * the used catalogue's first version (a Volkswagen Gol Trend 1.6, sold since 2009), of
 * `year` (this year's by default) with `kms` (by default so many that its value is the
 * lowest a car of that year gets, so two of this year's fit under any seeded price).
 */
export async function valuedTradeIn(
  code: string,
  { kms = 600_000, year = tradeInYear }: { readonly kms?: number; readonly year?: number } = {},
): Promise<UsedVehicle> {
  const client = realClient();
  const [brand] = await client.findUsedBrands();
  if (!brand) throw new Error('the used catalogue has no brand');
  const [model] = await client.findUsedModels(brand.id);
  if (!model) throw new Error(`the used catalogue has no model of ${brand.name}`);
  const [version] = await client.findUsedVersions(brand.id, model.name);
  if (!version) throw new Error(`the used catalogue has no version of ${model.name}`);
  const request = {
    brand: brand.name,
    model: model.name,
    vehicle: version.description,
    codia: version.codia,
    year,
    kms,
  };
  const valuation = await client.requestValuation({ ...request, operation: code });
  return { ...request, valuation };
}

/** The seeded credit plan `id` of the operation's brand, as the intranet lists it. */
export async function seededPlan(operation: Operation, id: number): Promise<CreditPlan> {
  const plans = await realClient().findCredits({
    brand_id: operation.brand_id,
    vehicle: operation.purchase.vehicle.stock_id,
    // Every seeded plan lends this much.
    loan_amount: 5_000_000,
  });
  const plan = plans.find((listed) => listed.id === id);
  if (!plan) throw new Error(`brand ${operation.brand_id} offers no plan ${id}`);
  return plan;
}

/**
 * The seeded unit the flow's tests start on unless they need another: a peso Chevrolet
 * Onix, which no discoverable promotion covers (the start applies none by itself).
 */
export function defaultUnit(): Promise<StockVehicle> {
  return seededUnit(2, (unit) => unit.family === 'Onix' && unit.currency === 'ars');
}

export function connectFlow(): RealFlow {
  const api: DealershipApi = realClient();
  const stores: DealershipFlowStore[] = [];
  const createStore = (options: StoreOptions = {}) => {
    const store = createDealershipFlowStore({ api, ...options });
    stores.push(store);
    return store;
  };
  return {
    api,
    createStore,
    async startedStore(unit, options) {
      const store = createStore(options);
      await startOn(store, unit);
      return store;
    },
    close() {
      for (const store of stores) store.getState().dispose();
    },
  };
}

/** A seeded unit of a brand that matches `where`; fails the setup when there is none. */
export async function seededUnit(
  brandId: VehicleBrandId,
  where: (unit: StockVehicle) => boolean,
): Promise<StockVehicle> {
  const unit = (await realClient().findStock(brandId)).find(where);
  if (!unit) throw new Error(`no seeded unit of brand ${brandId} fits the test`);
  return unit;
}
