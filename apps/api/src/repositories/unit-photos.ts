/**
 * A unit's photos (`unit_photos`). Each row is also its processing job: claimed by one
 * instance at a time under a lease, as the outbox's rows are, and settled only by the
 * instance that still owns it.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Dialect } from '../db/database';
import type { Db, StockUnitRow, UnitPhotoTable } from '../db/schema';

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

// ---------------------------------------------------------------- the console

/** A unit's photos in the order staff gave them (ties, which no write leaves, by id). */
export function photosOfUnit(db: Db, unitId: number): Promise<UnitPhotoRow[]> {
  return db
    .selectFrom('unit_photos')
    .selectAll()
    .where('unit_id', '=', unitId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Photo `photoId` when it is unit `unitId`'s; another unit's photo is none of this one's. */
export function photoOfUnit(
  db: Db,
  unitId: number,
  photoId: number,
): Promise<UnitPhotoRow | undefined> {
  return db
    .selectFrom('unit_photos')
    .selectAll()
    .where('id', '=', photoId)
    .where('unit_id', '=', unitId)
    .executeTakeFirst();
}

/**
 * The unit, read under a lock on its row on PostgreSQL (SQLite's write transaction is
 * already exclusive): writes to one unit's photos run one at a time, so a count or a
 * state checked here still holds at commit.
 */
export function lockedUnit(
  trx: Db,
  dialect: Dialect,
  unitId: number,
): Promise<StockUnitRow | undefined> {
  const query = trx.selectFrom('stock_units').selectAll().where('id', '=', unitId);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** How many photos the unit has. */
export async function photoCount(trx: Db, unitId: number): Promise<number> {
  const row = await trx
    .selectFrom('unit_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('unit_id', '=', unitId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** How many photos each of `unitIds` has (a unit with none is absent). */
export async function photoCounts(
  db: Db,
  unitIds: readonly number[],
): Promise<Map<number, number>> {
  if (unitIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('unit_photos')
    .select((eb) => ['unit_id', eb.fn.countAll<number | string>().as('count')])
    .where('unit_id', 'in', unitIds)
    .groupBy('unit_id')
    .execute();
  return new Map(rows.map((row) => [row.unit_id, Number(row.count)]));
}

/** Gives each photo its index in `ids` as its position (the first is the cover). */
export async function setPhotoPositions(
  trx: Db,
  ids: readonly number[],
  updatedAt: string,
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await trx
      .updateTable('unit_photos')
      .set({ position, updated_at: updatedAt })
      .where('id', '=', id)
      .where('position', '!=', position)
      .execute();
  }
}

export async function updatePhoto(
  trx: Db,
  id: number,
  values: Pick<Updateable<UnitPhotoTable>, 'alt_text' | 'view' | 'updated_at'>,
): Promise<void> {
  await trx.updateTable('unit_photos').set(values).where('id', '=', id).execute();
}

export async function deletePhoto(trx: Db, id: number): Promise<boolean> {
  const result = await trx.deleteFrom('unit_photos').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The version's own name ('Highline 250 TSI AT'), for the default alt text. */
export async function versionName(db: Db, subfamilyId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('subfamilies')
    .select('name')
    .where('id', '=', subfamilyId)
    .executeTakeFirst();
  return row?.name;
}
