import {
  depositInstalments,
  financingTerms,
  unitPriceDisclosure,
  taxRatesOf,
  withdrawalDeadline,
} from '@territorio/api-client';
import type { CreditPlan } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditPlanTerms,
  depositSettlement,
  isPlanAvailableFor,
  operationPriceFigures,
  planFinancedAmount,
  selectCreditTerms,
  selectDepositSettlement,
  selectWithdrawalUntil,
} from './disclosure';
import { creditPlans, fullPrice, operationFixture } from './test/fixtures';
import { startFlowApi } from './test/http-api';
import type { FlowApi } from './test/http-api';

const long60 = creditPlans[2] as CreditPlan;

/** The stores below read what they are given: their server is never called. */
let flow: FlowApi;

beforeAll(async () => {
  flow = await startFlowApi();
});
afterAll(async () => {
  expect(flow.server.requests).toEqual([]);
  await flow.close();
});

function withRates(plan: CreditPlan, rates: Record<string, unknown>): CreditPlan {
  return { ...plan, ...rates } as CreditPlan;
}

describe('isPlanAvailableFor', () => {
  it('spec 4: a plan whose maximum is below the amount is not available for it', () => {
    expect(isPlanAvailableFor(long60, 41_173_720)).toBe(false);
    expect(isPlanAvailableFor(long60, 30_000_000)).toBe(true);
    expect(planFinancedAmount(long60, 41_173_720)).toBe(40_000_000);
    expect(planFinancedAmount(long60, 30_000_000)).toBe(30_000_000);
  });

  it('honours the server saying a plan is not available', () => {
    const listed = withRates(long60, { available: false });
    expect(isPlanAvailableFor(listed, 30_000_000)).toBe(false);
    expect(planFinancedAmount(listed, 30_000_000)).toBe(40_000_000);
  });
});

describe('creditPlanTerms', () => {
  it('is null while the server sends no rates', () => {
    expect(creditPlanTerms(long60, 10_000_000)).toBeNull();
  });

  it("computes the terms from the plan's rates with the rules' financingTerms", () => {
    const plan = withRates(long60, {
      tna: 45.9,
      interest_vat_rate: 21,
      granting_fee_rate: 2,
      monthly_insurance_rate: 0.1,
    });
    const expected = financingTerms(
      {
        months: 60,
        annualRate: 45.9,
        interestVatRate: 21,
        grantingFeeRate: 2,
        monthlyInsuranceRate: 0.1,
      },
      10_000_000,
    );
    expect(creditPlanTerms(plan, 10_000_000)).toMatchObject({
      amount: 10_000_000,
      months: 60,
      instalment: expected.firstInstalment,
      tna: 45.9,
      tea: expected.tea,
      cftea: expected.cftea,
      totalPayable: expected.totalPayable,
    });
  });

  it("uses the server's figures when they are for the amount shown", () => {
    const plan = withRates(long60, {
      tna: 45.9,
      tea: 56.12,
      cftea: 70.01,
      first_installment: 123_456,
      total_payable: 9_999_999,
      financed_amount: 10_000_000,
    });
    expect(creditPlanTerms(plan, 10_000_000)).toMatchObject({
      instalment: 123_456,
      cftea: 70.01,
      totalPayable: 9_999_999,
    });
  });

  it('BCRA A 5853: a "tasa 0" plan with charges is never called so', () => {
    const zero = withRates(creditPlans[0] as CreditPlan, { tna: 0, granting_fee_rate: 3 });
    const terms = creditPlanTerms(zero, 3_000_000);
    expect(terms?.cftea).toBeGreaterThan(0);
    expect(terms?.planName).not.toMatch(/tasa 0|sin inter/i);
    const free = creditPlanTerms(withRates(creditPlans[0] as CreditPlan, { tna: 0 }), 3_000_000);
    expect(free?.cftea).toBe(0);
    expect(free?.planName).toBe('Tasa 0 % 12 meses');
  });
});

describe('selectCreditTerms', () => {
  const financed = withRates(long60, {
    tna: 45.9,
    tea: 56.12,
    cftea: 70.01,
    first_installment: 123_456,
    total_payable: 9_999_999,
    granting_fee: 242_000,
    financed_amount: 6_000_000,
  });
  const withCredit = (credit: Record<string, unknown>) => {
    const store = flow.createStore();
    store.setState({
      operation: operationFixture({
        credit_id: long60.id,
        credit_name: long60.name,
        credit_amount: 6_000_000,
        credit_installments: long60.months,
        ...credit,
      }),
      credit: {
        ...store.getState().credit,
        plans: { status: 'loaded', amount: 6_000_000, plans: [financed] },
      },
    });
    return store.getState();
  };

  it("Ley 24.240 art. 36: the operation's terms, with the plan's bank and granting fee", () => {
    expect(
      selectCreditTerms(
        withCredit({
          credit_tna: 45.9,
          credit_tea: 56.12,
          credit_cftea: 70.01,
          credit_first_installment: 123_456,
          credit_total_payable: 9_999_999,
        }),
      ),
    ).toEqual({
      planName: long60.name,
      bank: long60.bank,
      amount: 6_000_000,
      months: long60.months,
      instalment: 123_456,
      tna: 45.9,
      tea: 56.12,
      cftea: 70.01,
      totalPayable: 9_999_999,
      grantingFee: 242_000,
    });
  });

  it('shows no terms the operation does not carry, even when the plan lists rates', () => {
    expect(selectCreditTerms(withCredit({}))).toBeNull();
  });
});

describe('depositSettlement', () => {
  it('the deposit counts toward the price: what remains at the dealership is the cash less it', () => {
    expect(depositSettlement({ cash: 31_543_000, pending: 0 }, 350_000, 350_000)).toEqual({
      deposit: 350_000,
      depositInCurrency: 350_000,
      dueAtDealership: 31_193_000,
    });
  });

  it('never owes less than nothing, and says nothing without a rate', () => {
    expect(depositSettlement({ cash: 0, pending: 0 }, 350_000, 350_000).dueAtDealership).toBe(0);
    expect(depositSettlement({ cash: 10, pending: 0 }, 350_000, null).dueAtDealership).toBeNull();
  });

  it('reads a paid operation: the amount charged and the cash of the settlement', () => {
    const store = flow.createStore();
    store.setState({
      operation: operationFixture({
        status: 'reserved',
        cash_amount: fullPrice,
        pending_amount: 0,
        purchase: {
          ...operationFixture().purchase,
          transaction: {
            code: 'T1',
            status: 'approved',
            amount: 350_000,
            installments: 3,
            paid_at: '2026-12-01T15:00:00.000Z',
            withdrawal_until: withdrawalDeadline('2026-12-01T15:00:00.000Z'),
          },
        },
      }),
    });
    expect(selectDepositSettlement(store.getState())).toEqual({
      deposit: 350_000,
      depositInCurrency: 350_000,
      dueAtDealership: fullPrice - 350_000,
    });
    // Res. 424/2020: 10 calendar days from the payment, as the server says.
    expect(selectWithdrawalUntil(store.getState())).toBe(
      withdrawalDeadline('2026-12-01T15:00:00.000Z'),
    );
    expect(depositInstalments(350_000, 3).reduce((a, b) => a + b, 0)).toBe(350_000);
  });

  it('gives no withdrawal date until the server says the right runs', () => {
    const store = flow.createStore();
    store.setState({
      operation: operationFixture({
        status: 'pending',
        purchase: {
          ...operationFixture().purchase,
          transaction: {
            code: 'T1',
            status: 'in_process',
            amount: 350_000,
            installments: 1,
            paid_at: '2026-12-01T15:00:00.000Z',
          },
        },
      }),
    });
    expect(selectWithdrawalUntil(store.getState())).toBeNull();
  });
});

describe('operationPriceFigures', () => {
  it('Res. SIyC 4/2025: the final price and the same figure without national taxes', () => {
    const operation = operationFixture();
    const figures = operationPriceFigures(operation, {
      promotionPrice: fullPrice,
      promotionDiscount: 0,
    });
    const expected = unitPriceDisclosure(
      { price: 24_000_000, license_cost: 500_000, preparation_cost: 300_000 },
      taxRatesOf(null),
      0,
    );
    expect(figures).toEqual({
      currency: 'ars',
      finalPrice: fullPrice,
      finalPriceArs: fullPrice,
      withoutNationalTaxesArs: expected.withoutNationalTaxes,
    });
    expect(figures.withoutNationalTaxesArs).toBeLessThan(fullPrice);
  });

  it('a dollar operation gives its peso figures at its own rate', () => {
    const operation = operationFixture({
      currency: 'usd',
      usd_rate: 1000,
      purchase: {
        ...operationFixture().purchase,
        vehicle: { ...operationFixture().purchase.vehicle, currency: 'usd', fullprice: 30_000 },
      },
    });
    const figures = operationPriceFigures(operation, {
      promotionPrice: 30_000,
      promotionDiscount: 0,
    });
    expect(figures.currency).toBe('usd');
    expect(figures.finalPriceArs).toBe(30_000_000);
  });
});
