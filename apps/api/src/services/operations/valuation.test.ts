import { describe, expect, it } from 'vitest';
import { estimateValuation } from './valuation';

describe('estimateValuation (deterministic trade-in estimate)', () => {
  const base = { baseValue: 30_000_000, year: 2022, kms: 60_000 };

  it('gives the same amount for the same input, rounded down to $ 10.000', () => {
    const amount = estimateValuation(base);
    expect(estimateValuation(base)).toBe(amount);
    expect(amount % 10_000).toBe(0);
    expect(amount).toBeGreaterThan(0);
    expect(amount).toBeLessThan(base.baseValue);
  });

  it('is worth less when older or with more kilometres, never negative', () => {
    expect(estimateValuation({ ...base, year: 2018 })).toBeLessThan(estimateValuation(base));
    expect(estimateValuation({ ...base, kms: 200_000 })).toBeLessThan(estimateValuation(base));
    expect(estimateValuation({ ...base, kms: 5_000 })).toBeGreaterThanOrEqual(
      estimateValuation(base),
    );
    expect(estimateValuation({ baseValue: 1, year: 1990, kms: 1_000_000 })).toBe(0);
  });
});
