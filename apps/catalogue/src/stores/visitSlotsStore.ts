/**
 * The day and time a buyer picks at a site (booking a visit, moving one): the site's slots
 * as the API has them now, and the choice. One store per mounted picker (STYLE "State").
 * - A failed read keeps the choice and the slots shown, so "Reintentar" loses nothing.
 * - An answer drops a choice it no longer offers (a day now full, a time now taken).
 * - Only the answer to the latest read counts: a slow answer for another site is dropped.
 */
import { visitMessages, visitSiteBySlug } from '@territorio/api-client/core';
import type { LocalDate, LocalTime, VisitSlots } from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import { dayChoices } from '../lib/visitSlots';

export type VisitSlotsStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export type VisitSlotsState = {
  /** The site's slug whose slots are read; null before one is chosen. */
  site: string | null;
  status: VisitSlotsStatus;
  slots: VisitSlots | null;
  date: LocalDate | null;
  time: LocalTime | null;
  /** Said next to the times after the time chosen was taken meanwhile. */
  timeNotice: string | null;
  /** Reads `site`'s slots (again: a retry, or after a time was taken). */
  load(site: string): Promise<void>;
  chooseDate(date: LocalDate): void;
  chooseTime(time: LocalTime): void;
  /** The API refused the time chosen as full: it is dropped and the slots read again. */
  slotTaken(): Promise<void>;
};

export type VisitSlotsStore = StoreApi<VisitSlotsState>;

export function createVisitSlotsStore(
  findSlots: (site: string) => Promise<VisitSlots>,
): VisitSlotsStore {
  let latest = 0;
  return createStore<VisitSlotsState>()((set, get) => ({
    site: null,
    status: 'idle',
    slots: null,
    date: null,
    time: null,
    timeNotice: null,
    async load(site) {
      const request = (latest += 1);
      const isOtherSite = site !== get().site;
      set({
        site,
        status: 'loading',
        ...(isOtherSite ? { slots: null, date: null, time: null, timeNotice: null } : {}),
      });
      let slots: VisitSlots;
      try {
        slots = await findSlots(site);
      } catch {
        if (request === latest) set({ status: 'failed' });
        return;
      }
      if (request !== latest) return;
      const place = visitSiteBySlug(site);
      const days = place ? dayChoices(place, slots) : [];
      const { date, time } = get();
      const day = days.find((candidate) => candidate.date === date && candidate.state === 'open');
      const isTimeKept = day?.times.some((slot) => slot.time === time) ?? false;
      set({
        status: 'loaded',
        slots,
        date: day ? date : null,
        time: isTimeKept ? time : null,
      });
    },
    chooseDate(date) {
      if (date === get().date) return;
      set({ date, time: null, timeNotice: null });
    },
    chooseTime(time) {
      set({ time, timeNotice: null });
    },
    async slotTaken() {
      const { site } = get();
      set({ time: null, timeNotice: visitMessages.full });
      if (site !== null) await get().load(site);
    },
  }));
}
