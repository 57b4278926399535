/**
 * Test support: an in-memory fake of the flow's own dependency (`DealershipApi`), which
 * behaves like the reference server where the flow relies on it (update recomputes the
 * totals with api-client's rules). Every call is recorded; any call can be held open.
 */
import {
  ApiError,
  capCashAmount,
  computeOperationAmounts,
  maxUsedVehicles,
  messages,
  operationSchema,
  parametersSchema,
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
};

export type Call = { readonly name: keyof DealershipApi; readonly args: readonly unknown[] };

export type FakeApi = {
  readonly api: DealershipApi;
  readonly server: FakeServer;
  readonly calls: Call[];
  callsTo(name: keyof DealershipApi): Call[];
  /** Holds every next call to `name` until the returned function is called. */
  hold(name: keyof DealershipApi): () => void;
};

export function apiError(status: number, code: string, message: string): ApiError {
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
    ...initial,
  };
  const calls: Call[] = [];
  const holds = new Map<keyof DealershipApi, Promise<void>>();

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
      const amounts = computeOperationAmounts(base, promotion);
      server.operation = {
        ...base,
        promotion: {
          code: promotion?.code ?? null,
          discount: amounts.promotionDiscount,
          price: amounts.promotionPrice,
        },
        pending_amount: amounts.pendingAmount,
      };
      return clone(server.operation);
    },
    async resumeOperation(code) {
      return clone(findOperation(code));
    },
    async updateOperation(body) {
      if (server.updateError) throw server.updateError;
      const current = findOperation(body.code);
      const input = operationSchema.parse(body);
      if (input.used_vehicles.length > maxUsedVehicles) {
        throw apiError(400, 'too_many_used_vehicles', messages.tooManyUsedVehicles);
      }
      const code = input.promotion.code;
      const promotion = code
        ? server.promotions.find((candidate) => candidate.code === code)
        : null;
      if (code && !promotion) throw apiError(400, 'invalid_request', messages.invalidRequest);
      const vehicle = current.purchase.vehicle;
      const plan =
        input.credit_id === null
          ? null
          : server.creditPlans.find((candidate) => candidate.id === input.credit_id);
      const creditAmount = plan ? Math.min(Math.max(input.credit_amount, 0), plan.financed_max) : 0;
      const cash = capCashAmount(input.cash_amount, vehicle.fullprice);
      const amounts = computeOperationAmounts(
        {
          purchase: { vehicle },
          cash_amount: cash,
          credit_amount: creditAmount,
          used_vehicles: input.used_vehicles,
        },
        promotion ?? null,
      );
      server.operation = {
        ...input,
        status: current.status,
        purchase: { ...input.purchase, vehicle, transaction: current.purchase.transaction },
        cash_amount: cash,
        credit_id: plan?.id ?? null,
        credit_name: plan?.name ?? null,
        credit_amount: creditAmount,
        credit_installments: plan?.months ?? 0,
        credit_avg_installment: plan ? input.credit_avg_installment : 0,
        promotion: {
          code: promotion?.code ?? null,
          discount: amounts.promotionDiscount,
          price: amounts.promotionPrice,
        },
        pending_amount: amounts.pendingAmount,
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
