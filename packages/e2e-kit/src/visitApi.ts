/**
 * Visits booked straight on the public API, as a buyer's browser books them: a site's free
 * slots, and a booking in one of them. The end-to-end suites book through these helpers
 * only, so whatever a booking must carry besides its body is met in one place.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  apiPaths,
  visitBookedSchema,
  visitSlotsSchema,
  type VisitBooked,
  type VisitBookingBody,
} from '@territorio/api-client';
import { e2eUrls } from './index';

export type FreeVisitSlot = { readonly date: string; readonly time: string; readonly free: number };

/** The site's slots with a free place, in time order (closed days have none). */
export async function freeVisitSlots(
  request: APIRequestContext,
  site: string,
): Promise<FreeVisitSlot[]> {
  const response = await request.get(`${e2eUrls.api}${apiPaths.visitSlots}?site=${site}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { days } = visitSlotsSchema.parse(((await response.json()) as { data: unknown }).data);
  return days.flatMap((day) =>
    day.closed
      ? []
      : day.slots
          .filter((slot) => slot.free > 0)
          .map((slot) => ({ date: day.date, time: slot.time, free: slot.free })),
  );
}

/** Posts one booking; the API's answer as it came (201 with the visit, or a refusal). */
export function bookVisit(
  request: APIRequestContext,
  body: VisitBookingBody,
): Promise<APIResponse> {
  return request.post(`${e2eUrls.api}${apiPaths.visits}`, { data: body });
}

/** The visit and its manage token from a 201. */
export async function bookedVisit(response: APIResponse): Promise<VisitBooked> {
  expect(response.status(), await response.text()).toBe(201);
  return visitBookedSchema.parse(((await response.json()) as { data: unknown }).data);
}

/**
 * Books in the first slot of the site with at least `places` free; a slot that fills
 * meanwhile (another test, another suite's buyer) is refused, and the next one is tried.
 */
export async function bookInFreeSlot(
  request: APIRequestContext,
  booking: Omit<VisitBookingBody, 'date' | 'time'>,
  options: { places?: number } = {},
): Promise<VisitBooked> {
  const slots = await freeVisitSlots(request, booking.site);
  for (const slot of slots.filter((each) => each.free >= (options.places ?? 1)).slice(0, 5)) {
    const response = await bookVisit(request, { ...booking, date: slot.date, time: slot.time });
    if (response.status() === 201) return bookedVisit(response);
    expect([400, 409], await response.text()).toContain(response.status());
  }
  throw new Error(`no free slot at ${booking.site}`);
}
