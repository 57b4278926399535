/**
 * Staff sign-in and sessions.
 *
 * - Sign-in checks the password with scrypt (passwords.ts). An email with no account is
 *   checked against a dummy hash, and its wrong answers count and lock the same way, so
 *   neither the timing nor a lock tells which emails have accounts.
 * - Wrong passwords per email: each one waits a little longer before the answer
 *   (`failureDelayMs`); `lockout.maxFailures` within `lockout.windowMs` lock the email for
 *   `lockout.lockMs` (423, with the wait in the message), even for the right password.
 *   The counts live in the database, so every instance enforces the same lock.
 * - A session is a random 32-byte value in an HttpOnly, SameSite=Strict cookie limited to
 *   the staff routes' path; the database keeps only its SHA-256, so a leaked table does
 *   not hand out sessions. It ends after `idleMs` without use or `absoluteMs` after
 *   sign-in, whichever is first, and on sign-out.
 * - Each session has its own random CSRF token, which the console sends back in
 *   `x-csrf-token` on every state change (compared in constant time).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { lockedMessage, staffMessages, type StaffSession } from '@territorio/api-client/staff';
import { sql, type Selectable } from 'kysely';
import type { StaffConfig } from '../../config';
import type { DataStore } from '../../db/database';
import type { StaffSessionTable } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { memberOf, type StaffAccountRow } from './accounts';
import { recordAudit } from './audit';
import { dummyHash, verifyPassword } from './passwords';

export const lockout = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** The wait before answering the `count`th wrong password in a row: 250 ms more each time. */
export function failureDelayMs(count: number): number {
  return Math.min(2_000, 250 * Math.max(1, count));
}

/** Touching `last_seen_at` at most this often spares a write on every request. */
const touchEveryMs = 60_000;

export function hashSessionId(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Constant-time equality of two strings of any length. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SignedIn = {
  /** The cookie's value (only ever sent to the browser). */
  readonly sessionId: string;
  readonly session: StaffSession;
};

/** The lock on an email, in ms left (0: none). */
async function lockLeft(store: DataStore, email: string, now: number): Promise<number> {
  const row = await store.db
    .selectFrom('staff_sign_in_failures')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  const until = row?.locked_until === null || row === undefined ? 0 : Number(row.locked_until);
  return Math.max(0, until - now);
}

/**
 * Counts one wrong password for `email` (one upsert, so concurrent attempts on any
 * instance never lose a count) and locks the email when the count reaches the limit.
 * Answers the count in the window and whether this attempt locked it.
 */
async function countFailure(
  store: DataStore,
  email: string,
  now: number,
): Promise<{ count: number; locked: boolean }> {
  const ended = now - lockout.windowMs;
  const { rows } = await sql<{ count: number | string }>`
    insert into staff_sign_in_failures (email, count, window_start, locked_until)
    values (${email}, 1, ${now}, null)
    on conflict (email) do update set
      count = case when staff_sign_in_failures.window_start <= ${ended}
        then 1 else staff_sign_in_failures.count + 1 end,
      window_start = case when staff_sign_in_failures.window_start <= ${ended}
        then ${now} else staff_sign_in_failures.window_start end
    returning count`.execute(store.db);
  const count = Number(rows[0]?.count ?? 1);
  if (count < lockout.maxFailures) return { count, locked: false };
  // The count starts again with the lock: after it, another full series is needed.
  const locked = await store.db
    .updateTable('staff_sign_in_failures')
    .set({ locked_until: now + lockout.lockMs, count: 0, window_start: now })
    .where('email', '=', email)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return { count, locked: Number(locked.numUpdatedRows) === 1 };
}

function lockedError(msLeft: number): ApiError {
  return new ApiError(423, 'account_locked', lockedMessage(msLeft / 60_000), {
    extra: { retry_after: Math.ceil(msLeft / 1000) },
  });
}

/** Signs in with email and password, or throws the 401 or 423 to answer. */
export async function signIn(
  store: DataStore,
  config: StaffConfig,
  credentials: { email: string; password: string },
): Promise<SignedIn> {
  const email = credentials.email.trim().toLowerCase();
  const startedAt = Date.now();
  const left = await lockLeft(store, email, startedAt);
  if (left > 0) throw lockedError(left);

  const account = await store.db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
  // Always one scrypt, against the account's hash or the dummy one.
  const matches = await verifyPassword(
    credentials.password,
    account?.password_hash ?? (await dummyHash()),
  );
  if (!account || !matches) {
    const now = Date.now();
    const failure = await countFailure(store, email, now);
    if (failure.locked) {
      await recordAudit(store.db, {
        actor: { id: account?.id ?? null, email },
        action: 'sign_in_locked',
        subjectType: 'session',
        subjectId: email,
        after: { locked_minutes: lockout.lockMs / 60_000 },
      });
      throw lockedError(lockout.lockMs);
    }
    await sleep(failureDelayMs(failure.count));
    throw new ApiError(401, 'wrong_credentials', staffMessages.wrongCredentials);
  }
  return createSession(store, config, account);
}

async function createSession(
  store: DataStore,
  config: StaffConfig,
  account: StaffAccountRow,
): Promise<SignedIn> {
  const sessionId = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + config.absoluteMs).toISOString();
  await store.writeTransaction(async (trx) => {
    await trx.deleteFrom('staff_sign_in_failures').where('email', '=', account.email).execute();
    // Sessions that ended anywhere are removed as new ones begin.
    await trx
      .deleteFrom('staff_sessions')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now.toISOString()),
          eb('last_seen_at', '<=', new Date(now.getTime() - config.idleMs).toISOString()),
        ]),
      )
      .execute();
    await trx
      .insertInto('staff_sessions')
      .values({
        id_hash: hashSessionId(sessionId),
        account_id: account.id,
        csrf_token: csrfToken,
        created_at: now.toISOString(),
        last_seen_at: now.toISOString(),
        expires_at: expiresAt,
      })
      .execute();
    await recordAudit(trx, {
      actor: { id: account.id, email: account.email },
      action: 'sign_in',
      subjectType: 'session',
      subjectId: account.id,
    });
  });
  return {
    sessionId,
    session: { member: memberOf(account), csrf_token: csrfToken, expires_at: expiresAt },
  };
}

export type ActiveSession = {
  readonly idHash: string;
  readonly account: StaffAccountRow;
  readonly row: Selectable<StaffSessionTable>;
};

/**
 * The session a cookie value names: 'expired' when it named one that ended (idle or
 * absolute; the row is removed), undefined when it names none.
 */
export async function findSession(
  store: DataStore,
  config: StaffConfig,
  value: string,
): Promise<ActiveSession | 'expired' | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(value)) return undefined;
  const idHash = hashSessionId(value);
  const row = await store.db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now || Date.parse(row.last_seen_at) + config.idleMs <= now) {
    await store.db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    return 'expired';
  }
  const account = await store.db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('id', '=', row.account_id)
    .executeTakeFirst();
  if (!account) return undefined;
  if (Date.parse(row.last_seen_at) + touchEveryMs <= now) {
    await store.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(now).toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { idHash, account, row };
}

export function sessionWire(session: ActiveSession): StaffSession {
  return {
    member: memberOf(session.account),
    csrf_token: session.row.csrf_token,
    expires_at: session.row.expires_at,
  };
}

export async function endSession(store: DataStore, session: ActiveSession): Promise<void> {
  await store.writeTransaction(async (trx) => {
    await trx.deleteFrom('staff_sessions').where('id_hash', '=', session.idHash).execute();
    await recordAudit(trx, {
      actor: { id: session.account.id, email: session.account.email },
      action: 'sign_out',
      subjectType: 'session',
      subjectId: session.account.id,
    });
  });
}

// ---------------------------------------------------------------- cookie

/** The value of cookie `name` in a Cookie header, if present once. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function sessionCookie(
  name: string,
  value: string,
  options: { path: string; secure: boolean; maxAgeSeconds: number },
): string {
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
