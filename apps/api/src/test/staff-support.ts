/**
 * Staff API tests: accounts made the way `pnpm staff:add` makes them, sign-in through the
 * real route, and requests carrying the session cookie, the CSRF token and the console's
 * Origin (as the console's server forwards them).
 */
import {
  staffBasePath,
  staffCsrfHeader,
  staffSessionCookie,
  type StaffRole,
  type StaffSession,
} from '@territorio/api-client/staff';
import { upsertAccount } from '../services/staff/accounts';
import type { TestServer } from './helpers';

/** The console's origin in the tests (STAFF_ORIGIN's default). */
export const staffOrigin = 'http://localhost:8082';

export const staffPassword = 'una clave larga de prueba';

/** Environment for a test server the staff tests sign in to many times. */
export const staffEnv = { STAFF_SIGN_IN_LIMIT: '100000' };

export type Signed = {
  readonly cookie: string;
  readonly csrf: string;
  readonly session: StaffSession;
};

export type StaffResponse<T = unknown> = {
  readonly status: number;
  readonly headers: Headers;
  readonly body: {
    data?: T;
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
};

export async function addAccount(
  api: TestServer,
  email: string,
  role: StaffRole,
  brandIds: number[] = [],
  name = email.split('@')[0]!,
) {
  return upsertAccount(
    api.server.store,
    { email, role, brandIds, name, password: staffPassword },
    api.config.staff.passwordCost,
  );
}

export async function signInRaw(
  api: TestServer,
  email: string,
  password: string,
  headers: Record<string, string> = { origin: staffOrigin },
): Promise<Response> {
  return fetch(`${api.url}${staffBasePath}/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
}

export async function signIn(api: TestServer, email: string): Promise<Signed> {
  const response = await signInRaw(api, email, staffPassword);
  if (response.status !== 200) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  const cookieHeader = response.headers.get('set-cookie') ?? '';
  const cookie = cookieHeader.split(';')[0]!;
  if (!cookie.startsWith(`${staffSessionCookie}=`)) throw new Error(`no cookie: ${cookieHeader}`);
  const { data } = (await response.json()) as { data: StaffSession };
  return { cookie, csrf: data.csrf_token, session: data };
}

/**
 * A staff request: `as` signs it (cookie, CSRF token, the console's Origin); `headers`
 * replace any of those.
 */
export async function staffRequest<T = unknown>(
  api: TestServer,
  method: string,
  path: string,
  options: { as?: Signed; body?: unknown; headers?: Record<string, string> } = {},
): Promise<StaffResponse<T>> {
  const headers: Record<string, string> = {};
  if (options.as) {
    headers.cookie = options.as.cookie;
    headers[staffCsrfHeader] = options.as.csrf;
    headers.origin = staffOrigin;
  }
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers);
  for (const [key, value] of Object.entries(headers)) if (value === '') delete headers[key];
  const response = await fetch(`${api.url}${staffBasePath}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  let body: StaffResponse<T>['body'] = {};
  try {
    body = text ? (JSON.parse(text) as StaffResponse<T>['body']) : {};
  } catch {
    body = {};
  }
  return { status: response.status, headers: response.headers, body };
}

/** The console's usual team, each signed in. */
export type StaffTeam = {
  admin: Signed;
  sales: Signed;
  otherSales: Signed;
  hr: Signed;
  stock: Signed;
};

/**
 * An admin, a salesperson of `salesBrands` (Volkswagen by default), one of Chevrolet,
 * someone from human resources and the stock manager, added to the server and signed in.
 */
export async function signInTeam(api: TestServer, salesBrands: number[] = [1]): Promise<StaffTeam> {
  await addAccount(api, 'admin@example.com', 'admin', [], 'Ana Admin');
  await addAccount(api, 'ventas@example.com', 'sales', salesBrands, 'Vera Ventas');
  await addAccount(api, 'ventas2@example.com', 'sales', [2], 'Sergio Segundo');
  await addAccount(api, 'rrhh@example.com', 'hr', [], 'Rita Recursos');
  await addAccount(api, 'stock@example.com', 'stock', [], 'Silvia Stock');
  const [admin, sales, otherSales, hr, stock] = await Promise.all([
    signIn(api, 'admin@example.com'),
    signIn(api, 'ventas@example.com'),
    signIn(api, 'ventas2@example.com'),
    signIn(api, 'rrhh@example.com'),
    signIn(api, 'stock@example.com'),
  ]);
  return { admin, sales, otherSales, hr, stock };
}
