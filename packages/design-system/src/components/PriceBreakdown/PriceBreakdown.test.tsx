import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInTheme } from '../private/testUtils';
import { PriceBreakdown } from './PriceBreakdown';

describe('PriceBreakdown', () => {
  it('pairs each label with its amount, as given by the caller', () => {
    renderInTheme(
      <PriceBreakdown
        rows={[
          { label: 'Precio', amount: '$ 30.000.000' },
          { label: 'Descuento web', amount: '- $ 1.000.000', kind: 'discount' },
          { label: 'Total', amount: '$ 29.000.000', kind: 'total' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const amounts = screen.getAllByRole('definition').map((amount) => amount.textContent);
    expect(terms).toEqual(['Precio', 'Descuento web', 'Total']);
    expect(amounts).toEqual(['$ 30.000.000', '- $ 1.000.000', '$ 29.000.000']);
  });

  it('styles discounts and totals apart from plain rows', () => {
    renderInTheme(
      <PriceBreakdown
        rows={[
          { label: 'Precio', amount: '$ 1' },
          { label: 'Descuento', amount: '- $ 1', kind: 'discount' },
          { label: 'Total', amount: '$ 0', kind: 'total' },
        ]}
      />,
    );
    const row = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    const style = (label: string) => getComputedStyle(row(label));
    expect(style('Descuento').color).not.toBe(style('Precio').color);
    expect(Number(style('Total').fontWeight)).toBeGreaterThan(Number(style('Precio').fontWeight));
    expect(Number.parseFloat(style('Total').fontSize)).toBeGreaterThan(
      Number.parseFloat(style('Precio').fontSize),
    );
  });
});
