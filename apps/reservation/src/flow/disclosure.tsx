import type { ReactNode } from 'react';
import { formatPrice, formatRate, messages } from '@territorio/api-client/core';
import { Stack, Text } from '@territorio/design-system';
import type { CreditTermsFigures, PriceFigures } from '@territorio/dealership-flow';

/** A peso figure, or spec 8's 'Confirmar en concesionario' when a dollar unit has no rate. */
function pesosOrConfirm(amount: number | null): string {
  return amount === null ? messages.usdRateUnavailable : formatPrice(amount, 'ars');
}

/**
 * Res. SIyC 4/2025: the final price in pesos, the dollar price beside it on a dollar unit,
 * and, smaller, the price without national taxes.
 */
export const DisclosedPrice = ({
  figures,
  label = 'Precio final',
  note,
}: {
  figures: PriceFigures;
  label?: string;
  note?: ReactNode;
}) => (
  <div role="group" aria-label={label} data-part="price">
    <Stack space="xsmall">
      <Text size="small" tone="muted">
        {label}
      </Text>
      <Text size="large" weight="strong">
        <span data-part="amount">{pesosOrConfirm(figures.finalPriceArs)}</span>
        {figures.currency === 'usd' ? (
          <>
            {' '}
            <span data-part="dollar-amount">{formatPrice(figures.finalPrice, 'usd')}</span>
          </>
        ) : null}
      </Text>
      <Text size="xsmall" tone="muted">
        Precio sin impuestos nacionales: {pesosOrConfirm(figures.withoutNationalTaxesArs)}
      </Text>
      {note ? <Text size="xsmall">{note}</Text> : null}
    </Stack>
  </div>
);

/**
 * Ley 24.240 art. 36, BCRA Com. "A" 5853: a credit's cash price, instalments, TNA, TEA and
 * the CFTEA with IVA. `compact` on plan cards.
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
  <div role="group" aria-label={terms.planName} data-part="financing-terms">
    <Stack space="xsmall">
      <Text size="small" weight="strong">
        {terms.months} cuotas mensuales de {formatPrice(terms.instalment, 'ars')}
      </Text>
      {compact ? null : (
        <Text size="small">
          Precio contado: {pesosOrConfirm(cashPriceArs)} · Monto financiado:{' '}
          {formatPrice(terms.amount, 'ars')} · Sistema francés
        </Text>
      )}
      <Text size="xsmall">
        <span data-part="tna">TNA {formatRate(terms.tna)}</span> · TEA {formatRate(terms.tea)}
      </Text>
      <Text size="large" weight="strong">
        <span data-part="cftea">CFTEA (con IVA) {formatRate(terms.cftea)}</span>
      </Text>
    </Stack>
  </div>
);
