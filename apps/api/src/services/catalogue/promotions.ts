/**
 * Promotion codes (spec 7.1 promotion and discover): a code applies to a unit when its
 * brand, family and chassis match, the Argentine day is within its dates, and fewer than
 * `units` live operations hold it.
 */
import { isCurrent, type promotionSchema } from '@territorio/api-client';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, PromotionTable } from '../../db/schema';
import { promotionUses } from '../../repositories/operations';
import { discoverablePromotions, promotionByCode } from '../../repositories/promotions';
import { familyKey } from '../text';

type PromotionWire = z.input<typeof promotionSchema>;

type PromotionScope = {
  brandId: number;
  family: string;
  chassis: string;
  /** The Argentine day (`businessToday`). */
  today: string;
  /** The operation asking: its own hold of the code does not count against `units`. */
  operationCode?: string;
};

function promotionApplies(promotion: Selectable<PromotionTable>, scope: PromotionScope): boolean {
  return (
    (promotion.brand_id === null || promotion.brand_id === scope.brandId) &&
    (promotion.family_key === null || promotion.family_key === familyKey(scope.family)) &&
    (promotion.chassis === null ||
      promotion.chassis.toUpperCase() === scope.chassis.toUpperCase()) &&
    isCurrent(promotion, scope.today)
  );
}

async function hasUnitsLeft(
  db: Db,
  promotion: Selectable<PromotionTable>,
  scope: PromotionScope,
): Promise<boolean> {
  return (
    promotion.units === null ||
    (await promotionUses(db, promotion.code, scope.operationCode)) < promotion.units
  );
}

export function promotionWire(promotion: Selectable<PromotionTable>): PromotionWire {
  return {
    code: promotion.code,
    name: promotion.name,
    money_discount: promotion.money_discount,
    percentage_discount: promotion.percentage_discount,
    valid_from: promotion.valid_from,
    valid_until: promotion.valid_until,
    units: promotion.units,
  };
}

/**
 * The promotion of a code when it applies to the unit (brand, family, chassis), the day is
 * within its dates and it has units left. `lock` (PostgreSQL, inside a write transaction)
 * locks the promotion's row, so two operations never take its last unit at once (SQLite's
 * write transaction already serialises them).
 */
export async function promotionForCode(db: Db, code: string, scope: PromotionScope, lock = false) {
  const promotion = await promotionByCode(db, code.trim().toUpperCase(), lock);
  if (!promotion || !promotionApplies(promotion, scope)) return undefined;
  return (await hasUnitsLeft(db, promotion, scope)) ? promotion : undefined;
}

/** spec 7.1 discover: the best discoverable promotion for the unit, if any. */
export async function discoverPromotion(db: Db, scope: PromotionScope) {
  for (const promotion of await discoverablePromotions(db)) {
    if (promotionApplies(promotion, scope) && (await hasUnitsLeft(db, promotion, scope))) {
      return promotion;
    }
  }
  return undefined;
}
