/**
 * The store against a real HTTP server through the real api-client: proves that
 * `createApiClient(...)` satisfies `DealershipApi` and that the flow's calls travel as
 * spec 7 says. The server answers canned JSON shaped by api-client's schemas.
 */
import {
  apiPaths,
  brandEndpoints,
  capCashAmount,
  computeOperationAmounts,
  createApiClient,
  intranetPaths,
  messages,
  operationSchema,
} from '@territorio/api-client';
import type { OperationInput } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealershipApi } from './api';
import {
  canContinueFromPaymentMode,
  selectPendingAmount,
  selectPriceBreakdownRows,
  selectStartScreen,
  selectSuggestedPromotionCode,
  selectUsdRateMessage,
} from './selectors';
import { createDealershipFlowStore } from './store';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { fullPrice, operationWire, stockWire } from './test/fixtures';

let server: CannedHttp;
let api: DealershipApi;

beforeEach(async () => {
  server = await startCannedHttp();
  // The real client, typed as the flow's interface: a mismatch fails the typecheck.
  api = createApiClient({ apiBaseUrl: server.url, intranetBaseUrl: server.url, readRetries: 0 });
});
afterEach(async () => {
  await server.close();
});

const fastDebounce = { cashAmount: 20, personalData: 20, discountCode: 20, loanAmount: 20 };

function serveUpdate(stored: { operation: OperationInput }) {
  server.on(apiPaths.dealershipUpdate, (request) => {
    const body = operationSchema.parse(request.json);
    const cash = capCashAmount(body.cash_amount, body.purchase.vehicle.fullprice);
    const amounts = computeOperationAmounts({ ...body, cash_amount: cash });
    stored.operation = { ...body, cash_amount: cash, pending_amount: amounts.pendingAmount };
    return { body: { data: stored.operation } };
  });
}

describe('flow over HTTP', () => {
  it('spec 4, 7: confirmation, start, step 1 and payment through createApiClient', async () => {
    const stored = { operation: operationWire() };
    server.on(brandEndpoints[1].stockItem, { body: { data: [stockWire] } });
    server.on(apiPaths.parameters, {
      body: { data: { services: { '1': { booking_price: 350_000 } } } },
    });
    server.on(apiPaths.promotionDiscover, {
      body: { data: { code: 'PROMO10', percentage_discount: 10 } },
    });
    // New (email, stock_id...) and resume ({ code }) both answer the stored operation.
    server.on(apiPaths.dealershipStart, () => ({ body: { data: stored.operation } }));
    serveUpdate(stored);
    server.on(intranetPaths.credits, {
      body: {
        data: [
          {
            id: 4,
            name: 'Prendario 36',
            months: 36,
            avg_installment: 1,
            financed_max: 20_000_000,
            bank: 'Banco',
          },
        ],
      },
    });
    server.on(apiPaths.paymentConfig, {
      body: {
        data: {
          brand_id: 1,
          provider: 'sandbox',
          public_key: 'k',
          checkout_url: `${server.url}/sandbox`,
        },
      },
    });

    const store = createDealershipFlowStore({ api, debounce: fastDebounce });
    await store.getState().loadVehicle(1, 5);

    const stockRequest = server.requests.find(
      (request) => request.pathname === brandEndpoints[1].stockItem,
    );
    expect(stockRequest?.query.get('id')).toBe('5');
    const discover = server.requests.find(
      (request) => request.pathname === apiPaths.promotionDiscover,
    );
    expect(Object.fromEntries(discover?.query ?? [])).toEqual({
      family: 'Polo',
      chassis: '9BWZZZ377VT004251',
      brand_id: '1',
    });
    expect(selectSuggestedPromotionCode(store.getState())).toBe('PROMO10');
    expect(selectPriceBreakdownRows(store.getState()).at(-1)).toMatchObject({
      label: 'Pago de reserva',
      amount: 350_000,
    });

    store.getState().setEmail('ana@example.com');
    expect(await store.getState().startOperation()).toBe(true);
    expect(selectStartScreen(store.getState())).toBe('operationCreated');
    const start = server.requests.find((request) => request.pathname === apiPaths.dealershipStart);
    expect(start?.method).toBe('POST');
    expect(start?.json).toMatchObject({
      email: 'ana@example.com',
      stock_id: 5,
      brand_id: 1,
      fullprice: fullPrice,
    });

    store.getState().setCashText('abc');
    store.getState().setCashText('20.000.000');
    // The debounced save goes out by itself; flushing afterwards sends nothing more.
    await vi.waitFor(
      () =>
        expect(
          server.requests.some((request) => request.pathname === apiPaths.dealershipUpdate),
        ).toBe(true),
      { timeout: 5_000 },
    );
    await store.getState().flush();
    const updates = server.requests.filter(
      (request) => request.pathname === apiPaths.dealershipUpdate,
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]?.json).toMatchObject({ code: 'K7M2P9X4QR', cash_amount: 20_000_000 });
    expect(store.getState().operation?.pending_amount).toBe(fullPrice - 20_000_000);
    expect(canContinueFromPaymentMode(store.getState())).toBe(false);

    await store.getState().openCredit();
    const credits = server.requests.find((request) => request.pathname === intranetPaths.credits);
    expect(Object.fromEntries(credits?.query ?? [])).toEqual({
      brand_id: '1',
      vehicle: '5',
      loan_amount: String(fullPrice - 20_000_000),
    });
    expect(store.getState().credit.plans.status).toBe('loaded');

    await store.getState().completeRemaining();
    expect(selectPendingAmount(store.getState())).toBe(0);
    expect(store.getState().operation?.cash_amount).toBe(fullPrice);

    await store.getState().loadPaymentConfig();
    expect(store.getState().paymentConfig.status).toBe('loaded');
    const config = server.requests.find((request) => request.pathname === apiPaths.paymentConfig);
    expect(config?.query.get('brand_id')).toBe('1');

    stored.operation = {
      ...stored.operation,
      status: 'reserved',
      purchase: {
        ...stored.operation.purchase,
        transaction: { code: 'T7M2P9X4QRK7M2P9', status: 'approved', status_detail: 'accredited' },
      },
    };
    const outcome = await store.getState().settlePurchase();
    expect(outcome).toMatchObject({
      status: 'success',
      path: '/concesionario-digital/reservado/k7m2p9x4qr',
    });
    const resume = server.requests
      .filter((request) => request.pathname === apiPaths.dealershipStart)
      .at(-1);
    expect(resume?.json).toEqual({ code: 'K7M2P9X4QR' });
    store.getState().dispose();
  });

  it('spec 8: a missing unit, a failed update and a missing dollar rate over HTTP', async () => {
    const stored = { operation: operationWire() };
    server.on(apiPaths.dealershipStart, () => ({ body: { data: stored.operation } }));
    server.on(apiPaths.dealershipUpdate, {
      status: 500,
      body: { error: { code: 'server_error', message: messages.serverError } },
    });
    server.on(intranetPaths.usdRate, { status: 503, body: {} });

    const store = createDealershipFlowStore({ api, debounce: fastDebounce });
    await store.getState().loadVehicle(1, 404);
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');

    expect(await store.getState().resumeOperation('K7M2P9X4QR')).toBe(true);
    const before = store.getState().operation;
    store.getState().setCashText('1000000');
    await store.getState().flush();
    expect(store.getState().update).toMatchObject({
      status: 'failed',
      message: messages.serverError,
    });
    expect(store.getState().operation).toBe(before);

    await store.getState().loadUsdRate();
    expect(selectUsdRateMessage(store.getState())).toBe(messages.usdRateUnavailable);
    store.getState().dispose();
  });
});
