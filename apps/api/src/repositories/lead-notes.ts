/** The staff's notes on a lead (`lead_notes`), never edited. */
import type { Insertable } from 'kysely';
import type { Db, LeadNoteTable } from '../db/schema';

/** The lead's notes, newest first. */
export function notesOfLead(db: Db, leadId: number) {
  return db
    .selectFrom('lead_notes')
    .select(['id', 'author', 'text', 'created_at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Adds a note; answers its id. */
export async function insertLeadNote(
  trx: Db,
  values: Omit<Insertable<LeadNoteTable>, 'id'>,
): Promise<number> {
  const note = await trx
    .insertInto('lead_notes')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return note.id;
}
