/**
 * What the visit pages show of a site's slots and of a visit, as pure functions: which days
 * and times may be chosen, and dates and times in words. The API lists only the slots its
 * rules accept (visits.ts); a slot that has gone since (taken, or now too soon) is refused
 * by the API at the booking, which then reads the slots again.
 */
import { visitMessages, visitSiteBySlug, visitSlotTimes } from '@territorio/api-client/core';
import type { LocalDate, LocalTime, VisitSlot, VisitSlots } from '@territorio/api-client/core';
import { sites } from '@territorio/site-config';
import type { Site } from '@territorio/site-config';

/** A date of the booking window as the day picker offers it. */
export type DayChoice = {
  readonly date: LocalDate;
  /** 'martes 1 de diciembre' */
  readonly words: string;
  /** Closed: the site takes no visits (no sales hours, or a day closed); full: no free time. */
  readonly state: 'open' | 'closed' | 'full';
  /** The times that may be booked, each with a free place, in order. */
  readonly times: readonly VisitSlot[];
};

const dateWords = new Intl.DateTimeFormat('es-AR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'martes 1 de diciembre' for '2026-12-01' (a calendar date has no zone). */
export function visitDateWords(date: LocalDate): string {
  const [year, month, day] = date.split('-').map(Number);
  const parts = dateWords.formatToParts(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} de ${part('month')}`;
}

/** 'martes 1 de diciembre a las 10:30' */
export function visitWhenWords(date: LocalDate, time: LocalTime): string {
  return `${visitDateWords(date)} a las ${time}`;
}

/** '1 lugar libre', '2 lugares libres' */
export function freePlacesWords(free: number): string {
  return free === 1 ? '1 lugar libre' : `${free} lugares libres`;
}

/** What to bring: the DNI, and the driving licence for a test drive. */
export function bringWords(isTestDrive: boolean): string {
  return isTestDrive ? visitMessages.bringTestDrive : visitMessages.bringVisit;
}

/** The site a visit or a unit names: by its slug ('godoy-cruz') or its name ('Godoy Cruz'). */
export function siteNamed(value: string | null | undefined): Site | undefined {
  return visitSiteBySlug(value) ?? sites.find((site) => site.name === value);
}

/**
 * The window's days at `site`: closed (a day closed, or without sales hours), without a free
 * time, or open with its free times.
 */
export function dayChoices(site: Site, slots: VisitSlots): DayChoice[] {
  return slots.days.map((day): DayChoice => {
    const words = visitDateWords(day.date);
    if (day.closed || visitSlotTimes(site, day.date).length === 0)
      return { date: day.date, words, state: 'closed', times: [] };
    const times = day.slots.filter((slot) => slot.free > 0);
    return { date: day.date, words, state: times.length > 0 ? 'open' : 'full', times };
  });
}

/** The visible word of a day that cannot be chosen, or how many times it still has. */
export function dayStateWords(day: DayChoice): string {
  if (day.state === 'closed') return 'Cerrado';
  if (day.state === 'full') return 'Sin horarios libres';
  return day.times.length === 1 ? '1 horario' : `${day.times.length} horarios`;
}
