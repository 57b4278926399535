/**
 * Staff sessions (`staff_sessions`), kept by the SHA-256 of their id only, and the reset of
 * an email's sign-in attempt counts. The counting itself (`staff_sign_in_attempts`) stays
 * in services/staff/sessions.ts, whose upserts compute the throttle's waits inside the
 * statement.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db, StaffSessionTable } from '../db/schema';

export type StaffSessionRow = Selectable<StaffSessionTable>;

export function sessionByHash(db: Db, idHash: string): Promise<StaffSessionRow | undefined> {
  return db
    .selectFrom('staff_sessions')
    .selectAll()
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
}

export async function insertSession(trx: Db, values: Insertable<StaffSessionTable>): Promise<void> {
  await trx.insertInto('staff_sessions').values(values).execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of the account. */
export async function deleteAccountSessions(trx: Db, accountId: number): Promise<void> {
  await trx.deleteFrom('staff_sessions').where('account_id', '=', accountId).execute();
}

/** Records that the session was used at `at`. */
export async function touchSession(db: Db, idHash: string, at: string): Promise<void> {
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: at })
    .where('id_hash', '=', idHash)
    .execute();
}

/** Removes the sessions that ended: past `expiresBefore`, or unused since `idleSince`. */
export async function deleteEndedSessions(
  trx: Db,
  ended: { expiresBefore: string; idleSince: string },
): Promise<void> {
  await trx
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', ended.expiresBefore),
        eb('last_seen_at', '<=', ended.idleSince),
      ]),
    )
    .execute();
}

/** Forgets every sign-in attempt count of the email (its password was just reset). */
export async function clearSignInAttempts(trx: Db, email: string): Promise<void> {
  await trx.deleteFrom('staff_sign_in_attempts').where('email', '=', email).execute();
}
