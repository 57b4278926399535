/**
 * A visit as an iCalendar object (RFC 5545), sent by email as iTIP (RFC 5546): one event
 * whose UID stays the visit's for its whole life, so a calendar that holds it updates it in
 * place. SEQUENCE is the visit's (raised by every move and by the cancel), METHOD REQUEST
 * invites or updates, CANCEL removes, PUBLISH is a plain download. Start and end are the
 * site's wall-clock times with its TZID, and the VTIMEZONE that defines that zone travels in
 * the same object, so a client without the zone database still places the visit right.
 */
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { visitMessages, visitRules } from '@territorio/api-client';
import { formatAddress, group, type Site } from '@territorio/site-config';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { VisitRow } from '../../repositories/visits';
import type { CalendarMethod } from '../email';

const methods: Record<CalendarMethod, ICalCalendarMethod> = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
};

/** 'Visita a Piedemonte Automotores Godoy Cruz: Volkswagen Polo …' */
export function visitSummary(visit: Pick<VisitRow, 'test_drive' | 'vehicle_title'>, site: Site) {
  const what = visit.test_drive === 1 ? 'Prueba de manejo en' : 'Visita a';
  return `${what} ${group.name} ${site.name}: ${visit.vehicle_title}`;
}

/** What the buyer brings: the DNI, and the driving licence for a test drive. */
export function whatToBring(visit: Pick<VisitRow, 'test_drive'>): string {
  return visit.test_drive === 1 ? visitMessages.bringTestDrive : visitMessages.bringVisit;
}

/**
 * A name as a parameter value (CN). The library encodes `^`, `"` and line breaks as RFC 6868
 * says, which not every calendar client decodes: a double quote or control character becomes
 * one space here instead.
 */
function parameterText(value: string): string {
  return value.replace(/\s*["\p{Cc}]+\s*/gu, ' ').trim() || '-';
}

export type VisitCalendarOptions = {
  readonly method: CalendarMethod;
  /** The domain of the UID (the mail sender's): `<code>@<domain>`. */
  readonly uidDomain: string;
  /** The manage page, when the secret is at hand (never for a cancel). */
  readonly manageUrl: string | null;
};

/** The visit's iCalendar text. */
export function visitCalendar(visit: VisitRow, site: Site, options: VisitCalendarOptions): string {
  const start = new TZDate(new Date(visit.starts_at).getTime(), site.timeZone);
  const end = new TZDate(start.getTime() + visitRules.slotMinutes * 60_000, site.timeZone);
  const cancelled = options.method === 'CANCEL' || visit.status === 'cancelled';
  const calendar = ical({
    prodId: { company: group.name, product: 'Visitas', language: 'ES' },
    method: methods[options.method],
    // The zone is the event's, not the calendar's: with a calendar-wide zone the library
    // writes DTSTAMP as a local time, and RFC 5545 wants it in UTC. The generator still
    // writes the VTIMEZONE of every zone an event names.
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `${visit.code}@${options.uidDomain}`,
    sequence: visit.sequence,
    stamp: new Date(visit.updated_at),
    start,
    end,
    timezone: site.timeZone,
    summary: visitSummary(visit, site),
    location: formatAddress(site),
    description: [
      cancelled ? visitMessages.cancelled : whatToBring(visit),
      `Código de la visita: ${visit.code}.`,
      ...(options.manageUrl ? [`Para cambiarla o cancelarla: ${options.manageUrl}`] : []),
    ].join('\n'),
    ...(options.manageUrl ? { url: options.manageUrl } : {}),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: `${group.name} ${site.name}`, email: site.salesEmail },
    attendees: [
      {
        name: parameterText(visit.name),
        email: visit.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return calendar.toString();
}
