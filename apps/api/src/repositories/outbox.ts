/**
 * The email outbox (`outbox`): a row per message, claimed by one instance at a time under
 * a lease, and settled only by the instance that still owns it.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Dialect } from '../db/database';
import type { Db, OutboxStatus, OutboxTable } from '../db/schema';

export type OutboxRow = Selectable<OutboxTable>;

export async function insertOutboxRow(
  db: Db,
  values: Omit<Insertable<OutboxTable>, 'id'>,
): Promise<void> {
  await db.insertInto('outbox').values(values).execute();
}

/**
 * Takes the next due row for `instanceId` inside the write transaction `trx`: 'queued' and
 * due at `now`, or 'sending' with a lease that ran out. PostgreSQL skips rows another
 * instance is claiming right now; SQLite's BEGIN IMMEDIATE lets one claimer in at a time.
 * Either way a row has one owner.
 */
export async function claimDueRow(
  trx: Db,
  dialect: Dialect,
  claim: { now: string; leaseUntil: string; instanceId: string },
): Promise<OutboxRow | undefined> {
  let due = trx
    .selectFrom('outbox')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', claim.now)]),
        eb.and([eb('status', '=', 'sending'), eb('lease_until', '<', claim.now)]),
      ]),
    )
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(1);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  const row = await due.executeTakeFirst();
  if (!row) return undefined;
  const attempts = row.attempts + 1;
  await trx
    .updateTable('outbox')
    .set({
      status: 'sending',
      claimed_by: claim.instanceId,
      lease_until: claim.leaseUntil,
      attempts,
    })
    .where('id', '=', row.id)
    .execute();
  return { ...row, status: 'sending' as const, attempts, lease_until: claim.leaseUntil };
}

/** Updates a row `instanceId` still owns; false if its claim was lost. */
export async function settleOwnedRow(
  db: Db,
  id: number,
  instanceId: string,
  values: Updateable<OutboxTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('claimed_by', '=', instanceId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The emails an operation sent or will send, oldest first (none is ever cancelled). */
export function operationEmails(db: Db, operationCode: string) {
  return (
    db
      .selectFrom('outbox')
      .select(['id', 'kind', 'to_address', 'subject', 'status', 'created_at', 'sent_at'])
      .where('operation_code', '=', operationCode)
      // Only a visit's scheduled reminder is ever cancelled; an operation's emails never are.
      .where('status', '<>', 'cancelled')
      .$narrowType<{ status: Exclude<OutboxStatus, 'cancelled'> }>()
      .orderBy('id')
      .execute()
  );
}
