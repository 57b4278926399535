/** The job applications table: a new application (its CV already stored) and its CV's file. */
import type { Insertable } from 'kysely';
import type { Db, JobApplicationTable } from '../db/schema';

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
