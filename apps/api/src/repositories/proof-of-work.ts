/**
 * The spent proof-of-work challenges (migrations/014_abuse.ts): a challenge is taken by one
 * insert keyed by its signature, so of two requests carrying the same solution, on any
 * instance, exactly one inserts and the other finds the key taken.
 */
import type { Db } from '../db/schema';

/**
 * Marks the challenge `id` spent until `expiresAtMs` (epoch ms); false when it already was.
 * Rows of challenges expired by `nowMs` go first: no solution of theirs is taken any more.
 */
export async function spendChallenge(
  db: Db,
  id: string,
  expiresAtMs: number,
  nowMs: number,
): Promise<boolean> {
  await db.deleteFrom('proof_of_work_spent').where('expires_at', '<', nowMs).execute();
  const inserted = await db
    .insertInto('proof_of_work_spent')
    .values({ id, expires_at: expiresAtMs })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
