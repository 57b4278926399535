/** Staff sessions (`staff_sessions`), kept by the SHA-256 of their id only. */
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
