import { errorMessage, messages } from '@territorio/api-client/core';
import type { Operation } from '@territorio/api-client/core';
import { paymentOutcomeUnknown, paymentRejectionMessage } from '../copy';
import type { FlowContext } from '../context';
import { wait } from '../debounce';
import { operationStepPath } from '../steps';
import type { DealershipFlowData, PaymentActions, PurchaseState } from '../state';

export type PaymentSlice = Pick<DealershipFlowData, 'paymentConfig' | 'purchase' | 'cancellation'> &
  PaymentActions;

/**
 * DECISIONS "Outcome": the server's transaction status decides. approved -> the success
 * page, pending / in_process -> the pending page, rejected -> step 4 with the reason;
 * null while there is no outcome yet.
 */
export function purchaseOutcome(operation: Operation): PurchaseState | null {
  const { status, status_detail: detail } = operation.purchase.transaction;
  switch (status) {
    case 'approved':
      return {
        status: 'success',
        outcome: 'approved',
        step: 'reserved',
        path: operationStepPath('reserved', operation.code),
      };
    case 'pending':
    case 'in_process':
      return {
        status: 'success',
        outcome: 'pending',
        step: 'pending',
        path: operationStepPath('pending', operation.code),
      };
    case 'rejected':
      return { status: 'failed', message: paymentRejectionMessage(detail), reason: detail };
    default:
      return null;
  }
}

export function createPaymentSlice(context: FlowContext): PaymentSlice {
  const { set, get, api } = context;

  return {
    paymentConfig: { status: 'idle' },
    purchase: { status: 'idle' },
    cancellation: { status: 'idle' },

    async loadPaymentConfig() {
      const operation = get().operation;
      if (!operation) return;
      set({ paymentConfig: { status: 'loading' } });
      try {
        const config = await api.findPaymentConfig(operation.brand_id);
        set({
          paymentConfig: config
            ? { status: 'loaded', config }
            : // spec 8: no payment configuration for the brand.
              { status: 'missing', message: messages.noPaymentConfig },
        });
      } catch {
        set({ paymentConfig: { status: 'missing', message: messages.noPaymentConfig } });
      }
    },

    beginPurchase() {
      if (get().operation) set({ purchase: { status: 'purchasing' } });
    },

    async settlePurchase() {
      const operation = get().operation;
      if (!operation) return get().purchase;
      set({ purchase: { status: 'purchasing' } });
      const { attempts, intervalMs } = context.paymentPoll;
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        if (context.isDisposed()) break;
        try {
          const latest = await api.resumeOperation(operation.code);
          set({ operation: latest });
          const outcome = purchaseOutcome(latest);
          if (outcome) {
            set({ purchase: outcome });
            return outcome;
          }
        } catch (error) {
          if (attempt === attempts) {
            const failed: PurchaseState = {
              status: 'failed',
              message: errorMessage(error),
              reason: '',
            };
            set({ purchase: failed });
            return failed;
          }
        }
        if (attempt < attempts) await wait(intervalMs);
      }
      const unknown: PurchaseState = {
        status: 'failed',
        message: paymentOutcomeUnknown,
        reason: '',
      };
      set({ purchase: unknown });
      return unknown;
    },

    retryPurchase() {
      set({ purchase: { status: 'idle' } });
    },

    askCancelReservation() {
      if (get().operation) set({ cancellation: { status: 'confirming' } });
    },

    async confirmCancelReservation() {
      const operation = get().operation;
      if (!operation || get().cancellation.status !== 'confirming') return false;
      set({ cancellation: { status: 'requested' } });
      try {
        // DECISIONS: within 48 hours the deposit is refunded in full; the server decides.
        const cancelled = await api.cancelOperation(operation.code);
        set({ operation: cancelled, cancellation: { status: 'succeeded' } });
        return true;
      } catch (error) {
        // e.g. messages.refundWindowClosed after 48 hours.
        set({ cancellation: { status: 'failed', message: errorMessage(error) } });
        return false;
      }
    },

    dismissCancelReservation() {
      set({ cancellation: { status: 'idle' } });
    },
  };
}
