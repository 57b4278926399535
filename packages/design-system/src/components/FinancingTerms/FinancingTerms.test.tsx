import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themeTokens } from '../../tokens/brands';
import { contrastRatio, parseHexColor } from '../../tokens/contrast';
import { themeNames } from '../../tokens/types';
import { DesignSystemProvider } from '../DesignSystemProvider/DesignSystemProvider';
import { renderInTheme } from '../private/testUtils';
import { FinancingTerms } from './FinancingTerms';
import type { FinancingTermsProps } from './FinancingTerms';

const rgb = (hex: string) => `rgb(${parseHexColor(hex).join(', ')})`;
const fontSize = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
const part = (name: string) => document.querySelector(`[data-part="${name}"]`) as HTMLElement;

const plan = {
  cashPrice: '$ 1.400.000',
  installmentCount: 12,
  installmentAmount: '$ 116.667',
  tna: '45,90 %',
  tea: '56,12 %',
  cftea: '68,12 %',
} satisfies FinancingTermsProps;

const definitions = (list: HTMLElement) =>
  Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('FinancingTerms', () => {
  it('states the installments, rates and CFTEA of a plan', () => {
    renderInTheme(<FinancingTerms {...plan} />);
    expect(screen.getByRole('group', { name: 'Condiciones de financiación' })).toBeVisible();
    expect(screen.getByText('12 cuotas mensuales de', { exact: false })).toHaveTextContent(
      '12 cuotas mensuales de $ 116.667',
    );
    expect(part('tna')).toHaveTextContent('TNA 45,90 %');
    expect(part('tea')).toHaveTextContent('TEA 56,12 %');
    expect(part('cftea')).toHaveTextContent('CFTEA (con IVA) 68,12 %');
  });

  it('lists the cash price, the financed amounts, the system and every charge', () => {
    renderInTheme(
      <FinancingTerms
        {...plan}
        planName="Plan 12 cuotas"
        bank="Banco Galicia"
        downPayment="$ 400.000"
        amountFinanced="$ 1.000.000"
        charges={[
          { label: 'Gastos de otorgamiento', amount: '$ 35.000' },
          { label: 'Seguro de vida', amount: '$ 2.100' },
        ]}
        footnote="Sujeto a aprobación crediticia."
      />,
    );
    const group = screen.getByRole('group', { name: 'Plan 12 cuotas' });
    expect(group).toHaveTextContent('Banco Galicia');
    expect(group).toHaveTextContent('Sujeto a aprobación crediticia.');
    const details = group.querySelector('dl') as HTMLElement;
    expect(definitions(details)).toEqual({
      'Precio contado': '$ 1.400.000',
      Anticipo: '$ 400.000',
      'Monto financiado': '$ 1.000.000',
      'Sistema de amortización': 'Francés',
      'Gastos de otorgamiento': '$ 35.000',
      'Seguro de vida': '$ 2.100',
    });
  });

  it('takes another system and frequency, and says "cuota" for a single one', () => {
    renderInTheme(
      <FinancingTerms
        {...plan}
        installmentCount={1}
        installmentAmount="$ 1.500.000"
        system="Alemán"
        frequency="trimestral"
      />,
    );
    expect(screen.getByText(/cuota/)).toHaveTextContent(/^1 cuota trimestral de \$ 1\.500\.000$/);
    expect(screen.getByText('Alemán')).toBeVisible();
  });

  it('uses the plural of the frequency for several installments', () => {
    renderInTheme(<FinancingTerms {...plan} installmentCount={6} frequency="bimestral" />);
    expect(part('installments')).toHaveTextContent('6 cuotas bimestrales de $ 116.667');
  });

  it('shows only the installments, TNA, TEA and CFTEA when compact', () => {
    renderInTheme(
      <FinancingTerms
        {...plan}
        compact
        planName="Plan 12 cuotas"
        bank="Banco Galicia"
        downPayment="$ 400.000"
        charges={[{ label: 'Seguro de vida', amount: '$ 2.100' }]}
        footnote="Sujeto a aprobación crediticia."
      />,
    );
    const group = screen.getByRole('group', { name: 'Plan 12 cuotas' });
    expect(group).toHaveTextContent(
      /^12 cuotas mensuales de \$ 116\.667TNA 45,90 %TEA 56,12 %CFTEA \(con IVA\) 68,12 %$/,
    );
  });

  // BCRA Com. "A" 5853 point 4: the CFTEA at least five times the size of the TNA, highlighted.
  it('sets the CFTEA token at least five times the TNA’s in every theme', () => {
    for (const theme of themeNames) {
      const { fontSize: sizes } = themeTokens[theme];
      expect(
        Number.parseFloat(sizes.legalHighlight) / Number.parseFloat(sizes.xsmall),
      ).toBeGreaterThanOrEqual(5);
      expect(sizes.legalHighlight.endsWith('rem') && sizes.xsmall.endsWith('rem')).toBe(true);
    }
  });

  it.each(themeNames.flatMap((theme) => [false, true].map((compact) => ({ theme, compact }))))(
    '$theme (compact: $compact): the CFTEA is at least five times the TNA, highlighted in AA contrast',
    ({ theme, compact }) => {
      render(
        <DesignSystemProvider theme={theme}>
          <FinancingTerms {...plan} compact={compact} />
        </DesignSystemProvider>,
      );
      const tna = part('tna');
      const cftea = part('cftea');
      expect(fontSize(cftea) / fontSize(tna)).toBeGreaterThanOrEqual(5);
      expect(fontSize(tna)).toBe(fontSize(part('tea')));
      for (const text of [...cftea.children, ...tna.children]) {
        expect(getComputedStyle(text).fontSize).toBe(
          getComputedStyle(text.parentElement!).fontSize,
        );
      }

      const colors = themeTokens[theme].color;
      const style = getComputedStyle(cftea);
      expect(style.backgroundColor).toBe(rgb(colors.action));
      expect(style.color).toBe(rgb(colors.actionText));
      expect(contrastRatio(colors.actionText, colors.action)).toBeGreaterThanOrEqual(4.5);
      expect(getComputedStyle(tna).color).toBe(rgb(colors.textMuted));
    },
  );
});
