/**
 * The public forms' use cases (spec 5): a contact or price request stored as a lead, and a
 * job application with its CV in the file storage (./storage.ts). Each record and its
 * department's email (./lead-delivery.ts) commit in one transaction, and the mailer is woken
 * once it has.
 */
import { randomUUID } from 'node:crypto';
import type { cvFieldsSchema } from '@territorio/api-client';
import type { z } from 'zod';
import { insertJobApplication } from '../repositories/job-applications';
import { insertLead, type NewLead } from '../repositories/leads';
import { isoNow } from './clock';
import type { AppContext } from './context';
import { cvFolder, type DocumentType } from './files';
import { queueJobApplicationEmail, queueLeadEmail } from './lead-delivery';

/** Stores a lead and queues its department's email in one transaction; returns its id. */
export async function storeLead(
  context: AppContext,
  values: Omit<NewLead, 'created_at'>,
): Promise<number> {
  const id = await context.store.writeTransaction(async (trx) => {
    const lead = await insertLead(trx, { ...values, created_at: isoNow() });
    await queueLeadEmail(context, trx, lead);
    return lead.id;
  });
  context.mailer.wake();
  return id;
}

/** A CV as received, its type read from its content (./files.ts `detectDocumentType`). */
export type CvDocument = { readonly content: Buffer; readonly type: DocumentType };

/**
 * Stores the CV and the application, and queues its email; returns the application's id.
 * With database storage the file and its record commit together; a local file outlives a
 * rolled-back record, so it is removed when the transaction fails.
 */
export async function applyForJob(
  context: AppContext,
  fields: z.output<typeof cvFieldsSchema>,
  cv: CvDocument,
): Promise<number> {
  // The stored name is ours: the client's file name never reaches the storage.
  const fileName = `${isoNow().slice(0, 7)}/${randomUUID()}.${cv.type.extension}`;
  const storedName = `${cvFolder}/${fileName}`;
  try {
    const id = await context.store.writeTransaction(async (trx) => {
      await context.files.put(storedName, cv.content, cv.type.mime, trx);
      const application = await insertJobApplication(trx, {
        name: fields.name,
        lastname: fields.lastname,
        email: fields.email,
        cellphone: fields.cellphone,
        telephone: fields.telephone ?? '',
        studies: fields.studies ?? '',
        position: fields.position ?? '',
        zone: fields.zone ?? '',
        message: fields.message ?? '',
        file_name: fileName,
        file_type: cv.type.mime,
        file_size: cv.content.length,
        created_at: isoNow(),
      });
      await queueJobApplicationEmail(context, trx, application);
      return application.id;
    });
    context.mailer.wake();
    return id;
  } catch (error) {
    await context.files.remove(storedName).catch(() => undefined);
    throw error;
  }
}
