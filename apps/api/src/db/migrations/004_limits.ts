import { sql, type Kysely } from 'kysely';

/**
 * Rate-limit counters live in the database, so every API instance on one database counts
 * against the same limits: one row per key holding its current window, counted and
 * restarted atomically by one upsert (http/limits.ts). `window_start` is epoch
 * milliseconds (bigint on PostgreSQL); the index serves the pruning of old windows.
 */
export function limitsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table rate_limits (
        key text primary key,
        window_start bigint not null,
        count integer not null
      )`.execute(db);
      await sql`create index rate_limits_window on rate_limits (window_start)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('rate_limits').ifExists().execute();
    },
  };
}
