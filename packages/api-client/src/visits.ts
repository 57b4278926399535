/**
 * Visits and test drives at a site (DECISIONS "Finding and visiting a unit"): the slots a
 * site offers, the window in which they may be booked, what a booking carries, and every
 * message about them. The API enforces these rules with this code; the catalogue uses the
 * same functions for its hints, so a slot the page offers is a slot the server accepts.
 *
 * Times are the site's local wall-clock times ('2026-12-01', '10:30'), read against the
 * zone database (the site's IANA zone through Intl): the API stores the instant in UTC.
 */
import { sites, type DayCode, type Site } from '@territorio/site-config';
import { visitBookAction } from './visit-routes';
import { slugify } from './text';

export const visitRules = {
  /** Every slot lasts this long, and starts on the hour or the half hour of opening. */
  slotMinutes: 30,
  /** A slot starting sooner than this from now cannot be booked. */
  minNoticeMinutes: 120,
  /** Today and the following days, this many dates in all, at the site. */
  windowDays: 14,
  /** Bookings a slot takes when the console has set none for the site. */
  defaultCapacity: 2,
  /** The largest capacity the console accepts for a slot. */
  maxCapacity: 20,
  /** The reminder leaves the day before the visit at this local time. */
  reminderTime: '10:00',
} as const;

/** A site's calendar date, 'YYYY-MM-DD'. */
export type LocalDate = string;
/** A site's wall-clock time, 'HH:MM' (24 hours). */
export type LocalTime = string;

export const visitStatuses = ['booked', 'attended', 'no_show', 'cancelled'] as const;
export type VisitStatus = (typeof visitStatuses)[number];

/** 'godoy-cruz': the site in addresses, request bodies and the database. */
export function siteSlug(site: Site): string {
  return slugify(site.name);
}

/** The site an address or a body names, by its slug; undefined for any other text. */
export function visitSiteBySlug(slug: string | null | undefined): Site | undefined {
  return sites.find((site) => siteSlug(site) === slug);
}

const dayCodes: readonly DayCode[] = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const localDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const localTimePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The parts of a real calendar date ('2026-02-30' is not one). */
function dateParts(date: string): { year: number; month: number; day: number } | null {
  const match = localDatePattern.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1) return null;
  if (probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && dateParts(value) !== null;
}

export function isLocalTime(value: unknown): value is LocalTime {
  return typeof value === 'string' && localTimePattern.test(value);
}

function minutesOf(time: LocalTime): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

function timeOf(minutes: number): LocalTime {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The weekday of a calendar date (a date has no zone). */
export function dayCodeOf(date: LocalDate): DayCode {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`not a date: ${date}`);
  return dayCodes[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()] ?? 'Su';
}

/** The date `days` after `date` ('2026-12-31' + 1 = '2027-01-01'). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const parts = dateParts(date);
  if (!parts) throw new RangeError(`not a date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days))
    .toISOString()
    .slice(0, 10);
}

/**
 * Every slot's start on `date` inside the site's sales hours, in order: a slot starts at
 * an opening time or a whole number of slots after it, and ends by the closing time.
 */
export function visitSlotTimes(site: Site, date: LocalDate): LocalTime[] {
  if (!isLocalDate(date)) return [];
  const day = dayCodeOf(date);
  const rows = site.hours.find((hours) => hours.department === 'sales')?.rows ?? [];
  const starts = new Set<number>();
  for (const row of rows) {
    if (!row.days.includes(day)) continue;
    const closes = minutesOf(row.closes);
    for (let start = minutesOf(row.opens); start + visitRules.slotMinutes <= closes;) {
      starts.add(start);
      start += visitRules.slotMinutes;
    }
  }
  return [...starts].sort((a, b) => a - b).map(timeOf);
}

/** Why a slot cannot be booked (before counting its bookings). */
export type VisitSlotProblem =
  'date' | 'time' | 'beyondWindow' | 'closedDay' | 'outsideHours' | 'tooSoon';

export const visitMessages = {
  /** The unit page's and the versions page's call to action. */
  bookAction: visitBookAction,
  siteRequired: 'Elegí una sucursal.',
  dateRequired: 'Elegí un día.',
  timeRequired: 'Elegí un horario.',
  beyondWindow: `Podés agendar una visita para los próximos ${visitRules.windowDays} días.`,
  closedDay: 'La sucursal no atiende ese día. Elegí otro.',
  outsideHours: 'Ese horario está fuera del horario de ventas de la sucursal. Elegí otro.',
  tooSoon: 'Ese horario ya pasó o es muy cercano: elegí uno a partir de dentro de dos horas.',
  full: 'Ese horario se completó. Elegí otro.',
  duplicate: 'Ya tenés una visita agendada para este vehículo ese día.',
  vehicleRequired: 'Elegí el vehículo que querés ver.',
  unitUnavailable: 'Esta unidad ya no está disponible',
  notFound: 'No encontramos esa visita.',
  cancelled: 'Esta visita está cancelada.',
  notChangeable: 'Esta visita ya no se puede cambiar ni cancelar.',
  booked: '¡Tu visita está agendada!',
  moved: 'Cambiamos el horario de tu visita.',
  cancelDone: 'Cancelamos tu visita. Te enviamos un correo con la cancelación.',
  testDriveLabel: 'Quiero hacer una prueba de manejo',
  /** What to bring: always the DNI; for a test drive also the driving licence. */
  bringVisit: 'Traé tu DNI.',
  bringTestDrive: 'Traé tu DNI y tu licencia de conducir vigente.',
  slotsError: 'No pudimos cargar los horarios. Intentalo de nuevo.',
  noSlots: 'No quedan horarios libres en estos días. Llamanos y te ayudamos a coordinar.',
} as const;

/** The field-named message of a slot problem. */
export function visitSlotMessage(problem: VisitSlotProblem): {
  field: 'date' | 'time';
  message: string;
} {
  switch (problem) {
    case 'date':
      return { field: 'date', message: visitMessages.dateRequired };
    case 'time':
      return { field: 'time', message: visitMessages.timeRequired };
    case 'beyondWindow':
      return { field: 'date', message: visitMessages.beyondWindow };
    case 'closedDay':
      return { field: 'date', message: visitMessages.closedDay };
    case 'outsideHours':
      return { field: 'time', message: visitMessages.outsideHours };
    case 'tooSoon':
      return { field: 'time', message: visitMessages.tooSoon };
  }
}
