/** The offers page's group cards: the 'desde' price of a group of offer units. */
import type { Offer, OfferGroup } from '@territorio/api-client/core';
import { offerFinalPrice, offerUnitPrice } from './priceDisplay';
import type { DisplayPrice } from './priceDisplay';

function offerOrderPrice(offer: Offer): number {
  return offerFinalPrice(offer).amount;
}

/** The 'desde' price of an offer group: its unit with the lowest final price. */
export function offerGroupPrice(group: OfferGroup): DisplayPrice | null {
  const lowest = lowestOffer(group.items);
  return lowest ? { ...offerUnitPrice(lowest), isFrom: true } : null;
}

/** The offer with the lowest final price (structured data quotes it too). */
export function lowestOffer(offers: readonly Offer[]): Offer | null {
  let lowest: Offer | null = null;
  for (const offer of offers) {
    if (lowest === null || offerOrderPrice(offer) < offerOrderPrice(lowest)) lowest = offer;
  }
  return lowest;
}
