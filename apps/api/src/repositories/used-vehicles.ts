/** The used-vehicle catalogue a trade-in is valued from (`used_brands`, `used_models`, `used_versions`). */
import type { Db } from '../db/schema';

export function usedBrands(db: Db) {
  return db.selectFrom('used_brands').select(['id', 'name']).orderBy('position').execute();
}

export function usedModels(db: Db, brandId: number) {
  return db
    .selectFrom('used_models')
    .select('name')
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .execute();
}

export function usedVersions(db: Db, brandId: number, model: string) {
  return db
    .selectFrom('used_versions')
    .select(['description', 'codia'])
    .where('brand_id', '=', brandId)
    .where('model', '=', model)
    .orderBy('position')
    .execute();
}

/** The version with this codia, with its brand's name and its 0 km value. */
export function usedVersion(db: Db, codia: string) {
  return db
    .selectFrom('used_versions')
    .innerJoin('used_brands', 'used_brands.id', 'used_versions.brand_id')
    .select([
      'used_versions.codia',
      'used_versions.description',
      'used_versions.model',
      'used_versions.base_value',
      'used_versions.launch_year',
      'used_brands.name as brand',
    ])
    .where('used_versions.codia', '=', codia)
    .executeTakeFirst();
}
