/**
 * The buyer's emails about a visit, queued in the transaction of the change they tell:
 * the confirmation and a move carry the calendar invitation (METHOD:REQUEST, the same UID,
 * the visit's SEQUENCE), a cancel its METHOD:CANCEL, and the reminder leaves the day before
 * at `visitRules.reminderTime`, local, as a scheduled outbox row (never when that moment has
 * passed: the confirmation was just sent). Dates and times are the site's, 24-hour.
 */
import {
  oneLineText,
  visitManagePath,
  visitReminderInstant,
  visitSiteBySlug,
} from '@territorio/api-client';
import { formatAddress, group, type Site } from '@territorio/site-config';
import type { Db } from '../../db/schema';
import type { VisitRow } from '../../repositories/visits';
import type { AppContext } from '../context';
import { mailDomain, mailSender, type CalendarMethod, type EmailMessage } from '../email';
import { visitCalendar, visitSummary, whatToBring } from './calendar';

export type BuyerEmail = 'booked' | 'moved' | 'cancelled' | 'reminder';

/** The visit's site (its slug was checked when booked). */
export function siteOfVisit(visit: Pick<VisitRow, 'site'>): Site {
  const site = visitSiteBySlug(visit.site);
  if (!site) throw new Error(`visit of an unknown site: ${visit.site}`);
  return site;
}

/** 'martes 1 de diciembre, 10:30' (a local date and time read as they are). */
export function visitWhen(date: string, time: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('es-AR', { ...options, timeZone: 'UTC' }).format(day);
  return `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} de ${part({ month: 'long' })}, ${time}`;
}

/** The manage page's address: the catalogue's origin and the visit's path with its secret. */
export function manageUrl(context: AppContext, code: string, token: string): string {
  return `${context.config.cataloguePublicUrl}${visitManagePath(code, token)}`;
}

/** The calendar UID's domain: the mail sender's, as the Message-IDs. */
export function calendarDomain(context: AppContext): string {
  return mailDomain(mailSender(context.config.mailFrom));
}

const subjects: Record<BuyerEmail, (code: string) => string> = {
  booked: (code) => `Tu visita está agendada (${code})`,
  moved: (code) => `Cambiamos el horario de tu visita (${code})`,
  cancelled: (code) => `Cancelamos tu visita (${code})`,
  reminder: (code) => `Mañana es tu visita (${code})`,
};

function headline(email: BuyerEmail, visit: VisitRow): string {
  const what = visit.test_drive === 1 ? 'prueba de manejo' : 'visita';
  switch (email) {
    case 'booked':
      return `Tu ${what} está agendada. Te esperamos.`;
    case 'moved':
      return `Cambiamos el horario de tu ${what}. Este es el nuevo.`;
    case 'cancelled':
      return `Cancelamos tu ${what}. Si querés, podés agendar otra cuando quieras.`;
    case 'reminder':
      return `Te recordamos tu ${what} de mañana.`;
  }
}

/**
 * The email's text: the code, the name it was booked in, when and where, the vehicle, what
 * to bring, the links. Anyone may book in any name for any address, so the name is quoted as
 * data on a line of its own, never woven into our sentences.
 */
function buyerText(email: BuyerEmail, visit: VisitRow, site: Site, manage: string | null) {
  const isCancel = email === 'cancelled';
  return [
    '¡Hola!',
    '',
    headline(email, visit),
    '',
    `Código: ${visit.code}`,
    `A nombre de: «${oneLineText(visit.name).slice(0, 100)}»`,
    `Cuándo: ${visitWhen(visit.local_date, visit.local_time)} (hora de ${site.province})`,
    `Dónde: ${group.name} ${site.name}, ${formatAddress(site)}`,
    ...(isCancel ? [] : [`Cómo llegar: ${site.mapUrl}`]),
    `Vehículo: ${visit.vehicle_title}`,
    ...(isCancel ? [] : [`Qué traer: ${whatToBring(visit)}`]),
    '',
    ...(manage ? [`Para cambiar el horario o cancelar: ${manage}`] : []),
    ...(email === 'booked' || email === 'moved'
      ? ['Agregala a tu calendario con la invitación adjunta (invitacion.ics).']
      : []),
    ...(isCancel ? [`Teléfono de la sucursal: ${site.phone}`] : []),
    '',
    group.name,
  ].join('\n');
}

const methods: Partial<Record<BuyerEmail, CalendarMethod>> = {
  booked: 'REQUEST',
  moved: 'REQUEST',
  cancelled: 'CANCEL',
};

/**
 * The buyer's email of `email` about the visit as it now stands; `token` is the manage
 * link's secret when the change was made with it (a staff cancel has none).
 */
export function buyerEmail(
  context: AppContext,
  email: BuyerEmail,
  visit: VisitRow,
  token: string | null,
): EmailMessage {
  const site = siteOfVisit(visit);
  const manage = token && email !== 'cancelled' ? manageUrl(context, visit.code, token) : null;
  const method = methods[email];
  const calendar = method
    ? visitCalendar(visit, site, {
        method,
        uidDomain: calendarDomain(context),
        manageUrl: manage,
      })
    : null;
  return {
    kind: email === 'reminder' ? 'visit_reminder' : 'visit',
    to: visit.email,
    subject: `${subjects[email](visit.code)}: ${visitSummary(visit, site)}`.slice(0, 200),
    text: buyerText(email, visit, site, manage),
    visitCode: visit.code,
    ...(email === 'reminder'
      ? { notBefore: visitReminderInstant(site, visit.local_date).toISOString() }
      : {}),
    ...(calendar && method
      ? {
          attachments: [
            {
              filename: 'invitacion.ics',
              contentType: 'text/calendar; charset=utf-8',
              content: calendar,
              calendarMethod: method,
            },
          ],
        }
      : {}),
  };
}

/**
 * Queues the confirmation (or the move's update) and schedules the reminder, in the
 * transaction of the change. No reminder when its moment has passed at `now`.
 */
export async function queueBuyerEmails(
  context: AppContext,
  trx: Db,
  visit: VisitRow,
  token: string,
  email: 'booked' | 'moved',
  now: Date,
): Promise<void> {
  await context.mailer.send(buyerEmail(context, email, visit, token), trx);
  const reminder = buyerEmail(context, 'reminder', visit, token);
  if (reminder.notBefore && Date.parse(reminder.notBefore) > now.getTime()) {
    await context.mailer.send(reminder, trx);
  }
}
