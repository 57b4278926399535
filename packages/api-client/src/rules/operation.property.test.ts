/**
 * Property-based tests of the operation's money (spec 3 pending amount; DECISIONS "Money
 * on dollar-priced units"): for any sequence of buyer actions in either currency, the
 * settled amounts add up, nothing is negative, and settling what was stored changes nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  keptAmount,
  pesosToOperationCurrency,
  settleOperationMoney,
  type CreditChoice,
  type OperationCurrency,
  type OperationMoneyInput,
  type UsedVehicleQuote,
} from './operation';

type Action =
  | { readonly kind: 'cash'; readonly amount: number }
  | { readonly kind: 'code'; readonly discount: number }
  | { readonly kind: 'addUsed'; readonly used: UsedVehicleQuote }
  | { readonly kind: 'removeUsed'; readonly index: number }
  | { readonly kind: 'credit'; readonly credit: CreditChoice | null };

const usedArbitrary = fc.record({
  codia: fc.constantFrom('A1', 'B2', 'C3', 'D4'),
  year: fc.integer({ min: 2005, max: 2026 }),
  kms: fc.constantFrom(0, 15_000, 45_000, 120_000),
  valuation: fc.integer({ min: 0, max: 60_000_000 }),
});

const creditArbitrary = fc.record({
  amount: fc.integer({ min: 0, max: 50_000_000 }),
  name: fc.constant('Plan'),
  min: fc.constantFrom(0, 1_000_000, 2_000_000, 5_000_000),
  max: fc.constantFrom(5_000_000, 12_000_000, 40_000_000),
});

const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('cash' as const),
    amount: fc.integer({ min: -10, max: 80_000_000 }),
  }),
  fc.record({
    kind: fc.constant('code' as const),
    discount: fc.integer({ min: 0, max: 2_000_000 }),
  }),
  fc.record({ kind: fc.constant('addUsed' as const), used: usedArbitrary }),
  fc.record({ kind: fc.constant('removeUsed' as const), index: fc.nat(3) }),
  fc.record({
    kind: fc.constant('credit' as const),
    credit: fc.option(creditArbitrary, { nil: null }),
  }),
);

const operationArbitrary = fc.oneof(
  fc.record({
    currency: fc.constant<OperationCurrency>('ars'),
    usdRate: fc.constant(0),
    fullPrice: fc.integer({ min: 5_000_000, max: 80_000_000 }),
  }),
  fc.record({
    currency: fc.constant<OperationCurrency>('usd'),
    usdRate: fc.oneof(fc.constant(0), fc.constant(1480.5), fc.integer({ min: 800, max: 2500 })),
    fullPrice: fc.integer({ min: 15_000, max: 90_000 }),
  }),
);

/** Applies an action the way the API does: a refused write leaves the stored state as it was. */
function apply(stored: OperationMoneyInput, action: Action): OperationMoneyInput {
  const next: OperationMoneyInput =
    action.kind === 'cash'
      ? { ...stored, cash: action.amount }
      : action.kind === 'code'
        ? { ...stored, promotionDiscount: action.discount }
        : action.kind === 'addUsed'
          ? { ...stored, usedVehicles: [...stored.usedVehicles, action.used] }
          : action.kind === 'removeUsed'
            ? { ...stored, usedVehicles: stored.usedVehicles.filter((_, i) => i !== action.index) }
            : { ...stored, credit: action.credit };
  const keep = keptAmount(
    {
      cash: stored.cash,
      creditAmount: stored.credit?.amount ?? 0,
      creditId: stored.credit ? 1 : null,
    },
    { cash: next.cash, creditAmount: next.credit?.amount ?? 0, creditId: next.credit ? 1 : null },
  );
  const settled = settleOperationMoney({ ...next, keep });
  if (Object.keys(settled.errors).length > 0) return stored;
  return {
    ...next,
    cash: settled.amounts.cash,
    promotionDiscount: settled.amounts.promotionDiscount,
    credit: next.credit ? { ...next.credit, amount: settled.amounts.creditPesos } : null,
  };
}

describe('settleOperationMoney (property)', () => {
  it('adds up, is never negative and is stable for any sequence of buyer actions', () => {
    fc.assert(
      fc.property(
        operationArbitrary,
        fc.array(actionArbitrary, { maxLength: 12 }),
        (operation, actions) => {
          let stored: OperationMoneyInput = {
            ...operation,
            promotionDiscount: 0,
            cash: 0,
            usedVehicles: [],
            credit: null,
          };
          for (const action of actions) {
            stored = apply(stored, action);
            const { amounts, errors } = settleOperationMoney(stored);
            expect(errors).toEqual({});
            const converted = stored.usedVehicles.map((used) =>
              pesosToOperationCurrency(used.valuation, stored.currency, stored.usdRate)!,
            );
            const credit = stored.credit
              ? pesosToOperationCurrency(stored.credit.amount, stored.currency, stored.usdRate)!
              : 0;
            // spec 3: pending = promotion price − cash − trade-ins − credit, in one currency.
            expect(amounts.pending).toBe(
              amounts.promotionPrice -
                amounts.cash -
                converted.reduce((total, amount) => total + amount, 0) -
                credit,
            );
            expect(amounts.pending).toBeGreaterThanOrEqual(0);
            expect(amounts.cash).toBeGreaterThanOrEqual(0);
            expect(amounts.cash).toBe(stored.cash);
            expect(amounts.creditAmount).toBe(credit);
            expect(Number.isInteger(amounts.pending)).toBe(true);
            if (stored.credit) {
              expect(amounts.creditPesos).toBeGreaterThanOrEqual(stored.credit.min);
              expect(amounts.creditPesos).toBeLessThanOrEqual(stored.credit.max);
            }
            if (stored.currency === 'usd' && stored.usdRate <= 0) {
              // spec 8 'Confirmar en concesionario': nothing in pesos is converted online.
              expect(stored.usedVehicles).toEqual([]);
              expect(stored.credit).toBeNull();
            }
            // What the server stores settles to itself: no drift between writes.
            expect(apply(stored, { kind: 'code', discount: stored.promotionDiscount })).toEqual(
              stored,
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  }, 60_000);

  it('never credits more dollars than the pesos are worth', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200_000_000 }),
        fc.integer({ min: 100, max: 500_000 }).map((cents) => cents / 100),
        (pesos, rate) => {
          const dollars = pesosToOperationCurrency(pesos, 'usd', rate)!;
          expect(dollars * rate).toBeLessThanOrEqual(pesos + 1e-6);
          expect((dollars + 1) * rate).toBeGreaterThan(pesos - 1e-6);
        },
      ),
      { numRuns: 1000 },
    );
  }, 60_000);
});
