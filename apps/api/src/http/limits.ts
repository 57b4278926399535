/**
 * Rate-limit counters kept in the database (table `rate_limits`), so several API instances
 * on one PostgreSQL enforce one limit per client instead of one per instance. SQLite runs
 * the same queries in its single process.
 *
 * A fixed window per key that starts at the key's first hit: each hit is one upsert that
 * either counts into the current window or, once it has ended, starts a new one with a
 * count of 1. The row is locked for the statement (PostgreSQL's ON CONFLICT DO UPDATE;
 * SQLite's single writer), so concurrent hits on any instance never lose a count.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { DataStore } from '../db/database';

export type LimitWindow = {
  /** Hits in the current window (including this one, for `hit`). */
  readonly count: number;
  /** Epoch ms when the window ends and counting starts again. */
  readonly resetAt: number;
};

export class WindowCounter {
  private lastPrune = 0;

  /**
   * @param retentionMs how long a window's row is kept after it started: at least the
   *   longest window counted, so no live window is ever pruned.
   */
  constructor(
    private readonly store: DataStore,
    private readonly retentionMs = 60_000,
  ) {}

  /** Adds one hit to `key` and answers its window after the hit. */
  async hit(key: string, windowMs: number, now = Date.now()): Promise<LimitWindow> {
    await this.pruneOccasionally(now);
    const ended = now - windowMs;
    const { rows } = await sql<{ count: number | string; window_start: number | string }>`
      insert into rate_limits (key, window_start, count)
      values (${key}, ${now}, 1)
      on conflict (key) do update set
        count = case when rate_limits.window_start <= ${ended}
          then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start <= ${ended}
          then ${now} else rate_limits.window_start end
      returning count, window_start`.execute(this.store.db);
    const row = rows[0];
    if (!row) throw new Error('rate_limits: the upsert returned no row');
    return { count: Number(row.count), resetAt: Number(row.window_start) + windowMs };
  }

  /** `key`'s current window without counting a hit (count 0 when none is running). */
  async peek(key: string, windowMs: number, now = Date.now()): Promise<LimitWindow> {
    const row = await this.store.db
      .selectFrom('rate_limits')
      .select(['count', 'window_start'])
      .where('key', '=', key)
      .where('window_start', '>', now - windowMs)
      .executeTakeFirst();
    return row
      ? { count: Number(row.count), resetAt: Number(row.window_start) + windowMs }
      : { count: 0, resetAt: now };
  }

  /**
   * Deletes windows older than the retention, at most once per retention period and
   * instance; instances pruning at the same time delete the same rows harmlessly.
   */
  private async pruneOccasionally(now: number): Promise<void> {
    if (now - this.lastPrune < this.retentionMs) return;
    this.lastPrune = now;
    await this.store.db
      .deleteFrom('rate_limits')
      .where('window_start', '<', now - this.retentionMs)
      .execute();
  }
}

/**
 * A store for @fastify/rate-limit that counts in the database. The plugin builds one per
 * rate-limited route through `child`, so each route keeps its own count per client, as its
 * in-memory store does.
 */
export function databaseRateLimitStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the root store with its options; children get a route prefix.
    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'rate:';
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      counter.hit(`${this.prefix}${key}`, timeWindow, now).then(
        (window) => callback(null, { current: window.count, ttl: window.resetAt - now }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const route =
        (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ??
        (routeOptions as { method?: unknown; url?: unknown });
      const method = Array.isArray(route.method) ? route.method.join(',') : String(route.method);
      return new DatabaseRateLimitStore(`rate:${method} ${String(route.url)}:`);
    }
  }
  return DatabaseRateLimitStore;
}
