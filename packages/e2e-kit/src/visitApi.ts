/**
 * Visits booked straight on the public API, as a buyer's browser books them: a site's free
 * slots, and a booking in one of them. The end-to-end suites book through these helpers
 * only, so whatever a booking must carry besides its body (its proof of work, solved here
 * as the catalogue's browser solves it) is met in one place.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  apiPaths,
  proofOfWorkChallengeSchema,
  proofOfWorkPayload,
  readItem,
  visitBookedSchema,
  visitSlotsSchema,
  type VisitBooked,
  type VisitBookingBody,
} from '@territorio/api-client';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { e2eUrls } from './index';

/** A booking's body as a person fills it: what the proof of work comes to complete. */
export type VisitBookingFields = Omit<VisitBookingBody, 'altcha'>;

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

/**
 * `body` of a visit booking or move with a challenge of the e2e API solved in `altcha`,
 * as the catalogue's browser sends it (altcha-lib's solver, here in Node). Each is good once.
 */
export async function withVisitProof<Body extends object>(
  request: APIRequestContext,
  body: Body,
): Promise<Body & { altcha: string }> {
  const response = await request.get(`${e2eUrls.api}${apiPaths.visitChallenge}`);
  expect(response.ok(), await response.text()).toBe(true);
  const challenge = readItem(await response.json(), proofOfWorkChallengeSchema);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the visit challenge was not solved');
  return { ...body, altcha: proofOfWorkPayload(challenge, solution) };
}

/** Posts one booking with its proof; the API's answer as it came (201 with the visit, or a refusal). */
export async function bookVisit(
  request: APIRequestContext,
  body: VisitBookingFields,
): Promise<APIResponse> {
  return request.post(`${e2eUrls.api}${apiPaths.visits}`, {
    data: await withVisitProof(request, body),
  });
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
  booking: Omit<VisitBookingFields, 'date' | 'time'>,
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
