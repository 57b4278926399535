import {
  apiPaths,
  createApiClient,
  messages,
  vehicleInTransitMessage,
} from '@territorio/api-client';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  canStart,
  selectPriceBreakdownRows,
  selectReservationFee,
  selectStartEmailError,
  selectStartScreen,
  selectSuggestedPromotionCode,
} from './selectors';
import { createDealershipFlowStore } from './store';
import { fullPrice, operationWire, promotion10, stockWire } from './test/fixtures';
import {
  errorReply,
  held,
  serveOperation,
  serveVehicle,
  startFlowApi,
  stockItemPath,
  stockRoute,
} from './test/http-api';
import type { FlowApi } from './test/http-api';

let flow: FlowApi;
let server: CannedHttp;

beforeEach(async () => {
  flow = await startFlowApi();
  server = flow.server;
});
afterEach(async () => {
  await flow.close();
});

/** The discount code lookup: PROMO10 is a code of this unit, any other is not found. */
function servePromotionCheck() {
  server.on(apiPaths.promotion, (request) =>
    request.query.get('code') === promotion10.code
      ? { body: { data: promotion10 } }
      : errorReply(404, 'promotion_not_found', messages.promotionNotFound),
  );
}

describe('vehicle and confirmation', () => {
  it('spec 4: the start screen shows loading vehicle, then the email form', async () => {
    serveVehicle(server);
    const stock = held(stockRoute());
    server.on(stockItemPath, stock.route);
    const store = flow.createStore();
    const loading = store.getState().loadVehicle(1, 5);
    expect(store.getState().vehicle.status).toBe('loading');
    expect(selectStartScreen(store.getState())).toBe('loadingVehicle');
    // The unit's request has reached the server, which has not answered yet.
    await expect.poll(() => flow.requestsTo(stockItemPath)).toHaveLength(1);
    expect(selectStartScreen(store.getState())).toBe('loadingVehicle');
    stock.release();
    await loading;
    expect(store.getState().vehicle.status).toBe('loaded');
    expect(selectStartScreen(store.getState())).toBe('emailForm');
  });

  it('spec 8: a unit that is not found shows the vehicle unavailable screen', async () => {
    serveVehicle(server);
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 999);
    expect(flow.requestsTo(stockItemPath)[0]?.query.get('id')).toBe('999');
    expect(store.getState().vehicle).toEqual({
      status: 'unavailable',
      message: messages.vehicleUnavailable,
      reason: 'notFound',
    });
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');
  });

  it('DECISIONS: a unit held by another pending deposit is unavailable', async () => {
    serveVehicle(server, { stock: { ...stockWire, status: 'held' } });
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');
    expect(store.getState().vehicle).toMatchObject({ reason: 'notForSale' });
  });

  it('spec 2.11: the confirmation breakdown lists price, license, delivery, discount, final price and deposit', async () => {
    serveVehicle(server);
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(selectPriceBreakdownRows(store.getState())).toEqual([
      {
        key: 'listPrice',
        label: 'Precio de lista contado',
        amount: 25_000_000,
        currency: 'ars',
        isDeduction: false,
      },
      {
        key: 'licenseCost',
        label: 'Patentamiento',
        amount: 500_000,
        currency: 'ars',
        isDeduction: false,
      },
      {
        key: 'preparationCost',
        label: 'Entrega',
        amount: 300_000,
        currency: 'ars',
        isDeduction: false,
      },
      {
        key: 'discount',
        label: 'Descuento especial',
        amount: 1_000_000,
        currency: 'ars',
        isDeduction: true,
      },
      {
        key: 'finalPrice',
        label: 'Precio final',
        amount: 24_800_000,
        currency: 'ars',
        isDeduction: false,
      },
      {
        key: 'reservationFee',
        label: 'Pago de reserva',
        amount: 350_000,
        currency: 'ars',
        isDeduction: false,
      },
    ]);
    // The same array until the state changes (safe for React selectors).
    expect(selectPriceBreakdownRows(store.getState())).toBe(
      selectPriceBreakdownRows(store.getState()),
    );
  });

  it('spec 9: without a brand booking_price the confirmation deposit falls back to 400000', async () => {
    serveVehicle(server, { services: {} });
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(selectReservationFee(store.getState())).toBe(400_000);
  });

  it('spec 7.1: a discovered promotion is suggested until it is applied', async () => {
    serveVehicle(server);
    server.on(apiPaths.promotionDiscover, { body: { data: promotion10 } });
    servePromotionCheck();
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(store.getState().promotion.discover.status).toBe('successful');
    expect(selectSuggestedPromotionCode(store.getState())).toBe('PROMO10');

    await store.getState().applySuggestedPromotion();
    expect(store.getState().promotion.codeText).toBe('PROMO10');
    expect(store.getState().promotion.check.status).toBe('successful');
    expect(flow.requestsTo(apiPaths.promotion)[0]?.query.get('code')).toBe('PROMO10');
    expect(selectSuggestedPromotionCode(store.getState())).toBeNull();
    const promotionRow = selectPriceBreakdownRows(store.getState()).find(
      (row) => row.key === 'promotion',
    );
    expect(promotionRow?.amount).toBe(fullPrice / 10);
    // Applying a code before the start stores nothing: no operation exists yet.
    expect(flow.requestsTo(apiPaths.dealershipStart)).toHaveLength(0);
    expect(flow.requestsTo(apiPaths.dealershipUpdate)).toHaveLength(0);
  });
});

describe('start', () => {
  it("spec 5: 'Comenzar' is disabled while the email is empty or a request runs", async () => {
    serveVehicle(server);
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(canStart(store.getState())).toBe(false);
    store.getState().setEmail('ana@');
    expect(selectStartEmailError(store.getState())).not.toBeNull();
    expect(canStart(store.getState())).toBe(false);
    store.getState().setEmail('ana@example.com');
    expect(canStart(store.getState())).toBe(true);

    const start = held({ body: { data: operationWire() } });
    server.on(apiPaths.dealershipStart, start.route);
    const starting = store.getState().startOperation();
    expect(store.getState().start).toEqual({ status: 'requested', mode: 'new' });
    expect(canStart(store.getState())).toBe(false);
    await expect.poll(() => flow.requestsTo(apiPaths.dealershipStart)).toHaveLength(1);
    expect(canStart(store.getState())).toBe(false);
    start.release();
    expect(await starting).toBe(true);
  });

  it('spec 7.2: the start body carries the unit, the full price and the applied code', async () => {
    serveVehicle(server);
    servePromotionCheck();
    const discount = fullPrice / 10;
    serveOperation(
      server,
      operationWire({
        promotion: { code: 'PROMO10', discount, price: fullPrice - discount },
        pending_amount: fullPrice - discount,
      }),
    );
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    store.getState().setEmail(' ana@example.com ');
    store.getState().setPromotionCodeText('PROMO10');
    await store.getState().flush();
    await store.getState().startOperation();
    const starts = flow.requestsTo(apiPaths.dealershipStart);
    expect(starts).toHaveLength(1);
    expect(starts[0]?.method).toBe('POST');
    expect(starts[0]?.json).toEqual({
      email: 'ana@example.com',
      stock_id: 5,
      model: 'Polo Track 1.6',
      brand_id: 1,
      chassis: '9BWZZZ377VT004251',
      family: 'Polo',
      family_id: 10,
      promotion_code: 'PROMO10',
      fullprice: fullPrice,
      special_discount: 1_000_000,
    });
    expect(selectStartScreen(store.getState())).toBe('operationCreated');
    expect(store.getState().operation?.code).toBe('K7M2P9X4QR');
    expect(store.getState().operation?.promotion.discount).toBe(discount);
  });

  it("spec 8: a failed start shows 'Error iniciando la compra.' and 'Reintentar' resets it", async () => {
    serveVehicle(server);
    server.on(apiPaths.dealershipStart, errorReply(500, 'server_error', messages.serverError));
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    store.getState().setEmail('ana@example.com');
    expect(await store.getState().startOperation()).toBe(false);
    expect(store.getState().start).toEqual({
      status: 'failed',
      mode: 'new',
      message: messages.startError,
    });
    expect(selectStartScreen(store.getState())).toBe('startError');

    store.getState().resetStart();
    expect(store.getState().start.status).toBe('idle');
    expect(selectStartScreen(store.getState())).toBe('emailForm');
    expect(store.getState().email).toBe('ana@example.com');

    serveOperation(server, operationWire());
    expect(await store.getState().startOperation()).toBe(true);
    expect(flow.requestsTo(apiPaths.dealershipStart)).toHaveLength(2);
    expect(selectStartScreen(store.getState())).toBe('operationCreated');
  });

  it('a unit in transit refused at the start reads as not available', async () => {
    serveVehicle(server);
    server.on(
      apiPaths.dealershipStart,
      errorReply(409, 'vehicle_unavailable', vehicleInTransitMessage),
    );
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    store.getState().setEmail('ana@example.com');
    await store.getState().startOperation();
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');
    expect(store.getState().vehicle).toMatchObject({ message: messages.vehicleUnavailable });
  });

  it('DECISIONS: a unit taken meanwhile shows the vehicle unavailable screen', async () => {
    serveVehicle(server);
    server.on(
      apiPaths.dealershipStart,
      errorReply(409, 'vehicle_unavailable', messages.vehicleUnavailable),
    );
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    store.getState().setEmail('ana@example.com');
    await store.getState().startOperation();
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');
  });

  it('spec 2.11: with an operation code it resumes instead of asking for an email', async () => {
    const operation = operationWire({
      cash_amount: 2_000_000,
      purchase: {
        ...operationWire().purchase,
        name: 'Ana',
        birthdate: '0000-00-00',
        marital_status_id: 2,
      },
    });
    const resume = held({ body: { data: operation } });
    server.on(apiPaths.dealershipStart, resume.route);
    const store = flow.createStore();
    const resuming = store.getState().resumeOperation('k7m2p9x4qr');
    expect(selectStartScreen(store.getState())).toBe('loadingVehicle');
    await expect.poll(() => flow.requestsTo(apiPaths.dealershipStart)).toHaveLength(1);
    expect(flow.requestsTo(apiPaths.dealershipStart)[0]?.json).toEqual({ code: 'k7m2p9x4qr' });
    expect(selectStartScreen(store.getState())).toBe('loadingVehicle');
    resume.release();
    expect(await resuming).toBe(true);
    const state = store.getState();
    expect(selectStartScreen(state)).toBe('operationCreated');
    expect(state.cashText).toBe('2000000');
    expect(state.personalData.values).toMatchObject({
      name: 'Ana',
      email: 'ana@example.com',
      birthdate: '',
      maritalStatusId: 2,
    });
  });

  it('spec 8: resuming an unknown code fails with the server message, then can be retried', async () => {
    serveOperation(server, operationWire());
    const store = flow.createStore();
    expect(await store.getState().resumeOperation('NOPE')).toBe(false);
    expect(store.getState().start).toEqual({
      status: 'failed',
      mode: 'resume',
      message: messages.operationNotFound,
    });
    expect(selectStartScreen(store.getState())).toBe('startError');
  });
});

describe('an unavailable unit says why, for the page status', () => {
  it('a server that answers 410 for a unit no longer for sale', async () => {
    serveVehicle(server);
    server.on(stockItemPath, errorReply(410, 'gone', messages.vehicleUnavailable));
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(store.getState().vehicle).toMatchObject({ status: 'unavailable', reason: 'notForSale' });
  });

  it('a unit in transit the dealership does not reserve online reads as no unit to reserve', async () => {
    serveVehicle(server);
    server.on(stockItemPath, errorReply(404, 'vehicle_unavailable', vehicleInTransitMessage));
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(store.getState().vehicle).toMatchObject({
      status: 'unavailable',
      reason: 'notFound',
      message: messages.vehicleUnavailable,
    });
  });

  it('a read that fails is neither unknown nor sold', async () => {
    // A server that is gone: the read gets no answer at all (connection refused).
    const gone = await startCannedHttp();
    await gone.close();
    const store = createDealershipFlowStore({
      api: createApiClient({ apiBaseUrl: gone.url, intranetBaseUrl: gone.url, readRetries: 0 }),
    });
    await store.getState().loadVehicle(1, 5);
    expect(store.getState().vehicle).toMatchObject({ status: 'unavailable', reason: 'failed' });
  });
});
