/** The leads table's writes: a new lead, a member's changes, a withdrawal's refund. */
import type { Insertable, Updateable } from 'kysely';
import type { Db, LeadTable } from '../db/schema';

export type NewLead = Omit<Insertable<LeadTable>, 'id'>;

export function insertLead(trx: Db, values: NewLead) {
  return trx.insertInto('leads').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes a member's changes (status, assignee) and dates them. */
export async function updateLead(
  trx: Db,
  id: number,
  changes: Pick<Updateable<LeadTable>, 'status' | 'assigned_to'>,
  now: string,
): Promise<void> {
  await trx
    .updateTable('leads')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Dates a lead's last change (a note added to it). */
export async function touchLead(trx: Db, id: number, now: string): Promise<void> {
  await trx.updateTable('leads').set({ updated_at: now }).where('id', '=', id).execute();
}

/** A refundable withdrawal becomes refunded and closed; false if it no longer was refundable. */
export async function closeRefundedWithdrawal(trx: Db, id: number, now: string): Promise<boolean> {
  const moved = await trx
    .updateTable('leads')
    .set({ withdrawal_status: 'refunded', status: 'closed', updated_at: now })
    .where('id', '=', id)
    .where('withdrawal_status', '=', 'refundable')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The withdrawal requests made for an operation, newest first. */
export function withdrawalsOfOperation(db: Db, operationCode: string) {
  return db
    .selectFrom('leads')
    .select([
      'id',
      'reference',
      'withdrawal_status',
      'withdrawal_deadline',
      'withdrawal_reason',
      'created_at',
    ])
    .where('kind', '=', 'withdrawal')
    .where('operation_code', '=', operationCode)
    .orderBy('id', 'desc')
    .execute();
}
