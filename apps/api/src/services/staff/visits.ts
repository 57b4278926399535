/**
 * The sales agenda: the visits and test drives booked at a site, a day or a week at a time,
 * of the brands the member works (admin: every brand), with the slots and days that filled
 * unusually fast from few sources (visit-floods.ts); the outcome and notes staff record;
 * the cancel that sends the buyer the calendar's CANCEL (services/visits), and the bulk
 * cancel of presumed fake bookings that sends nothing; and the parameters that shape the slots (each site's capacity, the days closed). Every change is
 * audited in the transaction that makes it.
 */
import {
  addDays,
  messages,
  siteLocalTime,
  siteSlug,
  visitRules,
  visitSiteBySlug,
} from '@territorio/api-client';
import {
  staffMessages,
  type Agenda,
  type StaffMember,
  type StaffVisit,
  type VisitClosedDay,
  type VisitClosedDayAdded,
  type VisitBulkCancelled,
  type VisitSettings,
  type agendaQuerySchema,
  type visitBulkCancelSchema,
  type visitCapacityUpdateSchema,
  type visitUpdateSchema,
} from '@territorio/api-client/staff';
import { sites } from '@territorio/site-config';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import {
  agendaVisits,
  allClosedDays,
  bookedCountOn,
  cancelReminders,
  closedDatesAmong,
  closedDay,
  deleteClosedDay,
  insertClosedDay,
  markCancelled,
  releaseSlot,
  setCapacity,
  storedCapacities,
  visitOfBrands,
  visitsWithCodes,
  writeVisitOutcome,
  type VisitRow,
} from '../../repositories/visits';
import { isoNow } from '../clock';
import type { AppContext } from '../context';
import { cancelBookedVisit, visitVehicleOf } from '../visits';
import { visitCodeOf } from '../visits/secrets';
import { recordAudit } from './audit';
import { brandScope } from './common';
import { actorOf } from './leads';
import { findFloods, visitSources } from './visit-floods';

/** The group's sites by slug, in their configured order. */
const siteSlugs = sites.map(siteSlug);

export function staffVisitWire(row: VisitRow, source: string | null = null): StaffVisit {
  return {
    code: row.code,
    status: row.status,
    site: row.site,
    date: row.local_date,
    time: row.local_time,
    starts_at: row.starts_at,
    test_drive: row.test_drive === 1,
    name: row.name,
    email: row.email,
    telephone: row.telephone,
    vehicle: visitVehicleOf(row),
    notes: row.notes,
    created_at: row.created_at,
    cancelled_at: row.cancelled_at,
    source,
  };
}

export async function loadAgenda(
  db: Db,
  member: StaffMember,
  query: z.output<typeof agendaQuerySchema>,
  now = new Date(),
): Promise<Agenda> {
  // The schema admits only the slugs of the group's sites.
  const site = visitSiteBySlug(query.site)!;
  const from = query.from ?? siteLocalTime(site, now).date;
  const dates = Array.from({ length: query.view === 'week' ? 7 : 1 }, (_, index) =>
    addDays(from, index),
  );
  const [rows, closed] = await Promise.all([
    // The visits `member` may read: every brand for admin, their brands for sales.
    agendaVisits(db, brandScope(member), query.site, dates),
    closedDatesAmong(db, query.site, dates),
  ]);
  const sources = visitSources(rows);
  return {
    site: query.site,
    view: query.view,
    dates,
    closed,
    visits: rows.map((row) => staffVisitWire(row, sources.get(row.code) ?? null)),
    floods: findFloods(rows, sources),
  };
}

/** Another brand's visit is answered as missing: its existence is not the member's business. */
async function visitRow(db: Db, member: StaffMember, code: string): Promise<VisitRow> {
  const row = await visitOfBrands(db, brandScope(member), code);
  if (!row) throw notFound(staffMessages.notFound);
  return row;
}

const changedMeanwhile = () =>
  new DomainError('conflict', 'visit_changed', staffMessages.visitChangedMeanwhile);

/**
 * Records the visit's outcome (attended, no show, or booked again to undo a mark) and its
 * notes. A cancelled visit keeps its status: its slot is free and the buyer was told.
 */
export async function updateVisit(
  context: AppContext,
  member: StaffMember,
  code: string,
  body: z.output<typeof visitUpdateSchema>,
): Promise<StaffVisit> {
  const { store } = context;
  await store.writeTransaction(async (trx) => {
    const current = await visitRow(trx, member, code);
    if (body.status !== undefined && current.status === 'cancelled') {
      throw new DomainError('conflict', 'visit_cancelled', staffMessages.visitCancelled, {
        fields: { status: staffMessages.visitCancelled },
      });
    }
    const after = {
      status: body.status ?? current.status,
      notes: body.notes ?? current.notes,
    };
    // Only from the status read here: a cancel by the buyer in between is not overwritten.
    const written = await writeVisitOutcome(trx, code, current.status, {
      ...after,
      updated_at: isoNow(),
    });
    if (!written) throw changedMeanwhile();
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'visit_updated',
      subjectType: 'visit',
      subjectId: code,
      before: { status: current.status, notes: current.notes },
      after,
    });
  });
  return staffVisitWire(await visitRow(store.db, member, code));
}

const notBooked = () =>
  new DomainError('conflict', 'visit_not_booked', staffMessages.visitNotBooked);

/**
 * Cancels a booked visit from the console, as the buyer's own cancel does it (services/
 * visits: the slot freed, the reminder dropped, the buyer's CANCEL queued), in the same
 * transaction as its audit row, which keeps the reason.
 */
export async function cancelVisitFromConsole(
  context: AppContext,
  member: StaffMember,
  code: string,
  reason: string,
): Promise<StaffVisit> {
  const { store } = context;
  const row = await visitRow(store.db, member, code);
  if (row.status !== 'booked') throw notBooked();
  await store.writeTransaction(async (trx) => {
    const current = await visitRow(trx, member, code);
    const cancelled = await cancelBookedVisit(context, trx, current, member.email);
    if (!cancelled) throw notBooked();
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'visit_cancelled',
      subjectType: 'visit',
      subjectId: code,
      before: { status: current.status },
      after: { status: cancelled.status, reason },
    });
  });
  context.mailer.wake();
  return staffVisitWire(await visitRow(store.db, member, code));
}

/**
 * Cancels the visits chosen, presumed fake (a flooded agenda), without a word to their
 * addresses: each one's place freed and its reminder dropped, in a transaction of its own
 * that names the state it starts from (booked) and writes its audit row with the reason.
 * The member must see every visit named, or nothing changes (another brand's visit is
 * answered as missing, as everywhere in the agenda); a visit no longer booked when its
 * turn comes (the buyer cancelled, staff marked it) is left as it is and reported.
 */
export async function cancelVisitsSilently(
  context: AppContext,
  member: StaffMember,
  body: z.output<typeof visitBulkCancelSchema>,
): Promise<VisitBulkCancelled> {
  const { store } = context;
  const codes = [...new Set(body.codes.map((code) => visitCodeOf(code)))];
  if (codes.some((code) => code === null)) throw notFound(staffMessages.notFound);
  const rows = await visitsWithCodes(store.db, brandScope(member), codes as string[]);
  if (rows.length !== codes.length) throw notFound(staffMessages.notFound);
  const answer: VisitBulkCancelled = { cancelled: [], skipped: [] };
  for (const row of rows) {
    const cancelled = await store.writeTransaction(async (trx) => {
      const done = await markCancelled(trx, row, member.email, isoNow());
      if (!done) return undefined;
      await releaseSlot(trx, done.site, done.starts_at);
      await cancelReminders(trx, done.code);
      await recordAudit(trx, {
        actor: actorOf(member),
        action: 'visit_cancelled_silently',
        subjectType: 'visit',
        subjectId: done.code,
        before: { status: 'booked' },
        after: { status: done.status, reason: body.reason, buyer_emailed: false },
      });
      return done;
    });
    if (cancelled) {
      answer.cancelled.push(row.code);
    } else {
      const now = await visitRow(store.db, member, row.code);
      answer.skipped.push({ code: row.code, status: now.status });
    }
  }
  return answer;
}

// ---------------------------------------------------------------- parameters (admin)

async function capacitiesOf(db: Db): Promise<VisitSettings['capacities']> {
  const rows = await storedCapacities(db);
  const stored = new Map(rows.map((row) => [row.site, row.capacity]));
  return siteSlugs.map((site) => ({
    site,
    capacity: stored.get(site) ?? visitRules.defaultCapacity,
  }));
}

/** Each site's today: days closed before it are history, not settings. */
function todayBySite(now: Date): Map<string, string> {
  return new Map(sites.map((site) => [siteSlug(site), siteLocalTime(site, now).date]));
}

export async function loadVisitSettings(db: Db, now = new Date()): Promise<VisitSettings> {
  const [capacities, closedDays] = await Promise.all([capacitiesOf(db), allClosedDays(db)]);
  const today = todayBySite(now);
  return {
    capacities,
    closed_days: closedDays
      .filter((row) => row.local_date >= (today.get(row.site) ?? ''))
      .map((row) => ({ site: row.site, date: row.local_date, reason: row.reason })),
  };
}

function invalid(fields: Record<string, string>): DomainError {
  return new DomainError('invalid', 'invalid_request', messages.invalidRequest, { fields });
}

export async function updateVisitCapacity(
  context: AppContext,
  member: StaffMember,
  body: z.output<typeof visitCapacityUpdateSchema>,
): Promise<VisitSettings> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  body.capacities.forEach((entry, index) => {
    if (seen.has(entry.site)) fields[`capacities.${index}.site`] = staffMessages.visitDuplicateSite;
    seen.add(entry.site);
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  const { store } = context;
  await store.writeTransaction(async (trx) => {
    const before = await capacitiesOf(trx);
    for (const { site, capacity } of body.capacities) {
      await setCapacity(trx, site, capacity);
    }
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'visit_capacity_updated',
      subjectType: 'parameters',
      subjectId: 'visit_capacity',
      before,
      after: await capacitiesOf(trx),
    });
  });
  return loadVisitSettings(store.db);
}

/**
 * Closes a site on a day from today on. Visits already booked that day stay booked and
 * are counted in the answer: the site's staff call each buyer (the buyer was promised the
 * slot, and only a person can agree on another).
 */
export async function addClosedDay(
  context: AppContext,
  member: StaffMember,
  body: VisitClosedDay,
  now = new Date(),
): Promise<VisitClosedDayAdded> {
  const site = visitSiteBySlug(body.site)!;
  if (body.date < siteLocalTime(site, now).date) {
    throw invalid({ date: staffMessages.closedDayPast });
  }
  const { store } = context;
  const bookedCount = await store.writeTransaction(async (trx) => {
    const inserted = await insertClosedDay(trx, {
      site: body.site,
      date: body.date,
      reason: body.reason,
      createdAt: isoNow(),
    });
    if (!inserted) {
      throw invalid({ date: staffMessages.closedDayTaken });
    }
    const count = await bookedCountOn(trx, body.site, body.date);
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'visit_closed_day_added',
      subjectType: 'visit_closed_day',
      subjectId: `${body.site}:${body.date}`,
      after: { ...body, booked_count: count },
    });
    return count;
  });
  return { ...(await loadVisitSettings(store.db, now)), booked_count: bookedCount };
}

/** Opens a closed day again; a day that is not closed is not found. */
export async function removeClosedDay(
  context: AppContext,
  member: StaffMember,
  site: string,
  date: string,
): Promise<VisitSettings> {
  const { store } = context;
  await store.writeTransaction(async (trx) => {
    const row = await closedDay(trx, site, date);
    if (!row) throw notFound(staffMessages.notFound);
    await deleteClosedDay(trx, site, date);
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'visit_closed_day_removed',
      subjectType: 'visit_closed_day',
      subjectId: `${site}:${date}`,
      before: { site: row.site, date: row.local_date, reason: row.reason },
    });
  });
  return loadVisitSettings(store.db);
}
