/** Test support only (not exported): wire objects that honour the contract of schemas.ts. */
import type * as z from 'zod/mini';
import type {
  familySchema,
  offerSchema,
  operationSchema,
  stockVehicleSchema,
  subfamilySchema,
} from './schemas';

export const familyWire = {
  id: 10,
  brand_id: 1,
  name: 'Polo',
  family: 'polo',
  image: '/media/polo.svg',
  discount: 500000,
} satisfies z.input<typeof familySchema>;

export const subfamilyWire = {
  id: 100,
  family_id: 10,
  brand_id: 1,
  name: 'Polo Track',
  features: ['6 airbags'],
} satisfies z.input<typeof subfamilySchema>;

export const stockWire = {
  id: 5,
  brand_id: 1,
  family_id: 10,
  subfamily_id: 100,
  name: 'Polo Track 1.6',
  family: 'Polo',
  price: 25_000_000,
  list_price: null,
  special_discount: 1_000_000,
  license_price: 500_000,
  delivery_price: 300_000,
  chasis: '9BWZZZ377VT004251',
} satisfies z.input<typeof stockVehicleSchema>;

export const offerWire = {
  id: 7,
  brand_id: 1,
  family_id: 10,
  subfamily_id: 100,
  name: 'Polo Track',
  family: 'Polo',
  price: 24_000_000,
  discount: 1_000_000,
} satisfies z.input<typeof offerSchema>;

export const offersWire = {
  best: [offerWire],
  grouped: [{ family_id: 10, family: 'Polo', name: 'Polo', items: [offerWire] }],
};

export const savingPlanWire = {
  id: 3,
  brand_id: 1,
  name: 'Plan 84 cuotas',
  model: 'Polo Track',
  family: 'Polo',
  installments: 84,
};

export const promotionWire = { code: 'PROMO10', percentage_discount: 10 };

export function operationWire(
  overrides: Partial<z.input<typeof operationSchema>> = {},
): z.input<typeof operationSchema> {
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
        fullprice: 24_800_000,
      },
      transaction: { code: 'T-K7M2P9X4QR' },
    },
    customer: {},
    promotion: { code: null, discount: 0, price: 24_800_000 },
    pending_amount: 24_800_000,
    booking_price: 300_000,
    created_at: '2026-11-22T13:00:00.000Z',
    updated_at: '2026-11-22T13:00:00.000Z',
    ...overrides,
  };
}
