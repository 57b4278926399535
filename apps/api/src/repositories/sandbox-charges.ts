/**
 * The payment sandbox's own ledger (`sandbox_charges`), as a provider keeps one: one
 * charge per idempotency key, a refund at most once per charge.
 */
import type { Insertable } from 'kysely';
import type { Db, SandboxChargeTable } from '../db/schema';

export function chargeById(db: Db, providerPaymentId: string) {
  return db
    .selectFrom('sandbox_charges')
    .selectAll()
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
}

export function chargeByKey(db: Db, idempotencyKey: string) {
  return db
    .selectFrom('sandbox_charges')
    .selectAll()
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
}

/** Records a charge unless its idempotency key has one already (the first one stays). */
export async function insertChargeOnce(
  db: Db,
  values: Omit<Insertable<SandboxChargeTable>, 'id'>,
): Promise<void> {
  await db
    .insertInto('sandbox_charges')
    .values(values)
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute();
}

/** Marks the charge refunded with `refundId`; false when there is no such charge. */
export async function markChargeRefunded(
  db: Db,
  providerPaymentId: string,
  refundId: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_charges')
    .set({ refunded: 1, refund_id: refundId })
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Settles a pending charge that was not refunded; any other charge stays as it is. */
export async function settlePendingCharge(
  db: Db,
  providerPaymentId: string,
  outcome: { status: 'approved' | 'rejected'; statusDetail: string },
): Promise<void> {
  await db
    .updateTable('sandbox_charges')
    .set({ status: outcome.status, status_detail: outcome.statusDetail })
    .where('provider_payment_id', '=', providerPaymentId)
    .where('status', 'in', ['pending', 'in_process'])
    .where('refunded', '=', 0)
    .execute();
}
