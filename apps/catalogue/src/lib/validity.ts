/**
 * What is current on the public pages (Ley 24.240 art. 7: an offer states its units and
 * dates; what has ended is no longer offered). The API leaves ended offers and news out of
 * its answers; these rules also keep a copy cached offline from showing them after their
 * end. Dates are Argentine calendar days (`businessToday`).
 */
import { businessToday, isCurrent, offerValidityText } from '@territorio/api-client/core';
import type { News, Offer, OfferGroup, Offers } from '@territorio/api-client/core';

/**
 * Ley 24.240 art. 7: an offer group's units and dates ('3 unidades. Vigencia del 1/12/2026
 * al 31/12/2026'): the API's `units` (the items' count from a server that does not send
 * it) and the window every item is valid in.
 */
export function offerGroupValidity(group: OfferGroup): string {
  return offerValidityText({
    units: group.units ?? group.items.length,
    valid_from: group.valid_from,
    valid_until: group.valid_until,
  });
}

/**
 * Ley 24.240 art. 7: one offer's unit and dates ('1 unidad. Vigencia del …'); '' for an
 * offer without dates (its group states the count).
 */
export function offerValidity(offer: Offer): string {
  if (!offer.valid_from && !offer.valid_until) return '';
  return offerValidityText({
    units: 1,
    valid_from: offer.valid_from,
    valid_until: offer.valid_until,
  });
}

/** Whether an offer's dates (if it has any) hold on `today`. */
export function isOfferCurrent(offer: Offer, today: string): boolean {
  return isCurrent(offer, today);
}

/**
 * A brand's offers without what has ended or not yet started: the API leaves them out, and
 * this keeps a copy cached offline from showing them after their end.
 */
export function currentOffers(offers: Offers, today: string = businessToday()): Offers {
  const grouped = offers.grouped
    .filter((group) => isCurrent(group, today))
    .map((group) => ({
      ...group,
      items: group.items.filter((offer) => isOfferCurrent(offer, today)),
    }))
    .filter((group) => group.items.length > 0);
  return { best: offers.best.filter((offer) => isOfferCurrent(offer, today)), grouped };
}

/**
 * What has no end (`ends_at`) or whose end has not passed: news, banners and popups, each
 * current through its last day.
 */
export function notEnded<Item extends { readonly ends_at?: string | null }>(
  items: readonly Item[],
  today: string = businessToday(),
): Item[] {
  return items.filter((item) => isCurrent({ valid_until: item.ends_at ?? null }, today));
}

/** News whose end has not passed. */
export function currentNews(news: readonly News[], today: string = businessToday()): News[] {
  return notEnded(news, today);
}
