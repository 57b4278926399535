/**
 * Limits per email address, for requests that make us write to an address the request
 * names (the resume email of a start, the withdrawal confirmation, a visit's confirmation): a per-client limit
 * alone lets many clients aim our mail at one inbox. Counters live in the database
 * (`address_limits`), so every instance sharing it counts the same address once.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Config } from '../config';
import type { DataStore } from '../db/database';
import type { Database } from '../db/schema';

export type AddressLimit = {
  /** What is counted: 'start', 'withdrawal_email', ... */
  readonly scope: string;
  /** Uses per window; 0 turns the limit off. */
  readonly max: number;
  readonly windowMs: number;
};

const hour = 60 * 60 * 1000;

/** Starts per address and hour (START_LIMIT_PER_ADDRESS): each one sends the resume email. */
export const startLimit = (config: Config): AddressLimit => ({
  scope: 'start',
  max: config.startLimitPerAddress,
  windowMs: hour,
});

/** Withdrawal confirmations per address and hour (EMAIL_LIMIT_PER_ADDRESS). */
export const withdrawalEmailLimit = (config: Config): AddressLimit => ({
  scope: 'withdrawal_email',
  max: config.emailLimitPerAddress,
  windowMs: hour,
});

/** Visit bookings per address and hour (EMAIL_LIMIT_PER_ADDRESS): each sends a confirmation. */
export const visitEmailLimit = (config: Config): AddressLimit => ({
  scope: 'visit_email',
  max: config.emailLimitPerAddress,
  windowMs: hour,
});

/**
 * The form an address is counted under: one inbox, one counter. Letter case and a
 * '+tag' after the local part reach the same inbox at the common providers
 * ('ana+1@x', 'ANA@x' and 'ana@x' are one), so both are dropped before counting.
 */
export function addressKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at).split('+')[0];
  return at > 0 && local ? `${local}${address.slice(at)}` : address;
}

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
): Promise<boolean> {
  if (limit.max <= 0) return true;
  const expired = now - limit.windowMs;
  const address = addressKey(email);
  const { rows } = await sql<{ count: number | string }>`
    insert into address_limits (scope, address, window_start, count)
    values (${limit.scope}, ${address}, ${now}, 1)
    on conflict (scope, address) do update set
      count = case when address_limits.window_start <= ${expired}
        then 1 else address_limits.count + 1 end,
      window_start = case when address_limits.window_start <= ${expired}
        then ${now} else address_limits.window_start end
    returning count`.execute(db);
  // Old counters are dead weight: dropped now and then, never needed again.
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('address_limits')
      .where('window_start', '<', now - 24 * hour)
      .execute();
  }
  return Number(rows[0]?.count ?? 0) <= limit.max;
}

/**
 * Seconds until `email`'s window under `limit` ends (at least 1): the wait a refusal by
 * `takeAddressLimit` tells the client.
 */
export async function addressLimitWait(
  db: Kysely<Database> | Transaction<Database>,
  limit: AddressLimit,
  email: string,
  now = Date.now(),
): Promise<number> {
  const row = await db
    .selectFrom('address_limits')
    .select('window_start')
    .where('scope', '=', limit.scope)
    .where('address', '=', addressKey(email))
    .executeTakeFirst();
  const endsAt = Number(row?.window_start ?? now) + limit.windowMs;
  return Math.max(1, Math.ceil((endsAt - now) / 1000));
}
