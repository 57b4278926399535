/**
 * Property: whatever the buyer does, in either currency, the flow's figures are the
 * server's (the real API, ./test/global-setup.ts, settles every update) and the pending
 * amount is the price minus cash, converted trade-ins and credit, never below zero.
 */
import type { CreditPlan, Operation, StockVehicle, UsedVehicle } from '@territorio/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealershipFlowStore } from './store';
import { selectOperationAmounts, selectPendingAmount } from './selectors';
import { connectFlow, seededUnit, tradeInYear } from './test/real-api';
import type { RealFlow } from './test/real-api';

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

/**
 * A seeded unit of each currency, each with a percentage and a money promotion code of the
 * seed that applies to it, and the credit plans its brand offers (some above a loan's
 * amount, so refusals happen too).
 */
type Unit = {
  readonly stock: StockVehicle;
  readonly codes: { readonly percentage: string; readonly money: string };
  readonly plans: readonly CreditPlan[];
};

type UsedVersion = Pick<UsedVehicle, 'brand' | 'model' | 'vehicle' | 'codia'>;

type Action =
  | {
      readonly kind: 'cash';
      readonly share: number;
      readonly junk: boolean;
      readonly wait: boolean;
    }
  | { readonly kind: 'completeRemaining' }
  | { readonly kind: 'code'; readonly code: 'percentage' | 'money' | '' }
  | { readonly kind: 'addTradeIn'; readonly version: number; readonly kms: number }
  | { readonly kind: 'removeTradeIn'; readonly index: number }
  | { readonly kind: 'credit'; readonly plan: number; readonly pesos: number }
  | { readonly kind: 'clearCredit' }
  | { readonly kind: 'otherTabCash'; readonly share: number };

/** Picks from a list of any length: the index is taken modulo its length. */
const anyIndex = fc.nat({ max: 1_000 });

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
    code: fc.constantFrom('percentage' as const, 'money' as const, '' as const),
  }),
  fc.record({
    kind: fc.constant('addTradeIn' as const),
    version: anyIndex,
    kms: fc.integer({ min: 0, max: 200_000 }),
  }),
  fc.record({ kind: fc.constant('removeTradeIn' as const), index: fc.integer({ min: 0, max: 3 }) }),
  fc.record({
    kind: fc.constant('credit' as const),
    plan: anyIndex,
    pesos: fc.integer({ min: 0, max: 60_000_000 }),
  }),
  fc.constant({ kind: 'clearCredit' as const }),
  fc.record({
    kind: fc.constant('otherTabCash' as const),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

/** Pesos in the operation's currency, rounded down (written here apart from api-client's rule). */
function converted(stored: Operation, pesos: number): number {
  return stored.currency === 'ars'
    ? pesos
    : Math.floor((pesos * 100) / Math.round(stored.usd_rate * 100));
}

/** One buyer's store on an operation of its own on the server. */
type Run = { readonly store: DealershipFlowStore; readonly code: string };

/** What the server stores now, read from it as the client reads it. */
function storedOf(run: Run): Promise<Operation> {
  return flow.api.resumeOperation(run.code);
}

async function settleAll(run: Run) {
  await run.store.getState().flush();
}

async function perform(run: Run, unit: Unit, step: Action) {
  const { store } = run;
  const state = store.getState();
  switch (step.kind) {
    case 'cash': {
      const pending = selectPendingAmount(state) ?? 0;
      const amount = Math.floor((pending + (state.operation?.cash_amount ?? 0)) * step.share);
      state.setCashText(step.junk ? `${amount}x` : String(amount));
      // The quiet period ends before the next step (else the draft is still typed then).
      if (step.wait) await store.getState().flush();
      break;
    }
    case 'completeRemaining':
      await state.completeRemaining();
      break;
    case 'code':
      state.setPromotionCodeText(step.code === '' ? '' : unit.codes[step.code]);
      break;
    case 'addTradeIn': {
      const version = usedVersions[step.version % usedVersions.length]!;
      const request = { ...version, year: tradeInYear, kms: step.kms };
      const valuation = await flow.api
        .requestValuation({ ...request, operation: run.code })
        .catch(() => null);
      if (valuation === null) break;
      // The quote as the valuation screen shows it (the screen's form is not the subject).
      store.setState({
        usedVehicle: {
          ...state.usedVehicle,
          valuation: { status: 'shown', vehicle: { ...request, valuation } },
        },
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
      await store.getState().selectCreditPlan(unit.plans[step.plan % unit.plans.length]!);
      break;
    }
    case 'clearCredit': {
      const chosen = unit.plans.find((plan) => plan.id === store.getState().operation?.credit_id);
      if (chosen) await state.selectCreditPlan(chosen);
      break;
    }
    case 'otherTabCash': {
      // Another tab stores a cash amount: through the same server rules.
      const current = await storedOf(run);
      const cash = Math.floor((current.cash_amount + current.pending_amount) * step.share);
      await flow.api.updateOperation({ ...current, cash_amount: cash }).catch(() => undefined);
      break;
    }
  }
  await settleAll(run);
}

function expectStoredSums(stored: Operation) {
  const price = stored.purchase.vehicle.fullprice - stored.promotion.discount;
  const tradeIns = stored.used_vehicles.reduce(
    (total, used) => total + converted(stored, used.valuation),
    0,
  );
  const credit = stored.credit_id === null ? 0 : converted(stored, stored.credit_amount);
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

function expectFlowEqualsServer(run: Run, stored: Operation) {
  const state = run.store.getState();
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

let flow: RealFlow;
let units: readonly Unit[];
let usedVersions: readonly UsedVersion[];

/**
 * A unit with its brand's plans: all of them, listed for an amount every seeded plan's
 * minimum allows (the intranet lists nothing above the unit's loan ceiling).
 */
async function unitWith(stock: StockVehicle, codes: Unit['codes']): Promise<Unit> {
  const plans = await flow.api.findCredits({
    brand_id: stock.brand_id,
    vehicle: stock.id,
    loan_amount: 5_000_000,
  });
  return { stock, codes, plans };
}

/** The first versions of the used catalogue's first brands, as the valuation screen lists them. */
async function someUsedVersions(): Promise<UsedVersion[]> {
  const found: UsedVersion[] = [];
  for (const brand of (await flow.api.findUsedBrands()).slice(0, 2)) {
    for (const { name: model } of (await flow.api.findUsedModels(brand.id)).slice(0, 2)) {
      for (const version of (await flow.api.findUsedVersions(brand.id, model)).slice(0, 2)) {
        found.push({
          brand: brand.name,
          model,
          vehicle: version.description,
          codia: version.codia,
        });
      }
    }
  }
  return found;
}

beforeAll(async () => {
  flow = connectFlow();
  // The seed's Chevrolet Tracker (pesos) and Nissan X-Trail (dollars), each with the seed's
  // percentage code of its brand and its money code for every unit.
  units = [
    await unitWith(
      await seededUnit(2, (unit) => unit.family === 'Tracker' && unit.currency === 'ars'),
      { percentage: 'TRACKER3', money: 'PIEDEMONTE500' },
    ),
    await unitWith(await seededUnit(4, (unit) => unit.currency === 'usd'), {
      percentage: 'NISSAN2',
      money: 'PIEDEMONTE500',
    }),
  ];
  usedVersions = await someUsedVersions();
});
afterAll(() => {
  flow.close();
});

describe('money settled by the flow and the server', () => {
  it('pending = price − cash − trade-ins − credit, never negative, and the flow shows what is stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: 1 }),
        fc.array(action, { minLength: 1, maxLength: 12 }),
        async (unitIndex, actions) => {
          const unit = units[unitIndex]!;
          const store = await flow.startedStore(unit.stock, { debounce: settledByFlush });
          const run: Run = { store, code: store.getState().operation!.code };
          try {
            for (const step of actions) {
              await perform(run, unit, step);
              const stored = await storedOf(run);
              expectStoredSums(stored);
              const state = run.store.getState();
              const pending = selectPendingAmount(state) ?? -1;
              expect(pending).toBeGreaterThanOrEqual(0);
              if (state.operation?.version === stored.version) expectFlowEqualsServer(run, stored);
            }
            // Any change the buyer makes brings the flow up to the stored version.
            run.store.getState().setPersonalDataField('address', 'Belgrano 1200');
            await settleAll(run);
            expectFlowEqualsServer(run, await storedOf(run));
          } finally {
            run.store.getState().dispose();
            // A cancelled operation holds no promotion code (codes limited to some units).
            await flow.api.cancelOperation(run.code).catch(() => undefined);
          }
        },
      ),
      { numRuns: runs },
    );
    // Many runs of real HTTP exchanges take seconds, more when the cores are shared.
  }, 300_000);
});
