import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { financingTerms, formatRate, honestPlanName, teaFromTna } from './financing';
import type { CreditPlanCosts } from './financing';

const plain = { interestVatRate: 0, grantingFeeRate: 0, monthlyInsuranceRate: 0 } as const;

describe('financingTerms, worked examples (docs/decisions.md)', () => {
  it('matches a published simulator: $ 1.000.000, 12 months, TNA 80 %', () => {
    // mejortasas.com "Calculadora de CFT" (BCRA transparency data): cuota $ 123.675,
    // TEA 116,94 %, CFT 116,94 % without charges.
    const terms = financingTerms({ months: 12, annualRate: 80, ...plain }, 1_000_000);
    expect(terms.schedule[0]?.instalmentCents).toBe(12_367_473);
    expect(terms.firstInstalment).toBe(123_675);
    expect(terms.tea).toBe(116.94);
    expect(terms.cftea).toBe(116.94);
    expect(terms.totalInterest).toBe(484_097);
  });

  it('adds IVA on interest, a granting fee and insurance: $ 10.000.000, 36 months, TNA 36,5 %', () => {
    const terms = financingTerms(
      {
        months: 36,
        annualRate: 36.5,
        interestVatRate: 21,
        grantingFeeRate: 2,
        monthlyInsuranceRate: 0.1,
      },
      10_000_000,
    );
    // Worked by hand in docs/decisions.md.
    expect(terms.schedule[0]).toMatchObject({
      interestCents: 30_416_667,
      instalmentCents: 46_089_008,
      vatCents: 6_387_500,
      insuranceCents: 1_000_000,
      totalCents: 53_476_508,
    });
    expect(terms.tea).toBe(43.27);
    expect(terms.grantingFee).toBe(242_000);
    expect(terms.cftea).toBe(59.37);
    expect(terms.firstInstalment).toBe(534_765);
  });
});

describe('financingTerms', () => {
  it('a 0 % plan without charges costs nothing: CFTEA 0, instalments add up to the principal', () => {
    const terms = financingTerms({ months: 12, annualRate: 0, ...plain }, 5_000_000);
    expect(terms.cftea).toBe(0);
    expect(terms.isInterestFree).toBe(true);
    expect(terms.totalPayable).toBe(5_000_000);
    expect(terms.schedule.map((row) => row.instalmentCents).slice(-2)).toEqual([
      41_666_667, 41_666_663,
    ]);
  });

  it('a 0 % plan with a granting fee is not free', () => {
    const terms = financingTerms(
      {
        months: 12,
        annualRate: 0,
        interestVatRate: 21,
        grantingFeeRate: 3,
        monthlyInsuranceRate: 0,
      },
      5_000_000,
    );
    expect(terms.cftea).toBeGreaterThan(0);
    expect(terms.isInterestFree).toBe(false);
    expect(honestPlanName('Tasa 0 % 12 meses', terms)).toBe('TNA 0 % 12 meses');
    expect(honestPlanName('Cuotas sin interés', terms)).toBe('Cuotas TNA 0 %');
  });

  const planArbitrary = fc.record({
    months: fc.integer({ min: 1, max: 72 }),
    annualRate: fc.integer({ min: 0, max: 15_000 }).map((hundredths) => hundredths / 100),
    interestVatRate: fc.constantFrom(0, 10.5, 21),
    grantingFeeRate: fc.integer({ min: 0, max: 500 }).map((hundredths) => hundredths / 100),
    monthlyInsuranceRate: fc.integer({ min: 0, max: 30 }).map((hundredths) => hundredths / 100),
  }) satisfies fc.Arbitrary<CreditPlanCosts>;
  const principalArbitrary = fc.integer({ min: 100_000, max: 100_000_000 });

  it('CFTEA ≥ TEA ≥ TNA for positive rates', () => {
    fc.assert(
      fc.property(planArbitrary, principalArbitrary, (plan, principal) => {
        const terms = financingTerms(plan, principal);
        expect(terms.tea).toBeGreaterThanOrEqual(terms.tna);
        expect(terms.cftea).toBeGreaterThanOrEqual(terms.tea);
      }),
    );
  });

  it('instalments minus the principal are the interest of the schedule, to the cent', () => {
    fc.assert(
      fc.property(planArbitrary, principalArbitrary, (plan, principal) => {
        const { schedule } = financingTerms(plan, principal);
        const paid = schedule.reduce((total, row) => total + row.instalmentCents, 0);
        const interest = schedule.reduce((total, row) => total + row.interestCents, 0);
        expect(paid - principal * 100).toBe(interest);
        expect(schedule.every((row) => row.principalCents >= 0)).toBe(true);
        expect(schedule.at(-1)?.balanceCents).toBe(schedule.at(-1)?.principalCents);
      }),
    );
  });

  it('a 0 % plan whose only charge is too small for two decimals is not interest-free', () => {
    // 0.01 % granting fee on $ 100.000 over 58 months: $ 12, a CFTEA of about 0,005 %.
    const terms = financingTerms(
      {
        months: 58,
        annualRate: 0,
        interestVatRate: 0,
        grantingFeeRate: 0.01,
        monthlyInsuranceRate: 0,
      },
      100_000,
    );
    expect(terms.grantingFee).toBe(12);
    expect(terms.cftea).toBe(0.01);
    expect(terms.isInterestFree).toBe(false);
  });

  it('a 0 % plan is free exactly when it has no charges', () => {
    fc.assert(
      fc.property(planArbitrary, principalArbitrary, (plan, principal) => {
        const zero = { ...plan, annualRate: 0 };
        const terms = financingTerms(zero, principal);
        const hasCharges = zero.grantingFeeRate > 0 || zero.monthlyInsuranceRate > 0;
        expect(terms.cftea > 0).toBe(hasCharges);
        expect(terms.isInterestFree).toBe(!hasCharges);
      }),
    );
  });
});

describe('teaFromTna and formatRate', () => {
  it('capitalizes monthly and publishes two decimals', () => {
    expect(teaFromTna(0)).toBe(0);
    expect(formatRate(teaFromTna(45.9))).toBe('56,90\u00a0%');
    expect(formatRate(7.5)).toBe('7,50\u00a0%');
  });
});
