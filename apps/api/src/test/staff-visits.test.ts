import {
  addDays,
  messages,
  siteLocalTime,
  visitInstant,
  visitSiteBySlug,
  visitSlotTimes,
  type LocalDate,
} from '@territorio/api-client';
import {
  staffMessages,
  type Agenda,
  type StaffVisit,
  type VisitBulkCancelled,
  type VisitClosedDayAdded,
  type VisitSettings,
} from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { rowAttachments } from '../services/email';
import { newVisitCode } from '../services/visits/secrets';
import { startTestServer, testDatabases, type TestServer } from './helpers';
import { signInTeam, staffEnv, staffRequest, type Signed } from './staff-support';
import { book as bookThroughApi, booking, outboxOf, unitsAt } from './visit-support';

type Booking = {
  site?: string;
  date: LocalDate;
  time: string;
  brandId?: number;
  status?: 'booked' | 'attended' | 'no_show' | 'cancelled';
  unitId?: number | null;
  name?: string;
  email?: string;
  /** The booking's source keys, as the booking leaves them (null on older rows). */
  clientKey?: string | null;
  telephoneKey?: string | null;
  /** When it was booked: now unless given (ISO). */
  createdAt?: string;
};

/** Instants `minutes` before `now`, all from one reading of the clock. */
const clockAt =
  (now = Date.now()) =>
  (minutes: number) =>
    new Date(now - minutes * 60_000).toISOString();

const godoyCruz = visitSiteBySlug('godoy-cruz')!;
/** Godoy Cruz's today: the tests book days after it, so every date is bookable and future. */
const today = siteLocalTime(godoyCruz, new Date()).date;

describe.each(testDatabases)('staff API: the visits agenda (%s)', (database) => {
  let api: TestServer;
  let admin: Signed;
  let sales: Signed;
  let otherSales: Signed;
  let hr: Signed;
  let serial = 0;

  /** A visit written as a booking leaves it: the visit, and its slot counting it. */
  async function book(booking: Booking): Promise<string> {
    serial += 1;
    const code = newVisitCode();
    const site = booking.site ?? 'godoy-cruz';
    const brandId = booking.brandId ?? 1;
    const startsAt = visitInstant(visitSiteBySlug(site)!, booking.date, booking.time).toISOString();
    const status = booking.status ?? 'booked';
    const now = booking.createdAt ?? new Date().toISOString();
    const { db } = api.server.store;
    const email = booking.email ?? `comprador${serial}@example.com`;
    await db
      .insertInto('visits')
      .values({
        code,
        secret_hash: 'a'.repeat(64),
        site,
        brand_id: brandId,
        family_id: brandId === 1 ? 102 : 201,
        unit_id: booking.unitId ?? null,
        holder_key: booking.unitId ? `unit:${booking.unitId}` : `family:${brandId}:${serial}`,
        vehicle_title: brandId === 1 ? 'Volkswagen Amarok' : 'Chevrolet Tracker',
        starts_at: startsAt,
        local_date: booking.date,
        local_time: booking.time,
        test_drive: serial % 2,
        name: booking.name ?? `Comprador ${serial}`,
        email,
        email_normalized: email,
        telephone: '2615550000',
        status,
        created_at: now,
        updated_at: now,
        cancelled_at: status === 'cancelled' ? now : null,
        cancelled_by: status === 'cancelled' ? 'buyer' : null,
        client_key: booking.clientKey ?? null,
        telephone_key: booking.telephoneKey ?? null,
      })
      .execute();
    if (status !== 'cancelled') {
      await db
        .insertInto('visit_slots')
        .values({ site, starts_at: startsAt, booked: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['site', 'starts_at'])
            .doUpdateSet((eb) => ({ booked: eb('visit_slots.booked', '+', 1) })),
        )
        .execute();
    }
    return code;
  }

  async function slotBooked(site: string, date: LocalDate, time: string) {
    const startsAt = visitInstant(visitSiteBySlug(site)!, date, time).toISOString();
    const row = await api.server.store.db
      .selectFrom('visit_slots')
      .select('booked')
      .where('site', '=', site)
      .where('starts_at', '=', startsAt)
      .executeTakeFirst();
    return row?.booked;
  }

  async function auditOf(subjectType: string, subjectId: string) {
    const rows = await api.server.store.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('subject_type', '=', subjectType)
      .where('subject_id', '=', subjectId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      actor: row.actor,
      action: row.action,
      before: row.before === null ? null : (JSON.parse(row.before) as unknown),
      after: row.after === null ? null : (JSON.parse(row.after) as unknown),
    }));
  }

  const agenda = (as: Signed, query: string) =>
    staffRequest<Agenda>(api, 'GET', `/agenda?${query}`, { as });
  const codesOf = (answer: { body: { data?: Agenda } }) =>
    answer.body.data!.visits.map((visit) => visit.code);

  beforeAll(async () => {
    api = await startTestServer(staffEnv, { database });
    ({ admin, sales, otherSales, hr } = await signInTeam(api, [1]));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('shows a site’s day or week in time order: every brand to admin, their brands to sales, nothing to hr', async () => {
    const day = addDays(today, 3);
    const unit = seedData.stock.find((candidate) => candidate.brand_id === 1)!;
    const late = await book({ date: day, time: '11:00', unitId: unit.id, name: 'Lucía Tarde' });
    const chevrolet = await book({ date: day, time: '10:00', brandId: 2 });
    const cancelled = await book({ date: day, time: '10:30', status: 'cancelled' });
    const later = await book({ date: addDays(day, 2), time: '10:00' });
    await book({ date: day, time: '10:00', site: 'san-rafael' });
    await api.server.store.db
      .insertInto('visit_closed_days')
      .values({
        site: 'godoy-cruz',
        local_date: addDays(day, 3),
        reason: 'Feriado',
        created_at: new Date().toISOString(),
      })
      .execute();

    const all = await agenda(admin, `site=godoy-cruz&from=${day}`);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ site: 'godoy-cruz', view: 'day', dates: [day] });
    expect(codesOf(all)).toEqual([chevrolet, cancelled, late]);

    const own = await agenda(sales, `site=godoy-cruz&from=${day}`);
    expect(codesOf(own)).toEqual([cancelled, late]);
    const shown = own.body.data!.visits;
    // A cancelled visit stays in the agenda, so staff know the slot was given up.
    expect(shown[0]).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect(shown[1]).toMatchObject<Partial<StaffVisit>>({
      code: late,
      status: 'booked',
      site: 'godoy-cruz',
      date: day,
      time: '11:00',
      starts_at: visitInstant(godoyCruz, day, '11:00').toISOString(),
      name: 'Lucía Tarde',
      telephone: '2615550000',
      notes: '',
    });
    expect(shown[1]!.vehicle).toMatchObject({ brand_id: 1, unit_id: unit.id });
    expect(shown[1]!.vehicle.unit_path).toMatch(new RegExp(`^/stock/${unit.id}/volkswagen-`));
    // Godoy Cruz is 3 hours behind UTC all year.
    expect(shown[1]!.starts_at).toBe(`${day}T14:00:00.000Z`);

    const week = await agenda(sales, `site=godoy-cruz&from=${day}&view=week`);
    expect(week.body.data!.dates).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(day, index)),
    );
    expect(codesOf(week)).toEqual([cancelled, late, later]);
    expect(week.body.data!.closed).toEqual([addDays(day, 3)]);

    const chevroletSales = await agenda(otherSales, `site=godoy-cruz&from=${day}`);
    expect(codesOf(chevroletSales)).toEqual([chevrolet]);

    // Without a date: the site's today.
    const todays = await agenda(sales, 'site=godoy-cruz');
    expect(todays.body.data!.dates).toEqual([today]);

    const refused = await agenda(hr, `site=godoy-cruz&from=${day}`);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(staffMessages.forbidden);
  });

  it('refuses a bad agenda query with the field’s Spanish message', async () => {
    for (const [query, field, message] of [
      ['', 'site', 'Elegí una sucursal.'],
      ['site=mendoza-centro', 'site', 'Elegí una sucursal.'],
      ['site=godoy-cruz&from=2026-02-30', 'from', 'Indicá una fecha (AAAA-MM-DD).'],
      ['site=godoy-cruz&from=mañana', 'from', 'Indicá una fecha (AAAA-MM-DD).'],
    ] as const) {
      const answer = await agenda(admin, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error?.fields?.[field], query).toBe(message);
    }
    const view = await agenda(admin, 'site=godoy-cruz&view=month');
    expect(view.status).toBe(400);
    expect(Object.keys(view.body.error?.fields ?? {})).toEqual(['view']);
  });

  it('marks a visit attended or not and keeps its notes, each change audited with before and after', async () => {
    const day = addDays(today, 4);
    const code = await book({ date: day, time: '15:00' });
    const patch = (as: Signed, body: unknown) =>
      staffRequest<StaffVisit>(api, 'PATCH', `/visits/${code}`, { as, body });

    const attended = await patch(sales, { status: 'attended' });
    expect(attended.status).toBe(200);
    expect(attended.body.data).toMatchObject({ code, status: 'attended', notes: '' });

    const noted = await patch(sales, { notes: 'Vino con su pareja; quiere cotizar la Amarok.' });
    expect(noted.body.data).toMatchObject({
      status: 'attended',
      notes: 'Vino con su pareja; quiere cotizar la Amarok.',
    });
    const noShow = await patch(admin, { status: 'no_show' });
    expect(noShow.body.data?.status).toBe('no_show');
    // An attendance is an outcome, not a booking: the slot still counts the visit.
    expect(await slotBooked('godoy-cruz', day, '15:00')).toBe(1);

    expect(await auditOf('visit', code)).toEqual([
      {
        actor: 'ventas@example.com',
        action: 'visit_updated',
        before: { status: 'booked', notes: '' },
        after: { status: 'attended', notes: '' },
      },
      {
        actor: 'ventas@example.com',
        action: 'visit_updated',
        before: { status: 'attended', notes: '' },
        after: { status: 'attended', notes: 'Vino con su pareja; quiere cotizar la Amarok.' },
      },
      {
        actor: 'admin@example.com',
        action: 'visit_updated',
        before: { status: 'attended', notes: 'Vino con su pareja; quiere cotizar la Amarok.' },
        after: { status: 'no_show', notes: 'Vino con su pareja; quiere cotizar la Amarok.' },
      },
    ]);

    const agendaAfter = await agenda(sales, `site=godoy-cruz&from=${day}`);
    expect(agendaAfter.body.data!.visits.find((visit) => visit.code === code)?.status).toBe(
      'no_show',
    );
  });

  it('answers another brand’s or an unknown visit as not found, and a bad change with the field', async () => {
    const code = await book({ date: addDays(today, 4), time: '16:00' });
    for (const path of [`/visits/${code}`, '/visits/V-NADA22', '/visits/nada']) {
      const answer = await staffRequest(api, 'PATCH', path, {
        as: path.includes(code) ? otherSales : admin,
        body: { status: 'attended' },
      });
      expect(answer.status, path).toBe(404);
      expect(answer.body.error?.message).toBe(staffMessages.notFound);
    }
    const cases: [unknown, string, string][] = [
      [{ status: 'cancelled' }, 'status', 'Elegí un estado válido.'],
      [{ status: 'asistió' }, 'status', 'Elegí un estado válido.'],
      [{ notes: 'x'.repeat(2001) }, 'notes', 'Las notas pueden tener hasta 2000 caracteres.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await staffRequest(api, 'PATCH', `/visits/${code}`, { as: sales, body });
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body.error?.fields?.[field]).toBe(message);
    }
    // Nothing to change names no field: the answer's message says the request is refused.
    const empty = await staffRequest(api, 'PATCH', `/visits/${code}`, { as: sales, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toBe(messages.invalidRequest);
    expect(await auditOf('visit', code)).toEqual([]);

    const cancelled = await book({ date: addDays(today, 4), time: '16:30', status: 'cancelled' });
    const marked = await staffRequest(api, 'PATCH', `/visits/${cancelled}`, {
      as: sales,
      body: { status: 'attended' },
    });
    expect(marked.status).toBe(409);
    expect(marked.body.error?.message).toBe(staffMessages.visitCancelled);
    const noted = await staffRequest<StaffVisit>(api, 'PATCH', `/visits/${cancelled}`, {
      as: sales,
      body: { notes: 'Avisó que viaja.' },
    });
    expect(noted.body.data).toMatchObject({ status: 'cancelled', notes: 'Avisó que viaja.' });
  });

  it('cancels from the console: the slot freed, the buyer’s CANCEL queued, audited with the reason; only once', async () => {
    const day = addDays(today, 5);
    const code = await book({ date: day, time: '17:00' });
    await book({ date: day, time: '17:00', brandId: 2 });
    expect(await slotBooked('godoy-cruz', day, '17:00')).toBe(2);
    const cancel = (as: Signed, body: unknown) =>
      staffRequest<StaffVisit>(api, 'POST', `/visits/${code}/cancel`, { as, body });

    const withoutReason = await cancel(sales, { reason: '  ' });
    expect(withoutReason.status).toBe(400);
    expect(withoutReason.body.error?.fields?.reason).toBe('Indicá el motivo de la cancelación.');
    expect((await cancel(otherSales, { reason: 'No es mía' })).status).toBe(404);

    const done = await cancel(sales, { reason: 'El comprador llamó: no puede venir.' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ code, status: 'cancelled' });
    expect(done.body.data?.cancelled_at).toEqual(expect.any(String));
    expect(await slotBooked('godoy-cruz', day, '17:00')).toBe(1);

    const { db } = api.server.store;
    const visit = await db
      .selectFrom('visits')
      .select(['status', 'cancelled_by', 'email'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(visit).toMatchObject({ status: 'cancelled', cancelled_by: 'ventas@example.com' });
    const emails = await db
      .selectFrom('outbox')
      .selectAll()
      .where('visit_code', '=', code)
      .where('status', '!=', 'cancelled')
      .execute();
    const calendar = emails.flatMap((row) =>
      rowAttachments(row).map((attachment) => ({ to: row.to_address, ...attachment })),
    );
    expect(calendar.some((file) => file.content.includes('METHOD:CANCEL'))).toBe(true);
    expect(calendar.every((file) => file.to === visit.email)).toBe(true);

    expect(await auditOf('visit', code)).toEqual([
      {
        actor: 'ventas@example.com',
        action: 'visit_cancelled',
        before: { status: 'booked' },
        after: { status: 'cancelled', reason: 'El comprador llamó: no puede venir.' },
      },
    ]);

    const again = await cancel(admin, { reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(staffMessages.visitNotBooked);
    expect(await slotBooked('godoy-cruz', day, '17:00')).toBe(1);
  });

  it('flags a slot filled fast from one source, and a day from few, but not one filled by many', async () => {
    const minutesAgo = clockAt();
    const day = addDays(today, 8);
    // 10:00: both places from one client address within two minutes, throwaway emails.
    const first = await book({
      date: day,
      time: '10:00',
      clientKey: 'k-uno',
      createdAt: minutesAgo(5),
    });
    const second = await book({
      date: day,
      time: '10:00',
      clientKey: 'k-uno',
      createdAt: minutesAgo(3),
    });
    // 11:00: both places within a minute, from two people.
    await book({
      date: day,
      time: '11:00',
      clientKey: 'k-ana',
      telephoneKey: '2615550001',
      createdAt: minutesAgo(2),
    });
    await book({
      date: day,
      time: '11:00',
      clientKey: 'k-luis',
      telephoneKey: '2615550002',
      createdAt: minutesAgo(1),
    });
    // 12:00: older rows with no address or telephone recorded: unknown, not the same.
    await book({ date: day, time: '12:00', createdAt: minutesAgo(2) });
    await book({ date: day, time: '12:00', createdAt: minutesAgo(1) });
    // 16:00: one telephone, but a day apart: not fast.
    await book({
      date: day,
      time: '16:00',
      telephoneKey: '2615550003',
      createdAt: minutesAgo(26 * 60),
    });
    await book({ date: day, time: '16:00', telephoneKey: '2615550003', createdAt: minutesAgo(1) });

    const shown = await agenda(sales, `site=godoy-cruz&from=${day}`);
    expect(shown.status).toBe(200);
    const data = shown.body.data!;
    expect(data.floods).toEqual([
      { date: day, time: '10:00', sources: ['B'], codes: [first, second], burst: 2, minutes: 2 },
    ]);
    const sourceOf = (code: string) => data.visits.find((visit) => visit.code === code)?.source;
    expect(sourceOf(first)).toBe('B');
    expect(sourceOf(second)).toBe('B');
    // The telephone a day apart is one source too (labelled first: its booking is oldest).
    expect(data.visits.filter((visit) => visit.source === 'A')).toHaveLength(2);
    expect(data.visits.filter((visit) => visit.source === null)).toHaveLength(4);

    // A day: four bookings in different slots from two sources tied by telephone and
    // email, within the hour; five people booking the same minutes are not flagged.
    const next = addDays(today, 9);
    const flooded = [
      await book({
        date: next,
        time: '10:00',
        telephoneKey: '2615550010',
        createdAt: minutesAgo(40),
      }),
      await book({
        date: next,
        time: '10:30',
        telephoneKey: '2615550010',
        createdAt: minutesAgo(30),
      }),
      await book({
        date: next,
        time: '11:00',
        email: 'tirada@example.com',
        createdAt: minutesAgo(20),
      }),
      await book({
        date: next,
        time: '11:30',
        email: 'tirada@example.com',
        createdAt: minutesAgo(10),
      }),
    ];
    for (const [index, time] of ['14:00', '14:30', '15:00', '15:30', '16:00'].entries()) {
      await book({ date: next, time, clientKey: `k-persona-${index}`, createdAt: minutesAgo(3) });
    }
    const dayShown = await agenda(admin, `site=godoy-cruz&from=${next}`);
    expect(dayShown.body.data!.floods).toEqual([
      { date: next, time: null, sources: ['A', 'B'], codes: flooded, burst: 4, minutes: 30 },
    ]);
    // Another brand's salesperson sees neither the visits nor the flood.
    expect((await agenda(otherSales, `site=godoy-cruz&from=${next}`)).body.data!.floods).toEqual(
      [],
    );
  });

  it('cancels a flood at once without emailing anyone: places freed, reminders dropped, audited; only the member’s brands', async () => {
    const unit = unitsAt(godoyCruz).find((candidate) => candidate.brand_id === 1)!;
    // A weekday well inside the window, whose first slots the booking rules accept.
    const day = Array.from({ length: 6 }, (_, index) => addDays(today, 4 + index)).find(
      (date) => visitSlotTimes(godoyCruz, date).length >= 4,
    )!;
    const [early, late] = visitSlotTimes(godoyCruz, day).slice(-2) as [string, string];
    const booked = [];
    for (const [index, time] of [early, early, late].entries()) {
      booked.push(
        await bookThroughApi(
          api,
          booking(unit, day, time, {
            email: `falso${index}@example.com`,
            telephone: `261 555-31${index}0`,
          }),
        ),
      );
    }
    const codes = booked.map((each) => each.visit.code);
    // The booking records where each came from (here: one client address for all three).
    await api.server.store.db
      .updateTable('visits')
      .set({ client_key: 'k-inundacion' })
      .where('code', 'in', codes)
      .execute();
    const shown = await agenda(sales, `site=godoy-cruz&from=${day}`);
    expect(shown.body.data!.floods).toContainEqual(
      expect.objectContaining({ time: early, codes: codes.slice(0, 2) }),
    );
    const outboxBefore = await Promise.all(codes.map((code) => outboxOf(api, code)));
    expect(outboxBefore.flat().some((row) => row.kind === 'visit_reminder')).toBe(true);
    const cancel = (as: Signed, body: unknown) =>
      staffRequest<VisitBulkCancelled>(api, 'POST', '/visits/cancel', { as, body });

    // Another brand's salesperson: as if they did not exist, and nothing changes.
    const foreign = await cancel(otherSales, { codes, reason: 'Reservas falsas' });
    expect(foreign.status).toBe(404);
    expect(await slotBooked('godoy-cruz', day, early)).toBe(2);
    expect((await cancel(hr, { codes, reason: 'Reservas falsas' })).status).toBe(403);
    const noReason = await cancel(sales, { codes, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.fields?.reason).toBe('Indicá el motivo de la cancelación.');
    expect((await cancel(sales, { codes: [], reason: 'x' })).body.error?.fields?.codes).toBe(
      'Elegí al menos una visita.',
    );

    const done = await cancel(sales, { codes, reason: 'Agenda inundada desde una dirección' });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ cancelled: codes, skipped: [] });
    expect(await slotBooked('godoy-cruz', day, early)).toBe(0);
    expect(await slotBooked('godoy-cruz', day, late)).toBe(0);
    const outboxAfter = await Promise.all(codes.map((code) => outboxOf(api, code)));
    // No email more, the reminders no longer due, no calendar CANCEL to anyone.
    expect(outboxAfter.map((rows) => rows.length)).toEqual(outboxBefore.map((rows) => rows.length));
    for (const row of outboxAfter.flat()) {
      if (row.kind === 'visit_reminder') expect(row.status).toBe('cancelled');
      expect(rowAttachments(row).some((file) => file.content.includes('METHOD:CANCEL'))).toBe(
        false,
      );
    }
    for (const code of codes) {
      expect(await auditOf('visit', code)).toEqual([
        {
          actor: 'ventas@example.com',
          action: 'visit_cancelled_silently',
          before: { status: 'booked' },
          after: {
            status: 'cancelled',
            reason: 'Agenda inundada desde una dirección',
            buyer_emailed: false,
          },
        },
      ]);
    }
    // Once only: a second time reports them, changes nothing.
    const again = await cancel(admin, { codes: [codes[0]!.toLowerCase()], reason: 'Otra vez' });
    expect(again.body.data).toEqual({
      cancelled: [],
      skipped: [{ code: codes[0], status: 'cancelled' }],
    });
    expect(await slotBooked('godoy-cruz', day, early)).toBe(0);
  });

  it('edits each site’s capacity: admin only, audited, field-named errors', async () => {
    const settings = await staffRequest<VisitSettings>(api, 'GET', '/parameters/visits', {
      as: admin,
    });
    expect(settings.status).toBe(200);
    expect(settings.body.data!.capacities).toEqual([
      { site: 'godoy-cruz', capacity: 2 },
      { site: 'san-rafael', capacity: 2 },
      { site: 'san-juan', capacity: 2 },
    ]);
    expect((await staffRequest(api, 'GET', '/parameters/visits', { as: sales })).status).toBe(403);

    const put = (body: unknown) =>
      staffRequest<VisitSettings>(api, 'PUT', '/parameters/visits/capacity', { as: admin, body });
    const saved = await put({ capacities: [{ site: 'san-juan', capacity: 4 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.data!.capacities).toContainEqual({ site: 'san-juan', capacity: 4 });
    expect(await auditOf('parameters', 'visit_capacity')).toEqual([
      {
        actor: 'admin@example.com',
        action: 'visit_capacity_updated',
        before: settings.body.data!.capacities,
        after: saved.body.data!.capacities,
      },
    ]);

    const cases: [unknown, string, string][] = [
      [
        { capacities: [{ site: 'san-juan', capacity: 0 }] },
        'capacities.0.capacity',
        'La capacidad es de al menos 1 visita por horario.',
      ],
      [
        { capacities: [{ site: 'san-juan', capacity: 21 }] },
        'capacities.0.capacity',
        'La capacidad es de hasta 20 visitas por horario.',
      ],
      [
        { capacities: [{ site: 'san-juan', capacity: 2.5 }] },
        'capacities.0.capacity',
        'La capacidad es un número entero.',
      ],
      [
        { capacities: [{ site: 'mendoza', capacity: 2 }] },
        'capacities.0.site',
        'Elegí una sucursal.',
      ],
      [
        {
          capacities: [
            { site: 'san-juan', capacity: 3 },
            { site: 'san-juan', capacity: 5 },
          ],
        },
        'capacities.1.site',
        staffMessages.visitDuplicateSite,
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await put(body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error?.fields?.[field]).toBe(message);
    }
    const after = await staffRequest<VisitSettings>(api, 'GET', '/parameters/visits', {
      as: admin,
    });
    expect(after.body.data!.capacities).toContainEqual({ site: 'san-juan', capacity: 4 });
  });

  it('closes and opens a day: audited, counting the visits still booked that day', async () => {
    const day = addDays(today, 6);
    await book({ date: day, time: '10:00', site: 'san-rafael' });
    await book({ date: day, time: '10:30', site: 'san-rafael', brandId: 2 });
    await book({ date: day, time: '11:00', site: 'san-rafael', status: 'cancelled' });
    const post = (body: unknown) =>
      staffRequest<VisitClosedDayAdded>(api, 'POST', '/parameters/visits/closed-days', {
        as: admin,
        body,
      });

    const closed = await post({ site: 'san-rafael', date: day, reason: 'Inventario' });
    expect(closed.status).toBe(201);
    expect(closed.body.data!.booked_count).toBe(2);
    expect(closed.body.data!.closed_days).toContainEqual({
      site: 'san-rafael',
      date: day,
      reason: 'Inventario',
    });
    const shown = await agenda(admin, `site=san-rafael&from=${day}`);
    expect(shown.body.data!.closed).toEqual([day]);
    expect(shown.body.data!.visits).toHaveLength(3);

    const cases: [unknown, string, string][] = [
      [{ site: 'san-rafael', date: day, reason: 'Otra vez' }, 'date', staffMessages.closedDayTaken],
      [
        { site: 'san-rafael', date: addDays(today, -1), reason: 'Ayer' },
        'date',
        staffMessages.closedDayPast,
      ],
      [
        { site: 'san-rafael', date: '2026-13-01', reason: 'x' },
        'date',
        'Indicá una fecha (AAAA-MM-DD).',
      ],
      [
        { site: 'san-rafael', date: day, reason: ' ' },
        'reason',
        'Indicá el motivo (por ejemplo, el feriado).',
      ],
      [{ date: day, reason: 'Feriado' }, 'site', 'Elegí una sucursal.'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.fields?.[field]).toBe(message);
    }
    expect(
      (
        await staffRequest(api, 'POST', '/parameters/visits/closed-days', {
          as: sales,
          body: { site: 'san-rafael', date: day, reason: 'Feriado' },
        })
      ).status,
    ).toBe(403);

    const path = `/parameters/visits/closed-days/san-rafael/${day}`;
    const opened = await staffRequest<VisitSettings>(api, 'DELETE', path, { as: admin });
    expect(opened.status).toBe(200);
    expect(opened.body.data!.closed_days).not.toContainEqual(
      expect.objectContaining({ site: 'san-rafael', date: day }),
    );
    expect((await staffRequest(api, 'DELETE', path, { as: admin })).status).toBe(404);
    expect(
      (await staffRequest(api, 'DELETE', '/parameters/visits/closed-days/x/y', { as: admin }))
        .status,
    ).toBe(404);

    expect(await auditOf('visit_closed_day', `san-rafael:${day}`)).toEqual([
      {
        actor: 'admin@example.com',
        action: 'visit_closed_day_added',
        before: null,
        after: { site: 'san-rafael', date: day, reason: 'Inventario', booked_count: 2 },
      },
      {
        actor: 'admin@example.com',
        action: 'visit_closed_day_removed',
        before: { site: 'san-rafael', date: day, reason: 'Inventario' },
        after: null,
      },
    ]);
  });
});
