import { sql, type Kysely } from 'kysely';

/**
 * Staff sign-in that holds under concurrent requests:
 * - `staff_accounts.credential_version`: raised in the same transaction as every change of
 *   password, role or brands; `staff_sessions.credential_version` is the version a session
 *   was made with, and a session is valid only while the two match. Existing rows start at
 *   1 on both sides, so sessions made before this migration stay valid.
 * - `staff_sign_in_attempts` replaces `staff_sign_in_failures`: attempts per email and
 *   client address (`address`), and one account-wide row per email (`address` = '*'),
 *   counted before the password is checked. The old counts are short-lived (15 minutes)
 *   and are not carried over.
 */
export function credentialVersionsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`alter table staff_accounts add column credential_version integer not null default 1`.execute(
        db,
      );
      await sql`alter table staff_sessions add column credential_version integer not null default 1`.execute(
        db,
      );
      await sql`create table staff_sign_in_attempts (
        email text not null,
        address text not null,
        count integer not null,
        window_start bigint not null,
        locked_until bigint,
        primary key (email, address)
      )`.execute(db);
      await sql`drop table staff_sign_in_failures`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`create table staff_sign_in_failures (
        email text primary key,
        count integer not null,
        window_start bigint not null,
        locked_until bigint
      )`.execute(db);
      await sql`drop table staff_sign_in_attempts`.execute(db);
      await sql`alter table staff_sessions drop column credential_version`.execute(db);
      await sql`alter table staff_accounts drop column credential_version`.execute(db);
    },
  };
}
