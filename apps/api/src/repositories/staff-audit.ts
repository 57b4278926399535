/** The staff audit log (`staff_audit`): one row per change, never updated. */
import type { Insertable, Selectable } from 'kysely';
import type { Db, StaffAuditTable, StaffRoleName } from '../db/schema';
import { pageOf } from './pages';

export async function insertAuditRow(
  db: Db,
  values: Omit<Insertable<StaffAuditTable>, 'id'>,
): Promise<void> {
  await db.insertInto('staff_audit').values(values).execute();
}

/** Many rows, a hundred per statement (an import's thousands of unit changes). */
export async function insertAuditRows(
  db: Db,
  rows: readonly Omit<Insertable<StaffAuditTable>, 'id'>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) {
    await db
      .insertInto('staff_audit')
      .values(rows.slice(start, start + 100))
      .execute();
  }
}

/** An audit row with the acting member's name and role as they are now (none: no member). */
export type NamedAuditRow = Selectable<StaffAuditTable> & {
  readonly actor_name: string | null;
  readonly actor_role: StaffRoleName | null;
};

/** The audit rows of one record, newest first, with their actors' names. */
export async function auditOfRecord(
  db: Db,
  subjectType: string,
  subjectId: string,
): Promise<NamedAuditRow[]> {
  return db
    .selectFrom('staff_audit')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'staff_audit.actor_id')
    .selectAll('staff_audit')
    .select(['staff_accounts.name as actor_name', 'staff_accounts.role as actor_role'])
    .where('staff_audit.subject_type', '=', subjectType)
    .where('staff_audit.subject_id', '=', subjectId)
    .orderBy('staff_audit.id', 'desc')
    .execute();
}

/** One page of the whole log, newest first. */
export function auditRowsPage(db: Db, page: number) {
  return pageOf(
    db.selectFrom('staff_audit').selectAll(),
    (rows) => rows.orderBy('id', 'desc'),
    page,
  );
}
