/** The credit plans and the brands each one serves (`credit_plans`, `credit_plan_brands`). */
import type { Db } from '../db/schema';

function brandPlans(db: Db, brandId: number) {
  return db
    .selectFrom('credit_plans')
    .innerJoin('credit_plan_brands', 'credit_plan_brands.credit_plan_id', 'credit_plans.id')
    .selectAll('credit_plans')
    .where('credit_plan_brands.brand_id', '=', brandId);
}

/** The brand's plans whose financed_min `loanAmount` reaches, by months then id. */
export function brandPlansReaching(db: Db, brandId: number, loanAmount: number) {
  return brandPlans(db, brandId)
    .where('credit_plans.financed_min', '<=', loanAmount)
    .orderBy('credit_plans.months')
    .orderBy('credit_plans.id')
    .execute();
}

/** The brand's plan with this id, if the plan serves the brand. */
export function brandPlan(db: Db, brandId: number, id: number) {
  return brandPlans(db, brandId).where('credit_plans.id', '=', id).executeTakeFirst();
}
