import type { SeedCreditPlan } from './types';

/**
 * Average monthly instalment of a credit plan for a loan (French system, fixed instalment),
 * rounded to whole pesos. A plan with annual_rate 0 divides the loan evenly.
 */
export function creditInstallment(
  plan: Pick<SeedCreditPlan, 'annual_rate' | 'months'>,
  loanAmount: number,
): number {
  const monthlyRate = plan.annual_rate / 100 / 12;
  if (monthlyRate === 0) return Math.round(loanAmount / plan.months);
  const factor = monthlyRate / (1 - (1 + monthlyRate) ** -plan.months);
  return Math.round(loanAmount * factor);
}

/** The plans /credit/find answers for a brand and a loan amount (fewer as the amount grows). */
export function creditPlansFor(
  plans: readonly SeedCreditPlan[],
  brandId: number,
  loanAmount: number,
): SeedCreditPlan[] {
  return plans.filter(
    (plan) =>
      (plan.brand_ids as readonly number[]).includes(brandId) &&
      loanAmount >= plan.financed_min &&
      loanAmount <= plan.financed_max,
  );
}
