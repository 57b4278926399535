/**
 * The clock side of the visit rules (visits.ts): a site's local date and time as an
 * instant and back, by the zone database through `@date-fns/tz`, the booking window from
 * now, the reminder's moment, and whether a slot may be booked now. Kept out of the core
 * entry: the API and the console use it, and the catalogue's pages leave the slot rules
 * to the API's answer.
 */
import { TZDate } from '@date-fns/tz';
import type { Site } from '@territorio/site-config';
import {
  addDays,
  isLocalDate,
  isLocalTime,
  visitRules,
  visitSlotTimes,
  type LocalDate,
  type LocalTime,
  type VisitSlotProblem,
} from './visits';

/** The instant that a site's local date and time name, by the zone database. */
export function visitInstant(site: Site, date: LocalDate, time: LocalTime): Date {
  if (!isLocalDate(date) || !isLocalTime(time)) {
    throw new RangeError(`not a local time: ${date} ${time}`);
  }
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  const local = new TZDate(
    year ?? 0,
    (month ?? 1) - 1,
    day ?? 1,
    hours ?? 0,
    minutes ?? 0,
    site.timeZone,
  );
  return new Date(local.getTime());
}

/** The site's local date and time of an instant. */
export function siteLocalTime(site: Site, instant: Date): { date: LocalDate; time: LocalTime } {
  const local = new TZDate(instant.getTime(), site.timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`,
    time: `${pad(local.getHours())}:${pad(local.getMinutes())}`,
  };
}

/** The dates that may be booked: the site's today and the days after it, `windowDays` in all. */
export function visitWindowDates(site: Site, now: Date): LocalDate[] {
  const today = siteLocalTime(site, now).date;
  return Array.from({ length: visitRules.windowDays }, (_, index) => addDays(today, index));
}

/** When the reminder of a visit on `date` leaves: the day before at `reminderTime`, local. */
export function visitReminderInstant(site: Site, date: LocalDate): Date {
  return visitInstant(site, addDays(date, -1), visitRules.reminderTime);
}

/**
 * The first reason the slot `date` `time` at `site` cannot be booked at `now`, or null when
 * it can (its capacity is the database's to hold). `closedDates` are the site's days closed.
 */
export function visitSlotProblem(
  site: Site,
  slot: { readonly date: unknown; readonly time: unknown },
  now: Date,
  closedDates: Iterable<LocalDate>,
): VisitSlotProblem | null {
  if (!isLocalDate(slot.date)) return 'date';
  if (!isLocalTime(slot.time)) return 'time';
  if (!visitWindowDates(site, now).includes(slot.date)) {
    return slot.date < siteLocalTime(site, now).date ? 'tooSoon' : 'beyondWindow';
  }
  if (new Set(closedDates).has(slot.date)) return 'closedDay';
  if (!visitSlotTimes(site, slot.date).includes(slot.time)) return 'outsideHours';
  const startsAt = visitInstant(site, slot.date, slot.time).getTime();
  if (startsAt < now.getTime() + visitRules.minNoticeMinutes * 60_000) return 'tooSoon';
  return null;
}
