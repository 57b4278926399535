/**
 * Booking a visit or a test drive, over real HTTP against two API instances sharing one
 * database (a SQLite file, or PostgreSQL with TEST_DATABASE_URL), at a fixed Tuesday
 * morning: the window's slots at a site's local times (checked with the zone database, not
 * the code under test), every refusal field-named and in Spanish with nothing written, a
 * slot's capacity under 20 concurrent bookings, one booking per email, vehicle and day, and
 * sales' ADF lead.
 */
import {
  apiPaths,
  brands,
  personalDataMessages,
  readItem,
  stockUnitRoute,
  versionOfModel,
  visitMessages,
  visitSlotsSchema,
  type VisitSlots,
} from '@territorio/api-client';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adfContentType } from '../services/adf';
import { rowAttachments } from '../services/email';
import { seedData } from '../seed/index';
import { json, startTwoInstances, testDatabases, type TwoInstances } from './helpers';
import {
  book,
  booking,
  clockStart,
  godoyCruz,
  localDate,
  localInstant,
  outboxOf,
  plusDays,
  postBooking,
  sanJuan,
  startClock,
  tableCounts,
  today,
  unitsAt,
  visitPath,
  type ErrorBody,
} from './visit-support';

/** Godoy Cruz's sales hours by the spec: Mon–Fri 10–14 and 15–19, Sat 10–13, in half hours. */
function specTimes(weekday: number): string[] {
  const halfHours = (from: number, to: number) =>
    Array.from({ length: (to - from) * 2 }, (_, index) => {
      const minutes = from * 60 + index * 30;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
    });
  if (weekday === 0) return [];
  if (weekday === 6) return halfHours(10, 13);
  return [...halfHours(10, 14), ...halfHours(15, 19)];
}

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

describe.each(testDatabases)('visits on %s', (database) => {
  let instances: TwoInstances;
  const units = unitsAt(godoyCruz);

  /** A Friday the site takes no visits (a holiday). */
  const closed = plusDays(today, 3);

  beforeAll(async () => {
    startClock();
    instances = await startTwoInstances({}, database);
    await instances.first.server.store.db
      .insertInto('visit_closed_days')
      .values({ site: 'godoy-cruz', local_date: closed, reason: 'Feriado', created_at: clockStart })
      .execute();
  });
  afterAll(async () => {
    await instances?.close();
    vi.useRealTimers();
  });

  const api = () => instances.first;

  it("answers the window's slots at the site's local times, a fixed UTC−3", async () => {
    const response = await api().get(`${apiPaths.visitSlots}?site=godoy-cruz`);
    expect(response.status).toBe(200);
    const data = readItem(await response.json(), visitSlotsSchema);
    expect(data).toMatchObject({ site: 'godoy-cruz', time_zone: godoyCruz.timeZone, capacity: 2 });
    const now = new Date();
    expect(data.days.map((day) => day.date)).toEqual(
      Array.from({ length: 14 }, (_, index) => plusDays(localDate(godoyCruz, now), index)),
    );
    for (const day of data.days) {
      if (day.date === closed) {
        expect(day).toEqual({ date: closed, closed: true, slots: [] });
        continue;
      }
      const open = specTimes(weekdayOf(day.date)).filter(
        (time) => Date.parse(localInstant(godoyCruz, day.date, time)) >= now.getTime() + 7_200_000,
      );
      expect(day.closed).toBe(false);
      expect(day.slots.map((slot) => slot.time)).toEqual(open);
      for (const slot of day.slots) {
        expect(slot.starts_at).toBe(localInstant(godoyCruz, day.date, slot.time));
        expect(slot.starts_at.slice(11, 16)).toBe(
          `${String(Number(slot.time.slice(0, 2)) + 3).padStart(2, '0')}:${slot.time.slice(3)}`,
        );
        expect(slot.free).toBe(2);
      }
    }
    // The fixed clock reads 08:10: 10:00 is too soon, 10:30 is the first slot today.
    expect(data.days[0]!.slots[0]!.time).toBe('10:30');
  });

  it('refuses an unknown or missing site with a field, never a 5xx', async () => {
    for (const query of ['?site=mendoza', '', '?site=godoy-cruz&site=san-juan']) {
      const response = await api().get(`${apiPaths.visitSlots}${query}`);
      expect(response.status).toBe(400);
      const body = await json<ErrorBody>(response);
      expect(body.error.fields?.site).toBe(visitMessages.siteRequired);
    }
  });

  it('refuses slots outside the hours, past, too soon, beyond 14 days or on a closed day, writing nothing', async () => {
    const unit = units[0]!;
    const cases: [string, string, 'date' | 'time', string][] = [
      [plusDays(today, 1), '14:00', 'time', visitMessages.outsideHours],
      [plusDays(today, 1), '09:30', 'time', visitMessages.outsideHours],
      [plusDays(today, 1), '10:15', 'time', visitMessages.outsideHours],
      [plusDays(today, 5), '10:00', 'time', visitMessages.outsideHours],
      [plusDays(today, -1), '10:00', 'time', visitMessages.tooSoon],
      [today, '10:00', 'time', visitMessages.tooSoon],
      [plusDays(today, 14), '10:00', 'date', visitMessages.beyondWindow],
      [closed, '10:00', 'date', visitMessages.closedDay],
      ['2030-02-30', '10:00', 'date', visitMessages.dateRequired],
    ];
    const before = await tableCounts(api());
    for (const [date, time, field, message] of cases) {
      const response = await postBooking(api(), booking(unit, date, time));
      expect(response.status, `${date} ${time}`).toBe(400);
      const body = await json<ErrorBody>(response);
      expect(body.error.fields, `${date} ${time}`).toEqual({ [field]: message });
    }
    expect(await tableCounts(api())).toEqual(before);
    // The edges: today's 10:30 and the window's last date are taken.
    await book(api(), booking(unit, today, '10:30', { email: 'borde1@example.com' }));
    await book(api(), booking(unit, plusDays(today, 13), '10:00', { email: 'borde2@example.com' }));
  });

  it('takes exactly 2 of 20 concurrent bookings of one slot (capacity 2), across both instances', async () => {
    const date = plusDays(today, 2);
    const unit = units[1]!;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postBooking(
          index % 2 === 0 ? instances.first : instances.second,
          booking(unit, date, '18:30', { email: `comprador${index}@example.com` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    expect(statuses.filter((status) => status >= 500)).toHaveLength(0);
    for (const response of responses.filter((each) => each.status === 409)) {
      const body = await json<ErrorBody>(response);
      expect(body.error).toMatchObject({ code: 'slot_full', fields: { time: visitMessages.full } });
    }
    const slot = await api()
      .server.store.db.selectFrom('visit_slots')
      .selectAll()
      .where('starts_at', '=', localInstant(godoyCruz, date, '18:30'))
      .executeTakeFirstOrThrow();
    expect(slot.booked).toBe(2);
    const visits = await api()
      .server.store.db.selectFrom('visits')
      .select('code')
      .where('starts_at', '=', slot.starts_at)
      .execute();
    expect(visits).toHaveLength(2);
    const { data } = await json<{ data: VisitSlots }>(
      await instances.second.get(`${apiPaths.visitSlots}?site=godoy-cruz`),
    );
    const day = data.days.find((each) => each.date === date)!;
    expect(day.slots.find((each) => each.time === '18:30')!.free).toBe(0);
  });

  it('holds one booking per email, vehicle and day; after a cancel the email books again', async () => {
    const date = plusDays(today, 6);
    const unit = units[2]!;
    const email = 'repetido@example.com';
    const first = await book(api(), booking(unit, date, '10:00', { email }));
    const before = await tableCounts(api());
    const again = await postBooking(
      instances.second,
      booking(unit, date, '15:00', { email: 'REPETIDO@example.com' }),
    );
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).error.fields).toEqual({ email: visitMessages.duplicate });
    expect(await tableCounts(api())).toEqual(before);
    // Another day, another vehicle or another email is another booking.
    await book(api(), booking(unit, plusDays(date, 1), '10:00', { email }));
    await book(api(), booking(units[3]!, date, '10:00', { email }));
    await book(api(), booking(unit, date, '15:00', { email: 'otra@example.com' }));

    const cancel = await api().post(visitPath('visitCancel', first.visit.code), {
      token: first.token,
    });
    expect(cancel.status).toBe(200);
    const rebooked = await book(api(), booking(unit, date, '15:00', { email }));
    expect(rebooked.visit.status).toBe('booked');
  });

  it('books a unit only where it stands and while it is available', async () => {
    const unit = units[4]!;
    const date = plusDays(today, 2);
    const elsewhere = await postBooking(api(), booking(unit, date, '10:00', { site: 'san-juan' }));
    expect(elsewhere.status).toBe(400);
    expect((await json<ErrorBody>(elsewhere)).error.fields).toEqual({
      site: visitMessages.siteRequired,
    });
    await api()
      .server.store.db.updateTable('stock_units')
      .set({ status: 'reserved' })
      .where('id', '=', unit.id)
      .execute();
    const gone = await postBooking(api(), booking(unit, date, '10:00'));
    expect(gone.status).toBe(409);
    expect((await json<ErrorBody>(gone)).error.fields).toEqual({
      unit_id: visitMessages.unitUnavailable,
    });
    const unknown = await postBooking(api(), booking({ id: 999_999 }, date, '10:00'));
    expect(unknown.status).toBe(410);
  });

  it('refuses malformed bodies with fields, never a 5xx', async () => {
    const unit = units[0]!;
    const date = plusDays(today, 2);
    const valid = booking(unit, date, '11:00');
    const cases: [unknown, Record<string, string> | null][] = [
      [{ ...valid, site: 'mendoza' }, { site: visitMessages.siteRequired }],
      [{ ...valid, test_drive: 'sí' }, null],
      [{ ...valid, unit_id: 'doce' }, null],
      [{ ...valid, email: 'ana@' }, { email: personalDataMessages.emailInvalid }],
      [{ ...valid, telephone: '12' }, { telephone: personalDataMessages.telephoneInvalid }],
      [{ ...valid, date: 20300404 }, { date: visitMessages.dateRequired }],
      [{ ...valid, time: '7 pm' }, { time: visitMessages.timeRequired }],
      [{ ...valid, unit_id: undefined }, { unit_id: visitMessages.vehicleRequired }],
      [{ ...valid, unit_id: undefined, brand_id: 1 }, { family_id: visitMessages.vehicleRequired }],
      [
        { ...valid, unit_id: undefined, brand_id: 1, family_id: 999_999 },
        { family_id: visitMessages.vehicleRequired },
      ],
      [{ ...valid, name: 'x'.repeat(300) }, null],
      [{}, null],
      [[], null],
      ['{"site": "godoy-cruz",', null],
      ['null', null],
    ];
    const before = await tableCounts(api());
    for (const [body, fields] of cases) {
      const response = await postBooking(api(), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await json<ErrorBody>(response);
      if (fields) expect(answer.error.fields, JSON.stringify(body)).toEqual(fields);
    }
    const empty = await json<ErrorBody>(await postBooking(api(), {}));
    expect(Object.keys(empty.error.fields ?? {}).sort()).toEqual(
      ['date', 'email', 'name', 'site', 'telephone', 'test_drive', 'time'].sort(),
    );
    const typed = await json<ErrorBody>(
      await postBooking(api(), { ...valid, test_drive: 'sí', unit_id: 'doce' }),
    );
    expect(Object.keys(typed.error.fields ?? {}).sort()).toEqual(['test_drive', 'unit_id']);
    expect(await tableCounts(api())).toEqual(before);
  });

  it('answers a wrong code or secret with the same 404', async () => {
    const booked = await book(
      api(),
      booking(units[5]!, plusDays(today, 7), '10:00', { email: 'secreto@example.com' }),
    );
    const answers = await Promise.all(
      [
        `${visitPath('visit', booked.visit.code)}?token=${'A'.repeat(43)}`,
        `${visitPath('visit', booked.visit.code)}`,
        `${visitPath('visit', 'V-ZZZZZZ')}?token=${booked.token}`,
        `${visitPath('visit', 'no-es-un-codigo')}?token=${booked.token}`,
        `${visitPath('visitCalendar', booked.visit.code)}?token=x`,
      ].map(async (path) => {
        const response = await api().get(path);
        return { status: response.status, body: await response.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 404,
        body: { data: null, error: { code: 'visit_not_found', message: visitMessages.notFound } },
      });
    }
    const found = await api().get(`${visitPath('visit', booked.visit.code)}?token=${booked.token}`);
    expect(found.status).toBe(200);
    expect((await json<{ data: { code: string } }>(found)).data.code).toBe(booked.visit.code);
    const wrongCancel = await api().post(visitPath('visitCancel', booked.visit.code), {
      token: 'B'.repeat(43),
    });
    expect(wrongCancel.status).toBe(404);
  });

  describe('the lead to sales', () => {
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
      isArray: (name) => ['vehicle', 'name', 'email', 'phone'].includes(name),
    });
    type Named = { '#text': string; '@_part': string };
    type Prospect = {
      id: { '#text': string };
      vehicle: Record<string, unknown>[];
      customer: { contact: { name: Named[]; email: string[]; phone: string[] }; comments: string };
      vendor: { vendorname: string; contact: { email: string[] } };
    };

    async function leadOf(code: string) {
      const rows = await outboxOf(api(), code);
      const leads = rows.filter((row) => row.kind === 'lead');
      expect(leads).toHaveLength(1);
      const [adf] = rowAttachments(leads[0]!);
      expect(adf!.contentType).toBe(adfContentType);
      expect(adf!.filename).toBe(`lead-${code}.xml`);
      expect(XMLValidator.validate(adf!.content)).toBe(true);
      const prospect = (parser.parse(adf!.content) as { adf: { prospect: Prospect } }).adf.prospect;
      return { row: leads[0]!, prospect };
    }

    it('carries a test drive as ADF with interest="test-drive", the time and the customer', async () => {
      const unit = units[6]!;
      const booked = await book(
        api(),
        booking(unit, plusDays(today, 2), '16:30', {
          name: 'Lucía Fernández',
          email: 'lucia@example.com',
        }),
      );
      const version = versionOfModel(unit.model, unit.family);
      expect(booked.visit.vehicle).toEqual({
        brand_id: unit.brand_id,
        family_id: unit.family_id,
        title: `${brands[unit.brand_id].name} ${unit.family} ${version}, ${unit.color}`,
        unit_id: unit.id,
        unit_path: stockUnitRoute({ ...unit, version }),
      });
      const { row, prospect } = await leadOf(booked.visit.code);
      const [vehicle] = prospect.vehicle;
      expect(vehicle).toMatchObject({
        '@_interest': 'test-drive',
        '@_status': 'new',
        make: brands[unit.brand_id].name,
        model: unit.family,
        stock: String(unit.id),
        vin: unit.chassis,
      });
      expect(prospect.id['#text']).toBe(booked.visit.code);
      expect(prospect.customer.contact.name.map((name) => name['#text'])).toEqual([
        'Lucía',
        'Fernández',
      ]);
      expect(prospect.customer.contact.email).toEqual(['lucia@example.com']);
      expect(prospect.customer.contact.phone).toEqual(['261 555-2150']);
      expect(prospect.customer.comments).toContain('jueves 4 de abril, 16:30 (hora de Mendoza)');
      expect(prospect.customer.comments).toContain('Prueba de manejo');
      expect(prospect.vendor.contact.email).toEqual([row.to_address]);
      expect(row.body).toContain('Prueba de manejo: Sí');
      expect(row.subject).toContain('Prueba de manejo agendada');
    });

    it('carries a visit to see a family at a chosen site as interest="buy"', async () => {
      const family = seedData.families.find((each) => each.brand_id === 4)!;
      const booked = await book(api(), {
        ...booking({ id: 0 }, plusDays(today, 1), '17:00', { email: 'familia@example.com' }),
        unit_id: undefined,
        site: 'san-juan',
        brand_id: family.brand_id,
        family_id: family.id,
        test_drive: false,
      });
      expect(booked.visit).toMatchObject({
        site: 'san-juan',
        time: '17:00',
        starts_at: localInstant(sanJuan, plusDays(today, 1), '17:00'),
        test_drive: false,
        vehicle: { title: `Nissan ${family.family}`, unit_id: null, unit_path: null },
      });
      const { prospect } = await leadOf(booked.visit.code);
      expect(prospect.vehicle[0]).toMatchObject({ '@_interest': 'buy', make: 'Nissan' });
      expect(prospect.customer.comments).toContain(
        'miércoles 3 de abril, 17:00 (hora de San Juan)',
      );
    });
  });
});
