import { randomUUID } from 'node:crypto';
import type { DataStore } from '../../db/database';
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

  async function byId(providerPaymentId: string) {
    return db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('provider_payment_id', '=', providerPaymentId)
      .executeTakeFirst();
  }

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
      await db
        .insertInto('sandbox_charges')
        .values({
          idempotency_key: request.idempotencyKey,
          provider_payment_id: `sandbox-${randomUUID()}`,
          reference: request.reference,
          amount: request.amount,
          status: outcome.status,
          status_detail: outcome.statusDetail,
          refunded: 0,
          refund_id: null,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
        .execute();
      const row = await db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirstOrThrow();
      return {
        status: row.status as ChargeStatus,
        statusDetail: row.status_detail,
        providerPaymentId: row.provider_payment_id,
      };
    },
    async refund(request) {
      const refundId = `sandbox-refund-${request.providerPaymentId}`;
      // Once per charge: a retried refund answers the same refund.
      const result = await db
        .updateTable('sandbox_charges')
        .set({ refunded: 1, refund_id: refundId })
        .where('provider_payment_id', '=', request.providerPaymentId)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        throw new Error(`The sandbox has no charge ${request.providerPaymentId}.`);
      }
      return { refundId };
    },
    async findPayment(request) {
      const row = await db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirst();
      return row ? notification(row) : undefined;
    },
    async resolve(providerPaymentId, status) {
      // A refunded charge stays refunded; only a pending one can still settle.
      await db
        .updateTable('sandbox_charges')
        .set({
          status,
          status_detail: status === 'approved' ? 'accredited' : 'cc_rejected_other_reason',
        })
        .where('provider_payment_id', '=', providerPaymentId)
        .where('status', 'in', ['pending', 'in_process'])
        .where('refunded', '=', 0)
        .execute();
      const row = await byId(providerPaymentId);
      return row ? notification(row) : undefined;
    },
  };
}
