/**
 * The leads inbox: contacts, price requests, offers leads (a contact with subject
 * 'Oportunidades') and withdrawal requests, from the `leads` table the public forms write,
 * with the staff's workflow (status, assignment, notes).
 */
import { normalizeArgentinePhone } from '@territorio/api-client';
import {
  maskOperationCode,
  staffCan,
  staffMessages,
  type LeadDetail,
  type LeadStatus,
  type LeadSummary,
  type LeadType,
  type leadListQuerySchema,
  type StaffDirectoryEntry,
  type StaffMember,
} from '@territorio/api-client/staff';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import {
  leadOfBrands,
  leadsPage,
  offersSubject,
  touchLead,
  updateLead as writeLeadChanges,
  type LeadListRow,
} from '../../repositories/leads';
import { insertLeadNote, notesOfLead } from '../../repositories/lead-notes';
import { accountById, accountsWithRoles } from '../../repositories/staff-accounts';
import { DomainError, notFound } from '../../domain/errors';
import type { AppContext } from '../context';
import { memberOf } from './accounts';
import { recordAudit, type Actor } from './audit';
import { isoNow } from '../clock';
import { brandScope, pageItems, refuseForeignBrandFilter } from './common';

type LeadRow = LeadListRow;

export const assigneeError = 'Elegí a una persona de ventas de esta marca o de administración.';

function leadType(row: Pick<LeadRow, 'kind' | 'subject'>): LeadType {
  return row.kind === 'contact' && row.subject === offersSubject ? 'offers' : row.kind;
}

/**
 * The lead's operation code as `member` may read it: whole for admins and for salespeople
 * of the operation's brand (who can act on it), masked for everyone else, whatever brand
 * the lead itself carries.
 */
function visibleOperationCode(row: LeadRow, member: StaffMember): string | null {
  if (row.operation_code === null) return null;
  const canAct =
    member.role === 'admin' ||
    (row.operation_brand_id !== null && staffCan(member, 'reservations', row.operation_brand_id));
  return canAct ? row.operation_code : maskOperationCode(row.operation_code);
}

function summaryOf(row: LeadRow, member: StaffMember): LeadSummary {
  return {
    id: row.id,
    type: leadType(row),
    status: row.status,
    brand_id: row.brand_id,
    name: row.name,
    lastname: row.lastname,
    email: row.email,
    telephone: row.telephone,
    vehicle: row.vehicle,
    subject: row.subject,
    reference: row.reference,
    operation_code: visibleOperationCode(row, member),
    assigned_to:
      row.assigned_to === null ? null : { id: row.assigned_to, name: row.assignee_name ?? '' },
    created_at: row.created_at,
    updated_at: row.updated_at ?? row.created_at,
    withdrawal_status: row.withdrawal_status,
    withdrawal_paid_at: row.withdrawal_paid_at,
    withdrawal_deadline: row.withdrawal_deadline,
    withdrawal_reason: row.withdrawal_reason,
  };
}

/** wa.me and tel: links for an Argentine number; null when it is not one. */
export function replyLinks(telephone: string): {
  whatsapp_url: string | null;
  phone_url: string | null;
} {
  const national = normalizeArgentinePhone(telephone);
  if (!national) return { whatsapp_url: null, phone_url: null };
  // WhatsApp writes Argentine mobiles as 54 9 + the national number (no 0, no 15).
  return { whatsapp_url: `https://wa.me/549${national}`, phone_url: `tel:+54${national}` };
}

export async function listLeads(
  db: Db,
  member: StaffMember,
  filter: z.output<typeof leadListQuerySchema>,
) {
  refuseForeignBrandFilter(member, 'leads', filter.brand_id);
  const page = await leadsPage(db, brandScope(member), filter, member.id);
  return pageItems(page, (row) => summaryOf(row, member));
}

export async function leadRow(db: Db, member: StaffMember, id: number): Promise<LeadRow> {
  const row = await leadOfBrands(db, brandScope(member), id);
  // Another brand's lead is answered as missing: its existence is not the member's business.
  if (!row) throw notFound(staffMessages.notFound);
  return row;
}

export async function loadLead(db: Db, member: StaffMember, id: number): Promise<LeadDetail> {
  const row = await leadRow(db, member, id);
  const notes = await notesOfLead(db, id);
  return { ...summaryOf(row, member), message: row.message, notes, ...replyLinks(row.telephone) };
}

/**
 * Staff who may work leads, as `viewer` may see them: an admin gets every admin and
 * salesperson in full; a salesperson only the salespeople sharing one of their brands, by
 * id and name, since an email is what a guess at a password starts from.
 */
export async function listMembers(db: Db, viewer: StaffMember): Promise<StaffDirectoryEntry[]> {
  const rows = await accountsWithRoles(
    db,
    viewer.role === 'admin' ? ['admin', 'sales'] : ['sales'],
  );
  if (viewer.role === 'admin') return rows.map(memberOf);
  const brands = new Set<number>(viewer.brand_ids);
  return rows
    .filter((row) => memberOf(row).brand_ids.some((brand) => brands.has(brand)))
    .map((row) => ({ id: row.id, name: row.name }));
}

export async function updateLead(
  context: AppContext,
  member: StaffMember,
  id: number,
  body: { status?: LeadStatus | undefined; assigned_to?: number | null | undefined },
): Promise<LeadDetail> {
  const db = context.store.db;
  const current = await leadRow(db, member, id);
  if (body.assigned_to !== undefined && body.assigned_to !== null) {
    const assignee = await accountById(db, body.assigned_to);
    if (
      !assignee ||
      assignee.role === 'hr' ||
      !staffCan(memberOf(assignee), 'leads', current.brand_id)
    ) {
      throw new DomainError('invalid', 'invalid_request', staffMessages.notFound, {
        fields: { assigned_to: assigneeError },
      });
    }
  }
  const changes = {
    ...(body.status !== undefined ? { status: body.status } : {}),
    ...(body.assigned_to !== undefined ? { assigned_to: body.assigned_to } : {}),
  };
  await context.store.writeTransaction(async (trx) => {
    await writeLeadChanges(trx, id, changes, isoNow());
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'lead_updated',
      subjectType: 'lead',
      subjectId: id,
      before: { status: current.status, assigned_to: current.assigned_to },
      after: {
        status: changes.status ?? current.status,
        assigned_to: changes.assigned_to !== undefined ? changes.assigned_to : current.assigned_to,
      },
    });
  });
  return loadLead(db, member, id);
}

export async function addLeadNote(
  context: AppContext,
  member: StaffMember,
  id: number,
  text: string,
): Promise<LeadDetail> {
  const db = context.store.db;
  await leadRow(db, member, id);
  await context.store.writeTransaction(async (trx) => {
    const now = isoNow();
    const noteId = await insertLeadNote(trx, {
      lead_id: id,
      author_id: member.id,
      author: member.name,
      text,
      created_at: now,
    });
    await touchLead(trx, id, now);
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'lead_note_added',
      subjectType: 'lead',
      subjectId: id,
      after: { note_id: noteId, text },
    });
  });
  return loadLead(db, member, id);
}

export function actorOf(member: StaffMember): Actor {
  return { id: member.id, email: member.email };
}
