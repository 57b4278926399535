/**
 * Staff accounts (`staff_accounts`). Every change of password, role or brands raises the
 * account's credential version in the same statement, which voids the sessions made
 * with the previous one.
 */
import type { Insertable, Selectable } from 'kysely';
import type { Db, StaffAccountTable } from '../db/schema';

export type StaffAccountRow = Selectable<StaffAccountTable>;

/** The account with this (normalized) email. */
export function accountByEmail(db: Db, email: string): Promise<StaffAccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('email', '=', email).executeTakeFirst();
}

export function accountById(db: Db, id: number): Promise<StaffAccountRow | undefined> {
  return db.selectFrom('staff_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The account's credential version, read for a sign-in's write: `share` (PostgreSQL) keeps
 * the row from changing until the transaction ends.
 */
export async function credentialVersion(
  trx: Db,
  id: number,
  share: boolean,
): Promise<number | undefined> {
  let query = trx.selectFrom('staff_accounts').select('credential_version').where('id', '=', id);
  if (share) query = query.forShare();
  return (await query.executeTakeFirst())?.credential_version;
}

/** Writes the account's name, role, brands and password, raising its credential version. */
export async function updateCredentials(
  trx: Db,
  id: number,
  values: Pick<StaffAccountRow, 'name' | 'role' | 'brand_ids' | 'password_hash' | 'updated_at'>,
): Promise<void> {
  await trx
    .updateTable('staff_accounts')
    .set({ ...values, credential_version: (eb) => eb('credential_version', '+', 1) })
    .where('id', '=', id)
    .execute();
}

export function insertAccount(
  trx: Db,
  values: Omit<Insertable<StaffAccountTable>, 'id'>,
): Promise<StaffAccountRow> {
  return trx.insertInto('staff_accounts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The accounts with one of `roles`, by name then id. */
export function accountsWithRoles(
  db: Db,
  roles: readonly StaffAccountRow['role'][],
): Promise<StaffAccountRow[]> {
  return db
    .selectFrom('staff_accounts')
    .selectAll()
    .where('role', 'in', roles)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
