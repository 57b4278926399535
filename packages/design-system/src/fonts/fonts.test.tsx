import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../index';
import { themes } from '../themes';
import { vars } from '../themes/vars.css';
import { fontMetrics, interFallbackFamily, interFamily, metricOverrides } from './fonts';

const sample =
  'Reservá tu 0km online: pagás solo la seña con tarjeta. Si te arrepentís en 48 horas, te devolvemos el 100 %. Volkswagen, Chevrolet, Nissan y BAIC en Mendoza y San Juan.';

/** The box a paragraph of sample text takes in a 320 px column of a theme (line height 1.5). */
function measure(family: string, weight: number) {
  render(
    <div className={themes.group}>
      <p
        data-testid={`${family}-${weight}`}
        style={{ width: 320, margin: 0, fontFamily: family, fontWeight: weight, fontSize: 16 }}
      >
        {sample}
      </p>
    </div>,
  );
  return screen.getByTestId(`${family}-${weight}`).getBoundingClientRect();
}

describe('Inter fallback metrics', () => {
  it('match the overrides Capsize and next/font publish for Inter over Arial', () => {
    // Capsize createFontStack([inter, arial]) and next/font's Inter fallback:
    // size-adjust 107.12 %, ascent-override 90.44 %, descent-override 22.52 %, line gap 0.
    const regular = metricOverrides(fontMetrics.interRegular, fontMetrics.arialRegular);
    expect(parseFloat(regular.sizeAdjust)).toBeCloseTo(107.12, 1);
    expect(parseFloat(regular.ascentOverride)).toBeCloseTo(90.44, 1);
    expect(parseFloat(regular.descentOverride)).toBeCloseTo(22.52, 1);
    expect(regular.lineGapOverride).toBe('0%');
  });

  it('is part of the theme font stack, right after Inter', () => {
    render(
      <div className={themes.group}>
        <span style={{ fontFamily: vars.font.family }}>Hola</span>
      </div>,
    );
    const stack = getComputedStyle(screen.getByText('Hola')).fontFamily;
    expect(stack.startsWith(`"${interFamily}", "${interFallbackFamily}",`)).toBe(true);
  });
});

describe('Inter and its fallback take the same space (no layout shift on swap)', () => {
  it.each([400, 700])('weight %i: same height in a column, width within 2 %', async (weight) => {
    await document.fonts.load(`${weight} 16px "${interFamily}"`, sample);
    const fallbackFaces = await document.fonts.load(
      `${weight} 16px "${interFallbackFamily}"`,
      sample,
    );
    // The fallback is a local font (Arial, or Liberation Sans on Linux); without one there
    // is nothing to compare.
    expect(fallbackFaces.length).toBeGreaterThan(0);
    const inter = measure(`"${interFamily}"`, weight);
    const fallback = measure(`"${interFallbackFamily}"`, weight);
    expect(fallback.height).toBe(inter.height);

    const widthOf = (family: string) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${weight} 16px ${family}`;
      return context.measureText(sample).width;
    };
    // Without the overrides Liberation Sans is 5 % (regular) and 2.3 % (bold) narrower.
    const ratio = widthOf(`"${interFallbackFamily}"`) / widthOf(`"${interFamily}"`);
    expect(ratio).toBeGreaterThan(0.98);
    expect(ratio).toBeLessThan(1.02);
  });
});
