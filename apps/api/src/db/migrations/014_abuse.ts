import { sql, type Kysely } from 'kysely';

/**
 * What the abuse limits need to know (services/visits, services/proof-of-work,
 * services/server-keys):
 * - `visits.client_key`: a keyed hash of the address the booking came from (never the
 *   address itself), and `visits.telephone_key`: the telephone's digits in one normal form.
 *   With `email_normalized` they cap the live bookings one source may hold, and let the
 *   agenda say when a slot or a day filled from few sources. Older rows have none.
 * - `proof_of_work_spent`: each solved challenge is taken once; its row lives until the
 *   challenge itself would have expired (epoch milliseconds), then it is pruned.
 * - `server_keys`: random keys the instances sharing the database share (the signing keys
 *   of challenges, device cookies and client keys), made on first use unless configured.
 */
export function abuseMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table visits add column client_key text`.execute(db);
      await sql`alter table visits add column telephone_key text`.execute(db);
      await sql`create index visits_live_client on visits (client_key)
        where status = 'booked'`.execute(db);
      await sql`create index visits_live_telephone on visits (telephone_key)
        where status = 'booked'`.execute(db);
      await sql`create index visits_live_email on visits (email_normalized)
        where status = 'booked'`.execute(db);

      await sql`create table proof_of_work_spent (
        id text primary key,
        expires_at bigint not null
      )`.execute(db);
      await sql`create index proof_of_work_spent_expires on proof_of_work_spent (expires_at)`.execute(
        db,
      );

      await sql`create table server_keys (
        name text primary key,
        value text not null,
        created_at text not null
      )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('server_keys').ifExists().execute();
      await db.schema.dropTable('proof_of_work_spent').ifExists().execute();
      await sql`drop index if exists visits_live_email`.execute(db);
      await sql`drop index if exists visits_live_telephone`.execute(db);
      await sql`drop index if exists visits_live_client`.execute(db);
      await db.schema.alterTable('visits').dropColumn('telephone_key').execute();
      await db.schema.alterTable('visits').dropColumn('client_key').execute();
    },
  };
}
