/**
 * The leads table: a new lead, a member's changes, a withdrawal's refund, and the
 * console's inbox, scoped by brand.
 */
import type { leadListQuerySchema } from '@territorio/api-client/staff';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db, LeadTable } from '../db/schema';
import { brandList, pageOf, searchColumns, type Page } from './pages';

export type NewLead = Omit<Insertable<LeadTable>, 'id'>;

export function insertLead(trx: Db, values: NewLead) {
  return trx.insertInto('leads').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Writes a member's changes (status, assignee) and dates them. */
export async function updateLead(
  trx: Db,
  id: number,
  changes: Pick<Updateable<LeadTable>, 'status' | 'assigned_to'>,
  now: string,
): Promise<void> {
  await trx
    .updateTable('leads')
    .set({ ...changes, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Dates a lead's last change (a note added to it). */
export async function touchLead(trx: Db, id: number, now: string): Promise<void> {
  await trx.updateTable('leads').set({ updated_at: now }).where('id', '=', id).execute();
}

/** A refundable withdrawal becomes refunded and closed; false if it no longer was refundable. */
export async function closeRefundedWithdrawal(trx: Db, id: number, now: string): Promise<boolean> {
  const moved = await trx
    .updateTable('leads')
    .set({ withdrawal_status: 'refunded', status: 'closed', updated_at: now })
    .where('id', '=', id)
    .where('withdrawal_status', '=', 'refundable')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The withdrawal requests made for an operation, newest first. */
export function withdrawalsOfOperation(db: Db, operationCode: string) {
  return db
    .selectFrom('leads')
    .select([
      'id',
      'reference',
      'withdrawal_status',
      'withdrawal_deadline',
      'withdrawal_reason',
      'created_at',
    ])
    .where('kind', '=', 'withdrawal')
    .where('operation_code', '=', operationCode)
    .orderBy('id', 'desc')
    .execute();
}

/** A lead without a brand belongs to the group. */
export const groupBrandId = 5;

/** The subject the offers page's form sends (DECISIONS: catalogue). */
export const offersSubject = 'Oportunidades';

/** A lead with its assignee's name and the brand of the operation it names. */
export type LeadListRow = Selectable<LeadTable> & {
  assignee_name: string | null;
  /** The brand of the operation `operation_code` names; null when it names none. */
  operation_brand_id: number | null;
};

/** The leads of `brands` (every brand when undefined); the group's brand reads brandless ones. */
function leadsOf(db: Db, brands: readonly number[] | undefined) {
  let query = db
    .selectFrom('leads')
    .leftJoin('staff_accounts', 'staff_accounts.id', 'leads.assigned_to')
    .leftJoin('operations', 'operations.code', 'leads.operation_code')
    .selectAll('leads')
    .select(['staff_accounts.name as assignee_name', 'operations.brand_id as operation_brand_id']);
  if (brands) {
    const list = brandList(brands);
    query = query.where((eb) =>
      brands.includes(groupBrandId)
        ? eb.or([eb('leads.brand_id', 'in', list), eb('leads.brand_id', 'is', null)])
        : eb('leads.brand_id', 'in', list),
    );
  }
  return query;
}

/** One page of the inbox of `brands`, newest first; `memberId` is who "me" is. */
export function leadsPage(
  db: Db,
  brands: readonly number[] | undefined,
  filter: z.output<typeof leadListQuerySchema>,
  memberId: number,
): Promise<Page<LeadListRow>> {
  let query = leadsOf(db, brands);
  if (filter.type === 'offers') {
    query = query.where('leads.kind', '=', 'contact').where('leads.subject', '=', offersSubject);
  } else if (filter.type === 'contact') {
    query = query.where('leads.kind', '=', 'contact').where('leads.subject', '!=', offersSubject);
  } else if (filter.type !== undefined) {
    query = query.where('leads.kind', '=', filter.type);
  }
  if (filter.status !== undefined) query = query.where('leads.status', '=', filter.status);
  if (filter.brand_id !== undefined) {
    const brandId = filter.brand_id;
    query = query.where((eb) =>
      brandId === groupBrandId
        ? eb.or([eb('leads.brand_id', '=', brandId), eb('leads.brand_id', 'is', null)])
        : eb('leads.brand_id', '=', brandId),
    );
  }
  if (filter.assigned === 'me') query = query.where('leads.assigned_to', '=', memberId);
  if (filter.assigned === 'nobody') query = query.where('leads.assigned_to', 'is', null);
  const text = filter.q?.trim();
  if (text) {
    query = query.where((eb) =>
      searchColumns(
        eb,
        [
          'leads.name',
          'leads.lastname',
          'leads.email',
          'leads.telephone',
          'leads.vehicle',
          'leads.message',
          'leads.reference',
          'leads.subject',
        ],
        text,
      ),
    );
  }
  return pageOf(
    query,
    (rows) => rows.orderBy('leads.created_at', 'desc').orderBy('leads.id', 'desc'),
    filter.page,
  );
}

/** The lead with this id if it is of one of `brands` (any brand when undefined). */
export function leadOfBrands(
  db: Db,
  brands: readonly number[] | undefined,
  id: number,
): Promise<LeadListRow | undefined> {
  return leadsOf(db, brands).where('leads.id', '=', id).executeTakeFirst();
}
