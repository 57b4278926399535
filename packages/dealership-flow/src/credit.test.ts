import {
  apiPaths,
  formatPrice,
  intranetPaths,
  messages,
  moneyMessages,
} from '@territorio/api-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  selectLoanAmountNotice,
  selectMoneyMessages,
  selectPendingAmount,
  selectSelectedCreditPlanId,
} from './selectors';
import type { DealershipFlowStore } from './store';
import { creditPlans } from './test/fixtures';
import { fastDebounce, startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { realClient, seededPlan, seededUnit } from './test/real-api';

/** Any plan: BAIC's financing cannot be chosen. */
const anyPlan = creditPlans[1]!;

let flow: FlowApi;

beforeEach(async () => {
  flow = await startFlowApi();
});
afterEach(async () => {
  await flow.close();
});

const updates = () => flow.requestsTo(apiPaths.dealershipUpdate);
const creditSearches = () => flow.requestsTo(intranetPaths.credits);
/** The loan amounts plans were asked for, in order. */
const searchedLoans = () =>
  creditSearches().map((request) => Number(request.query.get('loan_amount')));

/** The operation's unit and full price; the setup's requests are forgotten. */
function operationOf(store: DealershipFlowStore) {
  const operation = store.getState().operation!;
  return {
    brandId: operation.brand_id,
    stockId: operation.purchase.vehicle.stock_id,
    fullPrice: operation.purchase.vehicle.fullprice,
  };
}

/** The plans the intranet lists for a loan on the store's unit, as the server lists them. */
function listedPlans(store: DealershipFlowStore, loan: number) {
  const { brandId, stockId } = operationOf(store);
  return realClient().findCredits({ brand_id: brandId, vehicle: stockId, loan_amount: loan });
}

describe('credit selection', () => {
  it('spec 5: the loan amount starts at the balance and plans are fetched for it', async () => {
    const store = await flow.startedWithBalance(10_000_000);
    const { brandId, stockId } = operationOf(store);
    await store.getState().openCredit();
    expect(store.getState().credit.loanAmountText).toBe('10000000');
    expect(creditSearches()).toHaveLength(1);
    expect(Object.fromEntries(creditSearches()[0]?.query ?? [])).toEqual({
      brand_id: String(brandId),
      vehicle: String(stockId),
      loan_amount: '10000000',
    });
    expect(store.getState().credit.plans).toEqual({
      status: 'loaded',
      amount: 10_000_000,
      plans: await listedPlans(store, 10_000_000),
    });
  });

  it('spec 4: entering the financing page again starts from the current balance', async () => {
    const store = await flow.startedStore();
    const { fullPrice } = operationOf(store);
    store.getState().enterStep('financing');
    await expect
      .poll(() => store.getState().credit.plans)
      .toMatchObject({ status: 'loaded', amount: fullPrice });
    expect(store.getState().credit.loanAmountText).toBe(String(fullPrice));
    store.getState().setCashText(String(fullPrice - 20_000_000));
    store.getState().enterStep('financing');
    await expect
      .poll(() => store.getState().credit.plans)
      .toMatchObject({ status: 'loaded', amount: 20_000_000 });
    expect(store.getState().credit.loanAmountText).toBe('20000000');
    expect(searchedLoans()).toEqual([fullPrice, 20_000_000]);
  });

  it('spec 5: the loan amount is parsed (non-numeric is 0) and plans are refetched for it', async () => {
    const store = await flow.startedStore({ debounce: fastDebounce });
    const { fullPrice } = operationOf(store);
    await store.getState().openCredit();
    store.getState().setLoanAmountText('3.000.000');
    store.getState().setLoanAmountText('3.000.0');
    store.getState().setLoanAmountText('abc');
    await expect.poll(() => store.getState().credit.plans).toMatchObject({ status: 'empty' });
    // Typing fast asks once, for the last amount.
    expect(searchedLoans()).toEqual([fullPrice, 0]);
    expect(store.getState().credit.plans).toEqual({
      status: 'empty',
      amount: 0,
      message: messages.noFinancing,
    });
  });

  it('spec 8: no plans for the amount says the no-financing message', async () => {
    // Every seeded plan lends at least $ 1.000.000.
    const store = await flow.startedStore({ debounce: fastDebounce });
    await store.getState().openCredit();
    store.getState().setLoanAmountText('500000');
    await expect
      .poll(() => store.getState().credit.plans)
      .toMatchObject({
        status: 'empty',
        message: messages.noFinancing,
      });
  });

  it('DECISIONS: an amount over what remains is lowered in the field itself, with the reason', async () => {
    const store = await flow.startedStore({ debounce: fastDebounce });
    const { fullPrice } = operationOf(store);
    await store.getState().openCredit();
    store.getState().setLoanAmountText('100000000');
    await expect.poll(() => creditSearches()).toHaveLength(2);
    await expect.poll(() => store.getState().credit.plans.status).toBe('loaded');
    expect(store.getState().credit.loanAmountText).toBe(String(fullPrice));
    expect(selectLoanAmountNotice(store.getState())).toEqual({
      message: moneyMessages.creditCapped(formatPrice(fullPrice, 'ars')),
      isRefusal: false,
    });
    expect(searchedLoans()).toEqual([fullPrice, fullPrice]);
  });

  it('spec 4: choosing a plan sets the credit fields', async () => {
    const store = await flow.startedWithBalance(10_000_000);
    const fixed36 = await seededPlan(store.getState().operation!, 4);
    await store.getState().openCredit();
    expect(await store.getState().selectCreditPlan(fixed36)).toBe(true);
    expect(updates()).toHaveLength(1);
    expect(updates()[0]?.json).toMatchObject({
      credit_id: 4,
      credit_name: fixed36.name,
      credit_amount: 10_000_000,
      credit_installments: 36,
      credit_avg_installment: fixed36.avg_installment,
    });
    const operation = store.getState().operation;
    expect(operation).toMatchObject({
      credit_id: 4,
      credit_amount: 10_000_000,
      credit_installments: 36,
    });
    expect(selectSelectedCreditPlanId(store.getState())).toBe(4);
    expect(selectPendingAmount(store.getState())).toBe(0);
  });

  it('spec 4: choosing the selected plan again clears it (credit fields reset to zero)', async () => {
    const store = await flow.startedStore();
    const { fullPrice } = operationOf(store);
    const fixed36 = await seededPlan(store.getState().operation!, 4);
    await store.getState().openCredit();
    store.getState().setLoanAmountText('10000000');
    await store.getState().flush();
    expect(await store.getState().selectCreditPlan(fixed36)).toBe(true);
    expect(store.getState().operation).toMatchObject({ credit_id: 4, credit_amount: 10_000_000 });
    await store.getState().openCredit();
    expect(store.getState().credit.loanAmountText).toBe('10000000');
    expect(await store.getState().selectCreditPlan(fixed36)).toBe(true);
    expect(store.getState().operation).toMatchObject({
      credit_id: null,
      credit_name: null,
      credit_amount: 0,
      credit_installments: 0,
      credit_avg_installment: 0,
    });
    expect(selectPendingAmount(store.getState())).toBe(fullPrice);
  });

  it("spec 4: a plan not available for the amount finances that plan's maximum", async () => {
    const store = await flow.startedStore();
    const { fullPrice } = operationOf(store);
    const zeroRate = await seededPlan(store.getState().operation!, 1);
    await store.getState().openCredit();
    // The price is above the 12-month plan's 5.000.000 maximum: it is listed as not available.
    expect(store.getState().credit.plans).toMatchObject({ status: 'loaded', amount: fullPrice });
    expect(
      await listedPlans(store, fullPrice).then((plans) => plans.find((plan) => plan.id === 1)),
    ).toMatchObject({ available: false });
    await store.getState().selectCreditPlan(zeroRate);
    expect(updates()[0]?.json).toMatchObject({
      credit_id: 1,
      credit_amount: zeroRate.financed_max,
    });
    expect(store.getState().credit.loanAmountText).toBe('5000000');
    expect(store.getState().operation?.credit_amount).toBe(5_000_000);
    // Plans are asked for again, for the plan's maximum.
    await expect.poll(() => searchedLoans()).toEqual([fullPrice, 5_000_000]);
  });

  it('spec 4: a plan listed for an older amount counts as not available', async () => {
    const store = await flow.startedStore();
    const { fullPrice } = operationOf(store);
    const long60 = await seededPlan(store.getState().operation!, 9);
    await store.getState().openCredit();
    store.getState().setLoanAmountText('30000000');
    await store.getState().selectCreditPlan(long60);
    // Its maximum (40.000.000) is more than the price: the credit is capped at what remains.
    expect(store.getState().operation?.credit_amount).toBe(fullPrice);
    expect(store.getState().credit.loanAmountText).toBe(String(fullPrice));
    expect(selectMoneyMessages(store.getState()).credit_amount).toBe(
      moneyMessages.creditCapped(formatPrice(fullPrice, 'ars')),
    );
    expect(selectPendingAmount(store.getState())).toBe(0);
  });

  it("spec 9: BAIC financing reads 'Próximamente' and cannot be chosen", async () => {
    const store = await flow.startedStore({ unit: await seededUnit(6, () => true) });
    await store.getState().openCredit();
    expect(store.getState().credit.plans).toEqual({
      status: 'comingSoon',
      message: messages.financingComingSoon,
    });
    expect(await store.getState().selectCreditPlan(anyPlan)).toBe(false);
    expect(creditSearches()).toHaveLength(0);
    expect(updates()).toHaveLength(0);
  });
});
