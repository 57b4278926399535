import { apiPaths, formatPrice, intranetPaths, moneyMessages } from '@territorio/api-client';
import type { OperationInput } from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  canAddUsedVehicle,
  isPesoConversionUnavailable,
  selectLoanAmountNotice,
  selectMoneyMessages,
  selectOperationAmounts,
  selectOperationCurrency,
  selectPendingAmount,
  selectQuoteRefusal,
  selectUsedVehicleAmounts,
} from './selectors';
import { creditPlans, fullPrice, operationWire } from './test/fixtures';
import { fastDebounce, resumedStore, startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';

const [, fixed36] = creditPlans as [
  (typeof creditPlans)[number],
  (typeof creditPlans)[number],
  (typeof creditPlans)[number],
];

/** A dollar unit: US$ 30.000 in all, at $ 1.480 per dollar. */
const base = operationWire().purchase;
function dollarOperation(overrides: Partial<OperationInput> = {}): Partial<OperationInput> {
  return {
    brand_id: 1,
    currency: 'usd',
    usd_rate: 1_480,
    purchase: { ...base, vehicle: { ...base.vehicle, currency: 'usd', fullprice: 30_000 } },
    promotion: { code: null, discount: 0, price: 30_000 },
    pending_amount: 30_000,
    ...overrides,
  };
}

const tradeIn = {
  brand: 'Volkswagen',
  model: 'Gol Trend',
  vehicle: 'Gol Trend 1.6 Trendline',
  codia: '0120345',
  kms: 80_000,
  year: 2018,
  valuation: 8_660_000,
};

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

const updates = () => flow.requestsTo(apiPaths.dealershipUpdate);
const creditSearches = () => flow.requestsTo(intranetPaths.credits);

describe('a dollar-priced unit', () => {
  it('converts peso trade-ins and credits with the operation rate, rounded down', async () => {
    const { store, stored } = await resumedStore(
      flow,
      dollarOperation({ used_vehicles: [tradeIn] }),
    );
    expect(selectOperationCurrency(store.getState())).toBe('usd');
    // $ 8.660.000 / 1.480 = US$ 5.851,35: the buyer is credited US$ 5.851.
    expect(selectUsedVehicleAmounts(store.getState())).toEqual([5_851]);
    expect(selectPendingAmount(store.getState())).toBe(30_000 - 5_851);

    // The amount to finance starts at what remains, in pesos (plans are peso loans).
    await store.getState().openCredit();
    expect(store.getState().credit.loanAmountText).toBe('35741999');
    expect(creditSearches()[0]?.query.get('loan_amount')).toBe('35741999');

    // A plan that does not cover it finances its maximum: $ 20.000.000 = US$ 13.513.
    await store.getState().selectCreditPlan(fixed36);
    expect(store.getState().operation?.credit_amount).toBe(20_000_000);
    expect(selectOperationAmounts(store.getState())).toMatchObject({
      creditPesos: 20_000_000,
      creditAmount: 13_513,
      pending: 30_000 - 5_851 - 13_513,
    });

    await store.getState().completeRemaining();
    expect(store.getState().cashText).toBe(String(30_000 - 5_851 - 13_513));
    expect(selectPendingAmount(store.getState())).toBe(0);

    // What the server stored is what the buyer saw.
    const amounts = selectOperationAmounts(store.getState());
    expect(stored.operation.amounts).toMatchObject({
      full_price: amounts?.fullPrice,
      promotion_discount: amounts?.promotionDiscount,
      promotion_price: amounts?.promotionPrice,
      used_vehicles: amounts?.usedVehicleAmounts,
      used_vehicles_total: amounts?.usedVehiclesTotal,
      credit_pesos: amounts?.creditPesos,
      credit: amounts?.creditAmount,
      cash: amounts?.cash,
      pending: 0,
    });
    expect(stored.operation.pending_amount).toBe(0);
  });

  it("without a rate, trade-ins and financing say 'Confirmar en concesionario'; cash still works", async () => {
    const { store } = await resumedStore(flow, dollarOperation({ usd_rate: 0 }));
    expect(isPesoConversionUnavailable(store.getState())).toBe(true);
    expect(canAddUsedVehicle(store.getState())).toBe(false);
    await store.getState().openCredit();
    expect(store.getState().credit.plans).toEqual({
      status: 'atDealership',
      message: moneyMessages.pesosNeedRate,
    });
    expect(selectLoanAmountNotice(store.getState())).toEqual({
      message: moneyMessages.pesosNeedRate,
      isRefusal: true,
    });
    expect(creditSearches()).toHaveLength(0);

    await store.getState().completeRemaining();
    expect(store.getState().operation?.cash_amount).toBe(30_000);
    expect(selectPendingAmount(store.getState())).toBe(0);
  });
});

describe('caps and refusals beside the field', () => {
  it('cash over what remains is capped, and the field says why', async () => {
    const { store, stored } = await resumedStore(
      flow,
      dollarOperation({ used_vehicles: [tradeIn] }),
      { debounce: fastDebounce },
    );
    store.getState().setCashText('50000');
    const reason = moneyMessages.cashCapped(formatPrice(30_000 - 5_851, 'usd'));
    expect(selectMoneyMessages(store.getState()).cash_amount).toBe(reason);
    expect(selectPendingAmount(store.getState())).toBe(0);
    // The debounced save goes out by itself.
    await expect.poll(() => store.getState().update.status).toBe('succeeded');
    await store.getState().flush();
    // The field shows the cap, the reason stays until the buyer types again.
    expect(store.getState().cashText).toBe(String(30_000 - 5_851));
    expect(updates()).toHaveLength(1);
    expect(stored.operation.cash_amount).toBe(30_000 - 5_851);
    expect(selectMoneyMessages(store.getState()).cash_amount).toBe(reason);
    store.getState().setCashText('100');
    expect(selectMoneyMessages(store.getState()).cash_amount).toBeUndefined();
  });

  it('a car already in the operation is refused before it is added', async () => {
    const { store } = await resumedStore(flow, { used_vehicles: [tradeIn] });
    store.setState({
      usedVehicle: {
        ...store.getState().usedVehicle,
        valuation: { status: 'shown', vehicle: { ...tradeIn, valuation: 7_000_000 } },
      },
    });
    expect(selectQuoteRefusal(store.getState())).toBe(moneyMessages.usedVehicleTwice);
    expect((await store.getState().acceptQuote()).isAllowed).toBe(false);
    expect(updates()).toHaveLength(0);
  });

  it('trade-ins worth more than the price are refused', async () => {
    const { store } = await resumedStore(flow, dollarOperation());
    store.setState({
      usedVehicle: {
        ...store.getState().usedVehicle,
        valuation: { status: 'shown', vehicle: { ...tradeIn, valuation: 60_000_000 } },
      },
    });
    expect(selectQuoteRefusal(store.getState())).toBe(moneyMessages.usedVehiclesOverPrice);
  });

  it("a credit below its plan's minimum is refused and says so", async () => {
    const { store, stored } = await resumedStore(flow, {}, { debounce: fastDebounce });
    const plan = { ...fixed36, financed_min: 5_000_000 };
    stored.creditPlans = [plan];
    await store.getState().openCredit();
    store.getState().setLoanAmountText('2000000');
    await expect
      .poll(() => store.getState().credit.plans)
      .toMatchObject({ status: 'loaded', amount: 2_000_000 });
    await store.getState().selectCreditPlan({ ...plan });
    // Not listed for this amount: it finances the plan's maximum instead.
    expect(store.getState().operation?.credit_amount).toBe(20_000_000);
    store.getState().setLoanAmountText('2000000');
    expect(selectLoanAmountNotice(store.getState())).toEqual({
      message: moneyMessages.creditBelowMinimum(plan.name, '$\u00a05.000.000'),
      isRefusal: true,
    });
    expect(updates()).toHaveLength(1);
  });
});

describe('cash and credit that do not both fit', () => {
  it('a credit chosen after the cash keeps the cash and finances what remains', async () => {
    const { store } = await resumedStore(flow, { cash_amount: 14_800_000 });
    await store.getState().openCredit();
    expect(store.getState().credit.loanAmountText).toBe('10000000');
    store.getState().setLoanAmountText('15000000');
    expect(selectLoanAmountNotice(store.getState())).toEqual({
      message: moneyMessages.creditCapped('$\u00a010.000.000'),
      isRefusal: false,
    });
    await store.getState().selectCreditPlan(fixed36);
    expect(store.getState().operation).toMatchObject({
      cash_amount: 14_800_000,
      credit_amount: 10_000_000,
      pending_amount: 0,
    });
    expect(store.getState().credit.loanAmountText).toBe('10000000');
  });

  it('with the cash covering everything, a credit is refused and says why', async () => {
    const { store } = await resumedStore(flow, { cash_amount: fullPrice });
    await store.getState().selectCreditPlan(fixed36);
    expect(updates()).toHaveLength(0);
    expect(store.getState().operation?.credit_id).toBeNull();
    expect(store.getState().moneyRefusal).toEqual({
      credit_amount: moneyMessages.creditWithoutBalance,
    });
    expect(selectLoanAmountNotice(store.getState())).toEqual({
      message: moneyMessages.creditWithoutBalance,
      isRefusal: true,
    });
  });

  it('cash typed after a credit is capped at what the credit leaves', async () => {
    const { store, stored } = await resumedStore(
      flow,
      { credit_id: 4, credit_name: 'Prendario tasa fija 36 meses', credit_amount: 20_000_000 },
      { debounce: fastDebounce },
    );
    store.getState().setCashText(String(fullPrice));
    // The debounced save goes out by itself.
    await expect.poll(() => store.getState().update.status).toBe('succeeded');
    await store.getState().flush();
    expect(updates()).toHaveLength(1);
    expect(stored.operation).toMatchObject({ cash_amount: 4_800_000, credit_amount: 20_000_000 });
    expect(store.getState().cashText).toBe('4800000');
  });
});
