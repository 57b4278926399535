/** Test support: wire objects that honour api-client's contract, parsed through its schemas. */
import {
  creditPlanSchema,
  operationSchema,
  paymentConfigSchema,
  promotionSchema,
} from '@territorio/api-client';
import type {
  CreditPlan,
  Operation,
  OperationInput,
  PaymentConfig,
  Promotion,
} from '@territorio/api-client';

/** The tests' clock: 2026-11-22 12:00 in Mendoza. */
export const fixedNow = Date.parse('2026-11-22T15:00:00.000Z');

/** Price 25.000.000, special discount 1.000.000, license 500.000, delivery 300.000. */
export const stockWire = {
  id: 5,
  brand_id: 1,
  family_id: 10,
  subfamily_id: 100,
  name: 'Polo Track 1.6',
  model: 'Polo Track 1.6',
  family: 'Polo',
  price: 25_000_000,
  list_price: null,
  special_discount: 1_000_000,
  license_price: 500_000,
  delivery_price: 300_000,
  color: 'Blanco Cristal',
  location: 'Godoy Cruz',
  chasis: '9BWZZZ377VT004251',
};

/** The unit's full price with discount: 25.000.000 − 1.000.000 + 500.000 + 300.000. */
export const fullPrice = 24_800_000;

export function operationWire(overrides: Partial<OperationInput> = {}): OperationInput {
  return {
    code: 'K7M2P9X4QR',
    brand_id: 1,
    family: 'Polo',
    purchase: {
      email: 'ana@example.com',
      vehicle: {
        stock_id: 5,
        brand_id: 1,
        family: 'Polo',
        family_id: 10,
        model: 'Polo Track 1.6',
        chassis: '9BWZZZ377VT004251',
        fullprice: fullPrice,
        special_discount: 1_000_000,
        license_cost: 500_000,
        preparation_cost: 300_000,
      },
      transaction: { code: 'T7M2P9X4QRK7M2P9' },
    },
    customer: { email: 'ana@example.com' },
    promotion: { code: null, discount: 0, price: fullPrice },
    pending_amount: fullPrice,
    booking_price: 350_000,
    created_at: '2026-11-22T13:00:00.000Z',
    updated_at: '2026-11-22T13:00:00.000Z',
    ...overrides,
  };
}

export function operationFixture(overrides: Partial<OperationInput> = {}): Operation {
  return operationSchema.parse(operationWire(overrides));
}

export const creditPlans: CreditPlan[] = [
  {
    id: 1,
    name: 'Tasa 0 % 12 meses',
    months: 12,
    avg_installment: 416_667,
    financed_max: 5_000_000,
    bank: 'Financiera Cuyo',
  },
  {
    id: 4,
    name: 'Prendario tasa fija 36 meses',
    months: 36,
    avg_installment: 176_000,
    financed_max: 20_000_000,
    bank: 'Banco del Oeste',
  },
  {
    id: 9,
    name: 'Prendario 60 meses',
    months: 60,
    avg_installment: 150_000,
    financed_max: 40_000_000,
    bank: 'Banco Andino',
  },
].map((plan) => creditPlanSchema.parse(plan));

export const promotion10: Promotion = promotionSchema.parse({
  code: 'PROMO10',
  percentage_discount: 10,
});
export const promotionMoney: Promotion = promotionSchema.parse({
  code: 'BIENVENIDA',
  money_discount: 500_000,
});

export const paymentConfig: PaymentConfig = paymentConfigSchema.parse({
  brand_id: 1,
  provider: 'sandbox',
  public_key: 'TEST-public-key',
  checkout_url: 'http://localhost:8787/api/v2/territorio/dealership/payment/sandbox',
});
