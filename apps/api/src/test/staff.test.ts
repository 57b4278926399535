import { apiPaths } from '@territorio/api-client';
import {
  lockedMessage,
  staffMessages,
  staffPaths,
  staffRoles,
  type AuditEntry,
  type LeadSummary,
  type StaffRole,
  type StaffSession,
} from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '../services/staff/accounts';
import { dummyHash } from '../services/staff/passwords';
import { failureDelayMs, hashSessionId } from '../services/staff/sessions';
import { startTestServer, testDatabases, type TestServer } from './helpers';
import {
  addAccount,
  signIn,
  signInRaw,
  staffEnv,
  staffOrigin,
  signInTeam,
  staffPassword,
  staffRequest,
  type Signed,
} from './staff-support';

type Endpoint = {
  readonly method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  readonly path: string;
  /** The roles allowed; undefined: any signed-in member. */
  readonly roles?: readonly StaffRole[];
};

/** Every staff endpoint, by its name in staffPaths (each name at least once). */
const endpoints: Record<keyof typeof staffPaths, readonly Endpoint[]> = {
  session: [
    { method: 'GET', path: '/session' },
    { method: 'DELETE', path: '/session' },
  ],
  members: [{ method: 'GET', path: '/members', roles: ['admin', 'sales'] }],
  leads: [{ method: 'GET', path: '/leads', roles: ['admin', 'sales'] }],
  lead: [
    { method: 'GET', path: '/leads/1', roles: ['admin', 'sales'] },
    { method: 'PATCH', path: '/leads/1', roles: ['admin', 'sales'] },
  ],
  leadNotes: [{ method: 'POST', path: '/leads/1/notes', roles: ['admin', 'sales'] }],
  leadWithdrawalRefund: [
    { method: 'POST', path: '/leads/1/withdrawal-refund', roles: ['admin', 'sales'] },
  ],
  reservations: [{ method: 'GET', path: '/reservations', roles: ['admin', 'sales'] }],
  reservation: [{ method: 'GET', path: '/reservations/ABCDEFGHJKMN', roles: ['admin', 'sales'] }],
  reservationCancel: [
    { method: 'POST', path: '/reservations/ABCDEFGHJKMN/cancel', roles: ['admin', 'sales'] },
  ],
  reservationResendResume: [
    { method: 'POST', path: '/reservations/ABCDEFGHJKMN/resend-resume', roles: ['admin', 'sales'] },
  ],
  applications: [{ method: 'GET', path: '/applications', roles: ['admin', 'hr'] }],
  applicationCv: [{ method: 'GET', path: '/applications/1/cv', roles: ['admin', 'hr'] }],
  stock: [
    { method: 'GET', path: '/stock', roles: ['admin', 'stock'] },
    { method: 'POST', path: '/stock', roles: ['admin', 'stock'] },
  ],
  stockVersions: [{ method: 'GET', path: '/stock/versions', roles: ['admin', 'stock'] }],
  stockUnit: [
    { method: 'GET', path: '/stock/1', roles: ['admin', 'stock'] },
    { method: 'PATCH', path: '/stock/1', roles: ['admin', 'stock'] },
  ],
  reservationTradeIn: [
    { method: 'POST', path: '/reservations/ABCDEFGHJKMN/trade-ins/0', roles: ['admin', 'stock'] },
  ],
  stockImport: [{ method: 'POST', path: '/stock/import', roles: ['admin', 'stock'] }],
  stockPhotos: [
    { method: 'GET', path: '/stock/1/photos', roles: ['admin', 'stock'] },
    { method: 'POST', path: '/stock/1/photos', roles: ['admin', 'stock'] },
  ],
  stockPhotoOrder: [{ method: 'PUT', path: '/stock/1/photos/order', roles: ['admin', 'stock'] }],
  stockPhoto: [
    { method: 'PATCH', path: '/stock/1/photos/1', roles: ['admin', 'stock'] },
    { method: 'DELETE', path: '/stock/1/photos/1', roles: ['admin', 'stock'] },
  ],
  promotions: [{ method: 'GET', path: '/promotions', roles: ['admin'] }],
  promotion: [{ method: 'PATCH', path: '/promotions/POLOWEB750', roles: ['admin'] }],
  parameters: [{ method: 'GET', path: '/parameters', roles: ['admin'] }],
  bookingPrices: [{ method: 'PUT', path: '/parameters/booking-prices', roles: ['admin'] }],
  contactMethods: [{ method: 'PUT', path: '/parameters/contact-methods', roles: ['admin'] }],
  salesmen: [{ method: 'PUT', path: '/parameters/salesmen', roles: ['admin'] }],
  popup: [{ method: 'PATCH', path: '/parameters/popups/0', roles: ['admin'] }],
  banner: [{ method: 'PATCH', path: '/parameters/banners/0', roles: ['admin'] }],
  inTransitReservable: [
    { method: 'PUT', path: '/parameters/in-transit-reservable', roles: ['admin'] },
  ],
  audit: [{ method: 'GET', path: '/audit', roles: ['admin'] }],
  agenda: [{ method: 'GET', path: '/agenda?site=godoy-cruz', roles: ['admin', 'sales'] }],
  visit: [{ method: 'PATCH', path: '/visits/V-ABCDEF', roles: ['admin', 'sales'] }],
  visitCancel: [{ method: 'POST', path: '/visits/V-ABCDEF/cancel', roles: ['admin', 'sales'] }],
  visitsCancel: [{ method: 'POST', path: '/visits/cancel', roles: ['admin', 'sales'] }],
  visitSettings: [{ method: 'GET', path: '/parameters/visits', roles: ['admin'] }],
  visitCapacity: [{ method: 'PUT', path: '/parameters/visits/capacity', roles: ['admin'] }],
  visitClosedDays: [{ method: 'POST', path: '/parameters/visits/closed-days', roles: ['admin'] }],
  visitClosedDay: [
    {
      method: 'DELETE',
      path: '/parameters/visits/closed-days/godoy-cruz/2026-12-25',
      roles: ['admin'],
    },
  ],
};

const allEndpoints = Object.values(endpoints).flat();
const bodyFor = (endpoint: Endpoint) =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {};

describe.each(testDatabases)('staff API: sessions, roles and CSRF (%s)', (database) => {
  let api: TestServer;
  const as: Partial<Record<StaffRole | 'sales2', Signed>> = {};

  beforeAll(async () => {
    api = await startTestServer(staffEnv, { database });
    const { admin, sales, otherSales, hr, stock } = await signInTeam(api);
    Object.assign(as, { admin, sales, sales2: otherSales, hr, stock });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists every path of the contract in the table below', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(staffPaths).sort());
    for (const [name, list] of Object.entries(endpoints)) {
      const pattern = new RegExp(
        `^${staffPaths[name as keyof typeof staffPaths].replace(/:[a-z]+/g, '[^/]+')}$`,
      );
      for (const endpoint of list) expect(endpoint.path.split('?')[0]).toMatch(pattern);
    }
  });

  it('answers 401 on every endpoint without a session', async () => {
    for (const endpoint of allEndpoints) {
      const response = await staffRequest(api, endpoint.method, endpoint.path, {
        body: bodyFor(endpoint),
        headers: { origin: staffOrigin },
      });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(response.body.error?.message).toBe(staffMessages.unauthenticated);
    }
    // A cookie naming no session is no better.
    const forged = await staffRequest(api, 'GET', '/leads', {
      headers: { cookie: 'territorio_staff=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(forged.status).toBe(401);
  });

  it('answers 403 on every endpoint to a role that may not use it', async () => {
    let checked = 0;
    for (const endpoint of allEndpoints) {
      for (const role of staffRoles) {
        if (!endpoint.roles || endpoint.roles.includes(role)) continue;
        const response = await staffRequest(api, endpoint.method, endpoint.path, {
          as: as[role]!,
          body: bodyFor(endpoint),
        });
        expect(response.status, `${role} ${endpoint.method} ${endpoint.path}`).toBe(403);
        expect(response.body.error).toEqual({
          code: 'forbidden',
          message: staffMessages.forbidden,
        });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
    // And the allowed roles get past the role check (whatever the record then answers).
    for (const endpoint of allEndpoints.filter((entry) => entry.method === 'GET')) {
      for (const role of endpoint.roles ?? staffRoles) {
        const response = await staffRequest(api, 'GET', endpoint.path, { as: as[role]! });
        expect([200, 404], `${role} GET ${endpoint.path}`).toContain(response.status);
      }
    }
  });

  it('refuses a state change without the CSRF token, with a wrong one or from another origin', async () => {
    const lead = await api.post(apiPaths.contact, {
      name: 'Carla',
      lastname: 'Sosa',
      telephone: '261 555-2150',
      brand_id: 1,
    });
    const { data } = (await lead.json()) as { data: { id: number } };
    const path = `/leads/${data.id}`;
    const admin = as.admin!;
    const attempts: Record<string, string>[] = [
      { 'x-csrf-token': '' },
      { 'x-csrf-token': 'otro-token-cualquiera' },
      { 'x-csrf-token': as.sales!.csrf },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const refused = await staffRequest(api, 'PATCH', path, {
        as: admin,
        body: { status: 'contacted' },
        headers,
      });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(refused.body.error).toEqual({ code: 'csrf', message: staffMessages.csrf });
    }
    const unchanged = await staffRequest<{ status: string }>(api, 'GET', path, { as: admin });
    expect(unchanged.body.data?.status).toBe('new');
    const accepted = await staffRequest<{ status: string }>(api, 'PATCH', path, {
      as: admin,
      body: { status: 'contacted' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data?.status).toBe('contacted');

    // Signing in from another site's page is refused too (no session to carry a token yet).
    const foreign = await signInRaw(api, 'admin@example.com', staffPassword, {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('set-cookie')).toBeNull();
  });

  it('sets an HttpOnly, SameSite=Strict cookie on the staff path, keeping only its hash', async () => {
    const response = await signInRaw(api, 'ADMIN@example.com ', staffPassword);
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^territorio_staff=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Path=/staff/api');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).not.toContain('Secure');
    const value = /^territorio_staff=([^;]+)/.exec(cookie)![1]!;
    const { data } = (await response.json()) as { data: StaffSession };
    expect(data.member).toMatchObject({ email: 'admin@example.com', role: 'admin', brand_ids: [] });
    expect(Date.parse(data.expires_at) - Date.now()).toBeGreaterThan(11.9 * 3_600_000);
    const rows = await api.server.store.db.selectFrom('staff_sessions').selectAll().execute();
    expect(rows.some((row) => row.id_hash === value)).toBe(false);
    expect(rows.some((row) => row.id_hash === hashSessionId(value))).toBe(true);
  });

  it('ends a session after 30 idle minutes, after 12 hours in any case, and on sign-out', async () => {
    const db = api.server.store.db;
    const idle = await signIn(api, 'ventas@example.com');
    const idleHash = hashSessionId(idle.cookie.split('=')[1]!);
    expect((await staffRequest(api, 'GET', '/session', { as: idle })).status).toBe(200);
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('id_hash', '=', idleHash)
      .execute();
    const expired = await staffRequest(api, 'GET', '/session', { as: idle });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toEqual({
      code: 'session_expired',
      message: staffMessages.sessionExpired,
    });
    expect(expired.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(
      await db
        .selectFrom('staff_sessions')
        .select('id_hash')
        .where('id_hash', '=', idleHash)
        .execute(),
    ).toEqual([]);

    // 29 idle minutes are fine; an absolute end in the past is not, however recent the use.
    const active = await signIn(api, 'ventas@example.com');
    const activeHash = hashSessionId(active.cookie.split('=')[1]!);
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - 29 * 60_000).toISOString() })
      .where('id_hash', '=', activeHash)
      .execute();
    expect((await staffRequest(api, 'GET', '/leads', { as: active })).status).toBe(200);
    await db
      .updateTable('staff_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id_hash', '=', activeHash)
      .execute();
    expect((await staffRequest(api, 'GET', '/leads', { as: active })).status).toBe(401);

    const leaving = await signIn(api, 'ventas@example.com');
    const out = await staffRequest<{ message: string }>(api, 'DELETE', '/session', { as: leaving });
    expect(out.status).toBe(200);
    expect(out.body.data?.message).toBe(staffMessages.signedOut);
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await staffRequest(api, 'GET', '/session', { as: leaving })).status).toBe(401);
  });

  it('locks an email after 5 wrong passwords in a row, each answered a little later, for 15 minutes', async () => {
    await addAccount(api, 'bloqueo@example.com', 'admin');
    const timings: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const started = Date.now();
      const response = await signInRaw(api, 'bloqueo@example.com', `equivocada-${attempt}`);
      timings.push(Date.now() - started);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        staffMessages.wrongCredentials,
      );
    }
    // Each wrong answer waits longer than the one before (on top of the password check,
    // whose time varies with the machine's load, so only the lower bounds are checked).
    expect([1, 2, 3, 4].map(failureDelayMs)).toEqual([250, 500, 750, 1000]);
    timings.forEach((elapsed, index) =>
      expect(elapsed).toBeGreaterThanOrEqual(failureDelayMs(index + 1)),
    );
    const fifth = await signInRaw(api, 'bloqueo@example.com', 'equivocada-5');
    expect(fifth.status).toBe(423);
    expect(((await fifth.json()) as { error: { message: string } }).error.message).toBe(
      lockedMessage(15),
    );
    // Locked: the right password is refused too, with the minutes left.
    const right = await signInRaw(api, 'bloqueo@example.com', staffPassword);
    expect(right.status).toBe(423);
    const body = (await right.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('account_locked');
    expect(body.error.message).toBe(lockedMessage(15));
    expect(body.error.message).toContain('15 minutos');

    // The lock lives in the database (every instance reads it); once it ends, the right
    // password works and the count starts again.
    await api.server.store.db
      .updateTable('staff_sign_in_attempts')
      .set({ locked_until: Date.now() - 1 })
      .where('email', '=', 'bloqueo@example.com')
      .execute();
    expect((await signInRaw(api, 'bloqueo@example.com', staffPassword)).status).toBe(200);

    const audit = await api.server.store.db
      .selectFrom('staff_audit')
      .select(['action', 'actor'])
      .where('action', '=', 'sign_in_locked')
      .execute();
    expect(audit).toContainEqual({ action: 'sign_in_locked', actor: 'bloqueo@example.com' });
  });

  it('treats an email with no account exactly like a wrong password, lock included', async () => {
    const started = Date.now();
    const first = await signInRaw(api, 'nadie@example.com', 'lo-que-sea');
    const elapsed = Date.now() - started;
    expect(first.status).toBe(401);
    expect(((await first.json()) as { error: { message: string } }).error.message).toBe(
      staffMessages.wrongCredentials,
    );
    // The password check ran (on a dummy hash) and the delay applied.
    expect(elapsed).toBeGreaterThan(250);
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      expect((await signInRaw(api, 'nadie@example.com', 'lo-que-sea')).status).toBe(401);
    }
    expect((await signInRaw(api, 'nadie@example.com', 'lo-que-sea')).status).toBe(423);
  });

  it('hashes new passwords and the unknown-email dummy at the configured cost, and signs in hashes of another', async () => {
    // The helpers' configuration (STAFF_PASSWORD_COST=10); staff-cli.test.ts keeps 2^17.
    const cost = api.config.staff.passwordCost;
    expect(cost).toEqual({ N: 2 ** 10, r: 8, p: 1 });
    await addAccount(api, 'costo@example.com', 'hr');
    const row = await api.server.store.db
      .selectFrom('staff_accounts')
      .select('password_hash')
      .where('email', '=', 'costo@example.com')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await dummyHash(cost)).toMatch(/^scrypt\$1024\$8\$1\$/);
    // A hash carries its own cost: one made at another N still signs in.
    await upsertAccount(
      api.server.store,
      {
        email: 'otro-costo@example.com',
        role: 'hr',
        brandIds: [],
        name: 'Otro',
        password: staffPassword,
      },
      { ...cost, N: 2 ** 11 },
    );
    expect((await signIn(api, 'otro-costo@example.com')).session.member.email).toBe(
      'otro-costo@example.com',
    );
  });

  it('answers bad sign-in input with field-named Spanish errors', async () => {
    const response = await staffRequest(api, 'POST', '/session', {
      body: { email: 'no-es-un-email', password: '' },
      headers: { origin: staffOrigin },
    });
    expect(response.status).toBe(400);
    expect(response.body.error?.fields).toEqual({
      email: 'Ingresá un email válido.',
      password: 'Ingresá tu contraseña.',
    });
  });

  it('limits a salesperson to the leads of their brands', async () => {
    const create = async (brandId: number | undefined) => {
      const response = await api.post(apiPaths.contact, {
        name: 'Lucía',
        lastname: `Marca ${brandId ?? 'grupo'}`,
        telephone: '261 555-2150',
        ...(brandId ? { brand_id: brandId } : {}),
      });
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const brand1 = await create(1);
    const brand2 = await create(2);
    const group = await create(undefined);

    const list = await staffRequest<{ items: LeadSummary[] }>(api, 'GET', '/leads', {
      as: as.sales!,
    });
    const ids = list.body.data!.items.map((lead) => lead.id);
    expect(ids).toContain(brand1);
    expect(ids).not.toContain(brand2);
    expect(ids).not.toContain(group);
    expect(list.body.data!.items.every((lead) => lead.brand_id === 1)).toBe(true);

    for (const [member, id, status] of [
      [as.sales!, brand2, 404],
      [as.sales!, group, 404],
      [as.sales2!, brand2, 200],
      [as.admin!, group, 200],
    ] as const) {
      expect((await staffRequest(api, 'GET', `/leads/${id}`, { as: member })).status).toBe(status);
    }
    const patch = await staffRequest(api, 'PATCH', `/leads/${brand2}`, {
      as: as.sales!,
      body: { status: 'closed' },
    });
    expect(patch.status).toBe(404);
    const note = await staffRequest(api, 'POST', `/leads/${brand2}/notes`, {
      as: as.sales!,
      body: { text: 'No es mía' },
    });
    expect(note.status).toBe(404);
    const filtered = await staffRequest(api, 'GET', '/leads?brand_id=2', { as: as.sales! });
    expect(filtered.status).toBe(403);

    // Another brand's salesperson cannot be given this lead.
    const members = (
      await staffRequest<{ id: number; email: string }[]>(api, 'GET', '/members', {
        as: as.admin!,
      })
    ).body.data!;
    const sales2 = members.find((member) => member.email === 'ventas2@example.com')!;
    const hr = await api.server.store.db
      .selectFrom('staff_accounts')
      .select('id')
      .where('email', '=', 'rrhh@example.com')
      .executeTakeFirstOrThrow();
    expect(members.some((member) => member.id === hr.id)).toBe(false);
    for (const assignee of [sales2.id, hr.id, 99_999]) {
      const refused = await staffRequest(api, 'PATCH', `/leads/${brand1}`, {
        as: as.admin!,
        body: { assigned_to: assignee },
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.error!.fields!)).toEqual(['assigned_to']);
    }
  });

  it('writes every sign-in, sign-out and change to the audit log, which admins read', async () => {
    const response = await staffRequest<{ items: AuditEntry[]; total: number }>(
      api,
      'GET',
      '/audit',
      { as: as.admin! },
    );
    expect(response.status).toBe(200);
    const actions = new Set(response.body.data!.items.map((entry) => entry.action));
    for (const action of ['sign_in', 'sign_out', 'sign_in_locked', 'lead_updated']) {
      expect(actions, action).toContain(action);
    }
    const update = response.body.data!.items.find((entry) => entry.action === 'lead_updated')!;
    expect(update).toMatchObject({
      actor: 'admin@example.com',
      subject_type: 'lead',
      before: { status: 'new', assigned_to: null },
      after: { status: 'contacted', assigned_to: null },
    });
    expect(Date.parse(update.created_at)).toBeGreaterThan(Date.now() - 120_000);
    expect(response.body.data!.total).toBeGreaterThan(response.body.data!.items.length - 1);
  });
});
