/**
 * The dealership's settings: the global ones (`settings`, a text value per key) and each
 * brand's (`brand_settings`).
 */
import type { Db } from '../db/schema';

/** The stored text of a global setting, if any. */
export async function settingValue(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Every brand's settings row, in brand order. */
export function brandSettings(db: Db) {
  return db.selectFrom('brand_settings').selectAll().orderBy('brand_id').execute();
}

/** Sets the brand's deposit (its settings row created when it has none). */
export async function setBookingPrice(
  trx: Db,
  brandId: number,
  price: number | null,
): Promise<void> {
  await trx
    .insertInto('brand_settings')
    .values({ brand_id: brandId, booking_price: price })
    .onConflict((conflict) => conflict.column('brand_id').doUpdateSet({ booking_price: price }))
    .execute();
}

/** Sets a global setting's text (the row created when there is none). */
export async function setSetting(trx: Db, key: string, value: string): Promise<void> {
  await trx
    .insertInto('settings')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
