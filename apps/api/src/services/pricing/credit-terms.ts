/** What a stored credit plan costs (BCRA Com. "A" 5853): its schedule and published rates. */
import { financingTerms, type FinancingTerms } from '@territorio/api-client';
import type { Selectable } from 'kysely';
import type { CreditPlanTable } from '../../db/schema';

/** A stored plan's schedule and published figures for `principal` pesos (rules package). */
export function planTerms(plan: Selectable<CreditPlanTable>, principal: number): FinancingTerms {
  return financingTerms(
    {
      months: plan.months,
      annualRate: plan.annual_rate,
      interestVatRate: plan.interest_vat_rate,
      grantingFeeRate: plan.granting_fee_rate,
      monthlyInsuranceRate: plan.monthly_insurance_rate,
      system: plan.system,
    },
    principal,
  );
}
