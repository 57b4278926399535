/**
 * A site's slots for the booking window (visits.ts in api-client holds the rules): each
 * date from the site's today, closed when the console closed it, else its slots inside the
 * sales hours that may still be booked, with the places left. A slot asked for is checked
 * by the same rules; only its capacity is left to the database (repositories/visits.ts).
 */
import {
  messages,
  siteLocalTime,
  siteSlug,
  visitInstant,
  visitMessages,
  visitSlotMessage,
  visitSlotProblem,
  visitSlotTimes,
  visitWindowDates,
  type VisitSlots,
} from '@territorio/api-client';
import type { Site } from '@territorio/site-config';
import type { Db } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { bookedSlots, closedDates, slotCapacity } from '../../repositories/visits';

/** The window's dates at the site, from its today at `now`, with their free slots. */
export async function visitSlots(db: Db, site: Site, now: Date): Promise<VisitSlots> {
  const slug = siteSlug(site);
  const dates = visitWindowDates(site, now);
  const [capacity, closed, booked] = await Promise.all([
    slotCapacity(db, slug),
    closedDates(db, slug, dates[0] ?? siteLocalTime(site, now).date),
    bookedSlots(db, slug, now.toISOString()),
  ]);
  const closedSet = new Set(closed);
  const days = dates.map((date) => {
    if (closedSet.has(date)) return { date, closed: true, slots: [] };
    const slots = visitSlotTimes(site, date)
      .filter((time) => visitSlotProblem(site, { date, time }, now, closedSet) === null)
      .map((time) => {
        const startsAt = visitInstant(site, date, time).toISOString();
        return {
          time,
          starts_at: startsAt,
          free: Math.max(0, capacity - (booked.get(startsAt) ?? 0)),
        };
      });
    return { date, closed: false, slots };
  });
  return { site: slug, time_zone: site.timeZone, capacity, days };
}

/** A slot that may be booked: its instant (UTC ISO) and the site's capacity per slot. */
export type CheckedSlot = { readonly startsAt: string; readonly capacity: number };

/**
 * The slot `date` `time` at the site, if the rules let it be booked at `now`; else the
 * field-named refusal (nothing written).
 */
export async function checkedSlot(
  db: Db,
  site: Site,
  slot: { readonly date: string; readonly time: string },
  now: Date,
): Promise<CheckedSlot> {
  const slug = siteSlug(site);
  const closed = await closedDates(db, slug, siteLocalTime(site, now).date);
  const problem = visitSlotProblem(site, slot, now, closed);
  if (problem) {
    const { field, message } = visitSlotMessage(problem);
    throw new DomainError('invalid', 'slot_unavailable', messages.invalidRequest, {
      fields: { [field]: message },
    });
  }
  return {
    startsAt: visitInstant(site, slot.date, slot.time).toISOString(),
    capacity: await slotCapacity(db, slug),
  };
}

/** The refusal of a slot taken meanwhile: its capacity is used up. */
export function slotFull(): DomainError {
  return new DomainError('conflict', 'slot_full', visitMessages.full, {
    fields: { time: visitMessages.full },
  });
}
