/** Job applications for hr and admin: the list, and each CV as a download. */
import { staffMessages, type applicationListQuerySchema } from '@territorio/api-client/staff';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { cvFolder } from '../files';
import { notFound } from '../../domain/errors';
import { applicationFile, applicationsPage } from '../../repositories/job-applications';
import type { AppContext } from '../context';
import { pageItems } from './common';

export async function listApplications(
  db: Db,
  filter: z.output<typeof applicationListQuerySchema>,
) {
  return pageItems(
    await applicationsPage(db, filter),
    ({ file_name: _fileName, ...application }) => application,
  );
}

/** The extension a download is named with, from the stored (sniffed) type. */
const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

export async function loadCv(
  context: AppContext,
  id: number,
): Promise<{ content: Buffer; contentType: string; filename: string }> {
  const row = await applicationFile(context.store.db, id);
  const file = row ? await context.files.get(`${cvFolder}/${row.file_name}`) : undefined;
  if (!row || !file) throw notFound(staffMessages.notFound);
  const extension =
    extensions[row.file_type] ?? /\.([a-z0-9]{1,5})$/.exec(row.file_name)?.[1] ?? 'bin';
  // The record's type was sniffed from the content at upload; the storage may not keep one.
  return {
    content: file.content,
    contentType: row.file_type,
    filename: `cv-${row.id}.${extension}`,
  };
}
