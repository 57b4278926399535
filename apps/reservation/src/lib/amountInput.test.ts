import { describe, expect, it } from 'vitest';
import { amountDigits, caretAfterDigits, digitsBefore, groupedAmount } from './amountInput';

describe('amount input', () => {
  it('groups thousands the Argentine way as the buyer types', () => {
    expect(groupedAmount('41173720')).toBe('41.173.720');
    expect(groupedAmount('41.173.7209')).toBe('411.737.209');
    expect(groupedAmount('1000')).toBe('1.000');
    expect(groupedAmount('abc')).toBe('');
    expect(groupedAmount('007')).toBe('7');
  });

  it('keeps only digits for the store', () => {
    expect(amountDigits('$ 1.500.000')).toBe('1500000');
  });

  it('keeps the caret after the digit it followed', () => {
    // Typing '5' after '41.1' in '41.173.720' gives '41.1573.720' → '411.573.720'.
    const typed = '41.1573.720';
    const digits = digitsBefore(typed, 5);
    expect(digits).toBe(4);
    const shown = groupedAmount(typed);
    expect(shown).toBe('411.573.720');
    expect(caretAfterDigits(shown, digits)).toBe(5);
    expect(shown.slice(0, caretAfterDigits(shown, digits))).toBe('411.5');
    expect(caretAfterDigits(shown, 0)).toBe(0);
  });
});
