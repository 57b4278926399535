import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDeduction,
  formatNumber,
  formatPrice,
  currencyIsoCode,
  isDollarCurrency,
  parseAmount,
  toAmount,
} from './money';

describe('formatPrice', () => {
  it('spec 9: pesos in the Argentine locale without decimals', () => {
    expect(formatPrice(25_000_000, 'ars')).toBe('$\u00a025.000.000');
    expect(formatPrice(1_000)).toBe('$\u00a01.000');
    expect(formatPrice(0, null)).toBe('$\u00a00');
  });

  it('spec 9: dollars when the currency is usd, in any case', () => {
    expect(formatPrice(25_000, 'usd')).toBe('US$\u00a025.000');
    expect(formatPrice(25_000, 'USD')).toBe('US$\u00a025.000');
    expect(formatPrice(25_000, ' Usd ')).toBe('US$\u00a025.000');
  });

  it('spec 9: any other currency string means pesos', () => {
    expect(formatPrice(25_000, 'ars')).toBe('$\u00a025.000');
    expect(formatPrice(25_000, 'dolares')).toBe('$\u00a025.000');
    expect(formatPrice(25_000, '')).toBe('$\u00a025.000');
  });

  it('spec 9: rounds to whole units (no decimals)', () => {
    expect(formatPrice(1_234.5)).toBe('$\u00a01.235');
    expect(formatPrice(1_234.49, 'usd')).toBe('US$\u00a01.234');
  });

  it('joins the symbol and the figure with a no-break space, so they never wrap apart', () => {
    expect(formatPrice(1)).toBe('$\u00a01');
    expect(formatPrice(1, 'usd')).toBe('US$\u00a01');
    expect(formatPrice(1_500_000)).not.toMatch(/[ \u202f]/);
  });

  it('spec 9: numeric strings count as numbers', () => {
    expect(formatPrice('25000000')).toBe('$\u00a025.000.000');
    expect(formatPrice(' 25000 ', 'usd')).toBe('US$\u00a025.000');
  });

  it('spec 9: a missing or non-numeric peso amount is "no disponible"', () => {
    for (const amount of [null, undefined, '', '  ', 'consultar', Number.NaN, Infinity, {}]) {
      expect(formatPrice(amount, 'ars')).toBe('no disponible');
    }
  });

  it('spec 9: an empty dollar amount is an empty string', () => {
    for (const amount of [null, undefined, '', 'consultar', Number.NaN]) {
      expect(formatPrice(amount, 'usd')).toBe('');
    }
  });

  it('spec 2.3: a negative discount shows with its sign, the minus right before the symbol', () => {
    expect(formatPrice(-1_500_000)).toBe('-$\u00a01.500.000');
    expect(formatPrice(-2_000, 'usd')).toBe('-US$\u00a02.000');
  });
});

describe('formatDeduction', () => {
  it('writes a deduction as "- $ 1.500.000" with no place a line may break', () => {
    expect(formatDeduction(1_500_000)).toBe('-\u00a0$\u00a01.500.000');
    expect(formatDeduction(2_000, 'usd')).toBe('-\u00a0US$\u00a02.000');
    expect(formatDeduction(1_500_000)).not.toMatch(/[ \u202f]/);
  });
});

describe('isDollarCurrency and toAmount', () => {
  it("spec 3: only 'usd' means dollars", () => {
    expect([isDollarCurrency('usd'), isDollarCurrency('USD'), isDollarCurrency('ars')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(isDollarCurrency(null)).toBe(false);
    expect([currencyIsoCode('usd'), currencyIsoCode(' USD '), currencyIsoCode('ars')]).toEqual([
      'USD',
      'USD',
      'ARS',
    ]);
    expect(currencyIsoCode(undefined)).toBe('ARS');
  });

  it('spec 9: wire amounts as numbers, else undefined', () => {
    expect(toAmount('1500.5')).toBe(1500.5);
    expect(toAmount(3)).toBe(3);
    expect(toAmount('1.500.000')).toBeUndefined();
    expect(toAmount(null)).toBeUndefined();
  });
});

describe('formatNumber', () => {
  it('spec 9: Argentine grouping without decimals (kilometres)', () => {
    expect(formatNumber(60_000)).toBe('60.000');
    expect(formatNumber(999)).toBe('999');
  });
});

describe('formatDate', () => {
  it('spec 2.4: a date-only string is that calendar day, in Spanish', () => {
    expect(formatDate('2026-11-22')).toBe('22 de noviembre de 2026');
    expect(formatDate('2026-01-01')).toBe('1 de enero de 2026');
  });

  it('a timestamp is read in Argentine time (UTC−3)', () => {
    expect(formatDate('2026-11-22T02:00:00Z')).toBe('21 de noviembre de 2026');
    expect(formatDate(new Date('2026-11-22T15:00:00Z'))).toBe('22 de noviembre de 2026');
  });

  it('unreadable or missing dates are empty', () => {
    expect(formatDate('mañana')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
  });
});

describe('parseAmount', () => {
  it('spec 5: plain digits', () => {
    expect(parseAmount('1500000')).toBe(1_500_000);
    expect(parseAmount(' 250 ')).toBe(250);
  });

  it('spec 5: Argentine thousands separators and decimal comma', () => {
    expect(parseAmount('1.500.000')).toBe(1_500_000);
    expect(parseAmount('1.500')).toBe(1_500);
    expect(parseAmount('1.500,50')).toBe(1_500.5);
    expect(parseAmount('1500,5')).toBe(1_500.5);
    expect(parseAmount('$ 1.500.000')).toBe(1_500_000);
    expect(parseAmount('US$ 2.000')).toBe(2_000);
    expect(parseAmount(formatPrice(1_500_000))).toBe(1_500_000);
  });

  it('spec 5: a dot not followed by three digits is a decimal point', () => {
    expect(parseAmount('1.5')).toBe(1.5);
    expect(parseAmount('1500.25')).toBe(1500.25);
  });

  it('spec 5: non-numeric input becomes 0', () => {
    for (const input of [
      '',
      'abc',
      '12abc',
      '1.50.0',
      '1,500,000',
      null,
      undefined,
      Number.NaN,
      {},
    ]) {
      expect(parseAmount(input)).toBe(0);
    }
  });

  it('spec 5: numbers pass through; a sign is kept', () => {
    expect(parseAmount(42)).toBe(42);
    expect(parseAmount('-1.000')).toBe(-1_000);
    expect(Object.is(parseAmount('-0'), 0)).toBe(true);
  });
});
