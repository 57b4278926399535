/** Wire-shaped answers of the API for component tests (types from the api-client contract). */
import type { OperationInput } from '@territorio/api-client';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export const operationCode = 'K7M2P9X4QRST';
export const transactionCode = 'T9X4QRK7M2P9X4QR';

const baseOperation: OperationInput = {
  code: operationCode,
  brand_id: 1,
  family: 'Polo',
  status: 'open',
  purchase: {
    email: 'comprador@correo.example',
    name: '',
    lastname: '',
    dni: '',
    telephone: '',
    birthdate: '',
    display_birthdate: '',
    marital_status_id: null,
    address: '',
    vehicle: {
      stock_id: 7,
      brand_id: 1,
      family: 'Polo',
      family_id: 101,
      model: 'Polo Trendline 170 TSI MT',
      chassis: '8AWP0L251TP105594',
      color: 'Gris Platinum',
      location: 'San Juan',
      image: '/media/vehicles/vw-polo-gris-platinum.svg',
      currency: 'ars',
      fullprice: 33_000_000,
      special_discount: 0,
      list_price: 32_000_000,
      license_cost: 1_280_000,
      preparation_cost: 950_000,
    },
    transaction: {
      code: transactionCode,
      status: 'none',
      status_detail: '',
      amount: 350_000,
      installments: null,
      paid_at: null,
      refundable_until: null,
    },
  },
  customer: { email: 'comprador@correo.example' },
  cash_amount: 0,
  credit_id: null,
  credit_name: null,
  credit_amount: 0,
  credit_installments: 0,
  credit_avg_installment: 0,
  used_vehicles: [],
  promotion: { code: null, discount: 0, price: 33_000_000 },
  pending_amount: 33_000_000,
  usd_rate: 0,
  booking_price: 350_000,
  created_at: '2026-11-20T12:00:00.000Z',
  updated_at: '2026-11-20T12:00:00.000Z',
};

function merge<T>(base: T, patch: DeepPartial<T> | undefined): T {
  if (patch === undefined) return base;
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return patch as T;
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && value !== null && !Array.isArray(value) && current
        ? merge(current, value as DeepPartial<typeof current>)
        : value;
  }
  return result as T;
}

export function operation(patch?: DeepPartial<OperationInput>): OperationInput {
  return merge(baseOperation, patch);
}

/** An open operation paid in full in cash with every personal datum: step 4 is reachable. */
export function readyToPayOperation(patch?: DeepPartial<OperationInput>): OperationInput {
  return operation(
    merge<DeepPartial<OperationInput>>(
      {
        cash_amount: 33_000_000,
        pending_amount: 0,
        purchase: {
          name: 'Lucía',
          lastname: 'Giménez',
          dni: '30123456',
          telephone: '261 555-0199',
          birthdate: '1988-04-12',
          display_birthdate: '12/04/1988',
          marital_status_id: 2,
        },
      },
      patch ?? {},
    ),
  );
}

/** GET parameters: the VW deposit and salesmen of two brands. */
export const parameters = {
  services: { '1': { booking_price: 350_000 } },
  salesmen: [
    {
      id: 1,
      brand_id: 1,
      fullname: 'Mariana Quiroga',
      zoom_link: 'https://zoom.us/j/82200000101',
      whatsapp_number: '5492615552201',
    },
    {
      id: 4,
      brand_id: 2,
      fullname: 'Julián Funes',
      zoom_link: null,
      whatsapp_number: '5492615552211',
    },
  ],
};
