/** The job applications table's write: a new application, its CV already stored. */
import type { Insertable } from 'kysely';
import type { Db, JobApplicationTable } from '../db/schema';

export function insertJobApplication(trx: Db, values: Omit<Insertable<JobApplicationTable>, 'id'>) {
  return trx.insertInto('job_applications').values(values).returningAll().executeTakeFirstOrThrow();
}
