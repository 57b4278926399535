/**
 * The cost of a bank plan as Argentine rules require it to be shown (Ley 24.240 art. 36;
 * BCRA Com. "A" 5853 point 4; Res. SC 51/2017): the instalment, the nominal rate (TNA), the
 * effective rate (TEA) and the total financial cost as an effective annual rate with IVA
 * (CFTEA), computed once here for the API, the reservation app, the emails and the console.
 *
 * Method (docs/decisions.md has two plans worked by hand):
 * - monthly periods; the monthly rate is TNA / 12 and TEA = (1 + TNA / 12)^12 − 1;
 * - French system: a constant instalment of principal and interest, computed in cents;
 *   each month's interest is the balance × the monthly rate, rounded to the cent, and the
 *   last instalment pays whatever balance is left, so the instalments minus the principal
 *   are exactly the interest of the schedule;
 * - the buyer's real cash flows: the principal received less the granting fee and its IVA
 *   at the start; each month the instalment, the IVA on its interest and the life
 *   insurance on the balance;
 * - CFTEA = (1 + r)^12 − 1, where r is the monthly rate that makes those flows worth zero
 *   (their internal rate of return).
 *
 * Rates in and out are percents; the published ones (TEA, CFTEA) are rounded to two
 * decimals, as the BCRA asks.
 */
import { formatLocale } from '../money';

export type CreditPlanCosts = {
  readonly months: number;
  /** Nominal annual rate (TNA), percent. */
  readonly annualRate: number;
  /** IVA on the interest, percent (21 for most lenders; 0 where none applies). */
  readonly interestVatRate: number;
  /** Charged once when the credit is granted, percent of the principal, plus 21 % IVA. */
  readonly grantingFeeRate: number;
  /** Life insurance, percent of the balance owed, every month. */
  readonly monthlyInsuranceRate: number;
  /** Only the French system is offered. */
  readonly system?: 'french';
};

/** The IVA on a lender's fees. */
export const feeVatRate = 21;

export type ScheduleRow = {
  readonly number: number;
  /** Balance owed before this instalment, in cents. */
  readonly balanceCents: number;
  readonly principalCents: number;
  readonly interestCents: number;
  /** principal + interest. */
  readonly instalmentCents: number;
  readonly vatCents: number;
  readonly insuranceCents: number;
  /** What the buyer pays this month: instalment + IVA + insurance. */
  readonly totalCents: number;
};

export type FinancingTerms = {
  /** Whole pesos financed. */
  readonly principal: number;
  readonly months: number;
  readonly tna: number;
  readonly tea: number;
  readonly cftea: number;
  readonly system: 'french';
  /** The first month's payment (instalment, IVA and insurance), whole pesos. */
  readonly firstInstalment: number;
  /** The average monthly payment, whole pesos. */
  readonly averageInstalment: number;
  /** The granting fee with its IVA, whole pesos, paid at the start. */
  readonly grantingFee: number;
  readonly totalInterest: number;
  readonly totalVat: number;
  readonly totalInsurance: number;
  /** Every payment: the instalments' totals and the granting fee, whole pesos. */
  readonly totalPayable: number;
  /** 'Sin interés' and 'tasa 0' may be said only when this holds (the CFTEA is 0). */
  readonly isInterestFree: boolean;
  readonly schedule: readonly ScheduleRow[];
};

function percent(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Rates are published with two decimals: the smallest positive one is 0,01 %. */
const smallestPublishedRate = 0.01;

function roundRate(value: number): number {
  return Math.round(value * 100) / 100;
}

/** TEA from TNA with monthly capitalization, percent, not rounded. */
export function teaFromTna(tna: number): number {
  return ((1 + percent(tna) / 100 / 12) ** 12 - 1) * 100;
}

/** The monthly rate at which `flows` (month 0 first) are worth zero; 0 when they add up to 0 or less. */
function monthlyIrr(flows: readonly number[]): number {
  const value = (rate: number) =>
    flows.reduce((total, flow, month) => total + flow / (1 + rate) ** month, 0);
  if (value(0) <= 0) return 0;
  let low = 0;
  let high = 1;
  while (value(high) > 0 && high < 1e6) high *= 2;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (value(middle) > 0) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
}

/** The schedule and every published figure of `plan` for `principal` pesos. */
export function financingTerms(plan: CreditPlanCosts, principal: number): FinancingTerms {
  const months = Math.max(1, Math.trunc(plan.months) || 1);
  const principalPesos = Math.max(0, Math.round(principal) || 0);
  const principalCents = principalPesos * 100;
  const monthlyRate = percent(plan.annualRate) / 100 / 12;
  const vatRate = percent(plan.interestVatRate) / 100;
  const insuranceRate = percent(plan.monthlyInsuranceRate) / 100;

  const level =
    monthlyRate === 0
      ? Math.round(principalCents / months)
      : Math.round((principalCents * monthlyRate) / (1 - (1 + monthlyRate) ** -months));

  const schedule: ScheduleRow[] = [];
  let balance = principalCents;
  for (let number = 1; number <= months; number += 1) {
    const interestCents = Math.round(balance * monthlyRate);
    const principalPart =
      number === months ? balance : Math.min(balance, Math.max(0, level - interestCents));
    const vatCents = Math.round(interestCents * vatRate);
    const insuranceCents = Math.round(balance * insuranceRate);
    const instalmentCents = principalPart + interestCents;
    schedule.push({
      number,
      balanceCents: balance,
      principalCents: principalPart,
      interestCents,
      instalmentCents,
      vatCents,
      insuranceCents,
      totalCents: instalmentCents + vatCents + insuranceCents,
    });
    balance -= principalPart;
  }

  const feeCents = Math.round((principalCents * percent(plan.grantingFeeRate)) / 100);
  const feeWithVatCents = feeCents + Math.round((feeCents * feeVatRate) / 100);
  const sum = (pick: (row: ScheduleRow) => number) =>
    schedule.reduce((total, row) => total + pick(row), 0);
  const paidCents = sum((row) => row.totalCents);

  const tna = roundRate(percent(plan.annualRate));
  const tea = roundRate(teaFromTna(tna));
  // Month 0: what the buyer receives (negative: the lender pays it); then what they pay.
  const flows = [-(principalCents - feeWithVatCents), ...schedule.map((row) => row.totalCents)];
  // The flows cost at least the interest alone, so the CFTEA is never below the TEA. A plan
  // that costs anything is never published at 0,00 % (nor called interest-free): a charge
  // too small for two decimals is published as the smallest rate they show, 0,01 %.
  const irr = monthlyIrr(flows);
  const cftea =
    paidCents + feeWithVatCents === principalCents
      ? 0
      : Math.max(tea, smallestPublishedRate, roundRate(((1 + irr) ** 12 - 1) * 100));

  return {
    principal: principalPesos,
    months,
    tna,
    tea,
    cftea,
    system: 'french',
    firstInstalment: Math.round((schedule[0]?.totalCents ?? 0) / 100),
    averageInstalment: Math.round(paidCents / months / 100),
    grantingFee: Math.round(feeWithVatCents / 100),
    totalInterest: Math.round(sum((row) => row.interestCents) / 100),
    totalVat: Math.round(sum((row) => row.vatCents) / 100),
    totalInsurance: Math.round(sum((row) => row.insuranceCents) / 100),
    totalPayable: Math.round((paidCents + feeWithVatCents) / 100),
    isInterestFree: cftea === 0,
    schedule,
  };
}

const rateFormat = new Intl.NumberFormat(formatLocale, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A rate as published: two decimals, Argentine comma, a no-break space: '45,90 %'. */
export function formatRate(value: number): string {
  return `${rateFormat.format(Number.isFinite(value) ? value : 0)}\u00a0%`;
}

const interestFreeClaim = /\b(tasa\s*0\s*%?|sin\s+inter[eé]s(es)?)/gi;

/**
 * BCRA Com. "A" 5853 point 4: 'tasa 0' and 'sin interés' only when the CFT is 0. A plan
 * name that claims it otherwise states its nominal rate instead ('Tasa 0 % 12 meses' →
 * 'TNA 0 % 12 meses').
 */
export function honestPlanName(
  name: string,
  terms: Pick<FinancingTerms, 'isInterestFree'>,
): string {
  if (terms.isInterestFree) return name;
  return name.replace(interestFreeClaim, 'TNA 0 %').replace(/TNA 0 %\s*%/g, 'TNA 0 %');
}
