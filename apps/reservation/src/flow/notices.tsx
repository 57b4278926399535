/**
 * What several screens tell the buyer beside their form: boxed notices, the deposit's card
 * terms and the reservation's dollar rate. Apart from the screens' shared parts, so a
 * screen that shows none of them does not load them.
 */
import type { ReactNode } from 'react';
import {
  cardInstallments,
  depositInstalmentsText,
  formatPrice,
  isDollarCurrency,
} from '@territorio/api-client/core';
import { Text } from '@territorio/design-system';
import { selectCurrency, selectUsdRate, selectUsdRateMessage } from '@territorio/dealership-flow';
import { useFlow } from './FlowProvider';
import * as styles from './flow.css';

/** spec 9: the card instalments of the deposit as words: '1, 2 o 3'. */
export const installmentsText = new Intl.ListFormat('es', { type: 'disjunction' }).format(
  cardInstallments.map(String),
);

/**
 * spec 9: the deposit's card options with their exact amounts (the last instalment absorbs
 * the rounding, api-client `depositInstalmentsText`): 'Podés pagarla en 1 pago de $ 350.000,
 * en 2 cuotas de $ 175.000 o en 3 cuotas: …'.
 */
export function depositOptionsText(deposit: number | null): string | null {
  if (deposit === null) return null;
  const options = cardInstallments.map((count) => `en ${depositInstalmentsText(deposit, count)}`);
  return `Podés pagarla ${new Intl.ListFormat('es', { type: 'disjunction' }).format(options)}.`;
}

/** spec 2.11: the reservation fee is paid by credit card in 1, 2 or 3 instalments. */
export const reservationFeeText = `El pago de reserva se abona con tarjeta de crédito en ${installmentsText} cuotas.`;

export type NoticeTone = 'neutral' | 'critical' | 'positive';

/** A boxed message. Critical ones are alerts; others can be live status messages. */
export const Notice = ({
  tone = 'neutral',
  live = false,
  children,
}: {
  tone?: NoticeTone;
  /** Announce changes politely (async results). Critical notices are always alerts. */
  live?: boolean;
  children: ReactNode;
}) => {
  const className = [
    styles.notice,
    tone === 'critical' ? styles.noticeCritical : undefined,
    tone === 'positive' ? styles.noticePositive : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  if (tone === 'critical') {
    return (
      <div role="alert" className={className}>
        {children}
      </div>
    );
  }
  return (
    <div role={live ? 'status' : undefined} className={className}>
      {children}
    </div>
  );
};

/**
 * The dollar rate of a reservation in dollars (spec 8): the rate, or 'Confirmar en
 * concesionario' when it is 0. Nothing for peso units.
 */
export const UsdRateLine = () => {
  const currency = useFlow(selectCurrency);
  const rate = useFlow(selectUsdRate);
  const unavailable = useFlow(selectUsdRateMessage);
  if (!isDollarCurrency(currency) || rate === null) return null;
  return (
    <Text size="small" tone="muted">
      Cotización del dólar para la reserva: {unavailable ?? formatPrice(rate)}
      {unavailable === null ? ' (tipo de cambio de referencia)' : ''}
    </Text>
  );
};
