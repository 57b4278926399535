import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPaths, messages, moneyMessages } from '@territorio/api-client';
import type { OperationInput } from '@territorio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operation, operationCode, parameters } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const tradeIn = {
  brand: 'Volkswagen',
  model: 'Gol Trend',
  vehicle: '1.6 Trendline 5p',
  codia: '0120345',
  kms: 90_000,
  year: 2015,
  valuation: 8_660_000,
};

/** A dollar unit of US$ 30.000 at $ 1.480,50 with a peso trade-in and a peso credit. */
function dollarOperation(): OperationInput {
  const base = operation();
  return operation({
    currency: 'usd',
    usd_rate: 1_480.5,
    version: 3,
    purchase: { vehicle: { ...base.purchase.vehicle, currency: 'usd', fullprice: 30_000 } },
    promotion: { code: null, discount: 0, price: 30_000 },
    used_vehicles: [tradeIn],
    credit_id: 4,
    credit_name: 'Prendario tasa fija 36 meses',
    credit_amount: 10_000_000,
    credit_installments: 36,
    credit_avg_installment: 400_000,
    pending_amount: 30_000 - 5_849 - 6_754,
  });
}

let api: CannedHttp;
let serverOperation: OperationInput = dollarOperation();
/** The stored copy another tab wrote; updates based on an older version get a 409. */
let storedVersion = 3;

beforeAll(async () => {
  api = await startCannedHttp();
  api.on(apiPaths.dealershipStart, () => ({ body: { data: serverOperation } }));
  api.on(apiPaths.dealershipUpdate, (request) => {
    const body = request.json as OperationInput;
    if (body.version !== storedVersion) {
      return {
        status: 409,
        body: {
          error: { code: 'stale_operation', message: messages.operationChangedElsewhere },
          data: serverOperation,
        },
      };
    }
    storedVersion += 1;
    serverOperation = { ...body, version: storedVersion };
    return { body: { data: serverOperation } };
  });
  api.on(apiPaths.parameters, { body: { data: parameters } });
});
afterAll(() => api.close());
beforeEach(() => {
  serverOperation = dollarOperation();
  storedVersion = 3;
  api.requests.length = 0;
});

describe('a dollar-priced unit on step 1', () => {
  it('shows the peso trade-in and credit with their dollars, and the balance in dollars', async () => {
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });
    await screen.findByRole('heading', { level: 1, name: 'Modo de pago' });
    // $ 8.660.000 / 1.480,50 = US$ 5.849 (rounded down); $ 10.000.000 = US$ 6.754.
    expect(screen.getByText(/Cotización \$ 8\.660\.000 ≈ US\$ 5\.849/)).toBeTruthy();
    expect(
      screen.getByText(/^\$ 10\.000\.000 ≈ US\$ 6\.754 en 36 cuotas de \$ 400\.000/),
    ).toBeTruthy();
    expect(screen.getByText('Saldo pendiente: US$ 17.397')).toBeTruthy();
  });

  it('caps the cash at what remains and says why beside the field', async () => {
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });
    await screen.findByRole('heading', { level: 1, name: 'Modo de pago' });
    const cash = screen.getByRole('textbox', { name: 'Monto en efectivo o transferencia' });
    fireEvent.change(cash, { target: { value: '20000' } });
    const reason = moneyMessages.cashCapped('US$ 17.397');
    const help = await screen.findByText(reason);
    expect(cash.getAttribute('aria-describedby')?.split(' ')).toContain(help.id);
    expect(screen.getByText('Saldo pendiente: US$ 0')).toBeTruthy();
  });
});

describe('an operation changed in another tab', () => {
  it('says so in a status region and keeps what the buyer is typing', async () => {
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });
    await screen.findByRole('heading', { level: 1, name: 'Modo de pago' });
    // Another tab removed the trade-in meanwhile.
    serverOperation = { ...dollarOperation(), used_vehicles: [], version: 4 };
    storedVersion = 4;
    const cash = screen.getByRole('textbox', { name: 'Monto en efectivo o transferencia' });
    fireEvent.change(cash, { target: { value: '1000' } });
    const notice = await screen.findByText(
      messages.operationChangedElsewhere,
      {},
      { timeout: 3000 },
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect((cash as HTMLInputElement).value).toBe('1000');
    await waitFor(() => expect(screen.queryByText(/Cotización \$ 8\.660\.000/)).toBeNull());
    await waitFor(() => expect(serverOperation).toMatchObject({ cash_amount: 1_000, version: 5 }));
  });
});
