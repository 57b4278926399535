/**
 * Staff sign-in under concurrent requests, on two API instances sharing one database (a
 * SQLite file, or a PostgreSQL schema): a password reset ends the sign-ins already in
 * flight, the lockout cannot be raced and is per account and client address, and the
 * staff directory gives sales no admin emails.
 */
import type { StaffDirectoryEntry } from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../services/staff/accounts';
import { passwordChecks } from '../services/staff/passwords';
import { throttle, throttleDelayMs } from '../services/staff/sessions';
import { eventually } from './eventually';
import { startTwoInstances, testDatabases, type TestServer, type TwoInstances } from './helpers';
import {
  addAccount,
  signIn,
  signInRaw,
  signInTeam,
  staffEnv,
  staffOrigin,
  staffPassword,
  staffRequest,
} from './staff-support';

/** Signs in from client `address`, as the console's server forwards it. */
const signInFrom = (api: TestServer, email: string, password: string, address: string) =>
  signInRaw(api, email, password, { origin: staffOrigin, 'x-forwarded-for': address });

const sessionCookieOf = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0]!;

describe.each(testDatabases)('staff access under races and guessing (%s)', (database) => {
  let first: TestServer;
  let second: TestServer;
  let instances: TwoInstances;
  const instance = (index: number) => (index % 2 === 0 ? first : second);

  beforeAll(async () => {
    // The tests play clients behind the console's server, which forwards their address.
    const env: Record<string, string> = { ...staffEnv, TRUST_PROXY: '127.0.0.1' };
    instances = await startTwoInstances(env, database);
    ({ first, second } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('leaves no valid session made with the old password when it is reset during 20 sign-ins', async () => {
    const email = 'reseteo@example.com';
    const cost = first.config.staff.passwordCost;
    // The old hash at N = 2^15, above the servers' test cost: each check takes long enough
    // that the reset below commits while the checks it let through are still running.
    await upsertAccount(
      first.server.store,
      { email, role: 'sales', brandIds: [3], name: 'reseteo', password: staffPassword },
      { ...cost, N: 2 ** 15 },
    );
    const signIns = Array.from({ length: 20 }, (_, index) =>
      signInFrom(instance(index), email, staffPassword, `198.51.100.${index + 1}`),
    );
    // Every place the account-wide throttle gives is taken (the next attempt waits): the
    // reset then clears a finished count, and the attempts it let through are in flight.
    await eventually(
      async () => {
        const row = await first.server.store.db
          .selectFrom('staff_sign_in_attempts')
          .select('locked_until')
          .where('email', '=', email)
          .where('address', '=', '*')
          .executeTakeFirst();
        return row?.locked_until != null;
      },
      { what: 'the throttle to give its last place', intervalMs: 5 },
    );
    // `pnpm staff:add` for the same email with a new password, while those are in flight.
    await upsertAccount(
      first.server.store,
      {
        email,
        role: 'sales',
        brandIds: [3],
        name: 'reseteo',
        password: 'la clave nueva de reseteo',
      },
      cost,
    );
    const answers = await Promise.all(signIns);
    const statuses = answers.map((answer) => answer.status);
    // 423: refused by the account-wide wait before the password was checked.
    expect(statuses.filter((status) => status !== 200 && status !== 401 && status !== 423)).toEqual(
      [],
    );
    const stillValid: number[] = [];
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 200) continue;
      const check = await staffRequest(instance(index), 'GET', '/session', {
        headers: { cookie: sessionCookieOf(answer) },
      });
      if (check.status !== 401) stillValid.push(index);
    }
    expect(stillValid).toEqual([]);
    // The new password works; the old one does not.
    expect(
      (await signInFrom(second, email, 'la clave nueva de reseteo', '198.51.100.99')).status,
    ).toBe(200);
    expect((await signInFrom(first, email, staffPassword, '198.51.100.98')).status).toBe(401);
  }, 120_000);

  it('gives no 200 to 16 sign-ins at once from one address, 15 wrong and 1 right', async () => {
    const email = 'carrera@example.com';
    await addAccount(first, email, 'admin');
    const address = '203.0.113.16';
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        signInFrom(
          instance(index),
          email,
          index === 7 ? staffPassword : `equivocada-${index}`,
          address,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 423)).toEqual([]);
    // No more than five passwords were checked: the rest were refused as locked.
    expect(statuses.filter((status) => status === 423).length).toBeGreaterThanOrEqual(11);
    // Locked: the right password is refused from that address, on either instance.
    for (const api of [first, second]) {
      expect((await signInFrom(api, email, staffPassword, address)).status).toBe(423);
    }
  }, 120_000);

  it("does not stop the owner signing in from another address after a stranger's five wrong passwords", async () => {
    const email = 'duena@example.com';
    await addAccount(first, email, 'sales', [2]);
    const stranger = '203.0.113.5';
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push(
        (await signInFrom(instance(attempt), email, `adivinanza-${attempt}`, stranger)).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    const owner = await signInFrom(second, email, staffPassword, '192.0.2.44');
    expect(owner.status).toBe(200);
    const session = await staffRequest(first, 'GET', '/session', {
      headers: { cookie: sessionCookieOf(owner) },
    });
    expect(session.status).toBe(200);
    // The stranger's address stays locked for that account, right password included.
    expect((await signInFrom(first, email, staffPassword, stranger)).status).toBe(423);
  }, 120_000);

  it('slows guesses from many addresses down account-wide, refusing the right password meanwhile', async () => {
    const email = 'muchas@example.com';
    await addAccount(first, email, 'sales', [3]);
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        signInFrom(instance(index), email, `adivinanza-${index}`, `192.0.2.${100 + index}`),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 423)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(
      throttle.freeFailures,
    );
    // Strangers' guesses have earned a minute's wait: every address waits, the owner too,
    // and no password is checked meanwhile.
    await first.server.store.db
      .updateTable('staff_sign_in_attempts')
      .set({ locked_until: Date.now() + 60_000 })
      .where('email', '=', email)
      .where('address', '=', '*')
      .execute();
    const checksBefore = passwordChecks();
    const owner = await signInFrom(first, email, staffPassword, '192.0.2.250');
    expect(owner.status).toBe(423);
    const body = (await owner.json()) as { retry_after: number; error: { code: string } };
    expect(body.error.code).toBe('account_locked');
    expect(body.retry_after).toBeGreaterThan(50);
    expect(passwordChecks()).toBe(checksBefore);
  }, 120_000);

  it('checks no more passwords for 30 sign-ins at once from 6 addresses than the throttle allows one after another', async () => {
    const email = 'rafaga@example.com';
    await addAccount(first, email, 'admin');
    const checksBefore = passwordChecks();
    const startedAt = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        signInFrom(instance(index), email, `rafaga-${index}`, `198.51.100.${200 + (index % 6)}`),
      ),
    );
    const elapsedMs = Date.now() - startedAt;
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 401 && status !== 423)).toEqual([]);
    // One after another, the first freeFailures are checked at once, then one more after
    // each wait (1 s, 2 s, 4 s, ...): that many fit in the time the burst took.
    let allowed = throttle.freeFailures;
    let waited = 0;
    while (waited + throttleDelayMs(allowed) <= elapsedMs) {
      waited += throttleDelayMs(allowed);
      allowed += 1;
    }
    expect(passwordChecks() - checksBefore).toBeLessThanOrEqual(allowed);
    expect(passwordChecks() - checksBefore).toBeGreaterThanOrEqual(1);
    // The refused were told how long to wait.
    for (const answer of answers.filter((each) => each.status === 423)) {
      const refused = (await answer.json()) as { retry_after: number };
      expect(refused.retry_after).toBeGreaterThan(0);
    }
  }, 120_000);

  it('lists to a salesperson only the names of their brands’ salespeople, no admin emails', async () => {
    const { admin, sales } = await signInTeam(first, [1]);
    await addAccount(first, 'colega@example.com', 'sales', [1, 4], 'Carla Colega');
    const seen = await staffRequest<StaffDirectoryEntry[]>(second, 'GET', '/members', {
      as: sales,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual([
      { id: expect.any(Number), name: 'Carla Colega' },
      { id: sales.session.member.id, name: 'Vera Ventas' },
    ]);
    expect(JSON.stringify(seen.body.data)).not.toContain('@');
    // Admins keep the full list, emails included.
    const full = await staffRequest<StaffDirectoryEntry[]>(first, 'GET', '/members', { as: admin });
    expect(full.body.data?.map((member) => member.email)).toEqual(
      expect.arrayContaining(['admin@example.com', 'ventas@example.com', 'ventas2@example.com']),
    );
    expect((await signIn(second, 'colega@example.com')).session.member.brand_ids).toEqual([1, 4]);
  });
});
