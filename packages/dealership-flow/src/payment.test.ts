import { apiPaths, intranetPaths, messages } from '@territorio/api-client';
import type { OperationInput, TransactionStatus } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRejectionReason, paymentOutcomeUnknown, paymentRejectionMessage } from './copy';
import {
  isPaymentFrameVisible,
  isUsdRateUnavailable,
  selectRefundWindow,
  selectReservationFee,
  selectUsdRate,
  selectUsdRateMessage,
} from './selectors';
import { fixedNow, operationWire, stockWire } from './test/fixtures';
import { errorReply, resumedStore, serveVehicle, startFlowApi } from './test/http-api';
import type { FlowApi, StoredOperation } from './test/http-api';

function withTransaction(
  status: TransactionStatus,
  extra: Partial<OperationInput['purchase']['transaction']> = {},
): OperationInput['purchase'] {
  const purchase = operationWire().purchase;
  return { ...purchase, transaction: { ...purchase.transaction, status, ...extra } };
}

/** The server records the provider's answer (what the sandbox's 'Pagar' does). */
function pay(stored: StoredOperation, status: TransactionStatus, detail = '') {
  stored.operation = {
    ...stored.operation,
    status: status === 'approved' ? 'reserved' : status === 'rejected' ? 'open' : 'pending',
    purchase: withTransaction(status, {
      status_detail: detail,
      paid_at: new Date(fixedNow).toISOString(),
      refundable_until: new Date(fixedNow + 48 * 3_600_000).toISOString(),
    }),
  };
}

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

/** The reads of the operation (a start with its code), in arrival order. */
const reads = () => flow.requestsTo(apiPaths.dealershipStart);

describe('payment step', () => {
  it('spec 5: the payment frame is shown only with the brand payment configuration', async () => {
    const store = await flow.startedStore();
    const { brand_id: brandId, booking_price: bookingPrice } = store.getState().operation!;
    store.getState().enterStep('payment');
    await expect.poll(() => store.getState().paymentConfig.status).toBe('loaded');
    expect(flow.requestsTo(apiPaths.paymentConfig)[0]?.query.get('brand_id')).toBe(String(brandId));
    // The seed's sandbox configuration of the brand.
    expect(store.getState().paymentConfig).toMatchObject({
      status: 'loaded',
      config: { brand_id: brandId, provider: 'sandbox' },
    });
    expect(isPaymentFrameVisible(store.getState())).toBe(true);
    expect(selectReservationFee(store.getState(), 'payment')).toBe(bookingPrice);
  });

  it("spec 8: without a payment configuration: 'Imposible procesar el pago en este momento.'", async () => {
    const store = await flow.startedStore();
    // Every seeded brand that sells online has one: the missing one is canned.
    flow.server.on(
      apiPaths.paymentConfig,
      errorReply(404, 'payment_unavailable', messages.noPaymentConfig),
    );
    await store.getState().loadPaymentConfig();
    expect(store.getState().paymentConfig).toEqual({
      status: 'missing',
      message: messages.noPaymentConfig,
    });
    expect(isPaymentFrameVisible(store.getState())).toBe(false);
  });

  it('DECISIONS: approved goes to the success route', async () => {
    const { store, stored } = await resumedStore(flow);
    store.getState().beginPurchase();
    expect(store.getState().purchase.status).toBe('purchasing');
    pay(stored, 'approved', 'accredited');
    const outcome = await store.getState().settlePurchase();
    expect(outcome).toEqual({
      status: 'success',
      outcome: 'approved',
      step: 'reserved',
      path: '/concesionario-digital/reservado/k7m2p9x4qr',
    });
    expect(reads().map((request) => request.json)).toEqual([{ code: 'K7M2P9X4QR' }]);
    expect(store.getState().purchase).toEqual(outcome);
    expect(store.getState().operation?.status).toBe('reserved');
  });

  it.each(['pending', 'in_process'] as const)(
    'DECISIONS: %s goes to the pending route',
    async (status) => {
      const { store, stored } = await resumedStore(flow);
      pay(stored, status, 'pending_contingency');
      const outcome = await store.getState().settlePurchase();
      expect(outcome).toMatchObject({
        status: 'success',
        outcome: 'pending',
        path: '/concesionario-digital/pendiente/k7m2p9x4qr',
      });
    },
  );

  it('DECISIONS: rejected stays on step 4 with the reason, and can be tried again', async () => {
    const { store, stored } = await resumedStore(flow);
    pay(stored, 'rejected', 'cc_rejected_insufficient_amount');
    const outcome = await store.getState().settlePurchase();
    expect(outcome).toEqual({
      status: 'failed',
      message: 'La tarjeta no tiene fondos suficientes.',
      reason: 'cc_rejected_insufficient_amount',
    });
    expect(store.getState().step).not.toBe('reserved');
    expect(isPaymentFrameVisible(store.getState())).toBe(false);
    store.getState().retryPurchase();
    expect(store.getState().purchase.status).toBe('idle');
  });

  it('DECISIONS: the outcome is awaited while the server has none yet', async () => {
    const { store, stored } = await resumedStore(
      flow,
      {},
      { paymentPoll: { intervalMs: 20, attempts: 5 } },
    );
    flow.server.on(apiPaths.dealershipStart, () => {
      const reply = { body: { data: stored.operation } };
      // The provider's answer is recorded once two reads have found none.
      if (reads().length === 2) pay(stored, 'approved');
      return reply;
    });
    const outcome = await store.getState().settlePurchase();
    expect(outcome).toMatchObject({ status: 'success', outcome: 'approved' });
    expect(reads()).toHaveLength(3);
  });

  it('DECISIONS: with no outcome after every read, the purchase fails with a way to retry', async () => {
    const { store } = await resumedStore(
      flow,
      {},
      { paymentPoll: { intervalMs: 10, attempts: 3 } },
    );
    expect(await store.getState().settlePurchase()).toEqual({
      status: 'failed',
      message: paymentOutcomeUnknown,
      reason: '',
    });
    expect(reads()).toHaveLength(3);
  });

  it('DECISIONS: a rejection for a unit another buyer took says it is not available', () => {
    expect(paymentRejectionMessage('vehicle_unavailable')).toBe(messages.vehicleUnavailable);
    expect(paymentRejectionMessage('cc_rejected_other_reason')).toBe(defaultRejectionReason);
    expect(paymentRejectionMessage(undefined)).toBe(defaultRejectionReason);
  });
});

describe('refund promise', () => {
  it('DECISIONS: within 48 hours of the payment the reservation can be cancelled', async () => {
    const { store, stored } = await resumedStore(flow, {
      status: 'reserved',
      purchase: withTransaction('approved', {
        paid_at: new Date(fixedNow).toISOString(),
        refundable_until: new Date(fixedNow + 48 * 3_600_000).toISOString(),
      }),
    });
    flow.server.on(apiPaths.dealershipCancel, () => {
      const current = stored.operation;
      stored.operation = {
        ...current,
        status: 'cancelled',
        version: (current.version ?? 0) + 1,
        purchase: {
          ...current.purchase,
          transaction: { ...current.purchase.transaction, status: 'refunded' },
        },
      };
      return { body: { data: stored.operation } };
    });
    expect(selectRefundWindow(store.getState(), fixedNow + 47 * 3_600_000).isOpen).toBe(true);
    expect(selectRefundWindow(store.getState(), fixedNow + 48 * 3_600_000).isOpen).toBe(false);

    expect(await store.getState().confirmCancelReservation()).toBe(false);
    expect(flow.requestsTo(apiPaths.dealershipCancel)).toHaveLength(0);
    store.getState().askCancelReservation();
    expect(store.getState().cancellation.status).toBe('confirming');
    expect(await store.getState().confirmCancelReservation()).toBe(true);
    const cancels = flow.requestsTo(apiPaths.dealershipCancel);
    expect(cancels.map((request) => request.json)).toEqual([{ code: 'K7M2P9X4QR' }]);
    expect(store.getState().cancellation.status).toBe('succeeded');
    expect(store.getState().operation?.status).toBe('cancelled');
    expect(selectRefundWindow(store.getState(), fixedNow).isOpen).toBe(false);
  });

  it('DECISIONS: without refundable_until the window is paid_at + 48 hours', async () => {
    const { store } = await resumedStore(flow, {
      status: 'pending',
      purchase: withTransaction('pending', { paid_at: new Date(fixedNow).toISOString() }),
    });
    expect(selectRefundWindow(store.getState(), fixedNow + 1000)).toEqual({
      isOpen: true,
      until: new Date(fixedNow + 48 * 3_600_000).toISOString(),
    });
  });

  it('DECISIONS: after 48 hours the server refuses and its message is shown', async () => {
    const { store } = await resumedStore(flow, {
      status: 'reserved',
      purchase: withTransaction('approved'),
    });
    flow.server.on(
      apiPaths.dealershipCancel,
      errorReply(409, 'refund_window_closed', messages.refundWindowClosed),
    );
    store.getState().askCancelReservation();
    expect(await store.getState().confirmCancelReservation()).toBe(false);
    expect(store.getState().cancellation).toEqual({
      status: 'failed',
      message: messages.refundWindowClosed,
    });
  });
});

describe('dollar rate', () => {
  it('spec 7.1: a unit in dollars loads the rate', async () => {
    serveVehicle(flow.server, { stock: { ...stockWire, currency: 'usd' } });
    flow.server.on(intranetPaths.usdRate, { body: { data: { value: 1_450 } } });
    const store = flow.createStore();
    await store.getState().loadVehicle(1, 5);
    expect(flow.requestsTo(intranetPaths.usdRate)).toHaveLength(1);
    expect(selectUsdRate(store.getState())).toBe(1_450);
    expect(selectUsdRateMessage(store.getState())).toBeNull();
  });

  it("spec 8: a rate that cannot be fetched is 0 and reads 'Confirmar en concesionario'", async () => {
    flow.server.on(intranetPaths.usdRate, errorReply(503, 'server_error', messages.serverError));
    const store = flow.createStore();
    await store.getState().loadUsdRate();
    expect(flow.requestsTo(intranetPaths.usdRate)).toHaveLength(1);
    expect(selectUsdRate(store.getState())).toBe(0);
    expect(isUsdRateUnavailable(store.getState())).toBe(true);
    expect(selectUsdRateMessage(store.getState())).toBe(messages.usdRateUnavailable);
  });
});
