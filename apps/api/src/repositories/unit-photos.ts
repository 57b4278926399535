/**
 * A unit's photos (`unit_photos`). Each row is also its processing job: claimed by one
 * instance at a time under a lease, as the outbox's rows are, and settled only by the
 * instance that still owns it.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Dialect } from '../db/database';
import type { Db, UnitPhotoTable } from '../db/schema';

export type UnitPhotoRow = Selectable<UnitPhotoTable>;

/** Adds a photo (a job, when its status is 'processing'); resolves with its id. */
export async function insertUnitPhoto(
  db: Db,
  values: Omit<Insertable<UnitPhotoTable>, 'id'>,
): Promise<number> {
  const row = await db
    .insertInto('unit_photos')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function unitPhotoById(db: Db, id: number): Promise<UnitPhotoRow | undefined> {
  return db.selectFrom('unit_photos').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes the next photo to process for `instanceId` inside the write transaction `trx`:
 * 'processing', due at `now`, and either unclaimed or under a lease that ran out (its
 * instance died or stalled). PostgreSQL skips rows another instance is claiming right now;
 * SQLite's BEGIN IMMEDIATE lets one claimer in at a time. Either way a row has one owner.
 */
export async function claimDuePhoto(
  trx: Db,
  dialect: Dialect,
  claim: { now: string; leaseUntil: string; instanceId: string },
): Promise<UnitPhotoRow | undefined> {
  let due = trx
    .selectFrom('unit_photos')
    .selectAll()
    .where('status', '=', 'processing')
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', claim.now)]))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(1);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  const row = await due.executeTakeFirst();
  if (!row) return undefined;
  const attempts = row.attempts + 1;
  await trx
    .updateTable('unit_photos')
    .set({ claimed_by: claim.instanceId, lease_until: claim.leaseUntil, attempts })
    .where('id', '=', row.id)
    .execute();
  return { ...row, claimed_by: claim.instanceId, lease_until: claim.leaseUntil, attempts };
}

/**
 * Updates a photo `instanceId` still owns (still 'processing', claimed by it), in one
 * statement; false if it was deleted or claimed by another instance meanwhile.
 */
export async function settleOwnedPhoto(
  db: Db,
  id: number,
  instanceId: string,
  values: Updateable<UnitPhotoTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('unit_photos')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', 'processing')
    .where('claimed_by', '=', instanceId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
