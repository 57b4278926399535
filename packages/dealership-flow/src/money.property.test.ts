/**
 * Property: whatever the buyer does, in either currency, the flow's figures are the
 * server's (test/http-api answers every update over HTTP as the server does, with
 * api-client's settleOperationMoney) and the pending amount is the price minus cash,
 * converted trade-ins and credit, never below zero.
 */
import { apiPaths, operationSchema, promotionSchema } from '@territorio/api-client';
import type { Operation, OperationInput, UsedVehicle } from '@territorio/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealershipFlowStore } from './store';
import { selectOperationAmounts, selectPendingAmount } from './selectors';
import { creditPlans, operationWire } from './test/fixtures';
import { promotionCheckRoute, resumedStore, startFlowApi } from './test/http-api';
import type { FlowApi, StoredOperation } from './test/http-api';

// Every step of a run is a real HTTP exchange with the server (tens of ms a run): fast-check's
// default of 100 runs keeps the file to seconds; a failure prints its seed to replay it.
const runs = 100;

/**
 * Quiet periods that never end by themselves: every step is settled by a flush, which runs
 * at once what is scheduled, so a run (and its shrinking) replays the same.
 */
const settledByFlush = {
  cashAmount: 60_000,
  personalData: 60_000,
  discountCode: 60_000,
  loanAmount: 60_000,
};

type Unit = { readonly currency: 'ars' | 'usd'; readonly fullprice: number; readonly rate: number };

const units: Record<Unit['currency'], Unit> = {
  ars: { currency: 'ars', fullprice: 24_800_000, rate: 0 },
  usd: { currency: 'usd', fullprice: 30_000, rate: 1_480.5 },
};

/** Plans with a minimum, so refusals happen too (limits in pesos). */
const plans = creditPlans.map((plan, index) => ({
  ...plan,
  financed_min: [0, 2_000_000, 5_000_000][index] ?? 0,
}));

const promotions = {
  ars: [
    promotionSchema.parse({ code: 'PROMO10', percentage_discount: 10 }),
    promotionSchema.parse({ code: 'MENOS', money_discount: 3_000_000 }),
  ],
  usd: [
    promotionSchema.parse({ code: 'PROMO10', percentage_discount: 10 }),
    promotionSchema.parse({ code: 'MENOS', money_discount: 2_000 }),
  ],
};

const codias = ['0120345', '0120999', '0310111', '0990001'];

type Action =
  | {
      readonly kind: 'cash';
      readonly share: number;
      readonly junk: boolean;
      readonly wait: boolean;
    }
  | { readonly kind: 'completeRemaining' }
  | { readonly kind: 'code'; readonly code: 'PROMO10' | 'MENOS' | '' }
  | { readonly kind: 'addTradeIn'; readonly codia: number; readonly pesos: number }
  | { readonly kind: 'removeTradeIn'; readonly index: number }
  | { readonly kind: 'credit'; readonly plan: number; readonly pesos: number }
  | { readonly kind: 'clearCredit' }
  | { readonly kind: 'otherTabCash'; readonly share: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('cash' as const),
    share: fc.double({ min: 0, max: 1.4, noNaN: true }),
    junk: fc.boolean(),
    wait: fc.boolean(),
  }),
  fc.constant({ kind: 'completeRemaining' as const }),
  fc.record({
    kind: fc.constant('code' as const),
    code: fc.constantFrom('PROMO10' as const, 'MENOS' as const, '' as const),
  }),
  fc.record({
    kind: fc.constant('addTradeIn' as const),
    codia: fc.integer({ min: 0, max: codias.length - 1 }),
    pesos: fc.integer({ min: 500_000, max: 25_000_000 }),
  }),
  fc.record({ kind: fc.constant('removeTradeIn' as const), index: fc.integer({ min: 0, max: 3 }) }),
  fc.record({
    kind: fc.constant('credit' as const),
    plan: fc.integer({ min: 0, max: plans.length - 1 }),
    pesos: fc.integer({ min: 0, max: 60_000_000 }),
  }),
  fc.constant({ kind: 'clearCredit' as const }),
  fc.record({
    kind: fc.constant('otherTabCash' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

function operationFor(unit: Unit): Partial<OperationInput> {
  const base = operationWire().purchase;
  return {
    currency: unit.currency,
    usd_rate: unit.rate,
    version: 1,
    purchase: {
      ...base,
      vehicle: { ...base.vehicle, currency: unit.currency, fullprice: unit.fullprice },
    },
    promotion: { code: null, discount: 0, price: unit.fullprice },
    pending_amount: unit.fullprice,
  };
}

/** Pesos in the unit's currency, rounded down (written here apart from api-client's rule). */
function converted(unit: Unit, pesos: number): number {
  return unit.currency === 'ars' ? pesos : Math.floor((pesos * 100) / Math.round(unit.rate * 100));
}

/** One buyer's store on the server's stored operation. */
type Run = { readonly store: DealershipFlowStore; readonly stored: StoredOperation };

/** What the server stores now, as the client reads it. */
function storedOf(run: Run): Operation {
  return operationSchema.parse(run.stored.operation);
}

async function settleAll(run: Run) {
  await run.store.getState().flush();
}

async function perform(run: Run, unit: Unit, step: Action) {
  const { store } = run;
  const state = store.getState();
  switch (step.kind) {
    case 'cash': {
      const amount = Math.floor(unit.fullprice * step.share);
      state.setCashText(step.junk ? `${amount}x` : String(amount));
      // The quiet period ends before the next step (else the draft is still typed then).
      if (step.wait) await store.getState().flush();
      break;
    }
    case 'completeRemaining':
      await state.completeRemaining();
      break;
    case 'code':
      state.setPromotionCodeText(step.code);
      break;
    case 'addTradeIn': {
      const vehicle: UsedVehicle = {
        brand: 'Volkswagen',
        model: 'Gol Trend',
        vehicle: 'Gol Trend 1.6',
        codia: codias[step.codia] ?? '0120345',
        kms: 50_000,
        year: 2019,
        valuation: step.pesos,
      };
      // The quote as the valuation screen shows it (the valuation call is not the subject).
      store.setState({
        usedVehicle: { ...state.usedVehicle, valuation: { status: 'shown', vehicle } },
      });
      await store.getState().acceptQuote();
      break;
    }
    case 'removeTradeIn':
      state.askRemoveUsedVehicle(step.index);
      await store.getState().confirmRemoveUsedVehicle();
      break;
    case 'credit': {
      await state.openCredit();
      store.getState().setLoanAmountText(String(step.pesos));
      // The plans for the amount are listed before one is chosen.
      await store.getState().flush();
      await store.getState().selectCreditPlan(plans[step.plan] ?? plans[0]!);
      break;
    }
    case 'clearCredit': {
      const chosen = plans.find((plan) => plan.id === store.getState().operation?.credit_id);
      if (chosen) await state.selectCreditPlan(chosen);
      break;
    }
    case 'otherTabCash': {
      // Another tab stores a cash amount: through the same server rules.
      const current = storedOf(run);
      const cash = Math.floor((current.cash_amount + current.pending_amount) * step.share);
      await flow.api.updateOperation({ ...current, cash_amount: cash }).catch(() => undefined);
      break;
    }
  }
  await settleAll(run);
}

function expectStoredSums(unit: Unit, stored: Operation) {
  const price = stored.purchase.vehicle.fullprice - stored.promotion.discount;
  const tradeIns = stored.used_vehicles.reduce(
    (total, used) => total + converted(unit, used.valuation),
    0,
  );
  const credit = stored.credit_id === null ? 0 : converted(unit, stored.credit_amount);
  expect(stored.pending_amount).toBe(price - stored.cash_amount - tradeIns - credit);
  expect(stored.pending_amount).toBeGreaterThanOrEqual(0);
  expect(stored.cash_amount).toBeGreaterThanOrEqual(0);
}

/** The settlement part of the stored amounts, without the price disclosure figures. */
function settlementOf(amounts: Operation['amounts']) {
  if (!amounts) return undefined;
  const {
    price_without_national_taxes: _withoutTaxes,
    final_price_ars: _finalArs,
    price_without_national_taxes_ars: _withoutTaxesArs,
    ...settlement
  } = amounts;
  return settlement;
}

function expectFlowEqualsServer(run: Run) {
  const state = run.store.getState();
  const stored = storedOf(run);
  expect(state.operation?.version).toBe(stored.version);
  const amounts = selectOperationAmounts(state);
  expect({
    full_price: amounts?.fullPrice,
    promotion_discount: amounts?.promotionDiscount,
    promotion_price: amounts?.promotionPrice,
    used_vehicles: amounts?.usedVehicleAmounts,
    used_vehicles_total: amounts?.usedVehiclesTotal,
    credit_pesos: amounts?.creditPesos,
    credit: amounts?.creditAmount,
    cash: amounts?.cash,
    pending: amounts?.pending,
  }).toEqual(
    settlementOf(stored.amounts) ?? {
      // Nothing was stored since the start: the starting figures.
      full_price: stored.purchase.vehicle.fullprice,
      promotion_discount: 0,
      promotion_price: stored.purchase.vehicle.fullprice,
      used_vehicles: [],
      used_vehicles_total: 0,
      credit_pesos: 0,
      credit: 0,
      cash: 0,
      pending: stored.purchase.vehicle.fullprice,
    },
  );
  expect(selectPendingAmount(state)).toBe(stored.pending_amount);
}

let flow: FlowApi;

beforeAll(async () => {
  flow = await startFlowApi();
});
afterAll(async () => {
  await flow.close();
});

describe('money settled by the flow and the server', () => {
  it('pending = price − cash − trade-ins − credit, never negative, and the flow shows what is stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(units.ars, units.usd),
        fc.array(action, { minLength: 1, maxLength: 12 }),
        async (unit, actions) => {
          flow.server.on(apiPaths.promotion, promotionCheckRoute(promotions[unit.currency]));
          const run = await resumedStore(flow, operationFor(unit), { debounce: settledByFlush });
          run.stored.creditPlans = plans;
          run.stored.promotions = promotions[unit.currency];
          try {
            for (const step of actions) {
              await perform(run, unit, step);
              const stored = storedOf(run);
              expectStoredSums(unit, stored);
              const state = run.store.getState();
              const pending = selectPendingAmount(state) ?? -1;
              expect(pending).toBeGreaterThanOrEqual(0);
              if (state.operation?.version === stored.version) expectFlowEqualsServer(run);
            }
            // Any change the buyer makes brings the flow up to the stored version.
            run.store.getState().setPersonalDataField('address', 'Belgrano 1200');
            await settleAll(run);
            expectFlowEqualsServer(run);
          } finally {
            run.store.getState().dispose();
          }
        },
      ),
      { numRuns: runs },
    );
    // Many runs of real HTTP exchanges take seconds, more when the cores are shared.
  }, 120_000);
});
