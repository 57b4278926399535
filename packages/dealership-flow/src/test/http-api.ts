/**
 * Test support: the flow over real HTTP, through the real client. The client talks to an
 * e2e-kit canned server that passes every request it does not answer to the real API of
 * the run (./global-setup.ts), so the update's rules, versions, plans, codes and valuations
 * are the server's own. A test answers a path itself only for what the seed cannot give (a
 * failure, a held answer, a paid or cancelled operation, a unit without a rate). Every
 * request is recorded, and the requests the client builds are kept too, for what never
 * reaches a server (fetch's keepalive).
 */
import { apiPaths, brandEndpoints, createApiClient, messages } from '@territorio/api-client';
import type { OperationInput, Promotion, StockVehicle } from '@territorio/api-client';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp, RecordedRequest, Reply, Route } from '@territorio/e2e-kit/canned-http';
import { inject } from 'vitest';
import type { DealershipApi } from '../api';
import { createDealershipFlowStore } from '../store';
import type { DealershipFlowOptions, DealershipFlowStore } from '../store';
import { fixedNow, operationWire, promotion10, promotionMoney, stockWire } from './fixtures';
import { defaultUnit, startOn } from './real-api';

/** Short quiet periods: a debounced save goes out by itself within a test's patience. */
export const fastDebounce = { cashAmount: 20, personalData: 20, discountCode: 20, loanAmount: 20 };

/**
 * Node times a timer from the event loop's clock, read when the loop last woke, so by a
 * fresh clock a timer may fire up to that tick's age early: the allowance when measuring one.
 */
export const timerClockSlackMs = 50;

/** Brand 1's path of one stock unit (`?id=`). */
export const stockItemPath = brandEndpoints[1].stockItem;

type StoreOptions = Omit<DealershipFlowOptions, 'api'>;

export type FlowApi = {
  readonly server: CannedHttp;
  /** The real client, typed as the flow's interface: a mismatch fails the typecheck. */
  readonly api: DealershipApi;
  /** A store on the real client with the fixed clock; `close()` disposes it. */
  createStore(options?: StoreOptions): DealershipFlowStore;
  /** The requests that reached one path, in arrival order. */
  requestsTo(pathname: string): RecordedRequest[];
  /**
   * The requests the client built, in the order it sent them, as fetch received them: what
   * the server cannot see (fetch's keepalive) is read here.
   */
  readonly sent: Request[];
  /**
   * A store on an operation of its own, started by the flow on the real API (on `unit`,
   * else `defaultUnit()`); the requests of the setup are forgotten, so a test counts only
   * its own.
   */
  startedStore(
    options?: StoreOptions & { readonly unit?: StockVehicle },
  ): Promise<DealershipFlowStore>;
  /** A started store whose buyer has saved the cash that leaves `balance` to pay. */
  startedWithBalance(balance: number, options?: StoreOptions): Promise<DealershipFlowStore>;
  /** A store that has resumed the operation `code` (the setup's requests forgotten). */
  resumedBy(code: string, options?: StoreOptions): Promise<DealershipFlowStore>;
  /** Disposes the stores (no save is left to fire) and stops the server. */
  close(): Promise<void>;
};

export async function startFlowApi(): Promise<FlowApi> {
  // What no canned route answers goes to the real API started for the run.
  const server = await startCannedHttp({ forwardTo: inject('apiUrl') });
  const sent: Request[] = [];
  const api: DealershipApi = createApiClient({
    apiBaseUrl: server.url,
    intranetBaseUrl: server.url,
    readRetries: 0,
    // The global fetch sends every request; each is kept as the client built it.
    fetch: (input, init) => {
      const request = new Request(input, init);
      sent.push(request);
      return fetch(request);
    },
  });
  const stores: DealershipFlowStore[] = [];
  const createStore = (options: StoreOptions = {}) => {
    const store = createDealershipFlowStore({ api, now: () => fixedNow, ...options });
    stores.push(store);
    return store;
  };
  const forget = () => {
    server.requests.length = 0;
    sent.length = 0;
  };
  const startedStore: FlowApi['startedStore'] = async ({ unit, ...options } = {}) => {
    const store = createStore(options);
    await startOn(store, unit ?? (await defaultUnit()));
    forget();
    return store;
  };
  return {
    server,
    api,
    createStore,
    requestsTo: (pathname) => server.requestsTo(pathname),
    sent,
    startedStore,
    async startedWithBalance(balance, options) {
      const store = await startedStore(options);
      const fullPrice = store.getState().operation?.purchase.vehicle.fullprice ?? 0;
      store.getState().setCashText(String(fullPrice - balance));
      await store.getState().flush();
      forget();
      return store;
    },
    async resumedBy(code, options) {
      const store = createStore(options);
      if (!(await store.getState().resumeOperation(code))) {
        throw new Error(`the flow could not resume ${code}`);
      }
      forget();
      return store;
    },
    async close() {
      for (const store of stores) store.getState().dispose();
      await server.close();
    },
  };
}

/** An answer with the API's error body (api-client `apiErrorSchema`) and its status. */
export function errorReply(
  status: number,
  code: string,
  message: string,
  extra: { readonly fields?: Record<string, string>; readonly data?: unknown } = {},
): Reply {
  const { fields, data } = extra;
  return {
    status,
    body: {
      ...(data === undefined ? {} : { data }),
      error: { code, message, ...(fields ? { fields } : {}) },
    },
  };
}

/**
 * A route whose answers wait until `release()`: every call to it stays open meanwhile, then
 * is answered by `route`, else by the real API.
 */
export function held(route?: Route): { readonly route: Route; release(): void } {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    route: async (request) => {
      await gate;
      return typeof route === 'function' ? route(request) : route;
    },
    release,
  };
}

/** One stock unit of brand 1, by `?id=`; any other id is not found (the server's 404). */
export function stockRoute(stock: Record<string, unknown> = stockWire): Route {
  return (request) =>
    request.query.get('id') === String(stock.id)
      ? { body: { data: [stock] } }
      : errorReply(404, 'vehicle_unavailable', messages.vehicleUnavailable);
}

/** A discount code lookup: `promotions` are found, any other code is not (404). */
export function promotionCheckRoute(
  promotions: readonly Promotion[] = [promotion10, promotionMoney],
): Route {
  return (request) => {
    const found = promotions.find((promotion) => promotion.code === request.query.get('code'));
    return found
      ? { body: { data: found } }
      : errorReply(404, 'promotion_not_found', messages.promotionNotFound);
  };
}

/** The confirmation screen's reads: the unit, the brand's deposit, no promotion to suggest. */
export function serveVehicle(
  server: CannedHttp,
  {
    stock = stockWire,
    services = { '1': { booking_price: 350_000 } },
  }: { stock?: Record<string, unknown>; services?: Record<string, unknown> } = {},
) {
  server.on(stockItemPath, stockRoute(stock));
  server.on(apiPaths.parameters, { body: { data: { services } } });
  server.on(apiPaths.promotionDiscover, { body: { data: null } });
}

/**
 * A canned operation, for what the seed cannot give (a paid, pending or cancelled operation,
 * a dollar unit without a rate): a test may replace it (a payment recorded meanwhile).
 */
export type StoredOperation = { operation: OperationInput };

/**
 * A start with the canned operation's code resumes it (404 for any other code), a new start
 * answers it. Nothing answers its updates: a test that saves answers them itself or starts
 * a real operation (`startedStore`).
 */
export function serveOperation(server: CannedHttp, operation: OperationInput): StoredOperation {
  const stored: StoredOperation = { operation };
  server.on(apiPaths.dealershipStart, (request) => {
    const code = (request.json as { code?: string }).code;
    if (code !== undefined && code.trim().toUpperCase() !== stored.operation.code) {
      return errorReply(404, 'operation_not_found', messages.operationNotFound);
    }
    return { body: { data: stored.operation } };
  });
  return stored;
}

/**
 * A store that has resumed a canned operation (./fixtures, with `overrides`) on `flow`'s
 * server; the requests of the setup are forgotten, so a test counts only its own.
 */
export async function resumedStore(
  flow: FlowApi,
  overrides: Partial<OperationInput> = {},
  options: StoreOptions = {},
) {
  const stored = serveOperation(flow.server, operationWire(overrides));
  const store = flow.createStore(options);
  if (!(await store.getState().resumeOperation('K7M2P9X4QR'))) {
    throw new Error('resume failed in the test setup');
  }
  flow.server.requests.length = 0;
  return { store, stored };
}
