/** The brands' model families and their versions (`families`, `subfamilies`). */
import type { Db } from '../db/schema';

/** The brand's families in their display order. */
export function brandFamilies(db: Db, brandId: number) {
  return db
    .selectFrom('families')
    .selectAll()
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .execute();
}

/** The brand's priced versions with their tax rates, cheapest first (ties by id). */
export function pricedVersions(db: Db, brandId: number) {
  return db
    .selectFrom('subfamilies')
    .select(['family_id', 'price', 'iva_rate', 'internal_tax_rate'])
    .where('brand_id', '=', brandId)
    .where('price', 'is not', null)
    .orderBy('price')
    .orderBy('id')
    .execute();
}

/** The brand's versions in their display order, narrowed to a family or one version. */
export function brandVersions(db: Db, brandId: number, filter: { familyId?: number; id?: number }) {
  let query = db.selectFrom('subfamilies').selectAll().where('brand_id', '=', brandId);
  if (filter.familyId !== undefined) query = query.where('family_id', '=', filter.familyId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  return query.orderBy('position').execute();
}

/** The families (of any brand) whose key is `familyKey`. */
export function familiesWithKey(db: Db, familyKey: string) {
  return db
    .selectFrom('families')
    .select(['brand_id', 'family'])
    .where('family_key', '=', familyKey)
    .execute();
}

/** The brand's family with this id, if any. */
export function brandFamily(db: Db, brandId: number, id: number) {
  return db
    .selectFrom('families')
    .select(['id', 'brand_id', 'family'])
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}
