import {
  addDays,
  messages,
  siteLocalTime,
  visitInstant,
  visitSiteBySlug,
  type LocalDate,
} from '@territorio/api-client';
import {
  staffMessages,
  type Agenda,
  type StaffVisit,
  type VisitClosedDayAdded,
  type VisitSettings,
} from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { rowAttachments } from '../services/email';
import { newVisitCode } from '../services/visits/secrets';
import { startTestServer, testDatabases, type TestServer } from './helpers';
import { signInTeam, staffEnv, staffRequest, type Signed } from './staff-support';

type Booking = {
  site?: string;
  date: LocalDate;
  time: string;
  brandId?: number;
  status?: 'booked' | 'attended' | 'no_show' | 'cancelled';
  unitId?: number | null;
  name?: string;
};

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
    const now = new Date().toISOString();
    const { db } = api.server.store;
    const email = `comprador${serial}@example.com`;
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
