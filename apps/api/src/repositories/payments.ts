/**
 * The payments table: every query the services make on it. A status change compares the
 * status it was read with, so two writers never both move one payment.
 */
import type { Insertable, Updateable } from 'kysely';
import type { Db, PaymentRow, PaymentStatus, PaymentTable } from '../db/schema';

/** Payments that hold the operation's unit or money: at most one per operation. */
export const livePaymentStatuses = [
  'created',
  'pending',
  'in_process',
  'approved',
  'refunding',
] as const satisfies readonly PaymentStatus[];

export function paymentById(db: Db, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The operation's newest payment, whatever its status. */
export function latestPayment(db: Db, operationCode: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('operation_code', '=', operationCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every payment of these operations, oldest first. */
export function paymentsOf(db: Db, operationCodes: readonly string[]): Promise<PaymentRow[]> {
  if (operationCodes.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payments')
    .selectAll()
    .where('operation_code', 'in', operationCodes)
    .orderBy('id')
    .execute();
}

/** The operation's live payment (livePaymentStatuses), the newest should there be more. */
export function livePayment(db: Db, operationCode: string): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('operation_code', '=', operationCode)
    .where('status', 'in', livePaymentStatuses)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The payment a provider knows by this id. */
export function paymentByProviderId(
  db: Db,
  provider: string,
  providerPaymentId: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_payment_id', '=', providerPaymentId)
    .where('provider', '=', provider)
    .executeTakeFirst();
}

/** The payments made for a transaction code (and one attempt's key), newest first. */
export function paymentsForTransaction(
  db: Db,
  provider: string,
  transactionCode: string,
  idempotencyKey?: string,
): Promise<PaymentRow[]> {
  let query = db
    .selectFrom('payments')
    .selectAll()
    .where('transaction_code', '=', transactionCode)
    .where('provider', '=', provider);
  if (idempotencyKey) query = query.where('idempotency_key', '=', idempotencyKey);
  return query.orderBy('id', 'desc').execute();
}

/** The provider's payment ids already recorded for an operation. */
export async function recordedProviderIds(db: Db, operationCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('provider_payment_id')
    .where('operation_code', '=', operationCode)
    .where('provider_payment_id', '!=', '')
    .execute();
  return rows.map((row) => row.provider_payment_id);
}

/**
 * A provider's payments in `status` whose `since` column is older than `before`: the
 * reconciler's work, oldest first, at most `limit`.
 */
export function stalePayments(
  db: Db,
  provider: string,
  status: PaymentStatus,
  since: 'created_at' | 'updated_at',
  before: string,
  limit = 100,
): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('status', '=', status)
    .where(since, '<', before)
    .where('provider', '=', provider)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function insertPayment(
  trx: Db,
  values: Insertable<PaymentTable>,
): Promise<PaymentRow> {
  return trx.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes `values` if the payment is still in status `from`; whether it did. */
export async function movePayment(
  trx: Db,
  id: number,
  from: PaymentStatus,
  values: Updateable<PaymentTable>,
): Promise<boolean> {
  const moved = await trx
    .updateTable('payments')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
