import { apiPaths, formatPrice, intranetPaths, moneyMessages } from '@territorio/api-client';
import type { Operation, OperationInput, UsedVehicle } from '@territorio/api-client';
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
import type { DealershipFlowStore } from './store';
import { operationWire } from './test/fixtures';
import { fastDebounce, resumedStore, startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';
import { seededPlan, seededUnit, storedOperation, valuedTradeIn } from './test/real-api';

/** A dollar unit without a rate: US$ 30.000 in all (no seeded state has no rate). */
const base = operationWire().purchase;
function dollarOperationWithoutRate(): Partial<OperationInput> {
  return {
    brand_id: 1,
    currency: 'usd',
    usd_rate: 0,
    purchase: { ...base, vehicle: { ...base.vehicle, currency: 'usd', fullprice: 30_000 } },
    promotion: { code: null, discount: 0, price: 30_000 },
    pending_amount: 30_000,
  };
}

/** Pesos in dollars at the operation's rate, rounded down (written here apart from api-client's rule). */
function inDollars(operation: Operation, pesos: number): number {
  return Math.floor((pesos * 100) / Math.round(operation.usd_rate * 100));
}

function operationOf(store: DealershipFlowStore): Operation {
  const operation = store.getState().operation;
  if (!operation) throw new Error('the store has no operation');
  return operation;
}

/** A store on the seed's dollar unit (a Nissan X-Trail). */
async function dollarStore(options: Parameters<FlowApi['startedStore']>[0] = {}) {
  const unit = await seededUnit(4, (candidate) => candidate.currency === 'usd');
  return flow.startedStore({ ...options, unit });
}

/** Shows a quote on the valuation screen, as after the valuation call. */
function showQuote(store: DealershipFlowStore, vehicle: UsedVehicle) {
  store.setState({
    usedVehicle: { ...store.getState().usedVehicle, valuation: { status: 'shown', vehicle } },
  });
}

/** Adds a trade-in valued by the server through the valuation screen; requests forgotten. */
async function withTradeIn(store: DealershipFlowStore): Promise<UsedVehicle> {
  const tradeIn = await valuedTradeIn(operationOf(store).code);
  showQuote(store, tradeIn);
  if (!(await store.getState().acceptQuote()).isAllowed) throw new Error('trade-in refused');
  flow.server.requests.length = 0;
  return tradeIn;
}

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
    const store = await dollarStore();
    const tradeIn = await withTradeIn(store);
    const operation = operationOf(store);
    const price = operation.purchase.vehicle.fullprice;
    const credited = inDollars(operation, tradeIn.valuation);
    expect(selectOperationCurrency(store.getState())).toBe('usd');
    expect(selectUsedVehicleAmounts(store.getState())).toEqual([credited]);
    expect(selectPendingAmount(store.getState())).toBe(price - credited);

    // The amount to finance starts at what remains, in pesos (plans are peso loans).
    await store.getState().openCredit();
    const loan = Number(store.getState().credit.loanAmountText);
    expect(inDollars(operation, loan)).toBe(price - credited);
    expect(creditSearches()[0]?.query.get('loan_amount')).toBe(String(loan));

    // A plan that does not cover it finances its maximum: $ 20.000.000.
    await store.getState().selectCreditPlan(await seededPlan(operationOf(store), 4));
    const financed = inDollars(operation, 20_000_000);
    expect(store.getState().operation?.credit_amount).toBe(20_000_000);
    expect(selectOperationAmounts(store.getState())).toMatchObject({
      creditPesos: 20_000_000,
      creditAmount: financed,
      pending: price - credited - financed,
    });

    await store.getState().completeRemaining();
    expect(store.getState().cashText).toBe(String(price - credited - financed));
    expect(selectPendingAmount(store.getState())).toBe(0);

    // What the server stored is what the buyer saw.
    const amounts = selectOperationAmounts(store.getState());
    const stored = await storedOperation(operation.code);
    expect(stored.amounts).toMatchObject({
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
    expect(stored.pending_amount).toBe(0);
  });

  it("without a rate, trade-ins and financing say 'Confirmar en concesionario'; cash still works", async () => {
    // Flow-side rules only: the server is a canned stand-in with the operation's copy.
    const { store } = await resumedStore(flow, dollarOperationWithoutRate());
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

    // The server's answer to the cash, as it stores it.
    const { operation } = store.getState();
    flow.server.on(apiPaths.dealershipUpdate, {
      body: {
        data: {
          ...operation,
          cash_amount: 30_000,
          pending_amount: 0,
          version: operation!.version + 1,
        },
      },
    });
    await store.getState().completeRemaining();
    expect(updates().map((request) => request.json)).toMatchObject([{ cash_amount: 30_000 }]);
    expect(store.getState().operation?.cash_amount).toBe(30_000);
    expect(selectPendingAmount(store.getState())).toBe(0);
  });
});

describe('caps and refusals beside the field', () => {
  it('cash over what remains is capped, and the field says why', async () => {
    const store = await dollarStore({ debounce: fastDebounce });
    const tradeIn = await withTradeIn(store);
    const operation = operationOf(store);
    const remaining =
      operation.purchase.vehicle.fullprice - inDollars(operation, tradeIn.valuation);
    store.getState().setCashText(String(remaining + 20_000));
    const reason = moneyMessages.cashCapped(formatPrice(remaining, 'usd'));
    expect(selectMoneyMessages(store.getState()).cash_amount).toBe(reason);
    expect(selectPendingAmount(store.getState())).toBe(0);
    // The debounced save goes out by itself.
    await expect.poll(() => store.getState().update.status).toBe('succeeded');
    await store.getState().flush();
    // The field shows the cap, the reason stays until the buyer types again.
    expect(store.getState().cashText).toBe(String(remaining));
    expect(updates()).toHaveLength(1);
    expect((await storedOperation(operation.code)).cash_amount).toBe(remaining);
    expect(selectMoneyMessages(store.getState()).cash_amount).toBe(reason);
    store.getState().setCashText('100');
    expect(selectMoneyMessages(store.getState()).cash_amount).toBeUndefined();
  });

  it('a car already in the operation is refused before it is added', async () => {
    const store = await flow.startedStore();
    const tradeIn = await withTradeIn(store);
    showQuote(store, { ...tradeIn, valuation: tradeIn.valuation - 10_000 });
    expect(selectQuoteRefusal(store.getState())).toBe(moneyMessages.usedVehicleTwice);
    expect((await store.getState().acceptQuote()).isAllowed).toBe(false);
    expect(updates()).toHaveLength(0);
  });

  it('trade-ins worth more than the price are refused', async () => {
    const store = await dollarStore();
    const tradeIn = await valuedTradeIn(operationOf(store).code);
    const overPrice =
      operationOf(store).purchase.vehicle.fullprice * operationOf(store).usd_rate * 2;
    showQuote(store, { ...tradeIn, valuation: Math.round(overPrice) });
    expect(selectQuoteRefusal(store.getState())).toBe(moneyMessages.usedVehiclesOverPrice);
  });

  it("a credit below its plan's minimum is refused and says so", async () => {
    const store = await flow.startedStore({ debounce: fastDebounce });
    const fullPrice = operationOf(store).purchase.vehicle.fullprice;
    // The seed's 48-month plan lends from $ 5.000.000 to $ 30.000.000.
    const plan = await seededPlan(operationOf(store), 8);
    await store.getState().openCredit();
    store.getState().setLoanAmountText('2000000');
    await expect
      .poll(() => store.getState().credit.plans)
      .toMatchObject({ status: 'loaded', amount: 2_000_000 });
    await store.getState().selectCreditPlan(plan);
    // Not listed for this amount: it finances the plan's maximum (or what remains) instead.
    expect(store.getState().operation?.credit_amount).toBe(Math.min(plan.financed_max, fullPrice));
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
    const store = await flow.startedWithBalance(10_000_000);
    const cash = operationOf(store).cash_amount;
    await store.getState().openCredit();
    expect(store.getState().credit.loanAmountText).toBe('10000000');
    store.getState().setLoanAmountText('15000000');
    expect(selectLoanAmountNotice(store.getState())).toEqual({
      message: moneyMessages.creditCapped('$\u00a010.000.000'),
      isRefusal: false,
    });
    await store.getState().selectCreditPlan(await seededPlan(operationOf(store), 4));
    expect(store.getState().operation).toMatchObject({
      cash_amount: cash,
      credit_amount: 10_000_000,
      pending_amount: 0,
    });
    expect(store.getState().credit.loanAmountText).toBe('10000000');
  });

  it('with the cash covering everything, a credit is refused and says why', async () => {
    const store = await flow.startedWithBalance(0);
    await store.getState().selectCreditPlan(await seededPlan(operationOf(store), 4));
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
    const store = await flow.startedStore({ debounce: fastDebounce });
    const { code, purchase } = operationOf(store);
    const fullPrice = purchase.vehicle.fullprice;
    await store.getState().openCredit();
    store.getState().setLoanAmountText('20000000');
    await store.getState().flush();
    await store.getState().selectCreditPlan(await seededPlan(operationOf(store), 4));
    expect(store.getState().operation?.credit_amount).toBe(20_000_000);
    flow.server.requests.length = 0;
    store.getState().setCashText(String(fullPrice));
    // The debounced save goes out by itself.
    await expect.poll(() => store.getState().update.status).toBe('succeeded');
    await store.getState().flush();
    expect(updates()).toHaveLength(1);
    expect(await storedOperation(code)).toMatchObject({
      cash_amount: fullPrice - 20_000_000,
      credit_amount: 20_000_000,
    });
    expect(store.getState().cashText).toBe(String(fullPrice - 20_000_000));
  });
});
