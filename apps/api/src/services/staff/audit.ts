/**
 * The staff audit log: who did what to which record, when, and the record before and
 * after (JSON). Written in the same transaction as the change it records, so a change
 * never happens unlogged; admins read it through GET /audit.
 */
import type { AuditEntry } from '@territorio/api-client/staff';
import type { Selectable } from 'kysely';
import type { Db, StaffAuditTable } from '../../db/schema';

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

export async function recordAudit(db: Db, record: AuditRecord): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      actor_id: record.actor.id,
      actor: record.actor.email,
      action: record.action,
      subject_type: record.subjectType,
      subject_id: String(record.subjectId),
      before: record.before === undefined ? null : JSON.stringify(record.before),
      after: record.after === undefined ? null : JSON.stringify(record.after),
      created_at: new Date().toISOString(),
    })
    .execute();
}

function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

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
