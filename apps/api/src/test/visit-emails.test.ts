/**
 * A visit's emails, over real HTTP against two API instances on one database (a SQLite
 * file, or PostgreSQL with TEST_DATABASE_URL), at a fixed Tuesday morning: the invitation
 * parsed back with ical.js from the outbox row and from the .eml written (UID, SEQUENCE 0
 * then 1 after a move, METHOD:CANCEL after a cancel, TZID and VTIMEZONE, local times), the
 * calendar download, and the reminder: scheduled the day before at 10:00 local, sent once
 * when both instances' workers run, never after a cancel, none when its moment has passed.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { visitMessages, type Visit } from '@territorio/api-client';
import { formatAddress, group } from '@territorio/site-config';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startTwoInstances, testDatabases, type TwoInstances } from './helpers';
import {
  book,
  booking,
  emlCalendar,
  godoyCruz,
  localInstant,
  outboxOf,
  plusDays,
  postMove,
  readCalendar,
  startClock,
  storedCalendar,
  today,
  unitsAt,
  visitPath,
  type ErrorBody,
  type OutboxRow,
} from './visit-support';

const zone = godoyCruz.timeZone;
const uidDomain = group.email.split('@')[1];

describe.each(testDatabases)('visit emails on %s', (database) => {
  let instances: TwoInstances;
  const units = unitsAt(godoyCruz);

  beforeAll(async () => {
    startClock();
    instances = await startTwoInstances({}, database);
  });
  afterAll(async () => {
    await instances?.close();
    vi.useRealTimers();
  });

  const api = () => instances.first;
  const db = () => instances.first.server.store.db;

  /** Both instances' workers try every due row, at the same time. */
  async function flushBoth() {
    const [first, second] = [instances.first.server.mailer, instances.second.server.mailer];
    if (database === 'postgres') {
      await Promise.all([first.flush(), second.flush()]);
      return;
    }
    // Here two SQLite instances share one process: a claim waiting for the other's write
    // lock would block the event loop that the other needs to commit. Their claims start
    // a turn of the event loop apart (each claim's transaction ends within its turn).
    const firstRun = first.flush();
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([firstRun, second.flush()]);
  }

  /** The buyer's email rows of the visit, sent and written to their .eml files. */
  async function sentVisitEmails(code: string): Promise<OutboxRow[]> {
    await flushBoth();
    const rows = (await outboxOf(api(), code)).filter((row) => row.kind === 'visit');
    for (const row of rows) expect(row.status).toBe('sent');
    return rows;
  }

  /** The reminder files of a row across both instances' outbox folders. */
  function reminderFiles(id: number): string[] {
    return [instances.first, instances.second].flatMap((instance) => {
      const folder = join(instance.dataDir, 'outbox');
      let names: string[] = [];
      try {
        names = readdirSync(folder);
      } catch {
        names = [];
      }
      return names.filter((name) => name.endsWith(`-${id}-visit_reminder.eml`));
    });
  }

  async function slotCount(startsAt: string): Promise<number | undefined> {
    const row = await db()
      .selectFrom('visit_slots')
      .select('booked')
      .where('starts_at', '=', startsAt)
      .executeTakeFirst();
    return row?.booked;
  }

  it('invites with METHOD:REQUEST, moves with SEQUENCE 1 and cancels with METHOD:CANCEL', async () => {
    const date = plusDays(today, 2);
    const booked = await book(api(), booking(units[0]!, date, '10:00'));
    const { code } = booked.visit;
    const manage = `${api().config.cataloguePublicUrl}/visitas/${code}?clave=${booked.token}`;

    const [confirmation] = await sentVisitEmails(code);
    const stored = storedCalendar(confirmation!);
    const file = emlCalendar(confirmation!.file_path!);
    expect(stored.method).toBe('REQUEST');
    expect(file).toEqual({ alternativeMethod: 'REQUEST', content: stored.content });
    const invitation = readCalendar(file.content);
    expect(invitation).toMatchObject({
      method: 'REQUEST',
      uid: `${code}@${uidDomain}`,
      sequence: 0,
      status: 'CONFIRMED',
      timezone: zone,
      tzid: zone,
      start: `${date}T10:00:00`,
      startInstant: localInstant(godoyCruz, date, '10:00'),
      end: `${date}T10:30:00`,
      summary: `Prueba de manejo en ${group.name} Godoy Cruz: ${booked.visit.vehicle.title}`,
      location: formatAddress(godoyCruz),
      organizer: `mailto:${godoyCruz.salesEmail}`,
      attendee: 'mailto:ana@example.com',
    });
    expect(invitation.description).toContain(visitMessages.bringTestDrive);
    expect(invitation.description).toContain(manage);
    expect(confirmation!.to_address).toBe('ana@example.com');
    for (const text of [
      code,
      'jueves 4 de abril, 10:00 (hora de Mendoza)',
      formatAddress(godoyCruz),
      godoyCruz.mapUrl,
      visitMessages.bringTestDrive,
      manage,
    ]) {
      expect(confirmation!.body).toContain(text);
    }

    const newDate = plusDays(today, 6);
    const moved = await postMove(api(), code, {
      token: booked.token,
      date: newDate,
      time: '15:30',
    });
    expect(moved.status).toBe(200);
    expect((await json<{ data: Visit }>(moved)).data).toMatchObject({
      date: newDate,
      time: '15:30',
      sequence: 1,
      status: 'booked',
    });
    const afterMove = await sentVisitEmails(code);
    const update = readCalendar(emlCalendar(afterMove[1]!.file_path!).content);
    expect(update).toMatchObject({
      method: 'REQUEST',
      uid: invitation.uid,
      sequence: 1,
      tzid: zone,
      start: `${newDate}T15:30:00`,
      startInstant: localInstant(godoyCruz, newDate, '15:30'),
    });
    expect(await slotCount(localInstant(godoyCruz, date, '10:00'))).toBe(0);
    expect(await slotCount(localInstant(godoyCruz, newDate, '15:30'))).toBe(1);
    const reminders = (await outboxOf(api(), code)).filter((row) => row.kind === 'visit_reminder');
    expect(reminders.map((row) => row.status)).toEqual(['cancelled', 'queued']);
    expect(reminders[1]!.next_attempt_at).toBe(
      localInstant(godoyCruz, plusDays(newDate, -1), '10:00'),
    );

    const download = await api().get(`${visitPath('visitCalendar', code)}?token=${booked.token}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="visita-${code}.ics"`,
    );
    expect(readCalendar(await download.text())).toMatchObject({
      method: 'PUBLISH',
      uid: invitation.uid,
      sequence: 1,
      start: `${newDate}T15:30:00`,
    });

    const cancel = await api().post(visitPath('visitCancel', code), { token: booked.token });
    expect(cancel.status).toBe(200);
    expect((await json<{ data: Visit }>(cancel)).data).toMatchObject({
      status: 'cancelled',
      sequence: 2,
      changeable: false,
    });
    const afterCancel = await sentVisitEmails(code);
    const cancellation = emlCalendar(afterCancel[2]!.file_path!);
    expect(cancellation.alternativeMethod).toBe('CANCEL');
    expect(readCalendar(cancellation.content)).toMatchObject({
      method: 'CANCEL',
      uid: invitation.uid,
      sequence: 2,
      status: 'CANCELLED',
      start: `${newDate}T15:30:00`,
    });
    expect(await slotCount(localInstant(godoyCruz, newDate, '15:30'))).toBe(0);
    const rows = await outboxOf(api(), code);
    expect(rows.filter((row) => row.kind === 'visit_reminder').map((row) => row.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    expect(rows.filter((row) => row.kind === 'lead').map((row) => row.subject)).toEqual([
      expect.stringContaining('Prueba de manejo agendada'),
      expect.stringContaining('cambiada'),
      expect.stringContaining('cancelada'),
    ]);

    for (const again of [
      api().post(visitPath('visitCancel', code), { token: booked.token }),
      postMove(api(), code, { token: booked.token, date, time: '11:00' }),
    ]) {
      const response = await again;
      expect(response.status).toBe(409);
      expect((await json<ErrorBody>(response)).error.message).toBe(visitMessages.notChangeable);
    }
  });

  it('refuses to move or cancel a visit less than two hours away, or into a full slot', async () => {
    const date = plusDays(today, 2);
    const booked = await book(
      api(),
      booking(units[1]!, date, '12:00', { email: 'pronto@example.com' }),
    );
    await book(api(), booking(units[1]!, date, '12:30', { email: 'lleno1@example.com' }));
    await book(api(), booking(units[1]!, date, '12:30', { email: 'lleno2@example.com' }));
    const full = await postMove(api(), booked.visit.code, {
      token: booked.token,
      date,
      time: '12:30',
    });
    expect(full.status).toBe(409);
    expect((await json<ErrorBody>(full)).error.fields).toEqual({ time: visitMessages.full });
    expect(await slotCount(localInstant(godoyCruz, date, '12:00'))).toBe(1);

    await db()
      .updateTable('visits')
      .set({ starts_at: new Date(Date.now() + 3_600_000).toISOString() })
      .where('code', '=', booked.visit.code)
      .execute();
    const late = await api().post(visitPath('visitCancel', booked.visit.code), {
      token: booked.token,
    });
    expect(late.status).toBe(409);
    expect((await json<ErrorBody>(late)).error.code).toBe('visit_not_changeable');
  });

  it('schedules the reminder the day before at 10:00 local, sent once by two instances', async () => {
    const date = plusDays(today, 2);
    const booked = await book(
      api(),
      booking(units[2]!, date, '11:00', { email: 'recordar@example.com' }),
    );
    const reminderOf = async () =>
      (await outboxOf(api(), booked.visit.code)).find((row) => row.kind === 'visit_reminder')!;
    const scheduled = await reminderOf();
    expect(scheduled.next_attempt_at).toBe(localInstant(godoyCruz, plusDays(date, -1), '10:00'));
    expect(scheduled.next_attempt_at).toBe(`${plusDays(date, -1)}T13:00:00.000Z`);
    await flushBoth();
    expect((await reminderOf()).status).toBe('queued');
    expect(reminderFiles(scheduled.id)).toEqual([]);
    // Waiting for its day is no backlog: the metrics count it apart.
    const metrics = await (await api().get('/metrics')).text();
    expect(metrics).toMatch(/outbox_messages\{status="scheduled"\} [1-9]/);

    await db()
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', scheduled.id)
      .execute();
    await flushBoth();
    const sent = await reminderOf();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    expect(reminderFiles(scheduled.id)).toHaveLength(1);
    expect(sent.to_address).toBe('recordar@example.com');
    for (const text of [
      booked.visit.code,
      'jueves 4 de abril, 11:00 (hora de Mendoza)',
      formatAddress(godoyCruz),
      godoyCruz.mapUrl,
      visitMessages.bringTestDrive,
      `/visitas/${booked.visit.code}?clave=${booked.token}`,
    ]) {
      expect(sent.body).toContain(text);
    }
    await flushBoth();
    expect(reminderFiles(scheduled.id)).toHaveLength(1);
  });

  it('never sends the reminder of a cancelled visit', async () => {
    const booked = await book(
      api(),
      booking(units[2]!, plusDays(today, 2), '11:30', { email: 'cancelar@example.com' }),
    );
    const cancel = await api().post(visitPath('visitCancel', booked.visit.code), {
      token: booked.token,
    });
    expect(cancel.status).toBe(200);
    const [reminder] = (await outboxOf(api(), booked.visit.code)).filter(
      (row) => row.kind === 'visit_reminder',
    );
    expect(reminder!.status).toBe('cancelled');
    await db()
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1_000).toISOString() })
      .where('id', '=', reminder!.id)
      .execute();
    await flushBoth();
    const after = await db()
      .selectFrom('outbox')
      .select(['status', 'attempts'])
      .where('id', '=', reminder!.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'cancelled', attempts: 0 });
    expect(reminderFiles(reminder!.id)).toEqual([]);
  });

  it('schedules no reminder when its moment has passed, one when it is still ahead', async () => {
    const sameDay = await book(
      api(),
      booking(units[3]!, today, '11:00', { email: 'hoy@example.com', test_drive: false }),
    );
    const rows = await outboxOf(api(), sameDay.visit.code);
    expect(rows.map((row) => row.kind).sort()).toEqual(['lead', 'visit']);
    expect(rows.find((row) => row.kind === 'visit')!.body).toContain(visitMessages.bringVisit);

    const tomorrow = await book(
      api(),
      booking(units[3]!, plusDays(today, 1), '10:00', { email: 'manana@example.com' }),
    );
    const reminder = (await outboxOf(api(), tomorrow.visit.code)).find(
      (row) => row.kind === 'visit_reminder',
    );
    expect(reminder?.next_attempt_at).toBe(localInstant(godoyCruz, today, '10:00'));
  });

  it('greets without the name and quotes it as data on a line of its own', async () => {
    // Anyone may book in any name for any address: the name must not read as our words.
    const name = 'Ana. URGENTE: confirme su seña en http://example.com/pago';
    const booked = await book(
      api(),
      booking(units[5]!, plusDays(today, 8), '12:00', { name, email: 'citada@example.com' }),
    );
    const rows = (await outboxOf(api(), booked.visit.code)).filter(
      (row) => row.kind === 'visit' || row.kind === 'visit_reminder',
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const text = row.body.split('\n');
      expect(text[0]).toBe('¡Hola!');
      expect(text.filter((line) => line.includes('URGENTE'))).toEqual([`A nombre de: «${name}»`]);
    }
  });
});
