/** Locks that serialise writes across instances where no row exists to lock. */
import { sql } from 'kysely';
import type { Db } from '../db/schema';

/** Takes PostgreSQL's transaction-scoped advisory lock `id` (a signed 64-bit integer). */
export async function advisoryTransactionLock(trx: Db, id: bigint): Promise<void> {
  await sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`.execute(trx);
}
