/** spec 7.1 saving plans: the brand's plans, as the contract has them. */
import type { savingPlanSchema } from '@territorio/api-client';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { brandSavingPlans } from '../../repositories/saving-plans';

type SavingPlanWire = z.input<typeof savingPlanSchema>;

export async function listSavingPlans(
  db: Db,
  brandId: number,
  filter: { familyId?: number; id?: number },
): Promise<SavingPlanWire[]> {
  const rows = await brandSavingPlans(db, brandId, filter);
  return rows.map(({ position: _position, ...plan }) => ({
    ...plan,
    brand_id: plan.brand_id as SavingPlanWire['brand_id'],
    provider: plan.provider as SavingPlanWire['provider'],
  }));
}
