/**
 * Test support: an in-memory fake of the flow's own dependency (`DealershipApi`), which
 * behaves like the reference server where the flow relies on it: an update based on an
 * older version is refused (409 with the current operation); every update is settled
 * again with api-client's `settleOperationMoney` and the personal-data write rule, and
 * what they refuse is a 400. Every call is recorded; any call can be held open.
 */
import {
  amountsWire,
  operationPriceDisclosure,
  ApiError,
  StaleOperationError,
  computeOperationAmounts,
  keptAmount,
  maxUsedVehicles,
  messages,
  operationCurrency,
  operationSchema,
  parametersSchema,
  personalDataWriteErrors,
  promotionDiscount,
  settleOperationMoney,
  usedBrandSchema,
  usedModelSchema,
  usedVersionSchema,
} from '@territorio/api-client';
import type {
  BrandServices,
  CreditPlan,
  Operation,
  PaymentConfig,
  Promotion,
  StockVehicle,
} from '@territorio/api-client';
import type { DealershipApi } from '../api';
import {
  creditPlans,
  operationFixture,
  paymentConfig,
  stockFixture,
  usedBrands,
  usedModels,
  usedVersions,
} from './fixtures';

export type FakeServer = {
  stock: StockVehicle | null;
  services: BrandServices;
  operation: Operation | null;
  promotions: Promotion[];
  discovered: Promotion | null;
  creditPlans: CreditPlan[];
  valuation: number | Error;
  usdRate: number;
  paymentConfig: PaymentConfig | null;
  /** Thrown by startOperation when set. */
  startError: Error | null;
  /** Thrown by updateOperation when set (silent failure tests). */
  updateError: Error | null;
  /** 'YYYY-MM-DD' for the personal-data write rule (birthdates). */
  today: string;
};

export type Call = { readonly name: keyof DealershipApi; readonly args: readonly unknown[] };

export type FakeApi = {
  readonly api: DealershipApi;
  readonly server: FakeServer;
  readonly calls: Call[];
  callsTo(name: keyof DealershipApi): Call[];
  /** Holds every next call to `name` until the returned function is called. */
  hold(name: keyof DealershipApi): () => void;
  /** Another tab (or device) stores a change: the stored operation's version grows. */
  changeElsewhere(change: (operation: Operation) => Partial<Operation>): Operation;
};

function apiError(status: number, code: string, message: string): ApiError {
  return new ApiError({ status, code, message, request: 'fake' });
}

function clone<T>(value: T): T {
  return structuredClone(value);
}

export function createFakeApi(initial: Partial<FakeServer> = {}): FakeApi {
  const server: FakeServer = {
    stock: stockFixture(),
    services: { '1': { booking_price: 350_000 } },
    operation: null,
    promotions: [],
    discovered: null,
    creditPlans,
    valuation: 6_500_000,
    usdRate: 1_450,
    paymentConfig,
    startError: null,
    updateError: null,
    today: '2026-11-22',
    ...initial,
  };
  const calls: Call[] = [];
  const holds = new Map<keyof DealershipApi, Promise<void>>();

  /**
   * The server's settlement of an update: the code's discount from its promotion record,
   * the credit within its plan's limits, trade-ins and cash as sent; of cash and credit,
   * the one not changed keeps its amount when both do not fit.
   */
  function settle(input: Operation, current: Operation, promotion: Promotion | null) {
    const vehicle = current.purchase.vehicle;
    const plan =
      input.credit_id === null
        ? null
        : (server.creditPlans.find((candidate) => candidate.id === input.credit_id) ?? null);
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
        {
          cash: input.cash_amount,
          creditAmount: plan ? input.credit_amount : 0,
          creditId: plan?.id ?? null,
        },
      ),
      credit: plan
        ? {
            amount: input.credit_amount,
            name: plan.name,
            min: plan.financed_min,
            max: plan.financed_max,
          }
        : null,
    });
    return { settlement, plan };
  }

  function findOperation(code: string): Operation {
    if (!server.operation || server.operation.code.toUpperCase() !== code.trim().toUpperCase()) {
      throw apiError(404, 'operation_not_found', messages.operationNotFound);
    }
    return server.operation;
  }

  const implementation: DealershipApi = {
    async findStockUnit(brandId, id) {
      const stock = server.stock;
      if (!stock || stock.brand_id !== brandId || String(stock.id) !== String(id)) {
        throw apiError(404, 'not_found', messages.notFound);
      }
      return clone(stock);
    },
    async findParameters() {
      return parametersSchema.parse({ services: server.services });
    },
    async discoverPromotion() {
      return clone(server.discovered);
    },
    async checkPromotion(query) {
      const found = server.promotions.find((promotion) => promotion.code === query.code);
      if (!found) throw apiError(404, 'promotion_not_found', messages.promotionNotFound);
      return clone(found);
    },
    async startOperation(body) {
      if (server.startError) throw server.startError;
      const stock = server.stock;
      if (!stock || stock.id !== body.stock_id) {
        throw apiError(404, 'vehicle_not_found', messages.vehicleUnavailable);
      }
      const promotion = body.promotion_code
        ? (server.promotions.find((candidate) => candidate.code === body.promotion_code) ?? null)
        : null;
      const base = operationFixture({
        purchase: { ...operationFixture().purchase, email: body.email },
      });
      const unitCurrency = operationCurrency(stock.currency);
      const vehicle = { ...base.purchase.vehicle, currency: unitCurrency };
      const amounts = computeOperationAmounts(base, promotion);
      server.operation = {
        ...base,
        purchase: { ...base.purchase, vehicle },
        currency: unitCurrency,
        usd_rate: unitCurrency === 'usd' ? server.usdRate : 0,
        promotion: {
          code: promotion?.code ?? null,
          discount: amounts.promotionDiscount,
          price: amounts.promotionPrice,
        },
        pending_amount: amounts.pendingAmount,
        version: 1,
      };
      return clone(server.operation);
    },
    async resumeOperation(code) {
      return clone(findOperation(code));
    },
    async updateOperation(body) {
      if (server.updateError) throw server.updateError;
      const current = findOperation(body.code);
      if (body.version !== undefined && body.version !== current.version) {
        throw new StaleOperationError(
          apiError(409, 'stale_operation', messages.operationChangedElsewhere),
          clone(current),
        );
      }
      const input = operationSchema.parse(body);
      if (input.used_vehicles.length > maxUsedVehicles) {
        throw apiError(400, 'too_many_used_vehicles', messages.tooManyUsedVehicles);
      }
      const code = input.promotion.code;
      const promotion = code
        ? (server.promotions.find((candidate) => candidate.code === code) ?? null)
        : null;
      if (code && !promotion) throw apiError(400, 'invalid_request', messages.invalidRequest);
      const { settlement, plan } = settle(input, current, promotion);
      const fields = {
        ...settlement.errors,
        ...personalDataWriteErrors(input.purchase, server.today),
      };
      if (Object.keys(fields).length > 0) {
        throw new ApiError({
          status: 400,
          code: 'invalid_request',
          message: messages.invalidRequest,
          request: 'fake',
          fields,
        });
      }
      const { amounts } = settlement;
      server.operation = {
        ...input,
        status: current.status,
        purchase: {
          ...input.purchase,
          vehicle: current.purchase.vehicle,
          transaction: current.purchase.transaction,
        },
        cash_amount: amounts.cash,
        credit_id: plan?.id ?? null,
        credit_name: plan?.name ?? null,
        credit_amount: plan ? amounts.creditPesos : 0,
        credit_installments: plan?.months ?? 0,
        credit_avg_installment: plan ? input.credit_avg_installment : 0,
        promotion: {
          code: promotion?.code ?? null,
          discount: amounts.promotionDiscount,
          price: amounts.promotionPrice,
        },
        pending_amount: amounts.pending,
        usd_rate: current.usd_rate,
        currency: amounts.currency,
        amounts: {
          ...amountsWire(amounts),
          ...operationPriceDisclosure(
            current.purchase.vehicle,
            current.usd_rate,
            amounts.promotionDiscount,
          ),
        },
        credit_financed_min: plan?.financed_min ?? null,
        credit_financed_max: plan?.financed_max ?? null,
        version: current.version + 1,
        booking_price: current.booking_price,
      };
      return clone(server.operation);
    },
    async requestValuation() {
      if (server.valuation instanceof Error) throw server.valuation;
      return server.valuation;
    },
    async findCredits(query) {
      return clone(
        server.creditPlans.filter(
          (plan) => query.loan_amount >= 1_000_000 && query.loan_amount <= plan.financed_max,
        ),
      );
    },
    async findUsdRate() {
      return server.usdRate;
    },
    async findUsedBrands() {
      return usedBrands.map((brand) => usedBrandSchema.parse(brand));
    },
    async findUsedModels(brandId) {
      return (usedModels[brandId] ?? []).map((model) => usedModelSchema.parse(model));
    },
    async findUsedVersions(_brandId, model) {
      return (usedVersions[model] ?? []).map((version) => usedVersionSchema.parse(version));
    },
    async findPaymentConfig() {
      return clone(server.paymentConfig);
    },
    async cancelOperation(code) {
      const current = findOperation(code);
      server.operation = {
        ...current,
        status: 'cancelled',
        version: current.version + 1,
        purchase: {
          ...current.purchase,
          transaction: { ...current.purchase.transaction, status: 'refunded' },
        },
      };
      return clone(server.operation);
    },
  };

  const api = Object.fromEntries(
    (Object.keys(implementation) as (keyof DealershipApi)[]).map((name) => [
      name,
      async (...args: unknown[]) => {
        calls.push({ name, args });
        await holds.get(name);
        const method = implementation[name] as (...callArgs: unknown[]) => Promise<unknown>;
        return method(...args);
      },
    ]),
  ) as DealershipApi;

  return {
    api,
    server,
    calls,
    changeElsewhere(change) {
      const current = findOperation(server.operation?.code ?? '');
      server.operation = { ...current, ...change(current), version: current.version + 1 };
      return clone(server.operation);
    },
    callsTo: (name) => calls.filter((call) => call.name === name),
    hold(name) {
      let release = () => {};
      holds.set(
        name,
        new Promise<void>((resolve) => {
          release = () => {
            holds.delete(name);
            resolve();
          };
        }),
      );
      return release;
    },
  };
}
