/**
 * The staff audit log: who did what to which record, when, and the record before and
 * after (JSON). Written in the same transaction as the change it records, so a change
 * never happens unlogged; admins read it through GET /audit.
 */
import {
  staffRoleLabels,
  unknownActor,
  type AuditEntry,
  type StaffMember,
} from '@territorio/api-client/staff';
import type { Selectable } from 'kysely';
import type { Db, StaffAuditTable } from '../../db/schema';
import {
  auditRowsPage,
  insertAuditRow,
  insertAuditRows,
  type NamedAuditRow,
} from '../../repositories/staff-audit';
import { pageItems } from './common';

/** Who acted: a signed-in member, or a named non-member (the command line, an email tried). */
export type Actor = { readonly id: number | null; readonly email: string };

export type AuditRecord = {
  readonly actor: Actor;
  readonly action: string;
  readonly subjectType: string;
  readonly subjectId: string | number;
  readonly before?: unknown;
  readonly after?: unknown;
};

function auditRow(record: AuditRecord, createdAt: string) {
  return {
    actor_id: record.actor.id,
    actor: record.actor.email,
    action: record.action,
    subject_type: record.subjectType,
    subject_id: String(record.subjectId),
    before: record.before === undefined ? null : JSON.stringify(record.before),
    after: record.after === undefined ? null : JSON.stringify(record.after),
    created_at: createdAt,
  };
}

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await insertAuditRow(db, auditRow(record, new Date().toISOString()));
}

/** Records many changes made at once (an import's units), batched. */
export async function recordAudits(db: Db, records: readonly AuditRecord[]): Promise<void> {
  const now = new Date().toISOString();
  await insertAuditRows(
    db,
    records.map((record) => auditRow(record, now)),
  );
}

function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * An audit row as `viewer` reads it. Admins read the whole log, emails included (the
 * staff directory gives them every email too); anyone else gets who acted by name, their
 * role's label when they have none, and a non-member by the label stored (the command
 * line, the holder of an operation's code), never an email.
 */
export function auditWireFor(viewer: Pick<StaffMember, 'role'>, row: NamedAuditRow): AuditEntry {
  if (viewer.role === 'admin') return auditWire(row);
  let actor = row.actor.includes('@') ? unknownActor : row.actor;
  if (row.actor_id !== null) {
    actor = row.actor_name?.trim() || (row.actor_role ? staffRoleLabels[row.actor_role] : actor);
  }
  return { ...auditWire(row), actor };
}

/** An audit row as the audit log (admins only) shows it. */
export function auditWire(row: Selectable<StaffAuditTable>): AuditEntry {
  return {
    id: row.id,
    actor: row.actor,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    before: parsed(row.before),
    after: parsed(row.after),
    created_at: row.created_at,
  };
}

/** One page of the whole log, newest first (admins only: emails included). */
export async function auditPage(db: Db, page: number) {
  return pageItems(await auditRowsPage(db, page), auditWire);
}
