/**
 * List prices (a version's, or a model's lowest) as the pages show them. A list price leaves
 * out registration and delivery, so it is never called "Precio final": it reads "Precio de
 * lista", with its own price without national taxes (the server's figure, left out when a
 * server does not send it) and where to find the final price.
 */
import { formatPrice, isDollarCurrency } from '@territorio/api-client/core';
import type { Family, Subfamily } from '@territorio/api-client/core';
import { isAmount } from './priceDisplay';
import type { DisplayPrice } from './priceDisplay';

export const listPriceLabel = 'Precio de lista';

/** Where the list price's page sends the buyer for the final total. */
export const listPriceNote =
  'No incluye patentamiento ni entrega. El precio final de cada unidad, con patentamiento y entrega, lo ves en «Ver unidades disponibles».';

/** Where a model's 'desde' list price sends the buyer for the final total. */
export const familyListPriceNote =
  'Precios de lista: no incluyen patentamiento ni entrega. El precio final de cada unidad lo ves en las versiones de cada modelo.';

/**
 * A list price (a version's, or a model's lowest): not final, since registration and
 * delivery vary by unit and site. Its without-taxes figure is the wire's
 * `price_without_national_taxes`, in the same currency.
 */
function listPrice(
  item: Pick<Subfamily | Family, 'price' | 'currency' | 'price_without_national_taxes'>,
  isFrom: boolean,
): DisplayPrice | null {
  if (!isAmount(item.price)) return null;
  const currency = isDollarCurrency(item.currency) ? 'usd' : 'ars';
  const without = item.price_without_national_taxes;
  return {
    amount: formatPrice(item.price, currency),
    ...(isAmount(without) ? { withoutNationalTaxes: formatPrice(without, currency) } : {}),
    label: listPriceLabel,
    isFrom,
    note: listPriceNote,
  };
}

/** A version's list price ("Precio de lista") and its without-taxes line. */
export function versionListPrice(subfamily: Subfamily): DisplayPrice | null {
  return listPrice(subfamily, false);
}

/** A model's lowest list price, for its card's 'desde'. */
export function familyFromPrice(family: Family): DisplayPrice | null {
  return listPrice(family, true);
}
