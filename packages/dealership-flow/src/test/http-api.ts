/**
 * Test support: the flow over real HTTP. A stand-in of the API (e2e-kit `startCannedHttp`)
 * answers canned wire JSON (./fixtures) and is reached through the real client, so every
 * call travels as in production. The dealership routes answer from one stored operation,
 * and an update is answered as the server answers it, with api-client's own rules: refused
 * (409 with the stored copy) when based on an older version, settled by
 * `settleOperationMoney` and the personal-data write rule (400 with the fields they
 * refuse), stored with the next version. It settles with the credit plans its credit
 * search lists and the discount codes a test gives it. The requests the client builds are
 * kept too, for what never reaches a server (fetch's keepalive).
 */
import {
  amountsWire,
  apiPaths,
  brandEndpoints,
  createApiClient,
  intranetPaths,
  keptAmount,
  maxUsedVehicles,
  messages,
  operationCurrency,
  operationPriceDisclosure,
  operationSchema,
  personalDataWriteErrors,
  promotionDiscount,
  settleOperationMoney,
} from '@territorio/api-client';
import type { CreditPlan, OperationInput, Promotion } from '@territorio/api-client';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { RecordedRequest, Reply, Route, CannedHttp } from '@territorio/e2e-kit/canned-http';
import type { StockVehicle } from '@territorio/api-client';
import { inject } from 'vitest';
import type { DealershipApi } from '../api';
import { businessDay, createDealershipFlowStore } from '../store';
import type { DealershipFlowOptions, DealershipFlowStore } from '../store';
import {
  creditPlans,
  fixedNow,
  operationWire,
  promotion10,
  promotionMoney,
  stockWire,
} from './fixtures';
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
  return {
    server,
    api,
    createStore,
    requestsTo: (pathname) => server.requestsTo(pathname),
    sent,
    async startedStore({ unit, ...options } = {}) {
      const store = createStore(options);
      await startOn(store, unit ?? (await defaultUnit()));
      server.requests.length = 0;
      sent.length = 0;
      return store;
    },
    async resumedBy(code, options) {
      const store = createStore(options);
      if (!(await store.getState().resumeOperation(code))) {
        throw new Error(`the flow could not resume ${code}`);
      }
      server.requests.length = 0;
      sent.length = 0;
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

/** The discount codes the server knows unless a test gives others. */
const knownPromotions: readonly Promotion[] = [promotion10, promotionMoney];

/** The discount code lookup: the codes the server knows are found, any other is not (404). */
export function promotionCheckRoute(promotions: readonly Promotion[] = knownPromotions): Route {
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
 * What the server stores now, the credit plans it offers (the fixtures' `creditPlans`) and
 * the discount codes it knows; a test may replace any of them (the operation: another tab,
 * a payment).
 */
export type StoredOperation = {
  operation: OperationInput;
  creditPlans: readonly CreditPlan[];
  promotions: readonly Promotion[];
};

/** The smallest loan the intranet lists plans for. */
const minimumLoan = 1_000_000;

/**
 * The dealership routes on one stored operation: a start with its code resumes it (404 for
 * any other code), a new start answers it, and an update is settled as the server does.
 * The intranet lists the plans that cover the loan (from `minimumLoan` to their maximum).
 */
export function serveOperation(server: CannedHttp, operation: OperationInput): StoredOperation {
  const stored: StoredOperation = { operation, creditPlans, promotions: knownPromotions };
  server.on(intranetPaths.credits, (request) => {
    const loan = Number(request.query.get('loan_amount'));
    return {
      body: {
        data: stored.creditPlans.filter((plan) => loan >= minimumLoan && loan <= plan.financed_max),
      },
    };
  });
  server.on(apiPaths.dealershipStart, (request) => {
    const code = (request.json as { code?: string }).code;
    if (code !== undefined && code.trim().toUpperCase() !== stored.operation.code) {
      return errorReply(404, 'operation_not_found', messages.operationNotFound);
    }
    return { body: { data: stored.operation } };
  });
  server.on(apiPaths.dealershipUpdate, updateRoute(stored));
  return stored;
}

/** The update route on `stored`, for a test that wraps it (`held`). */
export function updateRoute(stored: StoredOperation): Route {
  return (request) => serveUpdate(stored, request.json);
}

/** Another tab (or device) stores a change: the stored operation's version grows. */
export function changeElsewhere(
  stored: StoredOperation,
  change: (operation: OperationInput) => Partial<OperationInput>,
) {
  const { version } = operationSchema.parse(stored.operation);
  stored.operation = { ...stored.operation, ...change(stored.operation), version: version + 1 };
}

function serveUpdate(stored: StoredOperation, body: unknown): Reply {
  const current = operationSchema.parse(stored.operation);
  const sentVersion = (body as { version?: number }).version;
  if (sentVersion !== undefined && sentVersion !== current.version) {
    return errorReply(409, 'stale_operation', messages.operationChangedElsewhere, {
      data: stored.operation,
    });
  }
  const input = operationSchema.parse(body);
  if (input.used_vehicles.length > maxUsedVehicles) {
    return errorReply(400, 'too_many_used_vehicles', messages.tooManyUsedVehicles);
  }
  const fields: Record<string, string> = {};
  const code = input.promotion.code;
  const promotion = code ? (stored.promotions.find((known) => known.code === code) ?? null) : null;
  if (code && !promotion) fields['promotion.code'] = messages.promotionNotFound;
  const plan =
    input.credit_id === null
      ? null
      : (stored.creditPlans.find((known) => known.id === input.credit_id) ?? null);
  if (input.credit_id !== null && !plan) fields.credit_id = messages.noFinancing;
  const { vehicle } = current.purchase;
  const creditAmount = plan ? input.credit_amount : 0;
  const settlement = settleOperationMoney({
    currency: operationCurrency(vehicle.currency),
    usdRate: current.usd_rate,
    fullPrice: vehicle.fullprice,
    promotionDiscount: promotionDiscount(promotion, vehicle.fullprice),
    cash: input.cash_amount,
    usedVehicles: input.used_vehicles,
    keep: keptAmount(
      {
        cash: current.cash_amount,
        creditAmount: current.credit_amount,
        creditId: current.credit_id,
      },
      { cash: input.cash_amount, creditAmount, creditId: plan?.id ?? null },
    ),
    credit: plan
      ? { amount: creditAmount, name: plan.name, min: plan.financed_min, max: plan.financed_max }
      : null,
  });
  Object.assign(
    fields,
    settlement.errors,
    personalDataWriteErrors(input.purchase, businessDay(fixedNow)),
  );
  if (Object.keys(fields).length > 0) {
    return errorReply(400, 'invalid_request', messages.invalidRequest, { fields });
  }
  const { amounts } = settlement;
  stored.operation = {
    ...input,
    status: current.status,
    purchase: { ...input.purchase, vehicle, transaction: current.purchase.transaction },
    currency: amounts.currency,
    usd_rate: current.usd_rate,
    cash_amount: amounts.cash,
    credit_id: plan?.id ?? null,
    credit_name: plan?.name ?? null,
    credit_amount: plan ? amounts.creditPesos : 0,
    credit_installments: plan?.months ?? 0,
    credit_avg_installment: plan ? input.credit_avg_installment : 0,
    credit_financed_min: plan?.financed_min ?? null,
    credit_financed_max: plan?.financed_max ?? null,
    promotion: {
      code: promotion?.code ?? null,
      discount: amounts.promotionDiscount,
      price: amounts.promotionPrice,
    },
    pending_amount: amounts.pending,
    amounts: {
      ...amountsWire(amounts),
      ...operationPriceDisclosure(vehicle, current.usd_rate, amounts.promotionDiscount),
    },
    booking_price: current.booking_price,
    version: current.version + 1,
  };
  return { body: { data: stored.operation } };
}

/**
 * A store that has resumed an open operation (steps 1 to 4) on `flow`'s server; the
 * requests of the setup are forgotten, so a test counts only its own.
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
