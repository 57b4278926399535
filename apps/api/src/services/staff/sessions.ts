/**
 * Staff sign-in and sessions.
 *
 * - Sign-in checks the password with scrypt (passwords.ts). An email with no account is
 *   checked against a dummy hash, and its attempts count and lock the same way, so
 *   neither the timing nor a lock tells which emails have accounts.
 * - Every attempt is counted before its password is checked, by one atomic upsert that
 *   also answers whether the attempt may go on: concurrent attempts (on any instance, the
 *   counts live in the database) each get their own place in the count, so no more than
 *   the limit are ever checked. Two counts per email:
 *   - per client address (`lockout`): `maxFailures` attempts within `windowMs` that did not
 *     end in a sign-in lock that email *from that address* for `lockMs` (423, the wait in
 *     the message), so a stranger's guesses do not lock the owner out from elsewhere;
 *   - account-wide (`throttle`): an attempt takes its place and sets the next instant any
 *     address may try, in one conditional upsert that refuses while that instant is in the
 *     future (`reserveAccountAttempt`). The first `freeFailures` places set no wait; each
 *     further one a longer one, doubling up to `maxDelayMs`. Parallel attempts therefore
 *     get no more password checks than attempts one after another would, on any number
 *     of instances, and guessing from many addresses stays slow.
 * - A locked address refuses the right password too: the sign-in reads that lock again in
 *   the transaction that creates the session, so an attempt whose password was checked
 *   before the lock was set does not get through after it. The account-wide wait gates
 *   checks: an attempt it let through was one the throttle allowed, and signs in when
 *   its password is right.
 * - Each account has a credential version, raised with every change of password, role or
 *   brands (accounts.ts). A session carries the version it was made with and is valid only
 *   while the account's is the same; the session is created only if the version whose
 *   password was checked is still the account's, compared in the insert's transaction.
 * - A session is a random 32-byte value in an HttpOnly, SameSite=Strict cookie limited to
 *   the staff routes' path; the database keeps only its SHA-256, so a leaked table does
 *   not hand out sessions. It ends after `idleMs` without use or `absoluteMs` after
 *   sign-in, whichever is first, and on sign-out.
 * - Each session has its own random CSRF token, which the console sends back in
 *   `x-csrf-token` on every state change (compared in constant time).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { lockedMessage, staffMessages, type StaffSession } from '@territorio/api-client/staff';
import type { StaffConfig } from '../../config';
import type { DataStore } from '../../db/database';
import { DomainError } from '../../domain/errors';
import {
  accountByEmail,
  accountById,
  credentialVersion,
  type StaffAccountRow,
} from '../../repositories/staff-accounts';
import {
  deleteEndedSessions,
  deleteSession,
  insertSession,
  sessionByHash,
  touchSession,
  type StaffSessionRow,
} from '../../repositories/staff-sessions';
import {
  accountWaitUntil,
  addressRowForWrite,
  countAttempt,
  deleteAddressRow,
  deleteEndedAttempts,
  everyAddress,
  giveAttemptBack,
  lockAddressRow,
  reserveAccountPlace,
  type ThrottleWaits,
} from '../../repositories/sign-in-attempts';
import { memberOf } from './accounts';
import { recordAudit } from './audit';
import { dummyHash, verifyPassword } from './passwords';

/** Per email and client address. */
export const lockout = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** Per email, every address together (OWASP: throttle with increasing delays). */
export const throttle = {
  freeFailures: 10,
  windowMs: 60 * 60_000,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
} as const;

/** The wait before answering the `count`th wrong password in a row: 250 ms more each time. */
export function failureDelayMs(count: number): number {
  return Math.min(2_000, 250 * Math.max(1, count));
}

/**
 * The account-wide wait the attempt in place `count` sets before any next one is checked
 * (0: none). Places are attempts that did not sign in: a sign-in gives its place back.
 */
export function throttleDelayMs(count: number): number {
  if (count < throttle.freeFailures) return 0;
  return Math.min(
    throttle.maxDelayMs,
    throttle.baseDelayMs * 2 ** Math.min(30, count - throttle.freeFailures),
  );
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

type Counted = { readonly count: number; readonly lockedUntil: number };

/** Counts one attempt on the row (`email`, `address`) within `windowMs`. */
async function countOwnAttempt(
  db: DataStore['db'],
  email: string,
  address: string,
  windowMs: number,
  now: number,
): Promise<Counted> {
  const row = await countAttempt(db, { email, address, now, ended: now - windowMs });
  return { count: Number(row?.count ?? 1), lockedUntil: Number(row?.locked_until ?? 0) };
}

/** The first place whose wait is the longest: every later one waits as long. */
const longestWaitFrom = (() => {
  let count = throttle.freeFailures;
  while (throttleDelayMs(count) < throttle.maxDelayMs) count += 1;
  return count;
})();

/**
 * The instants each place lets the next attempt be checked: `now` plus
 * `throttleDelayMs(place)`, none below `freeFailures`, the longest wait from
 * `longestWaitFrom` on (the database computes the place's inside the upsert).
 */
function throttleWaits(now: number): ThrottleWaits {
  const untilByPlace: [number, number][] = [];
  for (let place = throttle.freeFailures; place < longestWaitFrom; place += 1) {
    untilByPlace.push([place, now + throttleDelayMs(place)]);
  }
  return { free: throttle.freeFailures, untilByPlace, longestUntil: now + throttle.maxDelayMs };
}

/**
 * Reserves this attempt's account-wide place, before its password is checked: refused
 * (false) while the wait an earlier attempt set has not ended, else counted (a window
 * that ended starts again at 1) with the next allowed instant set from its place, in one
 * conditional upsert. Concurrent attempts on any instance each see the wait the one
 * before them set, so no burst gets more checks than the same attempts one by one.
 */
function reserveAccountAttempt(db: DataStore['db'], email: string, now: number) {
  return reserveAccountPlace(
    db,
    email,
    { now, ended: now - throttle.windowMs },
    throttleWaits(now),
  );
}

/** How long the account-wide wait still holds (at least a second: it was holding). */
async function accountWaitLeft(db: DataStore['db'], email: string, now: number) {
  return Math.max(1_000, Number((await accountWaitUntil(db, email)) ?? 0) - now);
}

/**
 * Whether the (email, address) row refuses a password now: a lock that has not ended, or
 * more attempts in the window than the limit (the attempt past the limit is refused
 * before its lock is written, so the count alone already locks).
 */
function addressLockedFor(row: Counted & { windowStart: number }, now: number): number {
  if (row.lockedUntil > now) return row.lockedUntil - now;
  if (row.count > lockout.maxFailures && row.windowStart > now - lockout.windowMs) {
    return lockout.lockMs;
  }
  return 0;
}

function lockedError(msLeft: number): DomainError {
  return new DomainError('locked', 'account_locked', lockedMessage(msLeft / 60_000), {
    extra: { retry_after: Math.max(1, Math.ceil(msLeft / 1000)) },
  });
}

async function auditLock(
  store: DataStore,
  email: string,
  account: StaffAccountRow | undefined,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(store.db, {
    actor: { id: account?.id ?? null, email },
    action: 'sign_in_locked',
    subjectType: 'session',
    subjectId: email,
    after: details,
  });
}

/**
 * Signs in with email and password from the client `address`, or throws the 401 or 423
 * to answer.
 */
export async function signIn(
  store: DataStore,
  config: StaffConfig,
  credentials: { email: string; password: string },
  address: string,
): Promise<SignedIn> {
  const email = credentials.email.trim().toLowerCase();
  const startedAt = Date.now();

  const own = await countOwnAttempt(store.db, email, address, lockout.windowMs, startedAt);
  if (own.lockedUntil > startedAt) throw lockedError(own.lockedUntil - startedAt);
  if (own.count > lockout.maxFailures) {
    const until = startedAt + lockout.lockMs;
    if (await lockAddressRow(store.db, email, address, until, startedAt)) {
      await auditLock(store, email, undefined, {
        locked_minutes: lockout.lockMs / 60_000,
        address,
      });
    }
    throw lockedError(lockout.lockMs);
  }
  if (!(await reserveAccountAttempt(store.db, email, startedAt))) {
    // Refused before any password was checked: it does not count against this address,
    // so the owner waiting out strangers' guesses is not locked out for trying again.
    await giveAttemptBack(store.db, email, address);
    throw lockedError(await accountWaitLeft(store.db, email, startedAt));
  }

  const account = await accountByEmail(store.db, email);
  // Always one scrypt, against the account's hash or the dummy one.
  const matches = await verifyPassword(
    credentials.password,
    account?.password_hash ?? (await dummyHash(config.passwordCost)),
  );
  if (!account || !matches) {
    const now = Date.now();
    if (own.count >= lockout.maxFailures) {
      if (await lockAddressRow(store.db, email, address, now + lockout.lockMs, now)) {
        await auditLock(store, email, account, {
          locked_minutes: lockout.lockMs / 60_000,
          address,
        });
      }
      throw lockedError(lockout.lockMs);
    }
    await sleep(failureDelayMs(own.count));
    throw new DomainError('unauthenticated', 'wrong_credentials', staffMessages.wrongCredentials);
  }
  return createSession(store, config, account, address);
}

async function createSession(
  store: DataStore,
  config: StaffConfig,
  account: StaffAccountRow,
  address: string,
): Promise<SignedIn> {
  const sessionId = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const now = new Date();
  const nowMs = now.getTime();
  const expiresAt = new Date(nowMs + config.absoluteMs).toISOString();
  const isPostgres = store.dialect === 'postgres';
  await store.writeTransaction(async (trx) => {
    // The rows read here are locked until the commit (PostgreSQL; SQLite's write
    // transaction holds the whole database), so no reset and no lock lands between this
    // check and the insert.
    const stillCurrent = await credentialVersion(trx, account.id, isPostgres);
    // The password checked belongs to a credential that changed meanwhile.
    if (stillCurrent !== account.credential_version) {
      throw new DomainError('unauthenticated', 'wrong_credentials', staffMessages.wrongCredentials);
    }
    // The address's lock only: the account-wide wait was enforced before the check.
    const own = await addressRowForWrite(trx, account.email, address, isPostgres);
    if (own) {
      const left = addressLockedFor(
        {
          count: Number(own.count),
          lockedUntil: Number(own.locked_until ?? 0),
          windowStart: Number(own.window_start),
        },
        nowMs,
      );
      if (left > 0) throw lockedError(left);
    }
    // This address starts again; account-wide, only this attempt is taken back, so
    // the owner signing in does not wipe out what strangers' guesses earned.
    await deleteAddressRow(trx, account.email, address);
    await giveAttemptBack(trx, account.email, everyAddress);
    // Sessions and attempt counts that ended anywhere are removed as new sessions begin.
    await deleteEndedSessions(trx, {
      expiresBefore: now.toISOString(),
      idleSince: new Date(nowMs - config.idleMs).toISOString(),
    });
    await deleteEndedAttempts(trx, nowMs - throttle.windowMs, nowMs);
    await insertSession(trx, {
      id_hash: hashSessionId(sessionId),
      account_id: account.id,
      csrf_token: csrfToken,
      credential_version: account.credential_version,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt,
    });
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
  readonly row: StaffSessionRow;
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
  const row = await sessionByHash(store.db, idHash);
  if (!row) return undefined;
  const now = Date.now();
  if (Date.parse(row.expires_at) <= now || Date.parse(row.last_seen_at) + config.idleMs <= now) {
    await deleteSession(store.db, idHash);
    return 'expired';
  }
  const account = await accountById(store.db, row.account_id);
  // A session made with a credential since changed (password, role, brands) is void.
  if (!account || account.credential_version !== row.credential_version) {
    await deleteSession(store.db, idHash);
    return undefined;
  }
  if (Date.parse(row.last_seen_at) + touchEveryMs <= now) {
    await touchSession(store.db, idHash, new Date(now).toISOString());
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
    await deleteSession(trx, session.idHash);
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
