/** The promotion codes (`promotions`); how many operations hold one is repositories/operations. */
import type { Updateable } from 'kysely';
import type { Db, PromotionTable } from '../db/schema';

/**
 * The promotion with this (normalized) code. `lock` (PostgreSQL, inside a write
 * transaction) locks its row until the transaction ends.
 */
export function promotionByCode(db: Db, code: string, lock = false) {
  const query = db.selectFrom('promotions').selectAll().where('code', '=', code);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The promotions a buyer may be offered without typing their code, by code. */
export function discoverablePromotions(db: Db) {
  return db
    .selectFrom('promotions')
    .selectAll()
    .where('discoverable', '=', 1)
    .orderBy('code')
    .execute();
}

/** Every promotion, by code. */
export function allPromotions(db: Db) {
  return db.selectFrom('promotions').selectAll().orderBy('code').execute();
}

/** Writes a promotion's dates and unit cap. */
export async function updatePromotionLimits(
  trx: Db,
  code: string,
  values: Pick<Updateable<PromotionTable>, 'valid_from' | 'valid_until' | 'units'>,
): Promise<void> {
  await trx.updateTable('promotions').set(values).where('code', '=', code).execute();
}
