/**
 * The operation's money as the buyer sees it and as the server stores it: one settlement
 * (api-client `settleOperationMoney`) applied to the operation the flow is about to send.
 * An update carries the settled amounts, so the server, which settles every update again
 * with the same function, stores exactly the figures the screens showed.
 */
import {
  amountsWire,
  operationPriceDisclosure,
  canConvertPesos,
  isDollarCurrency,
  keptAmount,
  operationCurrency,
  operationCurrencyToPesos,
  pesosToOperationCurrency,
  settleOperationMoney,
} from '@territorio/api-client/core';
import type {
  CreditPlan,
  MoneySettlement,
  Operation,
  OperationCurrency,
  OperationMoneyInput,
} from '@territorio/api-client/core';

/** A credit plan's limits, in pesos. */
export type CreditLimits = { readonly min: number; readonly max: number };

export function creditLimitsOf(
  plan: Pick<CreditPlan, 'financed_min' | 'financed_max'>,
): CreditLimits {
  return { min: plan.financed_min, max: plan.financed_max };
}

/** The currency of an operation's amounts: its unit's (DECISIONS "Money on dollar-priced units"). */
export function currencyOfOperation(operation: Operation): OperationCurrency {
  return operation.currency === 'usd' || isDollarCurrency(operation.purchase.vehicle.currency)
    ? 'usd'
    : operationCurrency(operation.purchase.vehicle.currency);
}

/**
 * What settles an operation: its choices. `credit` limits are the chosen plan's when known;
 * otherwise the stored amount is its own ceiling (it already passed the plan's maximum when
 * it was stored) and the server alone can tell a plan minimum. `stored` is the copy the
 * change is based on: of cash and credit, the one the buyer did not change keeps its
 * amount when both do not fit (api-client `keptAmount`, as the server decides it).
 */
export function operationMoneyInput(
  operation: Operation,
  creditLimits: CreditLimits | null,
  stored: Operation | null = null,
): OperationMoneyInput {
  return {
    keep: stored
      ? keptAmount(
          {
            cash: stored.cash_amount,
            creditAmount: stored.credit_amount,
            creditId: stored.credit_id,
          },
          {
            cash: operation.cash_amount,
            creditAmount: operation.credit_id === null ? 0 : operation.credit_amount,
            creditId: operation.credit_id,
          },
        )
      : 'credit',
    currency: currencyOfOperation(operation),
    usdRate: operation.usd_rate,
    fullPrice: operation.purchase.vehicle.fullprice,
    promotionDiscount: operation.promotion.discount,
    cash: operation.cash_amount,
    usedVehicles: operation.used_vehicles,
    credit:
      operation.credit_id === null
        ? null
        : {
            amount: operation.credit_amount,
            name: operation.credit_name ?? '',
            min: creditLimits?.min ?? 0,
            max: creditLimits?.max ?? operation.credit_amount,
          },
  };
}

export type SettledOperation = {
  /** The operation with its settled amounts: what an update sends and the server stores. */
  readonly operation: Operation;
  readonly settlement: MoneySettlement;
};

/**
 * Settles an operation's money and writes the result back on it: cash and credit after
 * their caps, the discount code's price, the pending amount and the `amounts` block.
 */
export function settleOperation(
  operation: Operation,
  creditLimits: CreditLimits | null,
  stored: Operation | null = null,
): SettledOperation {
  const settlement = settleOperationMoney(operationMoneyInput(operation, creditLimits, stored));
  const { amounts } = settlement;
  return {
    settlement,
    operation: {
      ...operation,
      currency: amounts.currency,
      cash_amount: amounts.cash,
      credit_amount: operation.credit_id === null ? 0 : amounts.creditPesos,
      promotion: {
        ...operation.promotion,
        discount: amounts.promotionDiscount,
        price: amounts.promotionPrice,
      },
      pending_amount: amounts.pending,
      amounts: {
        ...amountsWire(amounts),
        ...operationPriceDisclosure(
          operation.purchase.vehicle,
          operation.usd_rate,
          amounts.promotionDiscount,
        ),
      },
    },
  };
}

/** A peso amount in the operation's currency; null without a rate on a dollar unit. */
export function pesosInOperationCurrency(operation: Operation, pesos: number): number | null {
  return pesosToOperationCurrency(pesos, currencyOfOperation(operation), operation.usd_rate);
}

/** The most pesos worth at most `amount` of the operation's currency; null without a rate. */
export function operationAmountInPesos(operation: Operation, amount: number): number | null {
  return operationCurrencyToPesos(amount, currencyOfOperation(operation), operation.usd_rate);
}

/**
 * spec 8, DECISIONS: a dollar unit without a rate cannot convert pesos online: trade-ins
 * and financing are settled at the dealership ('Confirmar en concesionario').
 */
export function canConvertOperationPesos(operation: Operation): boolean {
  return canConvertPesos(currencyOfOperation(operation), operation.usd_rate);
}
