/**
 * What is current on the public pages (Ley 24.240 art. 7: an offer states its units and
 * dates; what has ended is no longer offered). The API leaves ended offers and news out of
 * its answers; these rules also keep a copy cached offline from showing them after their
 * end. Dates are Argentine calendar days (`businessToday`).
 */
import { businessToday, isCurrent, offerValidityText } from '@territorio/api-client/core';
import type { News, Offer, OfferGroup, Offers } from '@territorio/api-client/core';

type Amount = number | null | undefined;

function isAmount(value: Amount): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The validity the API adds to offers, offer groups and news. */
type Validity = {
  readonly valid_from?: string | null;
  readonly valid_until?: string | null;
  readonly units?: number | null;
};

function validityOf(item: object): Validity {
  return item as Validity;
}

/**
 * Ley 24.240 art. 7: an offer group's units and dates ('3 unidades. Vigencia del 1/12/2026
 * al 31/12/2026'); its units are the group's own count, else the units it lists.
 */
export function offerGroupValidity(group: OfferGroup): string {
  const validity = validityOf(group);
  const earliestEnd = group.items
    .map((offer) => validityOf(offer).valid_until)
    .filter((date): date is string => typeof date === 'string' && date !== '')
    .sort()[0];
  return offerValidityText({
    units: isAmount(validity.units) ? validity.units : group.items.length,
    valid_from: validity.valid_from ?? null,
    valid_until: validity.valid_until ?? earliestEnd ?? null,
  });
}

/**
 * Ley 24.240 art. 7: one offer's unit and dates ('1 unidad. Vigencia del …'); '' for an
 * offer without dates (its group states the count).
 */
export function offerValidity(offer: Offer): string {
  const validity = validityOf(offer);
  if (!validity.valid_from && !validity.valid_until) return '';
  return offerValidityText({
    units: 1,
    valid_from: validity.valid_from ?? null,
    valid_until: validity.valid_until ?? null,
  });
}

/** Whether an offer's dates (if it has any) hold on `today`. */
export function isOfferCurrent(offer: Offer, today: string): boolean {
  return isCurrent(validityOf(offer), today);
}

/**
 * A brand's offers without what has ended or not yet started: the API leaves them out, and
 * this keeps a copy cached offline from showing them after their end.
 */
export function currentOffers(offers: Offers, today: string = businessToday()): Offers {
  const grouped = offers.grouped
    .filter((group) => isCurrent(validityOf(group), today))
    .map((group) => ({
      ...group,
      items: group.items.filter((offer) => isOfferCurrent(offer, today)),
    }))
    .filter((group) => group.items.length > 0);
  const best = offers.best.filter((offer) => isOfferCurrent(offer, today));
  const unchanged =
    grouped.length === offers.grouped.length &&
    grouped.every((group, index) => group.items.length === offers.grouped[index]?.items.length) &&
    best.length === offers.best.length;
  return unchanged ? offers : { best, grouped };
}

/**
 * What has no end (`ends_at`) or whose end has not passed: news, banners and popups, each
 * current through its last day.
 */
export function notEnded<Item extends object>(
  items: readonly Item[],
  today: string = businessToday(),
): Item[] {
  return items.filter((item) =>
    isCurrent({ valid_until: (item as { ends_at?: string | null }).ends_at ?? null }, today),
  );
}

/** News whose end has not passed. */
export function currentNews(news: readonly News[], today: string = businessToday()): News[] {
  return notEnded(news, today);
}
