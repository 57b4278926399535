/**
 * The store against the real API through the real api-client: proves that
 * `createApiClient(...)` satisfies `DealershipApi` (test/http-api types it so) and that the
 * flow's calls travel as spec 7 says, from the unit's page to the payment. Only the
 * payment provider's outcome and the failures are canned.
 */
import { apiPaths, brandEndpoints, intranetPaths, messages } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canContinueFromPaymentMode,
  selectPendingAmount,
  selectPriceBreakdownRows,
  selectStartScreen,
  selectSuggestedPromotionCode,
  selectUsdRateMessage,
} from './selectors';
import { fastDebounce, startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { realClient, seededUnit } from './test/real-api';

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

const requestTo = (pathname: string) => flow.requestsTo(pathname)[0];

describe('flow over HTTP', () => {
  it('spec 4, 7: confirmation, start, step 1 and payment through createApiClient', async () => {
    // A Volkswagen Polo: the seed's online discount for the family is suggested on its page.
    const unit = await seededUnit(1, (candidate) => candidate.family === 'Polo');
    const { services } = await realClient().findParameters();
    const store = flow.createStore({ debounce: fastDebounce });
    await store.getState().loadVehicle(1, unit.id);

    expect(requestTo(brandEndpoints[1].stockItem)?.query.get('id')).toBe(String(unit.id));
    expect(Object.fromEntries(requestTo(apiPaths.promotionDiscover)?.query ?? [])).toEqual({
      family: unit.family,
      chassis: unit.chassis,
      brand_id: '1',
    });
    expect(selectSuggestedPromotionCode(store.getState())).toBe('POLOWEB750');
    expect(selectPriceBreakdownRows(store.getState()).at(-1)).toMatchObject({
      label: 'Pago de reserva',
      amount: services['1']?.booking_price,
    });

    store.getState().setEmail('ana@example.com');
    expect(await store.getState().startOperation()).toBe(true);
    expect(selectStartScreen(store.getState())).toBe('operationCreated');
    const operation = store.getState().operation!;
    const start = requestTo(apiPaths.dealershipStart);
    expect(start?.method).toBe('POST');
    expect(start?.json).toMatchObject({
      email: 'ana@example.com',
      stock_id: unit.id,
      brand_id: 1,
      fullprice: operation.purchase.vehicle.fullprice,
    });
    const price = operation.promotion.price;

    store.getState().setCashText('abc');
    store.getState().setCashText('20.000.000');
    // The debounced save goes out by itself; flushing afterwards sends nothing more.
    await vi.waitFor(
      () => expect(flow.requestsTo(apiPaths.dealershipUpdate).length).toBeGreaterThan(0),
      { timeout: 5_000 },
    );
    await store.getState().flush();
    const updates = flow.requestsTo(apiPaths.dealershipUpdate);
    expect(updates).toHaveLength(1);
    expect(updates[0]?.json).toMatchObject({ code: operation.code, cash_amount: 20_000_000 });
    expect(store.getState().operation?.pending_amount).toBe(price - 20_000_000);
    expect(canContinueFromPaymentMode(store.getState())).toBe(false);

    await store.getState().openCredit();
    expect(Object.fromEntries(requestTo(intranetPaths.credits)?.query ?? [])).toEqual({
      brand_id: '1',
      vehicle: String(unit.id),
      loan_amount: String(price - 20_000_000),
    });
    expect(store.getState().credit.plans.status).toBe('loaded');

    await store.getState().completeRemaining();
    expect(selectPendingAmount(store.getState())).toBe(0);
    expect(store.getState().operation?.cash_amount).toBe(price);

    await store.getState().loadPaymentConfig();
    expect(store.getState().paymentConfig.status).toBe('loaded');
    expect(requestTo(apiPaths.paymentConfig)?.query.get('brand_id')).toBe('1');

    // The payment provider approved the deposit: the operation as the server then reads it.
    const paid = store.getState().operation!;
    flow.server.on(apiPaths.dealershipStart, {
      body: {
        data: {
          ...paid,
          status: 'reserved',
          purchase: {
            ...paid.purchase,
            transaction: {
              ...paid.purchase.transaction,
              status: 'approved',
              status_detail: 'accredited',
            },
          },
        },
      },
    });
    const outcome = await store.getState().settlePurchase();
    expect(outcome).toMatchObject({
      status: 'success',
      path: `/concesionario-digital/reservado/${operation.code.toLowerCase()}`,
    });
    expect(flow.requestsTo(apiPaths.dealershipStart).at(-1)?.json).toEqual({
      code: operation.code,
    });
  });

  it('spec 8: a missing unit, a failed update and a missing dollar rate over HTTP', async () => {
    const store = flow.createStore({ debounce: fastDebounce });
    await store.getState().loadVehicle(1, 999_999);
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');

    const { code } = (await flow.startedStore()).getState().operation!;
    flow.server.on(apiPaths.dealershipUpdate, {
      status: 500,
      body: { error: { code: 'server_error', message: messages.serverError } },
    });
    flow.server.on(intranetPaths.usdRate, { status: 503, body: {} });
    expect(await store.getState().resumeOperation(code)).toBe(true);
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
  });
});
