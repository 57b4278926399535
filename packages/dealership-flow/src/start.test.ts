import { messages } from '@territorio/api-client';
import { describe, expect, it } from 'vitest';
import {
  canStart,
  selectPriceBreakdownRows,
  selectReservationFee,
  selectStartEmailError,
  selectStartScreen,
  selectSuggestedPromotionCode,
} from './selectors';
import { apiError } from './test/fake-api';
import { fullPrice, operationFixture, promotion10, stockFixture } from './test/fixtures';
import { createHarness } from './test/setup';

describe('vehicle and confirmation', () => {
  it('spec 4: the start screen shows loading vehicle, then the email form', async () => {
    const { store, hold } = createHarness();
    const release = hold('findStockUnit');
    const loading = store.getState().loadVehicle(1, 5);
    expect(store.getState().vehicle.status).toBe('loading');
    expect(selectStartScreen(store.getState())).toBe('loadingVehicle');
    release();
    await loading;
    expect(store.getState().vehicle.status).toBe('loaded');
    expect(selectStartScreen(store.getState())).toBe('emailForm');
  });

  it('spec 8: a unit that is not found shows the vehicle unavailable screen', async () => {
    const { store } = createHarness();
    await store.getState().loadVehicle(1, 999);
    expect(store.getState().vehicle).toEqual({
      status: 'unavailable',
      message: messages.vehicleUnavailable,
      reason: 'notFound',
    });
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');
  });

  it('DECISIONS: a unit held by another pending deposit is unavailable', async () => {
    const { store } = createHarness({ stock: stockFixture({ status: 'held' }) });
    await store.getState().loadVehicle(1, 5);
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');
    expect(store.getState().vehicle).toMatchObject({ reason: 'notForSale' });
  });

  it('spec 2.11: the confirmation breakdown lists price, license, delivery, discount, final price and deposit', async () => {
    const { store } = createHarness();
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
    const { store } = createHarness({ services: {} });
    await store.getState().loadVehicle(1, 5);
    expect(selectReservationFee(store.getState())).toBe(400_000);
  });

  it('spec 7.1: a discovered promotion is suggested until it is applied', async () => {
    const { store, server } = createHarness({ discovered: promotion10, promotions: [promotion10] });
    await store.getState().loadVehicle(1, 5);
    expect(store.getState().promotion.discover.status).toBe('successful');
    expect(selectSuggestedPromotionCode(store.getState())).toBe('PROMO10');

    await store.getState().applySuggestedPromotion();
    expect(store.getState().promotion.codeText).toBe('PROMO10');
    expect(store.getState().promotion.check.status).toBe('successful');
    expect(selectSuggestedPromotionCode(store.getState())).toBeNull();
    const promotionRow = selectPriceBreakdownRows(store.getState()).find(
      (row) => row.key === 'promotion',
    );
    expect(promotionRow?.amount).toBe(fullPrice / 10);
    expect(server.operation).toBeNull();
  });
});

describe('start', () => {
  it("spec 5: 'Comenzar' is disabled while the email is empty or a request runs", async () => {
    const { store, hold } = createHarness();
    await store.getState().loadVehicle(1, 5);
    expect(canStart(store.getState())).toBe(false);
    store.getState().setEmail('ana@');
    expect(selectStartEmailError(store.getState())).not.toBeNull();
    expect(canStart(store.getState())).toBe(false);
    store.getState().setEmail('ana@example.com');
    expect(canStart(store.getState())).toBe(true);

    const release = hold('startOperation');
    const starting = store.getState().startOperation();
    expect(store.getState().start).toEqual({ status: 'requested', mode: 'new' });
    expect(canStart(store.getState())).toBe(false);
    release();
    expect(await starting).toBe(true);
  });

  it('spec 7.2: the start body carries the unit, the full price and the applied code', async () => {
    const { store, callsTo } = createHarness({ promotions: [promotion10] });
    await store.getState().loadVehicle(1, 5);
    store.getState().setEmail(' ana@example.com ');
    store.getState().setPromotionCodeText('PROMO10');
    await store.getState().flush();
    await store.getState().startOperation();
    expect(callsTo('startOperation')[0]?.args[0]).toEqual({
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
    expect(store.getState().operation?.promotion.discount).toBe(fullPrice / 10);
  });

  it("spec 8: a failed start shows 'Error iniciando la compra.' and 'Reintentar' resets it", async () => {
    const { store, server } = createHarness({ startError: apiError(500, 'server', 'boom') });
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

    server.startError = null;
    expect(await store.getState().startOperation()).toBe(true);
    expect(selectStartScreen(store.getState())).toBe('operationCreated');
  });

  it('DECISIONS: a unit taken meanwhile shows the vehicle unavailable screen', async () => {
    const { store } = createHarness({
      startError: apiError(409, 'vehicle_unavailable', messages.vehicleUnavailable),
    });
    await store.getState().loadVehicle(1, 5);
    store.getState().setEmail('ana@example.com');
    await store.getState().startOperation();
    expect(selectStartScreen(store.getState())).toBe('vehicleUnavailable');
  });

  it('spec 2.11: with an operation code it resumes instead of asking for an email', async () => {
    const { store, hold } = createHarness({
      operation: operationFixture({
        cash_amount: 2_000_000,
        purchase: {
          ...operationFixture().purchase,
          name: 'Ana',
          birthdate: '0000-00-00',
          marital_status_id: 2,
        },
      }),
    });
    const release = hold('resumeOperation');
    const resuming = store.getState().resumeOperation('k7m2p9x4qr');
    expect(selectStartScreen(store.getState())).toBe('loadingVehicle');
    release();
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
    const { store } = createHarness();
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
    const { store, api } = createHarness();
    api.findStockUnit = async () => {
      throw apiError(410, 'gone', messages.vehicleUnavailable);
    };
    await store.getState().loadVehicle(1, 5);
    expect(store.getState().vehicle).toMatchObject({ status: 'unavailable', reason: 'notForSale' });
  });

  it('a read that fails is neither unknown nor sold', async () => {
    const { store, api } = createHarness();
    api.findStockUnit = async () => {
      throw apiError(0, 'network', 'Sin conexión');
    };
    await store.getState().loadVehicle(1, 5);
    expect(store.getState().vehicle).toMatchObject({ status: 'unavailable', reason: 'failed' });
  });
});
