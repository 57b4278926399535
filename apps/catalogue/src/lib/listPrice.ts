/**
 * List prices (a version's, or a model's lowest) as the pages show them. A list price leaves
 * out registration and delivery, so it is never called "Precio final": it reads "Precio de
 * lista", with its own price without national taxes and where to find the final price.
 */
import {
  formatPrice,
  isDollarCurrency,
  netOfNationalTaxes,
  taxRatesOf,
} from '@territorio/api-client/core';
import type { Family, Subfamily } from '@territorio/api-client/core';
import { isAmount } from './priceDisplay';
import type { Amount, DisplayPrice } from './priceDisplay';

export const listPriceLabel = 'Precio de lista';

/** Where the list price's page sends the buyer for the final total. */
export const listPriceNote =
  'No incluye patentamiento ni entrega. El precio final de cada unidad, con patentamiento y entrega, lo ves en «Ver unidades disponibles».';

/** Where a model's 'desde' list price sends the buyer for the final total. */
export const familyListPriceNote =
  'Precios de lista: no incluyen patentamiento ni entrega. El precio final de cada unidad lo ves en las versiones de cada modelo.';

/** The tax data the API adds to versions and models. */
type ListWire = {
  readonly price_without_national_taxes?: Amount;
  readonly iva_rate?: Amount;
  readonly internal_tax_rate?: Amount;
};

/**
 * A list price (a version's, or a model's lowest): not final, since registration and
 * delivery vary by unit and site. Its without-taxes figure is the wire's, or the rules'
 * with the version's tax rates.
 */
function listPrice(
  item: { readonly price: number | null; readonly currency: string } & ListWire,
  isFrom: boolean,
): DisplayPrice | null {
  if (!isAmount(item.price)) return null;
  const without = isAmount(item.price_without_national_taxes)
    ? item.price_without_national_taxes
    : netOfNationalTaxes(item.price, taxRatesOf(item));
  const currency = isDollarCurrency(item.currency) ? 'usd' : 'ars';
  return {
    amount: formatPrice(item.price, currency),
    withoutNationalTaxes: formatPrice(without, currency),
    label: listPriceLabel,
    isFrom,
    note: listPriceNote,
  };
}

/** A version's list price ("Precio de lista") and its without-taxes line. */
export function versionListPrice(subfamily: Subfamily): DisplayPrice | null {
  return listPrice(subfamily as Subfamily & ListWire, false);
}

/** A model's lowest list price, for its card's 'desde'. */
export function familyFromPrice(family: Family): DisplayPrice | null {
  return listPrice(family as Family & ListWire, true);
}
