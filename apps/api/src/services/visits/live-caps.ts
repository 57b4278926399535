/**
 * The live bookings one source may hold, so that no one hoards a site's places: per client
 * address, per telephone and per email (config `visitLiveCaps`), across sites and days.
 * "Live" is booked and starting after now. A booking counts its sources' live visits in its
 * write transaction, after taking a lock per source: on PostgreSQL a transaction-scoped
 * advisory lock on a hash of each source (taken in one order, so two bookings that share
 * sources never wait on each other in a cycle); SQLite's write transaction already runs
 * alone. Concurrent bookings from one source on any number of instances are therefore
 * counted one after another, and at most the cap of them commit.
 *
 * The client is stored as an HMAC of its network (the `client-key` server key), never as
 * the address: an IPv4 address as it is, an IPv6 address as its /64, which one subscriber
 * holds whole and could otherwise walk through.
 */
import { createHash, createHmac } from 'node:crypto';
import { normalizeArgentinePhone, visitMessages } from '@territorio/api-client';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config';
import type { Dialect } from '../../db/database';
import type { Db } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { advisoryTransactionLock } from '../../repositories/locks';
import { liveVisitCounts, type LiveCapSource } from '../../repositories/visits';
import { addressKey } from '../address-limits';
import type { AppContext } from '../context';

/** What a booking is counted under; null where it has no such source. */
export type BookingSources = {
  readonly clientKey: string | null;
  readonly telephoneKey: string | null;
  readonly emailKey: string;
};

/** The network a client address stands for: IPv4 as it is, IPv6 as its /64. */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  // An IPv4 address seen through an IPv6 socket ('::ffff:203.0.113.7') is the IPv4 one.
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
}

/** The booking's sources: the client's keyed hash, the telephone's national number, the inbox. */
export async function bookingSources(
  context: AppContext,
  booking: { readonly clientIp: string; readonly telephone: string; readonly email: string },
): Promise<BookingSources> {
  const key = await context.keys.get('client-key');
  return {
    clientKey: createHmac('sha256', key)
      .update(clientNetwork(booking.clientIp))
      .digest('base64url'),
    telephoneKey: normalizeArgentinePhone(booking.telephone),
    emailKey: addressKey(booking.email),
  };
}

type Source = LiveCapSource;

/** A signed 64-bit advisory lock id from a source's name: the first 8 bytes of its SHA-256. */
function lockId(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/** Takes each source's lock (PostgreSQL), in ascending id order, until the transaction ends. */
async function lockSources(trx: Db, dialect: Dialect, names: readonly string[]): Promise<void> {
  if (dialect !== 'postgres') return;
  const ids = [...new Set(names.map(lockId))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) {
    await advisoryTransactionLock(trx, id);
  }
}

const capMessages: Record<Source, string> = {
  client: visitMessages.clientCapReached,
  telephone: visitMessages.telephoneCapReached,
  email: visitMessages.emailCapReached,
};

/** The refusal of a booking past its sources' caps, a field each ('client' for the address). */
function capsReached(sources: readonly Source[]): DomainError {
  const fields = Object.fromEntries(sources.map((source) => [source, capMessages[source]]));
  return new DomainError('conflict', 'visit_cap', capMessages[sources[0]!], { fields });
}

/**
 * Refuses the booking when any of its sources already holds its cap of live visits at
 * `now`, in the booking's write transaction (the caller inserts the visit after it).
 */
export async function checkLiveCaps(
  trx: Db,
  context: { readonly config: Config; readonly store: { readonly dialect: Dialect } },
  sources: BookingSources,
  now: Date,
): Promise<void> {
  const caps = context.config.visitLiveCaps;
  const keys: [Source, string | null, number][] = [
    ['client', sources.clientKey, caps.perClient],
    ['telephone', sources.telephoneKey, caps.perTelephone],
    ['email', sources.emailKey, caps.perEmail],
  ];
  const counted = keys.filter(
    (entry): entry is [Source, string, number] => entry[1] !== null && entry[2] > 0,
  );
  if (counted.length === 0) return;
  await lockSources(
    trx,
    context.store.dialect,
    counted.map(([source, key]) => `visit-live:${source}:${key}`),
  );
  const row = await liveVisitCounts(
    trx,
    counted.map(([source, key]) => [source, key] as const),
    now.toISOString(),
  );
  const reached = counted
    .filter(([source, , cap]) => Number(row[source] ?? 0) >= cap)
    .map(([source]) => source);
  if (reached.length > 0) throw capsReached(reached);
}
