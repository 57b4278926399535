import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';

const summary = {
  code: 'HX4N7PQR2T',
  status: 'reserved',
  brand_id: 1,
  buyer: 'Marta Quiroga',
  email: 'marta@example.com',
  telephone: '2615550000',
  vehicle: 'Polo Track',
  chassis: '9BWAB45U0PT000011',
  location: 'Godoy Cruz',
  currency: 'ars',
  final_price: 30_094_000,
  booking_price: 350_000,
  payment_status: 'approved',
  created_at: '2026-12-01T14:00:00.000Z',
  updated_at: '2026-12-01T15:30:00.000Z',
};

const operation = (overrides: Record<string, unknown> = {}) => ({
  code: 'HX4N7PQR2T',
  brand_id: 1,
  family: 'Polo',
  status: 'reserved',
  purchase: {
    email: 'marta@example.com',
    vehicle: {
      stock_id: 11,
      brand_id: 1,
      family: 'Polo',
      family_id: 101,
      model: 'Polo Track',
      chassis: '9BWAB45U0PT000011',
      fullprice: 30_094_000,
    },
    transaction: {
      code: 'T-HX4N7PQR2T',
      status: 'approved',
      amount: 350_000,
      installments: 3,
      paid_at: '2026-12-01T15:30:00.000Z',
      refundable_until: '2026-12-03T15:30:00.000Z',
      withdrawal_until: '2026-12-12T02:59:59.999Z',
    },
  },
  customer: {},
  promotion: { code: null, discount: 0, price: 30_094_000 },
  pending_amount: 0,
  booking_price: 350_000,
  credit_id: 4,
  credit_name: 'Banco Andino 12 meses',
  credit_amount: 10_000_000,
  credit_installments: 36,
  credit_avg_installment: 500_000,
  credit_tna: 36.5,
  credit_tea: 43.27,
  credit_cftea: 59.37,
  credit_total_payable: 19_000_000,
  credit_first_installment: 534_765,
  amounts: {
    full_price: 30_094_000,
    promotion_discount: 0,
    promotion_price: 30_094_000,
    used_vehicles: [],
    used_vehicles_total: 0,
    credit_pesos: 10_000_000,
    credit: 10_000_000,
    cash: 20_094_000,
    pending: 0,
    price_without_national_taxes: 25_000_000,
    final_price_ars: 30_094_000,
    price_without_national_taxes_ars: 25_000_000,
  },
  created_at: '2026-12-01T14:00:00.000Z',
  updated_at: '2026-12-01T15:30:00.000Z',
  ...overrides,
});

const payment = {
  id: 1,
  provider: 'sandbox',
  status: 'approved',
  status_detail: 'accredited',
  amount: 350_000,
  installments: 3,
  card_last_four: '3704',
  created_at: '2026-12-01T15:29:00.000Z',
  paid_at: '2026-12-01T15:30:00.000Z',
  refunded_at: null,
  updated_at: null,
};

const detail = (overrides: Record<string, unknown> = {}) => ({
  summary,
  operation: operation(overrides),
  payments: [payment],
  emails: [],
  actions: [],
  refundable: false,
  cancellable: false,
});

const region = (name: string) => screen.findByRole('region', { name });

describe('ReservationDetail: prices and credit as Argentine rules require', () => {
  let api: CannedHttp;
  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('admin') } });
  });
  afterEach(() => api.close());

  it('a peso unit: final price, without national taxes, the credit’s terms, the deposit and both deadlines', async () => {
    api.on('/staff/api/reservations/HX4N7PQR2T', { body: { data: detail() } });
    renderConsole('/reservas/HX4N7PQR2T');

    const amounts = await region('Importes');
    const price = within(amounts).getByRole('group', { name: 'Precio final' });
    expect(price.textContent).toContain('$\u00a030.094.000');
    expect(price.textContent).toContain('Precio sin impuestos nacionales: $\u00a025.000.000');
    expect(price.textContent).not.toContain('US$');

    const credit = await region('Financiación');
    const terms = within(credit).getByRole('group', { name: 'Banco Andino 12 meses' });
    expect(terms.textContent).toContain('36 cuotas mensuales de $\u00a0534.765');
    expect(within(terms).getByText('Precio contado').nextSibling?.textContent).toBe(
      '$\u00a030.094.000',
    );
    expect(within(terms).getByText('Monto financiado').nextSibling?.textContent).toBe(
      '$\u00a010.000.000',
    );
    expect(terms.querySelector('[data-part="tna"]')?.textContent).toBe('TNA 36,50\u00a0%');
    expect(terms.querySelector('[data-part="tea"]')?.textContent).toBe('TEA 43,27\u00a0%');
    expect(terms.querySelector('[data-part="cftea"]')?.textContent).toBe(
      'CFTEA (con IVA) 59,37\u00a0%',
    );
    expect(terms.textContent).toContain('total a pagar $\u00a019.000.000');

    const payments = await region('Pagos');
    expect(payments.textContent).toContain(
      '3 cuotas: 2 de $\u00a0116.666 y la última de $\u00a0116.668 (la última ajusta el redondeo)',
    );

    const deadlines = await region('Plazos después del pago');
    expect(
      within(deadlines).getByText('Cancelación con reembolso (48 horas)').nextSibling?.textContent,
    ).toMatch(/^Hasta el 3\/12\/26, 12:30/);
    expect(
      within(deadlines).getByText('Arrepentimiento (10 días corridos)').nextSibling?.textContent,
    ).toMatch(/^Hasta el 11\/12\/26, 11:59/);
  });

  it('a dollar unit: every amount in pesos at the operation’s rate with the dollars beside', async () => {
    api.on('/staff/api/reservations/HX4N7PQR2T', {
      body: {
        data: detail({
          currency: 'usd',
          usd_rate: 1200,
          credit_id: null,
          credit_name: null,
          credit_amount: 0,
          credit_installments: 0,
          amounts: {
            full_price: 25_000,
            promotion_discount: 0,
            promotion_price: 25_000,
            used_vehicles: [],
            used_vehicles_total: 0,
            credit_pesos: 0,
            credit: 0,
            cash: 25_000,
            pending: 0,
            price_without_national_taxes: 20_661,
            final_price_ars: 30_000_000,
            price_without_national_taxes_ars: 24_793_200,
          },
        }),
      },
    });
    renderConsole('/reservas/HX4N7PQR2T');
    const amounts = await region('Importes');
    const price = within(amounts).getByRole('group', { name: 'Precio final' });
    expect(price.textContent).toContain('$\u00a030.000.000 equivalente a US$\u00a025.000');
    expect(price.textContent).toContain(
      'Precio sin impuestos nacionales: $\u00a024.793.200 (US$\u00a020.661)',
    );
    expect(amounts.textContent).toContain('Efectivo');
    expect(amounts.textContent).toContain('-\u00a0$\u00a030.000.000 (US$\u00a025.000)');
    expect(screen.queryByRole('region', { name: 'Financiación' })).toBeNull();
  });

  it('an unpaid operation has no deadlines yet', async () => {
    api.on('/staff/api/reservations/HX4N7PQR2T', {
      body: {
        data: {
          ...detail({
            purchase: { ...operation().purchase, transaction: { code: 'T-HX4N7PQR2T' } },
          }),
          payments: [],
        },
      },
    });
    renderConsole('/reservas/HX4N7PQR2T');
    await region('Importes');
    expect(screen.queryByRole('region', { name: 'Plazos después del pago' })).toBeNull();
  });
});

describe('ReservationDetail: a trade-in into stock', () => {
  let api: CannedHttp;
  const used = {
    brand: 'Chevrolet',
    model: 'Onix',
    vehicle: '1.4 LT',
    codia: '0200101',
    kms: 60_000,
    year: 2021,
    valuation: 12_000_000,
  };
  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('admin') } });
    api.on('/staff/api/stock/versions', {
      body: { data: [{ id: 2011, brand_id: 2, family_id: 201, family: 'Onix', name: 'LT' }] },
    });
  });
  afterEach(() => api.close());

  it('opens the new-unit form pre-filled from the valuation, and says when it was taken in', async () => {
    api.on('/staff/api/reservations/HX4N7PQR2T', {
      body: { data: detail({ used_vehicles: [used, { ...used, codia: '0200102' }] }) },
    });
    const first = renderConsole('/reservas/HX4N7PQR2T');
    const section = await region('Usados entregados');
    expect(within(section).getAllByText('Chevrolet Onix 1.4 LT')).toHaveLength(2);
    const links = within(section).getAllByRole('link', { name: /^Ingresar usado al stock/ });
    expect(links).toHaveLength(2);
    await userEvent.click(links[0]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ingresar usado al stock' }),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Kilómetros/) as HTMLInputElement).value).toBe('60000');
    expect((screen.getByLabelText(/^Año modelo/) as HTMLInputElement).value).toBe('2021');
    expect((screen.getByRole('spinbutton', { name: /^Precio$/ }) as HTMLInputElement).value).toBe(
      '12000000',
    );
    const note = screen.getByRole('textbox', { name: /^Nota para el público/ });
    expect((note as HTMLTextAreaElement).value).toContain('Chevrolet Onix 1.4 LT');
    first.unmount();

    api.on('/staff/api/reservations/HX4N7PQR2T', {
      body: {
        data: {
          ...detail({ used_vehicles: [used] }),
          trade_ins: [{ index: 0, unit_id: 77 }],
        },
      },
    });
    renderConsole('/reservas/HX4N7PQR2T');
    const taken = await region('Usados entregados');
    expect(within(taken).getByText(/Ya se ingresó al stock/)).toBeTruthy();
    expect(within(taken).getByRole('link', { name: 'ver la unidad 77' })).toBeTruthy();
    expect(within(taken).queryByRole('link', { name: /^Ingresar usado/ })).toBeNull();
  });
});
