/**
 * The figures Argentine consumer rules ask the reservation's screens to show (docs/decisions.md
 * "Prices as Argentine consumer rules require"), chosen from the wire when the server sends
 * them and otherwise computed with the same rules functions the server uses
 * (`@territorio/api-client` `rules/disclosure.ts`, `rules/financing.ts`): a screen never
 * computes a price itself.
 */
import {
  dollarsToPesos,
  financingTerms,
  honestPlanName,
  taxRatesOf,
  unitPriceDisclosure,
} from '@territorio/api-client/core';
import type { CreditPlan, Operation, SettledAmounts } from '@territorio/api-client/core';
import { currencyOfOperation, pesosInOperationCurrency } from './money';
import { selectOperationAmounts, selectPromotionDiscount, selectUsdRate } from './selectors';
import { memoizeByState } from './memo';
import type { DealershipFlowData } from './state';

type State = DealershipFlowData;

// ------------------------------------------------------------------ prices

/** A price as Res. SIyC 4/2025 asks for it: the final total in pesos and without national taxes. */
export type PriceFigures = {
  readonly currency: 'ars' | 'usd';
  /** The final price in the unit's currency; null while unknown. */
  readonly finalPrice: number | null;
  /** The final price in pesos: itself on a peso unit, at the rate on a dollar unit; null without one. */
  readonly finalPriceArs: number | null;
  /** The final price without national taxes, in pesos; null without a rate. */
  readonly withoutNationalTaxesArs: number | null;
};

/** The disclosure figures the wire adds to stock units and operation amounts (null when unknown). */
type WirePriceFields = {
  readonly final_price?: number | null;
  readonly final_price_ars?: number | null;
  readonly price_without_national_taxes?: number | null;
  readonly price_without_national_taxes_ars?: number | null;
};

/** The peso figure of an amount in `currency` at `usdRate`; null on a dollar unit without a rate. */
function inPesos(amount: number, currency: 'ars' | 'usd', usdRate: number | null): number | null {
  return currency === 'ars' ? amount : dollarsToPesos(amount, usdRate ?? 0);
}

/**
 * The confirmation's price: the loaded unit's final price (less a discount code once
 * checked), without national taxes, in pesos at today's rate on a dollar unit. The wire's
 * figures are the unit's without a code; with one they are computed by the same rule.
 */
export const selectUnitPriceFigures = memoizeByState((state): PriceFigures | null => {
  if (state.vehicle.status !== 'loaded') return null;
  const { stock } = state.vehicle;
  const codeDiscount = selectPromotionDiscount(state);
  const rate = selectUsdRate(state);
  const computed = unitPriceDisclosure(stock, taxRatesOf(stock), rate ?? 0, codeDiscount);
  const wire: WirePriceFields = codeDiscount > 0 ? {} : stock;
  const finalPrice = wire.final_price ?? computed.finalPrice;
  const withoutTaxes = wire.price_without_national_taxes ?? computed.withoutNationalTaxes;
  return {
    currency: computed.currency,
    finalPrice,
    finalPriceArs: wire.final_price_ars ?? inPesos(finalPrice, computed.currency, rate),
    withoutNationalTaxesArs:
      wire.price_without_national_taxes_ars ?? inPesos(withoutTaxes, computed.currency, rate),
  };
});

/**
 * An operation's price: its final price (after the code) in its currency, in pesos at the
 * operation's own rate, and without national taxes. `amounts` are the working settlement;
 * the stored wire's disclosure figures are used while the discount is the stored one.
 */
export function operationPriceFigures(
  operation: Operation,
  amounts: Pick<SettledAmounts, 'promotionPrice' | 'promotionDiscount'>,
): PriceFigures {
  const currency = currencyOfOperation(operation);
  const { vehicle } = operation.purchase;
  // An operation from a server that sends no `amounts` reads as one without its figures.
  const wire: WirePriceFields =
    amounts.promotionDiscount === operation.promotion.discount ? (operation.amounts ?? {}) : {};
  // The snapshot's vehicle price after its discounts: the full price less registration and delivery.
  const computed = unitPriceDisclosure(
    {
      price: vehicle.fullprice - vehicle.license_cost - vehicle.preparation_cost,
      license_cost: vehicle.license_cost,
      preparation_cost: vehicle.preparation_cost,
      currency,
    },
    taxRatesOf(vehicle),
    operation.usd_rate,
    amounts.promotionDiscount,
  );
  const withoutTaxes = wire.price_without_national_taxes ?? computed.withoutNationalTaxes;
  return {
    currency,
    finalPrice: amounts.promotionPrice,
    finalPriceArs:
      wire.final_price_ars ?? inPesos(amounts.promotionPrice, currency, operation.usd_rate),
    withoutNationalTaxesArs:
      wire.price_without_national_taxes_ars ?? inPesos(withoutTaxes, currency, operation.usd_rate),
  };
}

/** The working operation's price figures; null before there is an operation. */
export const selectOperationPriceFigures = memoizeByState((state): PriceFigures | null => {
  const amounts = selectOperationAmounts(state);
  return state.operation && amounts ? operationPriceFigures(state.operation, amounts) : null;
});

// ------------------------------------------------------------------ financing

/** What a bank plan costs as Ley 24.240 art. 36 and BCRA Com. "A" 5853 ask it to be shown. */
export type CreditTermsFigures = {
  /** The plan's name, never claiming 'tasa 0' or 'sin interés' unless its CFTEA is 0. */
  readonly planName: string;
  readonly bank: string | null;
  /** Pesos financed. */
  readonly amount: number;
  readonly months: number;
  /** The first month's payment (instalment, IVA on interest, insurance), pesos. */
  readonly instalment: number;
  readonly tna: number;
  readonly tea: number;
  readonly cftea: number;
  /** Every payment plus the granting fee, pesos; null when the server did not say. */
  readonly totalPayable: number | null;
  /** The granting fee with its IVA, pesos; null when the server did not say. */
  readonly grantingFee: number | null;
};

/**
 * spec 4: whether a listed plan can finance the amount asked for. A plan the server lists
 * as not available (its maximum is below the amount) is still choosable: choosing it
 * finances its maximum.
 */
export function isPlanAvailableFor(plan: CreditPlan, amount: number): boolean {
  if (!plan.available) return false;
  return amount > 0 && amount >= plan.financed_min && amount <= plan.financed_max;
}

/** The amount a plan finances when chosen for `amount`: the amount, or its maximum when it cannot. */
export function planFinancedAmount(plan: CreditPlan, amount: number): number {
  return isPlanAvailableFor(plan, amount) ? amount : plan.financed_max;
}

/**
 * A plan's terms for `amount` pesos: the server's figures when they are for that amount,
 * else `financingTerms` from the plan's rates (the amount the chosen credit was capped to).
 * null when the server sends no rates.
 */
export function creditPlanTerms(plan: CreditPlan, amount: number): CreditTermsFigures | null {
  const { tna } = plan;
  if (tna === null) return null;
  if (
    plan.financed_amount === amount &&
    plan.tea !== null &&
    plan.cftea !== null &&
    plan.first_installment !== null
  ) {
    return {
      planName: honestPlanName(plan.name, { isInterestFree: plan.cftea === 0 }),
      bank: plan.bank || null,
      amount,
      months: plan.months,
      instalment: plan.first_installment,
      tna,
      tea: plan.tea,
      cftea: plan.cftea,
      totalPayable: plan.total_payable,
      grantingFee: plan.granting_fee,
    };
  }
  const terms = financingTerms(
    {
      months: plan.months,
      annualRate: tna,
      interestVatRate: plan.interest_vat_rate ?? 0,
      grantingFeeRate: plan.granting_fee_rate ?? 0,
      monthlyInsuranceRate: plan.monthly_insurance_rate ?? 0,
    },
    amount,
  );
  return {
    planName: honestPlanName(plan.name, { isInterestFree: terms.cftea === 0 }),
    bank: plan.bank || null,
    amount,
    months: plan.months,
    instalment: terms.firstInstalment,
    tna,
    tea: terms.tea,
    cftea: terms.cftea,
    totalPayable: terms.totalPayable,
    grantingFee: terms.grantingFee,
  };
}

/**
 * The chosen credit's terms as the operation stores them (the server computes them for the
 * financed amount). The bank, and the granting fee when the plan's figures are for the same
 * amount, come from the chosen or listed plan. null without a credit or its terms.
 */
export const selectCreditTerms = memoizeByState((state): CreditTermsFigures | null => {
  const operation = state.operation;
  if (!operation || operation.credit_id === null) return null;
  const {
    credit_tna: tna,
    credit_tea: tea,
    credit_cftea: cftea,
    credit_first_installment: instalment,
  } = operation;
  if (tna === null || tea === null || cftea === null || instalment === null) return null;
  const { chosen, plans } = state.credit;
  const plan =
    chosen?.id === operation.credit_id
      ? chosen
      : plans.status === 'loaded'
        ? (plans.plans.find((candidate) => candidate.id === operation.credit_id) ?? null)
        : null;
  return {
    planName: honestPlanName(operation.credit_name ?? '', { isInterestFree: cftea === 0 }),
    bank: plan?.bank || null,
    amount: operation.credit_amount,
    months: operation.credit_installments,
    instalment,
    tna,
    tea,
    cftea,
    totalPayable: operation.credit_total_payable,
    grantingFee:
      plan !== null && plan.financed_amount === operation.credit_amount ? plan.granting_fee : null,
  };
});

/** The cash price a credit's terms are told against (Res. SIyC 4/2025), in pesos; null without a rate. */
export function selectCashPriceArs(state: State): number | null {
  return selectOperationPriceFigures(state)?.finalPriceArs ?? null;
}

// ------------------------------------------------------------------ deposit

/** How the paid deposit counts toward the price, in the operation's currency. */
export type DepositSettlement = {
  /** The deposit paid, in pesos (the card is charged in pesos). */
  readonly deposit: number;
  /** The deposit in the operation's currency; null on a dollar unit without a rate. */
  readonly depositInCurrency: number | null;
  /**
   * What remains to pay at the dealership beside trade-ins and credit: the cash (and any
   * balance still pending) less the deposit, never below 0; null without a rate.
   */
  readonly dueAtDealership: number | null;
};

/** The deposit's share of the payment: it counts toward the price (DECISIONS refund promise). */
export function depositSettlement(
  amounts: Pick<SettledAmounts, 'cash' | 'pending'>,
  deposit: number,
  depositInCurrency: number | null,
): DepositSettlement {
  return {
    deposit,
    depositInCurrency,
    dueAtDealership:
      depositInCurrency === null
        ? null
        : Math.max(0, amounts.cash + Math.max(0, amounts.pending) - depositInCurrency),
  };
}

/** The deposit paid (approved or in process) and what remains at the dealership; else null. */
export const selectDepositSettlement = memoizeByState((state): DepositSettlement | null => {
  const operation = state.operation;
  const amounts = selectOperationAmounts(state);
  if (!operation || !amounts) return null;
  const { transaction } = operation.purchase;
  if (!['approved', 'pending', 'in_process'].includes(transaction.status)) return null;
  const deposit = transaction.amount ?? operation.booking_price;
  return depositSettlement(amounts, deposit, pesosInOperationCurrency(operation, deposit));
});

// ------------------------------------------------------------------ withdrawal

/**
 * Res. 424/2020: the end of the 10-calendar-day withdrawal right of a paid deposit, as the
 * server computes it (`withdrawalDeadline`) once the payment is approved; null before, and
 * from a server that does not say (a pending payment's `paid_at` starts no right).
 */
export function selectWithdrawalUntil(state: State): string | null {
  return state.operation?.purchase.transaction.withdrawal_until ?? null;
}
