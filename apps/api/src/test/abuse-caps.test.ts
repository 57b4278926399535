/**
 * What one source may take, over real HTTP against two API instances on one database (a
 * SQLite file, or PostgreSQL with TEST_DATABASE_URL), at a fixed Tuesday morning:
 * - every email the public can trigger (a visit's confirmation, move and cancel, a
 *   reservation's resume email, a withdrawal's confirmation) counts against one cap per
 *   address; past it a move is refused with Retry-After, a cancel still cancels but sends
 *   the buyer nothing, and a move to the slot already held changes and sends nothing;
 * - live bookings are capped per client address (across sites; an IPv6 /64 is one client),
 *   per telephone (however it is written) and per email (Gmail's dots folded), with a field
 *   error, and the client cap holds under parallel bookings through both instances.
 * Each test acts as its own client (TRUST_PROXY, X-Forwarded-For) with its own addresses.
 */
import {
  apiPaths,
  limitMessages,
  siteSlug,
  visitMessages,
  visitRules,
  type Visit,
} from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedData } from '../seed/index';
import { json, startBody, startTwoInstances, testDatabases, type TwoInstances } from './helpers';
import {
  book,
  booking,
  fromClient,
  godoyCruz,
  outboxOf,
  plusDays,
  postBooking,
  postCancel,
  postMove,
  sanJuan,
  startClock,
  tableCounts,
  today,
  unitsAt,
  type ErrorBody,
} from './visit-support';

/** Emails an hour per address, and live bookings per client, telephone and email. */
const caps = { email: 4, client: 3, telephone: 2, liveEmail: 2 };

describe.each(testDatabases)('abuse caps on %s', (database) => {
  let instances: TwoInstances;
  const gc = unitsAt(godoyCruz);
  const sj = unitsAt(sanJuan);

  beforeAll(async () => {
    startClock();
    instances = await startTwoInstances(
      {
        TRUST_PROXY: '127.0.0.1',
        EMAIL_LIMIT_PER_ADDRESS: String(caps.email),
        VISIT_LIVE_PER_CLIENT: String(caps.client),
        VISIT_LIVE_PER_TELEPHONE: String(caps.telephone),
        VISIT_LIVE_PER_EMAIL: String(caps.liveEmail),
      },
      database,
    );
  });
  afterAll(async () => {
    await instances?.close();
    vi.useRealTimers();
  });

  const api = () => instances.first;
  const db = () => instances.first.server.store.db;

  /** The buyer's emails to an address (confirmations, moves, cancels, resume, withdrawal). */
  async function buyerEmailsTo(address: string) {
    const rows = await db()
      .selectFrom('outbox')
      .select(['kind', 'status', 'visit_code'])
      .where('to_address', '=', address)
      .where('kind', '<>', 'visit_reminder')
      .execute();
    return rows;
  }

  async function visitRow(code: string) {
    return db().selectFrom('visits').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
  }

  it('sends one address at most its cap of emails over one booking and 10 moves', async () => {
    const client = fromClient('198.51.100.1');
    const email = 'diez.cambios@example.com';
    const date = plusDays(today, 1);
    const booked = await book(
      api(),
      booking(gc[0]!, date, '10:00', { email, telephone: '261 555-1001' }),
      client,
    );
    const targets = [
      '10:00',
      '10:30',
      '10:30',
      '11:00',
      '11:00',
      '11:30',
      '12:00',
      '12:00',
      '12:30',
      '13:00',
    ];
    const statuses: number[] = [];
    for (const [index, time] of targets.entries()) {
      const server = index % 2 === 0 ? instances.first : instances.second;
      statuses.push(
        (await postMove(server, booked.visit.code, { token: booked.token, date, time }, client))
          .status,
      );
    }
    // Moves to the slot held answer 200 and change nothing; three moves in all (the visit's
    // own bound), then each further one is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 409, 409, 409, 409]);
    const emails = await buyerEmailsTo(email);
    expect(emails.length).toBeLessThanOrEqual(caps.email);
    expect(emails).toHaveLength(1 + visitRules.maxMoves);
    const visit = await visitRow(booked.visit.code);
    expect({ time: visit.local_time, sequence: visit.sequence }).toEqual({
      time: '11:30',
      sequence: visitRules.maxMoves,
    });
    // Sales heard of the booking and of each move, no more.
    const toSales = (await outboxOf(api(), booked.visit.code)).filter((row) => row.kind === 'lead');
    expect(toSales).toHaveLength(1 + visitRules.maxMoves);
    const refused = await postMove(
      api(),
      booked.visit.code,
      { token: booked.token, date, time: '13:30' },
      client,
    );
    expect((await json<ErrorBody>(refused)).error).toMatchObject({
      code: 'visit_moves_exhausted',
      message: visitMessages.tooManyMoves,
    });
  });

  it('answers a move to the slot already held with the visit as it is, writing and sending nothing', async () => {
    const client = fromClient('198.51.100.2');
    const date = plusDays(today, 2);
    const booked = await book(
      api(),
      booking(gc[1]!, date, '10:00', {
        email: 'mismo.turno@example.com',
        telephone: '261 555-1002',
      }),
      client,
    );
    const before = { visit: await visitRow(booked.visit.code), tables: await tableCounts(api()) };
    const limits = await db().selectFrom('address_limits').selectAll().execute();
    for (const server of [instances.first, instances.second]) {
      const response = await postMove(
        server,
        booked.visit.code,
        { token: booked.token, date, time: '10:00' },
        client,
      );
      expect(response.status).toBe(200);
      const { data } = await json<{ data: Visit }>(response);
      expect(data).toMatchObject({ code: booked.visit.code, date, time: '10:00', sequence: 0 });
    }
    expect(await visitRow(booked.visit.code)).toEqual(before.visit);
    expect(await tableCounts(api())).toEqual(before.tables);
    expect(await db().selectFrom('address_limits').selectAll().execute()).toEqual(limits);
  });

  it('counts every email the public can trigger against one cap per address', async () => {
    const client = fromClient('198.51.100.3');
    const email = 'una.casilla@example.com';
    const date = plusDays(today, 2);
    const person = { email, telephone: '261 555-1003' };
    // 1: a visit's confirmation; 2: a reservation's resume email; 3: a withdrawal's
    // confirmation; 4: the visit's move. The cap is 4.
    const booked = await book(api(), booking(gc[2]!, date, '11:00', person), client);
    const unit = seedData.stock.find((each) => each.brand_id === 2)!;
    const start = await instances.second.post(
      apiPaths.dealershipStart,
      startBody(unit, { email: 'Una.Casilla+reserva@example.com' }),
      client,
    );
    expect(start.status).toBe(201);
    const withdrawal = { name: 'Ana', lastname: 'Gómez', email };
    expect((await api().post(apiPaths.withdrawal, withdrawal, client)).status).toBe(201);
    expect(
      (
        await postMove(
          instances.second,
          booked.visit.code,
          { token: booked.token, date, time: '11:30' },
          client,
        )
      ).status,
    ).toBe(200);
    expect(await buyerEmailsTo(email)).toHaveLength(3);

    // Past the cap: a move is refused, with when to try again, and nothing changes.
    const before = await visitRow(booked.visit.code);
    const move = await postMove(
      api(),
      booked.visit.code,
      { token: booked.token, date, time: '12:00' },
      client,
    );
    expect(move.status).toBe(429);
    const retryAfter = Number(move.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await json<ErrorBody>(move)).error.message).toBe(limitMessages.emailLimit);
    expect(await visitRow(booked.visit.code)).toEqual(before);
    // A booking is refused under its email field, a start with the same 429.
    const again = await postBooking(
      instances.second,
      booking(gc[3]!, date, '12:30', person),
      client,
    );
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).not.toBeNull();
    expect((await json<ErrorBody>(again)).error.fields).toEqual({
      email: limitMessages.emailLimit,
    });
    const restart = await api().post(
      apiPaths.dealershipStart,
      startBody(
        seedData.stock.find((each) => each.brand_id === 4)!,
        { email },
      ),
      client,
    );
    expect(restart.status).toBe(429);
    expect(restart.headers.get('retry-after')).not.toBeNull();
    // A withdrawal is still recorded, and a cancel still frees the place: their emails wait.
    expect((await api().post(apiPaths.withdrawal, withdrawal, client)).status).toBe(201);
    const cancel = await postCancel(instances.second, booked, client);
    expect(cancel.status).toBe(200);
    expect((await visitRow(booked.visit.code)).status).toBe('cancelled');
    const slot = await db()
      .selectFrom('visit_slots')
      .select('booked')
      .where('site', '=', before.site)
      .where('starts_at', '=', before.starts_at)
      .executeTakeFirstOrThrow();
    expect(slot.booked).toBe(0);
    // Sales still hear of the cancel.
    expect(
      (await outboxOf(api(), booked.visit.code)).filter((row) => row.kind === 'lead'),
    ).toHaveLength(3);
    const emails = await buyerEmailsTo(email);
    expect(emails.length + (await buyerEmailsTo('Una.Casilla+reserva@example.com')).length).toBe(
      caps.email,
    );
  });

  it('refuses a client its next live booking at the cap, across sites, with a field error', async () => {
    const client = fromClient('203.0.113.10');
    const date = plusDays(today, 6);
    const family = seedData.families.find((each) => each.brand_id === 4)!;
    const bodies = [
      booking(gc[4]!, date, '10:00', { email: 'c1@example.com', telephone: '261 555-2001' }),
      booking(sj[0]!, date, '10:00', {
        site: siteSlug(sanJuan),
        email: 'c2@example.com',
        telephone: '264 555-2002',
      }),
      {
        ...booking({ id: 0 }, date, '10:30', {
          site: siteSlug(sanJuan),
          email: 'c3@example.com',
          telephone: '264 555-2003',
        }),
        unit_id: undefined,
        brand_id: family.brand_id,
        family_id: family.id,
      },
    ];
    const booked = [];
    for (const [index, body] of bodies.entries()) {
      booked.push(await book(index % 2 === 0 ? instances.first : instances.second, body, client));
    }
    const fourth = booking(sj[1]!, date, '11:00', {
      site: siteSlug(sanJuan),
      email: 'c4@example.com',
      telephone: '264 555-2004',
    });
    const before = await tableCounts(api());
    const refused = await postBooking(instances.second, fourth, client);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).error).toEqual({
      code: 'visit_cap',
      message: visitMessages.clientCapReached,
      fields: { client: visitMessages.clientCapReached },
    });
    expect(await tableCounts(api())).toEqual(before);
    // Another client is not affected; a cancel gives the first one a place back.
    await book(
      api(),
      { ...fourth, email: 'c5@example.com', telephone: '264 555-2005' },
      fromClient('203.0.113.11'),
    );
    expect((await postCancel(api(), booked[0]!, client)).status).toBe(200);
    await book(api(), { ...fourth, time: '11:30' }, client);
    // The address itself is never stored, only a keyed hash of it.
    const keys = await db()
      .selectFrom('visits')
      .select('client_key')
      .where('email', 'in', ['c1@example.com', 'c2@example.com', 'c5@example.com'])
      .execute();
    expect(new Set(keys.map((row) => row.client_key)).size).toBe(2);
    expect(keys.every((row) => row.client_key && !row.client_key.includes('203.0.113'))).toBe(true);
  });

  it('counts an IPv6 /64 as one client', async () => {
    const date = plusDays(today, 7);
    const times = ['10:00', '10:30', '11:00', '11:30'];
    const addresses = [
      '2001:db8:7:1::1',
      '2001:db8:7:1::2',
      '2001:db8:7:1:abcd::9',
      '2001:db8:7:1:ffff::1',
    ];
    const statuses: number[] = [];
    for (const [index, address] of addresses.entries()) {
      const response = await postBooking(
        api(),
        booking(gc[5 + index]!, date, times[index]!, {
          email: `v6-${index}@example.com`,
          telephone: `261 555-30${index}0`,
        }),
        fromClient(address),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 409]);
    const other = await postBooking(
      api(),
      booking(gc[9]!, date, '12:00', { email: 'v6-x@example.com', telephone: '261 555-3099' }),
      fromClient('2001:db8:7:2::1'),
    );
    expect(other.status).toBe(201);
  });

  it('caps live bookings per telephone, however the number is written', async () => {
    const date = plusDays(today, 8);
    const forms = ['261 555-4000', '+54 9 261 555 4000', '(0261) 15 555-4000'];
    const responses = [];
    for (const [index, telephone] of forms.entries()) {
      responses.push(
        await postBooking(
          index % 2 === 0 ? instances.first : instances.second,
          booking(gc[10 + index]!, date, `1${index}:00`, {
            email: `tel${index}@example.com`,
            telephone,
          }),
          fromClient(`198.51.100.${40 + index}`),
        ),
      );
    }
    expect(responses.map((response) => response.status)).toEqual([201, 201, 409]);
    expect((await json<ErrorBody>(responses[2]!)).error.fields).toEqual({
      telephone: visitMessages.telephoneCapReached,
    });
    const stored = await db()
      .selectFrom('visits')
      .select('telephone_key')
      .where('local_date', '=', date)
      .execute();
    expect(stored.map((row) => row.telephone_key)).toEqual(['2615554000', '2615554000']);
  });

  it("caps live bookings per email, Gmail's dots and googlemail.com folded", async () => {
    const date = plusDays(today, 9);
    const emails = ['Sol.Paz@gmail.com', 'solpaz+visita@googlemail.com', 's.o.l.p.a.z@gmail.com'];
    const responses = [];
    for (const [index, email] of emails.entries()) {
      responses.push(
        await postBooking(
          index % 2 === 0 ? instances.first : instances.second,
          booking(gc[13 + index]!, date, `1${index}:00`, {
            email,
            telephone: `261 555-50${index}0`,
          }),
          fromClient(`198.51.100.${50 + index}`),
        ),
      );
    }
    expect(responses.map((response) => response.status)).toEqual([201, 201, 409]);
    expect((await json<ErrorBody>(responses[2]!)).error.fields).toEqual({
      email: visitMessages.emailCapReached,
    });
  });

  it('holds the client cap under 10 parallel bookings through both instances', async () => {
    const client = fromClient('198.51.100.60');
    const date = plusDays(today, 10);
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00'];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        postBooking(
          index % 2 === 0 ? instances.first : instances.second,
          booking(gc[16]!, date, times[index % times.length]!, {
            email: `paralelo${index}@example.com`,
            telephone: `261 555-6${String(index).padStart(3, '0')}`,
          }),
          client,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(caps.client).fill(201),
      ...Array<number>(10 - caps.client).fill(409),
    ]);
    const live = await db()
      .selectFrom('visits')
      .select('client_key')
      .where('local_date', '=', date)
      .where('status', '=', 'booked')
      .execute();
    expect(live).toHaveLength(caps.client);
  });
});
