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
  withdrawalDeadline,
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

/** Disclosure fields a server that computes them adds to units and operation amounts. */
type WirePriceFields = {
  readonly final_price?: number | null;
  readonly final_price_ars?: number | null;
  readonly price_without_national_taxes?: number | null;
  readonly price_without_national_taxes_ars?: number | null;
  readonly iva_rate?: number | null;
  readonly internal_tax_rate?: number | null;
};

function numberOrNull(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

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
  const stock = state.vehicle.stock as typeof state.vehicle.stock & WirePriceFields;
  const codeDiscount = selectPromotionDiscount(state);
  const rate = selectUsdRate(state);
  const computed = unitPriceDisclosure(stock, taxRatesOf(stock), rate ?? 0, codeDiscount);
  const wire: WirePriceFields = codeDiscount > 0 ? {} : stock;
  const finalPrice = numberOrNull(wire.final_price) ?? computed.finalPrice;
  return {
    currency: computed.currency,
    finalPrice,
    finalPriceArs:
      computed.currency === 'ars'
        ? finalPrice
        : (numberOrNull(wire.final_price_ars) ?? inPesos(finalPrice, 'usd', rate)),
    withoutNationalTaxesArs:
      numberOrNull(wire.price_without_national_taxes_ars) ??
      inPesos(computed.withoutNationalTaxes, computed.currency, rate),
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
  const stored = (operation.amounts ?? {}) as WirePriceFields;
  const wire: WirePriceFields =
    amounts.promotionDiscount === operation.promotion.discount ? stored : {};
  // The snapshot's vehicle price after its discounts: the full price less registration and delivery.
  const computed = unitPriceDisclosure(
    {
      price: vehicle.fullprice - vehicle.license_cost - vehicle.preparation_cost,
      license_cost: vehicle.license_cost,
      preparation_cost: vehicle.preparation_cost,
      currency,
    },
    taxRatesOf(vehicle as typeof vehicle & WirePriceFields),
    operation.usd_rate,
    amounts.promotionDiscount,
  );
  const withoutTaxes =
    numberOrNull(wire.price_without_national_taxes) ?? computed.withoutNationalTaxes;
  return {
    currency,
    finalPrice: amounts.promotionPrice,
    finalPriceArs:
      numberOrNull(wire.final_price_ars) ??
      inPesos(amounts.promotionPrice, currency, operation.usd_rate),
    withoutNationalTaxesArs:
      numberOrNull(wire.price_without_national_taxes_ars) ??
      inPesos(withoutTaxes, currency, operation.usd_rate),
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

/** Cost fields /credit/find adds to a plan (servers that do not compute them send none). */
type WirePlanCosts = {
  readonly available?: boolean;
  readonly financed_amount?: number | null;
  readonly tna?: number | null;
  readonly tea?: number | null;
  readonly cftea?: number | null;
  readonly first_installment?: number | null;
  readonly total_payable?: number | null;
  readonly granting_fee?: number | null;
  readonly interest_vat_rate?: number | null;
  readonly granting_fee_rate?: number | null;
  readonly monthly_insurance_rate?: number | null;
};

/**
 * spec 4: whether a listed plan can finance the amount asked for. A plan the server lists
 * as not available (its maximum is below the amount) is still choosable: choosing it
 * finances its maximum.
 */
export function isPlanAvailableFor(plan: CreditPlan, amount: number): boolean {
  const wire = plan as CreditPlan & WirePlanCosts;
  if (wire.available === false) return false;
  return amount > 0 && amount >= plan.financed_min && amount <= plan.financed_max;
}

/** The amount a plan finances when chosen for `amount`: the amount, or its maximum when it cannot. */
export function planFinancedAmount(plan: CreditPlan, amount: number): number {
  return isPlanAvailableFor(plan, amount) ? amount : plan.financed_max;
}

/**
 * A plan's terms for `amount` pesos: the server's figures when they are for that amount,
 * else `financingTerms` from the plan's rates. null when the server sends no rates.
 */
export function creditPlanTerms(plan: CreditPlan, amount: number): CreditTermsFigures | null {
  const wire = plan as CreditPlan & WirePlanCosts;
  const tna = numberOrNull(wire.tna);
  if (tna === null) return null;
  const terms = financingTerms(
    {
      months: plan.months,
      annualRate: tna,
      interestVatRate: numberOrNull(wire.interest_vat_rate) ?? 0,
      grantingFeeRate: numberOrNull(wire.granting_fee_rate) ?? 0,
      monthlyInsuranceRate: numberOrNull(wire.monthly_insurance_rate) ?? 0,
    },
    amount,
  );
  const isWireForAmount =
    numberOrNull(wire.financed_amount) === amount &&
    numberOrNull(wire.cftea) !== null &&
    numberOrNull(wire.first_installment) !== null;
  const cftea = isWireForAmount ? (wire.cftea as number) : terms.cftea;
  return {
    planName: honestPlanName(plan.name, { isInterestFree: cftea === 0 }),
    bank: plan.bank || null,
    amount,
    months: plan.months,
    instalment: isWireForAmount ? (wire.first_installment as number) : terms.firstInstalment,
    tna,
    tea: isWireForAmount ? (numberOrNull(wire.tea) ?? terms.tea) : terms.tea,
    cftea,
    totalPayable: isWireForAmount
      ? (numberOrNull(wire.total_payable) ?? terms.totalPayable)
      : terms.totalPayable,
    grantingFee: isWireForAmount
      ? (numberOrNull(wire.granting_fee) ?? terms.grantingFee)
      : terms.grantingFee,
  };
}

/** The credit's cost fields an operation carries from servers that compute them. */
type WireOperationCredit = {
  readonly credit_tna?: number | null;
  readonly credit_tea?: number | null;
  readonly credit_cftea?: number | null;
  readonly credit_total_payable?: number | null;
  readonly credit_first_installment?: number | null;
};

/**
 * The chosen credit's terms: as the operation stores them, else from the chosen or listed
 * plan's rates for the stored amount. null without a credit or without its rates.
 */
export const selectCreditTerms = memoizeByState((state): CreditTermsFigures | null => {
  const operation = state.operation as (Operation & WireOperationCredit) | null;
  if (!operation || operation.credit_id === null) return null;
  const name = operation.credit_name ?? '';
  const tna = numberOrNull(operation.credit_tna);
  const tea = numberOrNull(operation.credit_tea);
  const cftea = numberOrNull(operation.credit_cftea);
  const first = numberOrNull(operation.credit_first_installment);
  const { chosen, plans } = state.credit;
  const plan =
    chosen?.id === operation.credit_id
      ? chosen
      : plans.status === 'loaded'
        ? (plans.plans.find((candidate) => candidate.id === operation.credit_id) ?? null)
        : null;
  if (tna !== null && tea !== null && cftea !== null && first !== null) {
    return {
      planName: honestPlanName(name, { isInterestFree: cftea === 0 }),
      bank: plan?.bank ?? null,
      amount: operation.credit_amount,
      months: operation.credit_installments,
      instalment: first,
      tna,
      tea,
      cftea,
      totalPayable: numberOrNull(operation.credit_total_payable),
      grantingFee: null,
    };
  }
  return plan ? creditPlanTerms(plan, operation.credit_amount) : null;
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
 * Res. 424/2020: the end of the 10-calendar-day withdrawal right of a paid deposit: the
 * server's `withdrawal_until`, else computed from the payment; null before a payment.
 */
export function selectWithdrawalUntil(state: State): string | null {
  const transaction = state.operation?.purchase.transaction as
    | (Operation['purchase']['transaction'] & { readonly withdrawal_until?: string | null })
    | undefined;
  if (!transaction) return null;
  if (transaction.withdrawal_until) return transaction.withdrawal_until;
  return transaction.paid_at ? withdrawalDeadline(transaction.paid_at) || null : null;
}
