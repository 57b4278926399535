/** The trade-in valuations this server issued, each for one operation (`valuations`). */
import type { Insertable } from 'kysely';
import type { Db, ValuationTable } from '../db/schema';

/** The latest valuation issued for the operation of this version, year and mileage. */
export function latestValuation(
  db: Db,
  issued: { operationCode: string; codia: string; year: number; kms: number },
) {
  return db
    .selectFrom('valuations')
    .selectAll()
    .where('operation_code', '=', issued.operationCode)
    .where('codia', '=', issued.codia)
    .where('year', '=', issued.year)
    .where('kms', '=', issued.kms)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertValuation(
  db: Db,
  values: Omit<Insertable<ValuationTable>, 'id'>,
): Promise<void> {
  await db.insertInto('valuations').values(values).execute();
}
