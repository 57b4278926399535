/**
 * Test support: the flow against the real API, the built server started once for the run
 * on a fresh temporary database (./global-setup.ts). Every call goes through the real
 * client, and every rule (the update's settlement, versions, promotions, credit plans,
 * valuations) is the server's own. A test starts operations of its own on the seeded
 * stock, so no test depends on another's data.
 */
import { createApiClient } from '@territorio/api-client';
import type { StockVehicle, VehicleBrandId } from '@territorio/api-client';
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

/** The buyer of the operations the tests start. */
const buyerEmail = 'comprador.prueba@correo.example';

/** The real client on the run's API: its public routes and its intranet share one origin. */
function realClient() {
  const url = inject('apiUrl');
  return createApiClient({ apiBaseUrl: url, intranetBaseUrl: url, readRetries: 0 });
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
      await store.getState().loadVehicle(unit.brand_id, unit.id);
      store.getState().setEmail(buyerEmail);
      if (!(await store.getState().startOperation())) {
        throw new Error(`the flow could not start an operation on unit ${unit.id}`);
      }
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
