import type { ReactNode } from 'react';
import { formatPrice, formatRate, messages } from '@territorio/api-client/core';
import { FinancingTerms, Price } from '@territorio/design-system';
import type { PriceSize } from '@territorio/design-system';
import type { CreditTermsFigures, PriceFigures } from '@territorio/dealership-flow';

/** A peso figure, or spec 8's 'Confirmar en concesionario' when a dollar unit has no rate. */
function pesosOrConfirm(amount: number | null): string {
  return amount === null ? messages.usdRateUnavailable : formatPrice(amount, 'ars');
}

/**
 * Res. SIyC 4/2025: the final price in pesos, the dollar price beside it on a dollar unit,
 * and, smaller, the price without national taxes (figures from the flow's selectors).
 */
export const DisclosedPrice = ({
  figures,
  label = 'Precio final',
  note,
  size,
}: {
  figures: PriceFigures;
  label?: string;
  note?: ReactNode;
  size?: PriceSize;
}) => (
  <Price
    label={label}
    amount={pesosOrConfirm(figures.finalPriceArs)}
    dollarAmount={figures.currency === 'usd' ? formatPrice(figures.finalPrice, 'usd') : undefined}
    withoutNationalTaxes={pesosOrConfirm(figures.withoutNationalTaxesArs)}
    note={note}
    size={size}
  />
);

/**
 * Ley 24.240 art. 36, BCRA Com. "A" 5853: a credit's cash price, instalments, TNA, TEA and
 * the CFTEA with IVA, highlighted. `compact` on plan cards.
 */
export const CreditTerms = ({
  terms,
  cashPriceArs,
  compact = false,
}: {
  terms: CreditTermsFigures;
  cashPriceArs: number | null;
  compact?: boolean;
}) => (
  <FinancingTerms
    planName={terms.planName}
    bank={terms.bank ?? undefined}
    cashPrice={pesosOrConfirm(cashPriceArs)}
    installmentCount={terms.months}
    installmentAmount={formatPrice(terms.instalment, 'ars')}
    amountFinanced={formatPrice(terms.amount, 'ars')}
    tna={formatRate(terms.tna)}
    tea={formatRate(terms.tea)}
    cftea={formatRate(terms.cftea)}
    charges={
      terms.grantingFee !== null && terms.grantingFee > 0
        ? [
            {
              label: 'Gastos de otorgamiento (con IVA)',
              amount: formatPrice(terms.grantingFee, 'ars'),
            },
          ]
        : []
    }
    footnote={
      terms.totalPayable === null
        ? undefined
        : `Cuota con IVA sobre intereses y seguro incluidos. Total a pagar: ${formatPrice(terms.totalPayable, 'ars')}.`
    }
    compact={compact}
  />
);
