import { randomUUID } from 'node:crypto';
import type { DataStore } from '../../db/database';
import {
  chargeById,
  chargeByKey,
  insertChargeOnce,
  markChargeRefunded,
  settlePendingCharge,
} from '../../repositories/sandbox-charges';
import type { ChargeResult, ChargeStatus, PaymentAdapter, PaymentNotification } from './adapter';

/**
 * The local payment sandbox (DECISIONS): behaves like Mercado Pago's test mode. The card
 * form is validated before it gets here; the cardholder name decides the outcome:
 * APRO approved, CONT pending, OTHE rejected, any other name approved.
 */
export function sandboxOutcome(holderName: string): Omit<ChargeResult, 'providerPaymentId'> {
  switch (holderName.trim().toUpperCase()) {
    case 'CONT':
      return { status: 'pending', statusDetail: 'pending_contingency' };
    case 'OTHE':
      return { status: 'rejected', statusDetail: 'cc_rejected_other_reason' };
    default:
      return { status: 'approved', statusDetail: 'accredited' };
  }
}

export type SandboxAdapter = PaymentAdapter & {
  /** The sandbox's stand-in for the provider settling a pending charge later. */
  resolve(
    providerPaymentId: string,
    status: 'approved' | 'rejected',
  ): Promise<PaymentNotification | undefined>;
};

/**
 * Like a real provider, the sandbox keeps its own ledger (`sandbox_charges`): one charge
 * per idempotency key, a refund at most once per charge, and every charge can be found
 * again by reference after the API crashed between charging and recording.
 */
export function createSandboxAdapter(store: DataStore): SandboxAdapter {
  const { db } = store;

  function notification(row: {
    provider_payment_id: string;
    reference: string;
    idempotency_key: string;
    status: string;
    status_detail: string;
    refunded: number;
  }): PaymentNotification {
    return {
      providerPaymentId: row.provider_payment_id,
      reference: row.reference,
      idempotencyKey: row.idempotency_key,
      status: row.refunded ? 'refunded' : (row.status as ChargeStatus),
      statusDetail: row.refunded ? 'refunded' : row.status_detail,
    };
  }

  return {
    provider: 'sandbox',
    async charge(request) {
      if (!request.card) throw new Error('The sandbox needs the card form.');
      const outcome = sandboxOutcome(request.card.holderName);
      // Idempotent per key: a second request with the same key answers the first charge.
      await insertChargeOnce(db, {
        idempotency_key: request.idempotencyKey,
        provider_payment_id: `sandbox-${randomUUID()}`,
        reference: request.reference,
        amount: request.amount,
        status: outcome.status,
        status_detail: outcome.statusDetail,
        refunded: 0,
        refund_id: null,
        created_at: new Date().toISOString(),
      });
      const row = await chargeByKey(db, request.idempotencyKey);
      if (!row) throw new Error(`The sandbox lost the charge of ${request.idempotencyKey}.`);
      return {
        status: row.status as ChargeStatus,
        statusDetail: row.status_detail,
        providerPaymentId: row.provider_payment_id,
      };
    },
    async refund(request) {
      const refundId = `sandbox-refund-${request.providerPaymentId}`;
      // Once per charge: a retried refund answers the same refund.
      if (!(await markChargeRefunded(db, request.providerPaymentId, refundId))) {
        throw new Error(`The sandbox has no charge ${request.providerPaymentId}.`);
      }
      return { refundId };
    },
    async findPayment(request) {
      const row = await chargeByKey(db, request.idempotencyKey);
      return row ? notification(row) : undefined;
    },
    async resolve(providerPaymentId, status) {
      // A refunded charge stays refunded; only a pending one can still settle.
      await settlePendingCharge(db, providerPaymentId, {
        status,
        statusDetail: status === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
      });
      const row = await chargeById(db, providerPaymentId);
      return row ? notification(row) : undefined;
    },
  };
}
