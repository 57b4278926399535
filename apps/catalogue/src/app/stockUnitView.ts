/** A stock unit's page as the API has it now: on sale, or gone with similar units. */
import { StockUnitGoneError } from '@territorio/api-client/core';
import type { ApiClient, StockListing, StockUnitPage } from '@territorio/api-client/core';

/** A unit's page as it is now: on sale, or reserved or sold (then with similar units). */
export type StockUnitView =
  | { readonly kind: 'available'; readonly page: StockUnitPage }
  | { readonly kind: 'gone'; readonly similar: readonly StockListing[] };

/** A unit's page as it is now (a reserved or sold unit is an answer, not a failure). */
export async function stockUnitView(api: ApiClient, id: string): Promise<StockUnitView> {
  try {
    return { kind: 'available', page: await api.findStockUnitPage(id) };
  } catch (error) {
    // A reserved or sold unit is an answer, not a failure: its page says so.
    if (error instanceof StockUnitGoneError)
      return { kind: 'gone', similar: error.similar as readonly StockListing[] };
    throw error;
  }
}
