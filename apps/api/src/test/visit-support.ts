/**
 * What the visits suites share: a fixed clock (only `Date` is faked, and it keeps moving,
 * so the server's "now" is a known Tuesday morning at the sites), the sites' local times
 * read from the zone database independently of the code under test, booking bodies, the
 * booking and move requests with a real proof of work solved on the way (as the
 * catalogue's browser does, with altcha-lib's solver), and readers of the outbox rows, the
 * .eml files and the iCalendar text they carry.
 */
import { readFileSync } from 'node:fs';
import {
  apiPaths,
  proofOfWorkChallengeSchema,
  proofOfWorkPayload,
  readItem,
  siteSlug,
  visitBookedSchema,
  type VisitBooked,
} from '@territorio/api-client';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sites, type Site } from '@territorio/site-config';
import ICAL from 'ical.js';
import type { Selectable } from 'kysely';
import { expect, vi } from 'vitest';
import type { OutboxTable } from '../db/schema';
import { rowAttachments } from '../services/email';
import { seedData } from '../seed/index';
import type { TestServer } from './helpers';

export type OutboxRow = Selectable<OutboxTable>;

export const godoyCruz = sites.find((site) => site.name === 'Godoy Cruz')!;
export const sanJuan = sites.find((site) => site.name === 'San Juan')!;

/** The zone's offset at an instant by the zone database ('GMT-03:00' → -180). */
export function offsetMinutes(timeZone: string, instant: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** A site's local date and time as an instant (UTC ISO), from the zone's offset alone. */
export function localInstant(site: Site, date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  return new Date(wall - offsetMinutes(site.timeZone, new Date(wall)) * 60_000).toISOString();
}

/** The site's local date of an instant, by the zone database. */
export function localDate(site: Site, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: site.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Tuesday 2 April 2030, 08:10 at Godoy Cruz: 10:00 is less than two hours away. */
export const today = '2030-04-02';
export const clockStart = localInstant(godoyCruz, today, '08:10');

/** Fakes `Date` only (timers stay real), from `clockStart` on, moving with real time. */
export function startClock(): void {
  vi.useFakeTimers({
    toFake: ['Date'],
    now: new Date(clockStart),
    shouldAdvanceTime: true,
  });
}

/** Available seed units standing at a site, in stock order. */
export function unitsAt(site: Site) {
  return seedData.stock.filter((unit) => unit.location === site.name);
}

export function booking(
  unit: { id: number },
  date: string,
  time: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    site: siteSlug(godoyCruz),
    unit_id: unit.id,
    date,
    time,
    name: 'Ana Gómez',
    telephone: '261 555-2150',
    email: 'ana@example.com',
    test_drive: true,
    ...overrides,
  };
}

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** Acts as the client at `address` (a server started with TRUST_PROXY=127.0.0.1). */
export const fromClient = (address: string) => ({ 'x-forwarded-for': address });

/** A challenge of `api`, solved: the `altcha` value of one booking or move. */
export async function solvedProof(
  api: Pick<TestServer, 'get'>,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await api.get(apiPaths.visitChallenge, headers);
  expect(response.status).toBe(200);
  const challenge = readItem(await response.json(), proofOfWorkChallengeSchema);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return proofOfWorkPayload(challenge, solution);
}

/** `body` with a fresh proof, unless it brings its own `altcha` or is not an object. */
async function withProof(
  api: Pick<TestServer, 'get'>,
  body: unknown,
  headers: Record<string, string>,
): Promise<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'altcha' in body) {
    return body;
  }
  return { ...body, altcha: await solvedProof(api, headers) };
}

/**
 * POSTs a booking as the catalogue does: a challenge solved first (unless `body` has one),
 * both from the client `headers` name; answers the raw response (for refusals).
 */
export async function postBooking(
  api: TestServer,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return api.post(apiPaths.visits, await withProof(api, body, headers), headers);
}

/** POSTs a move of the visit `code`, with a proof as `postBooking`; the raw response. */
export async function postMove(
  api: TestServer,
  code: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return api.post(visitPath('visitMove', code), await withProof(api, body, headers), headers);
}

/** Asks to cancel a booked visit, as the manage page does; the raw response. */
export function postCancel(
  api: TestServer,
  booked: VisitBooked,
  headers: Record<string, string> = {},
): Promise<Response> {
  return api.post(visitPath('visitCancel', booked.visit.code), { token: booked.token }, headers);
}

export async function book(
  api: TestServer,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<VisitBooked> {
  const response = await postBooking(api, body, headers);
  const answer = (await response.json()) as { data: VisitBooked } & ErrorBody;
  if (response.status !== 201) {
    throw new Error(`booking: ${response.status} ${JSON.stringify(answer)}`);
  }
  // What the catalogue's client reads: the contract's schema, through its own reader.
  return readItem(answer, visitBookedSchema);
}

export const visitPath = (
  name: 'visit' | 'visitMove' | 'visitCancel' | 'visitCalendar',
  code: string,
) => apiPaths[name].replace(':code', code);

/** The outbox rows about a visit, oldest first. */
export function outboxOf(api: TestServer, code: string): Promise<OutboxRow[]> {
  return api.server.store.db
    .selectFrom('outbox')
    .selectAll()
    .where('visit_code', '=', code)
    .orderBy('id')
    .execute();
}

/** How many rows each table holds (what a refusal must leave as it was). */
export async function tableCounts(api: TestServer) {
  const db = api.server.store.db;
  const count = async (table: 'visits' | 'visit_slots' | 'outbox' | 'address_limits') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirst()
      )?.count ?? 0,
    );
  const booked = await db
    .selectFrom('visit_slots')
    .select((eb) => eb.fn.sum<number>('booked').as('booked'))
    .executeTakeFirst();
  return {
    visits: await count('visits'),
    slots: await count('visit_slots'),
    booked: Number(booked?.booked ?? 0),
    outbox: await count('outbox'),
  };
}

/** The .ics a buyer email carries, as stored in its row. */
export function storedCalendar(row: OutboxRow): { method: string; content: string } {
  const [invitation] = rowAttachments(row).filter((attachment) => attachment.calendarMethod);
  expect(invitation).toBeDefined();
  expect(invitation!.filename).toBe('invitacion.ics');
  return { method: invitation!.calendarMethod!, content: invitation!.content };
}

/**
 * The .ics of a written .eml: the calendar alternative's METHOD, and the attached file
 * (nodemailer attaches the same event as invitacion.ics), decoded.
 */
export function emlCalendar(path: string): { alternativeMethod: string; content: string } {
  const eml = readFileSync(path, 'utf8');
  const method = /Content-Type: text\/calendar; charset=utf-8; method=([A-Z]+)/.exec(eml)?.[1];
  expect(method).toBeDefined();
  const at = eml.search(/filename="?invitacion\.ics"?/);
  expect(at).toBeGreaterThan(0);
  const headersEnd = eml.indexOf('\r\n\r\n', at);
  const body = eml.slice(headersEnd + 4, eml.indexOf('\r\n--', headersEnd));
  return {
    alternativeMethod: method!,
    content: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  };
}

/** The iCalendar text parsed back with ical.js: what a calendar client reads. */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent('vtimezone');
  expect(zone).not.toBeNull();
  ICAL.TimezoneService.register(zone!);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  const event = new ICAL.Event(vevent);
  const start = vevent.getFirstProperty('dtstart')!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    timezone: String(zone!.getFirstPropertyValue('tzid')),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue('status')),
    tzid: String(start.getParameter('tzid')),
    start: event.startDate.toString(),
    startInstant: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toString(),
    summary: event.summary,
    location: event.location,
    description: event.description,
    organizer: String(vevent.getFirstPropertyValue('organizer')).replace(/^mailto:/i, 'mailto:'),
    attendee: String(vevent.getFirstPropertyValue('attendee')).replace(/^mailto:/i, 'mailto:'),
  };
}
