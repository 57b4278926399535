/** The job applications table: a new application (its CV already stored) and its CV's file. */
import type { applicationListQuerySchema } from '@territorio/api-client/staff';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { Db, JobApplicationTable } from '../db/schema';
import { pageOf, searchColumns } from './pages';

export function insertJobApplication(trx: Db, values: Omit<Insertable<JobApplicationTable>, 'id'>) {
  return trx.insertInto('job_applications').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Where the application's CV is stored and its sniffed type. */
export function applicationFile(db: Db, id: number) {
  return db
    .selectFrom('job_applications')
    .select(['id', 'file_name', 'file_type'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One page of the applications, newest first, searched by name, contact and position. */
export function applicationsPage(db: Db, filter: z.output<typeof applicationListQuerySchema>) {
  let query = db.selectFrom('job_applications').selectAll();
  const text = filter.q?.trim();
  if (text) {
    query = query.where((eb) =>
      searchColumns(
        eb,
        ['name', 'lastname', 'email', 'cellphone', 'telephone', 'position', 'zone', 'studies'],
        text,
      ),
    );
  }
  return pageOf(
    query,
    (rows) => rows.orderBy('created_at', 'desc').orderBy('id', 'desc'),
    filter.page,
  );
}
