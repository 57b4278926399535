/**
 * The per-address cap on the emails the public can make us send: a visit's confirmation,
 * move and cancel, a reservation's resume email, a withdrawal's confirmation. Each counts
 * against its address, in one counter whatever triggered it (EMAIL_LIMIT_PER_ADDRESS an
 * hour), in the write transaction that queues the email: a per-client limit alone lets many
 * clients aim our mail at one inbox, and a counter per kind of email lets one client add
 * the kinds up. Counters live in the database (`address_limits`), so every instance sharing
 * it counts an address once.
 */
import { limitMessages } from '@territorio/api-client';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { DataStore } from '../db/database';
import type { Database } from '../db/schema';
import { DomainError } from '../domain/errors';
import { countAddressUse, dropAddressCountsBefore } from '../repositories/address-limits';

export type AddressLimit = {
  /** What is counted: every public-triggered email shares 'email'. */
  readonly scope: string;
  /** Uses per window; 0 turns the limit off. */
  readonly max: number;
  readonly windowMs: number;
};

const hour = 60 * 60 * 1000;

/** Emails per address and hour the public can trigger, whichever way (EMAIL_LIMIT_PER_ADDRESS). */
export const publicEmailLimit = (config: Config): AddressLimit => ({
  scope: 'email',
  max: config.emailLimitPerAddress,
  windowMs: hour,
});

/** Providers that deliver every dotted spelling of a local part to one inbox, by domain. */
const dotlessDomains: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * The form an address is counted under: one inbox, one counter. Letter case and a
 * '+tag' after the local part reach the same inbox at the common providers
 * ('ana+1@x', 'ANA@x' and 'ana@x' are one), so both are dropped; Gmail also ignores dots
 * in the local part and takes googlemail.com as gmail.com ('a.b@googlemail.com' is
 * 'ab@gmail.com'). Visits store it as `email_normalized`.
 */
export function addressKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  const dotless = dotlessDomains[domain];
  const tagless = address.slice(0, at).split('+')[0] ?? '';
  const local = dotless ? tagless.replace(/\./g, '') : tagless;
  return at > 0 && local ? `${local}@${dotless ?? domain}` : address;
}

export type AddressLimitTake = {
  /** Whether this use is within the limit. */
  readonly allowed: boolean;
  /** Seconds until the window ends (when a refused use may be tried again). */
  readonly retryAfter: number;
};

/**
 * Counts one use of `email` under `limit` and says whether it is within the limit. One
 * statement (insert or update in place), so concurrent requests on any instance never
 * lose a count. A fixed window: the first use after the window ends starts a new one.
 */
export async function takeAddressLimit(
  store: DataStore,
  limit: AddressLimit,
  email: string,
  now = Date.now(),
  /** The write transaction to count in (the count then commits or rolls back with it). */
  db: Kysely<Database> | Transaction<Database> = store.db,
): Promise<AddressLimitTake> {
  if (limit.max <= 0) return { allowed: true, retryAfter: 0 };
  const expired = now - limit.windowMs;
  const address = addressKey(email);
  const counted = await countAddressUse(db, { scope: limit.scope, address, now, expired });
  // Old counters are dead weight: dropped now and then, never needed again.
  if (Math.random() < 0.01) await dropAddressCountsBefore(db, now - 24 * hour);
  const windowStart = Number(counted?.window_start ?? now);
  return {
    allowed: Number(counted?.count ?? 0) <= limit.max,
    retryAfter: Math.max(1, Math.ceil((windowStart + limit.windowMs - now) / 1000)),
  };
}

/**
 * The 429 of a request whose email the address's cap refuses: when to try again in the body
 * and in Retry-After, and under `field` when the form has the address in a field.
 */
export function emailLimitReached(take: AddressLimitTake, field?: string): DomainError {
  return new DomainError('too_many_requests', 'too_many_requests', limitMessages.emailLimit, {
    ...(field ? { fields: { [field]: limitMessages.emailLimit } } : {}),
    extra: { retry_after: take.retryAfter },
  });
}
