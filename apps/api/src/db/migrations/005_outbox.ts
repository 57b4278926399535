import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The outbox becomes a durable queue that a worker in every instance drains
 * (services/email.ts), and uploaded files get a table every instance reads
 * (services/storage.ts):
 * - `attempts`, `next_attempt_at`: the retry schedule; a row is due when it is 'queued'
 *   and its next attempt is not in the future;
 * - `claimed_by`, `lease_until`: the worker sending a row ('sending') and until when its
 *   claim holds; a row whose lease ran out (the instance died mid-send) is due again;
 * - `message_id`: fixed when the row is written, so a resend after a crash carries the
 *   same Message-ID and the receiver can drop the duplicate;
 * - `provider_response`, `sent_at`: what the provider answered (SMTP id and reply, or the
 *   local file) and when.
 * Rows written before this migration: 'written' (a local file) becomes 'sent'; 'queued'
 * rows (their process died before sending) are due at once.
 */
export function outboxMigration(dialect: Dialect) {
  const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const add = (column: string, type: string, notNullDefault?: string) =>
        sql
          .raw(
            `alter table outbox add column ${column} ${type}${
              notNullDefault === undefined ? '' : ` not null default ${notNullDefault}`
            }`,
          )
          .execute(db);
      await add('attempts', 'integer', '0');
      await add('next_attempt_at', 'text');
      await add('claimed_by', 'text');
      await add('lease_until', 'text');
      await add('message_id', 'text');
      await add('provider_response', 'text');
      await add('sent_at', 'text');
      await sql`update outbox set next_attempt_at = created_at,
        message_id = '<outbox-' || id || '-' || replace(replace(created_at, ':', ''), '.', '') || '@territorio.invalid>'`.execute(
        db,
      );
      await sql`update outbox set status = 'sent', provider_response = file_path, sent_at = created_at
        where status = 'written'`.execute(db);
      // The worker's query: due rows by time, and expired leases.
      await sql`create index outbox_due on outbox (status, next_attempt_at)`.execute(db);

      await sql`create table files (
        name text primary key,
        content_type text not null,
        size integer not null,
        content ${sql.raw(bytes)} not null,
        created_at text not null
      )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('files').ifExists().execute();
      await sql`drop index if exists outbox_due`.execute(db);
      for (const column of [
        'sent_at',
        'provider_response',
        'message_id',
        'lease_until',
        'claimed_by',
        'next_attempt_at',
        'attempts',
      ]) {
        await db.schema.alterTable('outbox').dropColumn(column).execute();
      }
    },
  };
}
