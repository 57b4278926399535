import { messages } from '@territorio/api-client';
import type { Operation, TransactionStatus } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultRejectionReason, paymentOutcomeUnknown, paymentRejectionMessage } from './copy';
import {
  isPaymentFrameVisible,
  isUsdRateUnavailable,
  selectRefundWindow,
  selectReservationFee,
  selectUsdRate,
  selectUsdRateMessage,
} from './selectors';
import { apiError } from './test/fake-api';
import { operationFixture, paymentConfig, stockFixture } from './test/fixtures';
import { createHarness, createResumedHarness, fixedNow } from './test/setup';
import type { Harness } from './test/setup';

function withTransaction(
  status: TransactionStatus,
  extra: Partial<Operation['purchase']['transaction']> = {},
): Operation['purchase'] {
  const purchase = operationFixture().purchase;
  return { ...purchase, transaction: { ...purchase.transaction, status, ...extra } };
}

/** The server records the provider's answer (what the sandbox's 'Pagar' does). */
function pay(harness: Harness, status: TransactionStatus, detail = '') {
  const operation = harness.server.operation!;
  harness.server.operation = {
    ...operation,
    status: status === 'approved' ? 'reserved' : status === 'rejected' ? 'open' : 'pending',
    purchase: withTransaction(status, {
      status_detail: detail,
      paid_at: new Date(fixedNow).toISOString(),
      refundable_until: new Date(fixedNow + 48 * 3_600_000).toISOString(),
    }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment step', () => {
  it('spec 5: the payment frame is shown only with the brand payment configuration', async () => {
    const { store, callsTo } = await createResumedHarness();
    store.getState().enterStep('payment');
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo('findPaymentConfig')[0]?.args).toEqual([1]);
    expect(store.getState().paymentConfig).toEqual({ status: 'loaded', config: paymentConfig });
    expect(isPaymentFrameVisible(store.getState())).toBe(true);
    expect(selectReservationFee(store.getState(), 'payment')).toBe(350_000);
  });

  it("spec 8: without a payment configuration: 'Imposible procesar el pago en este momento.'", async () => {
    const { store } = await createResumedHarness({}, { paymentConfig: null });
    await store.getState().loadPaymentConfig();
    expect(store.getState().paymentConfig).toEqual({
      status: 'missing',
      message: messages.noPaymentConfig,
    });
    expect(isPaymentFrameVisible(store.getState())).toBe(false);
  });

  it('DECISIONS: approved goes to the success route', async () => {
    const harness = await createResumedHarness();
    const { store } = harness;
    store.getState().beginPurchase();
    expect(store.getState().purchase.status).toBe('purchasing');
    pay(harness, 'approved', 'accredited');
    const outcome = await store.getState().settlePurchase();
    expect(outcome).toEqual({
      status: 'success',
      outcome: 'approved',
      step: 'reserved',
      path: '/concesionario-digital/reservado/k7m2p9x4qr',
    });
    expect(store.getState().purchase).toEqual(outcome);
    expect(store.getState().operation?.status).toBe('reserved');
  });

  it.each(['pending', 'in_process'] as const)(
    'DECISIONS: %s goes to the pending route',
    async (status) => {
      const harness = await createResumedHarness();
      pay(harness, status, 'pending_contingency');
      const outcome = await harness.store.getState().settlePurchase();
      expect(outcome).toMatchObject({
        status: 'success',
        outcome: 'pending',
        path: '/concesionario-digital/pendiente/k7m2p9x4qr',
      });
    },
  );

  it('DECISIONS: rejected stays on step 4 with the reason, and can be tried again', async () => {
    const harness = await createResumedHarness();
    const { store } = harness;
    pay(harness, 'rejected', 'cc_rejected_insufficient_amount');
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
    const harness = await createResumedHarness(
      {},
      {},
      { paymentPoll: { intervalMs: 1000, attempts: 5 } },
    );
    const settling = harness.store.getState().settlePurchase();
    await vi.advanceTimersByTimeAsync(1000);
    expect(harness.callsTo('resumeOperation')).toHaveLength(2);
    pay(harness, 'approved');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settling).toMatchObject({ status: 'success', outcome: 'approved' });
    expect(harness.callsTo('resumeOperation')).toHaveLength(3);
  });

  it('DECISIONS: with no outcome after every read, the purchase fails with a way to retry', async () => {
    const harness = await createResumedHarness(
      {},
      {},
      { paymentPoll: { intervalMs: 10, attempts: 3 } },
    );
    const settling = harness.store.getState().settlePurchase();
    await vi.advanceTimersByTimeAsync(100);
    expect(await settling).toEqual({
      status: 'failed',
      message: paymentOutcomeUnknown,
      reason: '',
    });
    expect(harness.callsTo('resumeOperation')).toHaveLength(3);
  });

  it('DECISIONS: a rejection for a unit another buyer took says it is not available', () => {
    expect(paymentRejectionMessage('vehicle_unavailable')).toBe(messages.vehicleUnavailable);
    expect(paymentRejectionMessage('cc_rejected_other_reason')).toBe(defaultRejectionReason);
    expect(paymentRejectionMessage(undefined)).toBe(defaultRejectionReason);
  });
});

describe('refund promise', () => {
  it('DECISIONS: within 48 hours of the payment the reservation can be cancelled', async () => {
    const harness = await createResumedHarness({
      status: 'reserved',
      purchase: withTransaction('approved', {
        paid_at: new Date(fixedNow).toISOString(),
        refundable_until: new Date(fixedNow + 48 * 3_600_000).toISOString(),
      }),
    });
    const { store, callsTo } = harness;
    expect(selectRefundWindow(store.getState(), fixedNow + 47 * 3_600_000).isOpen).toBe(true);
    expect(selectRefundWindow(store.getState(), fixedNow + 48 * 3_600_000).isOpen).toBe(false);

    expect(await store.getState().confirmCancelReservation()).toBe(false);
    store.getState().askCancelReservation();
    expect(store.getState().cancellation.status).toBe('confirming');
    expect(await store.getState().confirmCancelReservation()).toBe(true);
    expect(callsTo('cancelOperation')[0]?.args).toEqual(['K7M2P9X4QR']);
    expect(store.getState().cancellation.status).toBe('succeeded');
    expect(store.getState().operation?.status).toBe('cancelled');
    expect(selectRefundWindow(store.getState(), fixedNow).isOpen).toBe(false);
  });

  it('DECISIONS: without refundable_until the window is paid_at + 48 hours', async () => {
    const { store } = await createResumedHarness({
      status: 'pending',
      purchase: withTransaction('pending', { paid_at: new Date(fixedNow).toISOString() }),
    });
    expect(selectRefundWindow(store.getState(), fixedNow + 1000)).toEqual({
      isOpen: true,
      until: new Date(fixedNow + 48 * 3_600_000).toISOString(),
    });
  });

  it('DECISIONS: after 48 hours the server refuses and its message is shown', async () => {
    const harness = await createResumedHarness({
      status: 'reserved',
      purchase: withTransaction('approved'),
    });
    harness.api.cancelOperation = async () => {
      throw apiError(409, 'refund_window_closed', messages.refundWindowClosed);
    };
    harness.store.getState().askCancelReservation();
    expect(await harness.store.getState().confirmCancelReservation()).toBe(false);
    expect(harness.store.getState().cancellation).toEqual({
      status: 'failed',
      message: messages.refundWindowClosed,
    });
  });
});

describe('dollar rate', () => {
  it('spec 7.1: a unit in dollars loads the rate', async () => {
    const { store } = createHarness({ stock: stockFixture({ currency: 'usd' }) });
    await store.getState().loadVehicle(1, 5);
    expect(selectUsdRate(store.getState())).toBe(1_450);
    expect(selectUsdRateMessage(store.getState())).toBeNull();
  });

  it("spec 8: a rate that cannot be fetched is 0 and reads 'Confirmar en concesionario'", async () => {
    const { store } = createHarness({ usdRate: 0 });
    await store.getState().loadUsdRate();
    expect(selectUsdRate(store.getState())).toBe(0);
    expect(isUsdRateUnavailable(store.getState())).toBe(true);
    expect(selectUsdRateMessage(store.getState())).toBe(messages.usdRateUnavailable);
  });
});
