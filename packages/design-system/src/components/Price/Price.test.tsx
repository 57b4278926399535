import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeTokens } from '../../tokens/brands';
import { contrastRatio, parseHexColor } from '../../tokens/contrast';
import { themeNames } from '../../tokens/types';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { renderInTheme } from '../private/testUtils';
import { Price, priceSizes } from './Price';

const rgb = (hex: string) => `rgb(${parseHexColor(hex).join(', ')})`;
const fontSize = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);

describe('Price', () => {
  it('shows the final price and, under it, the price without national taxes', () => {
    renderInTheme(<Price amount="$ 30.094.000" withoutNationalTaxes="$ 24.870.000" />);
    const price = screen.getByRole('group', { name: 'Precio' });
    expect(price).toHaveTextContent('$ 30.094.000Precio sin impuestos nacionales: $ 24.870.000');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('leaves out the line without national taxes when it has no figure', () => {
    renderInTheme(<Price label="Precio final" amount="$ 30.094.000" />);
    const price = screen.getByRole('group', { name: 'Precio final' });
    expect(price).toHaveTextContent('$ 30.094.000');
    expect(price).not.toHaveTextContent('Precio sin impuestos nacionales');
  });

  it('names the group after its label and shows the note below', () => {
    renderInTheme(
      <Price
        label="Precio final"
        note="Incluye patentamiento y entrega"
        amount="$ 30.094.000"
        withoutNationalTaxes="$ 24.870.000"
      />,
    );
    const price = screen.getByRole('group', { name: 'Precio final' });
    expect(price.firstElementChild).toHaveTextContent('Precio final');
    expect(price.lastElementChild).toHaveTextContent('Incluye patentamiento y entrega');
  });

  it('reads "Desde" before the amount of a from price', () => {
    renderInTheme(<Price isFrom amount="$ 30.094.000" withoutNationalTaxes="$ 24.870.000" />);
    expect(screen.getByText('$ 30.094.000').parentElement).toHaveTextContent(
      /^Desde \$ 30\.094\.000$/,
    );
  });

  it('shows a dollar unit’s price beside the peso figure, smaller and muted', () => {
    renderInTheme(
      <Price amount="$ 30.094.000" dollarAmount="US$ 25.000" withoutNationalTaxes="$ 24.870.000" />,
    );
    const pesos = screen.getByText('$ 30.094.000');
    const dollars = screen.getByText('US$ 25.000', { exact: false });
    expect(pesos.parentElement).toBe(dollars.parentElement);
    expect(pesos.parentElement).toHaveTextContent('$ 30.094.000 equivalente a US$ 25.000');
    expect(fontSize(dollars)).toBeLessThan(fontSize(pesos));
    expect(getComputedStyle(dollars).color).toBe(rgb(themeTokens.vw.color.textMuted));
  });

  it('keeps each amount on one line', () => {
    renderInTheme(
      <Price amount="$ 30.094.000" dollarAmount="US$ 25.000" withoutNationalTaxes="$ 24.870.000" />,
    );
    expect(getComputedStyle(screen.getByText('$ 30.094.000')).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(screen.getByText('$ 24.870.000')).whiteSpace).toBe('nowrap');
  });

  // Res. SIyC 4/2025: the price without national taxes is visibly smaller, and legible.
  it.each(themeNames.flatMap((theme) => priceSizes.map((size) => ({ theme, size }))))(
    '$theme, $size: the price without national taxes is at most 0.6 times the amount, in AA contrast',
    ({ theme, size }) => {
      render(
        <DesignSystemProvider theme={theme}>
          <Price size={size} amount="$ 30.094.000" withoutNationalTaxes="$ 24.870.000" />
        </DesignSystemProvider>,
      );
      const amount = screen.getByText('$ 30.094.000');
      const withoutTaxes = screen.getByText(/Precio sin impuestos nacionales/);
      expect(fontSize(withoutTaxes) / fontSize(amount)).toBeLessThanOrEqual(0.6);

      const colors = themeTokens[theme].color;
      expect(getComputedStyle(withoutTaxes).color).toBe(rgb(colors.textMuted));
      expect(contrastRatio(colors.textMuted, colors.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colors.textMuted, colors.surfaceAlt)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('grows with its size', () => {
    const sizes = priceSizes.map((size) => {
      const { unmount } = render(
        <DesignSystemProvider theme="vw">
          <Price size={size} amount="$ 1" withoutNationalTaxes="$ 2" />
        </DesignSystemProvider>,
      );
      const amountSize = fontSize(screen.getByText('$ 1'));
      unmount();
      return amountSize;
    });
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(priceSizes.length);
  });
});
