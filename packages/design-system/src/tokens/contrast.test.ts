import { describe, expect, it } from 'vitest';
import { themeTokens } from './brands';
import { contrastRatio, contrastRules, parseHexColor } from './contrast';
import { themeNames } from './types';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches a known WCAG value (#767676 on white is 4.54)', () => {
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('rejects values that are not hex colours', () => {
    expect(() => parseHexColor('rgba(0, 0, 0, 0.5)')).toThrow(/Not a hex colour/);
  });
});

describe('theme colour contrast (WCAG 2.2 AA)', () => {
  const cases = themeNames.flatMap((theme) => contrastRules.map((rule) => ({ theme, ...rule })));

  it.each(cases)(
    '$theme: $foreground on $background reaches $minimum:1',
    ({ theme, foreground, background, minimum }) => {
      const colors = themeTokens[theme].color;
      const ratio = contrastRatio(colors[foreground], colors[background]);
      expect(ratio, `${colors[foreground]} on ${colors[background]}`).toBeGreaterThanOrEqual(
        minimum,
      );
    },
  );

  it('keeps dark text on the yellow themes', () => {
    for (const theme of ['gm', 'group'] as const) {
      const colors = themeTokens[theme].color;
      expect(contrastRatio(colors.brandContrast, '#000000')).toBeLessThan(1.5);
      expect(contrastRatio(colors.actionText, '#000000')).toBeLessThan(1.5);
    }
  });
});
