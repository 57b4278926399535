/** How a stock unit is named and how its final price is made, on its page and in lists. */
import { brandName, formatPrice, stockPriceBreakdown } from '@territorio/api-client/core';
import type { StockListing, StockPriceInput } from '@territorio/api-client/core';
import type { PriceRow } from '@territorio/design-system';

/** 'Volkswagen Polo Highline 170 TSI AT'. */
export function listingTitle(unit: Pick<StockListing, 'brand_id' | 'family' | 'version'>): string {
  return `${brandName(unit.brand_id)} ${unit.family} ${unit.version}`;
}

/**
 * How a unit's final price is made (spec 2.11's rows, from the api-client's price rules):
 * list price, discount, registration and delivery. The total below them is the final price.
 */
export function unitPriceRows(unit: StockPriceInput & { readonly currency: string }): PriceRow[] {
  const breakdown = stockPriceBreakdown(unit);
  const rows: PriceRow[] = [
    { label: 'Precio de lista contado', amount: formatPrice(breakdown.listPrice, unit.currency) },
  ];
  if (breakdown.discountLabel) {
    rows.push({
      label: breakdown.discountLabel,
      amount: formatPrice(-breakdown.discountAmount, unit.currency),
      kind: 'discount',
    });
  }
  rows.push(
    { label: 'Patentamiento', amount: formatPrice(breakdown.licenseCost, unit.currency) },
    { label: 'Entrega', amount: formatPrice(breakdown.preparationCost, unit.currency) },
  );
  return rows;
}
