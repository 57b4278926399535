/**
 * How emails word a price and a credit (Res. SIyC 4/2025; BCRA Com. "A" 5853; Ley 24.240
 * art. 36), from the figures the operation's wire carries (rules package): the final
 * price in pesos with the dollar price beside it on a dollar unit, the price without
 * national taxes, and every instalment with its TNA, TEA and CFTEA.
 */
import { formatPrice, formatRate, type Operation } from '@territorio/api-client';

/** '$ 70.000.000 (US$ 47.300)' on a dollar unit; the peso figure alone on a peso one. */
function bothCurrencies(amount: number, pesos: number | null | undefined, currency: string) {
  if (currency !== 'usd') return formatPrice(amount, 'ars');
  const dollars = formatPrice(amount, 'usd');
  return pesos === null || pesos === undefined
    ? `${dollars} (en pesos: a confirmar en el concesionario)`
    : `${formatPrice(pesos, 'ars')} (${dollars})`;
}

/** The final price and, below it, the price without national taxes, as [label, value]. */
export function priceEntries(operation: Operation): [string, string][] {
  const amounts = operation.amounts;
  const finalPrice = amounts?.promotion_price ?? operation.promotion.price;
  const entries: [string, string][] = [
    ['Precio final', bothCurrencies(finalPrice, amounts?.final_price_ars, operation.currency)],
  ];
  const withoutTaxes = amounts?.price_without_national_taxes;
  if (withoutTaxes !== null && withoutTaxes !== undefined) {
    entries.push([
      'Precio sin impuestos nacionales',
      bothCurrencies(withoutTaxes, amounts?.price_without_national_taxes_ars, operation.currency),
    ]);
  }
  return entries;
}

/** `priceEntries` as lines of text. */
export function priceLines(operation: Operation): string[] {
  return priceEntries(operation).map(([label, value]) => `${label}: ${value}`);
}

/**
 * 'Crédito de $ 5.000.000 con Prendario 36 meses: 36 cuotas de $ 534.765, TNA 36,50 %, TEA
 * 43,27 %, CFTEA (con IVA) 59,37 %. Total a pagar $ …'; null without a credit.
 */
export function creditText(operation: Operation): string | null {
  if (operation.credit_id === null || operation.credit_amount <= 0) return null;
  const instalment = operation.credit_first_installment ?? operation.credit_avg_installment;
  const rates =
    operation.credit_tna === null ||
    operation.credit_tea === null ||
    operation.credit_cftea === null
      ? ''
      : `, TNA ${formatRate(operation.credit_tna)}, TEA ${formatRate(operation.credit_tea)}, CFTEA (con IVA) ${formatRate(operation.credit_cftea)}`;
  const total =
    operation.credit_total_payable === null
      ? ''
      : ` Total a pagar ${formatPrice(operation.credit_total_payable, 'ars')}.`;
  return (
    `Crédito de ${formatPrice(operation.credit_amount, 'ars')} con ${operation.credit_name ?? ''}: ` +
    `${operation.credit_installments} cuotas de ${formatPrice(instalment, 'ars')}${rates}.${total}`
  );
}
