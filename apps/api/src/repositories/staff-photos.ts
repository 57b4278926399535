/**
 * A unit's photos as the console reads and arranges them: the list in order (the cover
 * first), one photo of a unit, and the writes staff make (a new row, the order, the alt
 * text and side, a deletion). The processing job's own queries are the worker's.
 */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Dialect } from '../db/database';
import type { Db, StockUnitRow, UnitPhotoTable } from '../db/schema';

export type UnitPhotoRow = Selectable<UnitPhotoTable>;

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

/** How many photos the unit has and the position after its last one. */
export async function photoCount(
  trx: Db,
  unitId: number,
): Promise<{ count: number; nextPosition: number }> {
  const row = await trx
    .selectFrom('unit_photos')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.max('position').as('last'),
    ])
    .where('unit_id', '=', unitId)
    .executeTakeFirst();
  const last = row?.last;
  return {
    count: Number(row?.count ?? 0),
    nextPosition: last === null || last === undefined ? 0 : Number(last) + 1,
  };
}

export async function insertPhoto(
  trx: Db,
  values: Omit<Insertable<UnitPhotoTable>, 'id'>,
): Promise<UnitPhotoRow> {
  return trx.insertInto('unit_photos').values(values).returningAll().executeTakeFirstOrThrow();
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
