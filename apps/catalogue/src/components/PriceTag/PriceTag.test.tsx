import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PriceTag } from './PriceTag';

describe('PriceTag', () => {
  it('shows the final price in pesos, the dollar price beside it and the price without national taxes', () => {
    render(
      <PriceTag
        amount="$ 42.810.000"
        dollarAmount="US$ 42.810"
        withoutNationalTaxes="$ 35.676.000"
        label="Precio final"
      />,
    );
    expect(screen.getByText('Precio final')).toBeTruthy();
    expect(screen.getByText(/^\$ 42\.810\.000/).textContent).toBe('$ 42.810.000 (US$ 42.810)');
    expect(screen.getByText('Precio sin impuestos nacionales: $ 35.676.000')).toBeTruthy();
  });

  it('reads “desde” for the lowest of several, with its note', () => {
    render(
      <PriceTag
        amount="$ 25.000.000"
        withoutNationalTaxes="$ 20.661.157"
        label="Precio de lista"
        isFrom
        note="No incluye patentamiento ni entrega."
      />,
    );
    expect(screen.getByText('Precio de lista desde')).toBeTruthy();
    expect(screen.getByText('No incluye patentamiento ni entrega.')).toBeTruthy();
    expect(screen.queryByText(/US\$/)).toBeNull();
  });
});
