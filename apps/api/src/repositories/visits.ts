/**
 * The visits' rows (migrations/013_visits.ts). A slot's count changes only through
 * `takeSlot` and `releaseSlot`, each one conditional statement, so the capacity holds under
 * concurrency without a read before the write. Every change of a visit names the state it
 * starts from, so two changes racing on one visit cannot both apply.
 */
import { visitRules } from '@territorio/api-client';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db, VisitTable } from '../db/schema';
import { brandList } from './pages';

export type VisitRow = Selectable<VisitTable>;

/** The bookings a slot of the site takes: the console's capacity, else the default. */
export async function slotCapacity(db: Db, site: string): Promise<number> {
  const row = await db
    .selectFrom('visit_capacity')
    .select('capacity')
    .where('site', '=', site)
    .executeTakeFirst();
  return row?.capacity ?? visitRules.defaultCapacity;
}

/** The site's days closed from `from` on ('YYYY-MM-DD'). */
export async function closedDates(db: Db, site: string, from: string): Promise<string[]> {
  const rows = await db
    .selectFrom('visit_closed_days')
    .select('local_date')
    .where('site', '=', site)
    .where('local_date', '>=', from)
    .execute();
  return rows.map((row) => row.local_date);
}

/** Live bookings per slot instant of the site, from `from` (UTC ISO) on. */
export async function bookedSlots(
  db: Db,
  site: string,
  from: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('visit_slots')
    .select(['starts_at', 'booked'])
    .where('site', '=', site)
    .where('starts_at', '>=', from)
    .execute();
  return new Map(rows.map((row) => [row.starts_at, row.booked]));
}

/**
 * Takes one place of the slot if it has one below `capacity`; false when it is full. The
 * row is created at zero first (a concurrent creator's row is kept), then raised by one
 * conditional update: on PostgreSQL the update waits for the row's lock and checks the
 * count again, on SQLite the write transaction runs alone.
 */
export async function takeSlot(
  trx: Db,
  site: string,
  startsAt: string,
  capacity: number,
): Promise<boolean> {
  await trx
    .insertInto('visit_slots')
    .values({ site, starts_at: startsAt, booked: 0 })
    .onConflict((conflict) => conflict.columns(['site', 'starts_at']).doNothing())
    .execute();
  const result = await trx
    .updateTable('visit_slots')
    .set((eb) => ({ booked: eb('booked', '+', 1) }))
    .where('site', '=', site)
    .where('starts_at', '=', startsAt)
    .where('booked', '<', capacity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back the place a live booking held. */
export async function releaseSlot(trx: Db, site: string, startsAt: string): Promise<void> {
  await trx
    .updateTable('visit_slots')
    .set((eb) => ({ booked: eb('booked', '-', 1) }))
    .where('site', '=', site)
    .where('starts_at', '=', startsAt)
    .where('booked', '>', 0)
    .execute();
}

export async function insertVisit(
  trx: Db,
  values: Omit<Insertable<VisitTable>, 'id'>,
): Promise<VisitRow> {
  return trx.insertInto('visits').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function visitByCode(db: Db, code: string): Promise<VisitRow | undefined> {
  return db.selectFrom('visits').selectAll().where('code', '=', code).executeTakeFirst();
}

/**
 * A unique violation of `visits_one_per_day` (the email already holds a live booking for
 * this vehicle on that date). PostgreSQL names the index; SQLite names its columns.
 */
export function isDuplicateBooking(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code === '23505') return constraint === 'visits_one_per_day';
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof message === 'string' &&
    message.includes('visits.email_normalized')
  );
}

/** Cancels a booked visit (raising its SEQUENCE); undefined when it was no longer booked. */
export async function markCancelled(
  trx: Db,
  visit: Pick<VisitRow, 'id'>,
  by: string,
  now: string,
): Promise<VisitRow | undefined> {
  return trx
    .updateTable('visits')
    .set((eb) => ({
      status: 'cancelled',
      sequence: eb('sequence', '+', 1),
      cancelled_at: now,
      cancelled_by: by,
      updated_at: now,
    }))
    .where('id', '=', visit.id)
    .where('status', '=', 'booked')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Moves a booked visit to another slot (raising its SEQUENCE), if it is still as it was
 * read (booked, at the same sequence); undefined otherwise.
 */
export async function markMoved(
  trx: Db,
  visit: Pick<VisitRow, 'id' | 'sequence'>,
  slot: { startsAt: string; date: string; time: string },
  now: string,
): Promise<VisitRow | undefined> {
  return trx
    .updateTable('visits')
    .set((eb) => ({
      starts_at: slot.startsAt,
      local_date: slot.date,
      local_time: slot.time,
      sequence: eb('sequence', '+', 1),
      updated_at: now,
    }))
    .where('id', '=', visit.id)
    .where('status', '=', 'booked')
    .where('sequence', '=', visit.sequence)
    .returningAll()
    .executeTakeFirst();
}

/** A visit's reminder still waiting in the outbox is not to be sent. */
export async function cancelReminders(trx: Db, code: string): Promise<void> {
  await trx
    .updateTable('outbox')
    .set({ status: 'cancelled' })
    .where('visit_code', '=', code)
    .where('kind', '=', 'visit_reminder')
    .where('status', '=', 'queued')
    .execute();
}

/** The columns a live-visit cap counts by. */
const liveCapColumns = {
  client: 'client_key',
  telephone: 'telephone_key',
  email: 'email_normalized',
} as const;

export type LiveCapSource = keyof typeof liveCapColumns;

/**
 * How many booked visits after `now` each source's key holds, in one pass: a count per
 * source named in `keys` (PostgreSQL may answer a sum as a string; none when no row).
 */
export async function liveVisitCounts(
  trx: Db,
  keys: readonly (readonly [LiveCapSource, string])[],
  now: string,
): Promise<Partial<Record<LiveCapSource, number | string | null>>> {
  const live = await trx
    .selectFrom('visits')
    .select(
      keys.map(([source, key]) =>
        sql<
          number | string
        >`sum(case when ${sql.ref(liveCapColumns[source])} = ${key} then 1 else 0 end)`.as(source),
      ),
    )
    .where('status', '=', 'booked')
    .where('starts_at', '>', now)
    .where((eb) => eb.or(keys.map(([source, key]) => eb(liveCapColumns[source], '=', key))))
    .executeTakeFirst();
  return (live ?? {}) as Partial<Record<LiveCapSource, number | string | null>>;
}

/** The site's closed days among `dates`, in order. */
export async function closedDatesAmong(
  db: Db,
  site: string,
  dates: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('visit_closed_days')
    .select('local_date')
    .where('site', '=', site)
    .where('local_date', 'in', dates)
    .orderBy('local_date')
    .execute();
  return rows.map((row) => row.local_date);
}

/**
 * Writes the visit's status and notes if its status is still `from`; false when another
 * change came first (a cancel by the buyer is never overwritten).
 */
export async function writeVisitOutcome(
  trx: Db,
  code: string,
  from: VisitRow['status'],
  values: Pick<VisitRow, 'status' | 'notes' | 'updated_at'>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('visits')
    .set(values)
    .where('code', '=', code)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Every site's stored capacity (a site without a row has the default). */
export function storedCapacities(db: Db) {
  return db.selectFrom('visit_capacity').selectAll().execute();
}

export async function setCapacity(trx: Db, site: string, capacity: number): Promise<void> {
  await trx
    .insertInto('visit_capacity')
    .values({ site, capacity })
    .onConflict((conflict) => conflict.column('site').doUpdateSet({ capacity }))
    .execute();
}

/** Every closed day of every site, by date then site. */
export function allClosedDays(db: Db) {
  return db
    .selectFrom('visit_closed_days')
    .select(['site', 'local_date', 'reason'])
    .orderBy('local_date')
    .orderBy('site')
    .execute();
}

/** Closes the site on the day; false when it was closed already. */
export async function insertClosedDay(
  trx: Db,
  day: { site: string; date: string; reason: string; createdAt: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('visit_closed_days')
    .values({ site: day.site, local_date: day.date, reason: day.reason, created_at: day.createdAt })
    .onConflict((conflict) => conflict.columns(['site', 'local_date']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** How many visits are booked at the site on the day. */
export async function bookedCountOn(db: Db, site: string, date: string): Promise<number> {
  const booked = await db
    .selectFrom('visits')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
    .where('site', '=', site)
    .where('local_date', '=', date)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(booked?.total ?? 0);
}

export function closedDay(db: Db, site: string, date: string) {
  return db
    .selectFrom('visit_closed_days')
    .select(['site', 'local_date', 'reason'])
    .where('site', '=', site)
    .where('local_date', '=', date)
    .executeTakeFirst();
}

export async function deleteClosedDay(trx: Db, site: string, date: string): Promise<void> {
  await trx
    .deleteFrom('visit_closed_days')
    .where('site', '=', site)
    .where('local_date', '=', date)
    .execute();
}

/** The visits of `brands` (every brand when undefined). */
function visitsOf(db: Db, brands: readonly number[] | undefined) {
  const query = db.selectFrom('visits').selectAll();
  return brands ? query.where('brand_id', 'in', brandList(brands)) : query;
}

/** The visits of `brands` at the site on `dates`, by start then id. */
export function agendaVisits(
  db: Db,
  brands: readonly number[] | undefined,
  site: string,
  dates: readonly string[],
): Promise<VisitRow[]> {
  return visitsOf(db, brands)
    .where('site', '=', site)
    .where('local_date', 'in', dates)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** The visit with this code if it is of one of `brands` (any brand when undefined). */
export function visitOfBrands(
  db: Db,
  brands: readonly number[] | undefined,
  code: string,
): Promise<VisitRow | undefined> {
  return visitsOf(db, brands).where('code', '=', code).executeTakeFirst();
}

/** The visits with these codes that are of `brands` (any brand when undefined), by start then id. */
export function visitsWithCodes(
  db: Db,
  brands: readonly number[] | undefined,
  codes: readonly string[],
): Promise<VisitRow[]> {
  return visitsOf(db, brands)
    .where('code', 'in', codes)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}
