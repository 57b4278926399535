/**
 * spec 7.1 credits, the intranet's read: the brand's plans for a loan
 * (services/catalogue/credit-plans.ts `creditPlans`). When the loan names one of the
 * brand's stock units, nobody finances more than its full price in pesos (a dollar unit's
 * price converted at the current rate): a loan over it, or a dollar unit while there is no
 * rate, gets no plan at all.
 */
import { businessToday, operationCurrency, operationCurrencyToPesos } from '@territorio/api-client';
import { brandUnit } from '../repositories/stock';
import { creditPlans, type CreditPlanWire } from './catalogue/credit-plans';
import type { AppContext } from './context';
import { usdRateOf } from './pricing/rates';
import { vehicleSnapshot } from './pricing/unit';

export async function creditOffers(
  context: AppContext,
  brandId: number,
  loanAmount: number,
  unitId?: number,
): Promise<CreditPlanWire[]> {
  const db = context.store.db;
  const unit = unitId === undefined ? undefined : await brandUnit(db, unitId, brandId);
  if (unit) {
    const ceiling = operationCurrencyToPesos(
      vehicleSnapshot(unit, businessToday()).fullprice,
      operationCurrency(unit.currency),
      await usdRateOf(context),
    );
    if (ceiling === null || loanAmount > ceiling) return [];
  }
  return creditPlans(db, brandId, loanAmount);
}
