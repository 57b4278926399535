/** The brands' saving plans (`saving_plans`). */
import type { Db } from '../db/schema';

/** The brand's saving plans in their display order, narrowed to a family or one plan. */
export function brandSavingPlans(
  db: Db,
  brandId: number,
  filter: { familyId?: number; id?: number },
) {
  let query = db.selectFrom('saving_plans').selectAll().where('brand_id', '=', brandId);
  if (filter.familyId !== undefined) query = query.where('family_id', '=', filter.familyId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  return query.orderBy('position').execute();
}
