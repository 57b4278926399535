/** spec 7.1 credits: the brand's credit plans for a loan, each with its published figures. */
import type { creditPlanSchema } from '@territorio/api-client';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { brandPlansReaching } from '../../repositories/credit-plans';
import { planTerms } from '../pricing/credit-terms';

export type CreditPlanWire = z.input<typeof creditPlanSchema>;

/**
 * spec 7.1 credits: the brand's plans whose financed_min the loan reaches. spec 4: a plan
 * whose financed_max is below the loan is listed too, `available: false`, with its figures
 * for financed_max (what choosing it finances). avg_installment is the average monthly
 * payment (instalment, IVA on interest, insurance) of `financingTerms`.
 */
export async function creditPlans(
  db: Db,
  brandId: number,
  loanAmount: number,
): Promise<CreditPlanWire[]> {
  const rows = await brandPlansReaching(db, brandId, loanAmount);
  return rows.map((plan) => {
    const available = loanAmount <= plan.financed_max;
    const financed = available ? loanAmount : plan.financed_max;
    const terms = planTerms(plan, financed);
    return {
      id: plan.id,
      name: plan.name,
      months: plan.months,
      avg_installment: terms.averageInstalment,
      financed_min: plan.financed_min,
      financed_max: plan.financed_max,
      bank: plan.bank,
      available,
      financed_amount: financed,
      tna: terms.tna,
      tea: terms.tea,
      cftea: terms.cftea,
      interest_vat_rate: plan.interest_vat_rate,
      granting_fee_rate: plan.granting_fee_rate,
      monthly_insurance_rate: plan.monthly_insurance_rate,
      system: terms.system,
      first_installment: terms.firstInstalment,
      total_payable: terms.totalPayable,
      granting_fee: terms.grantingFee,
    };
  });
}
