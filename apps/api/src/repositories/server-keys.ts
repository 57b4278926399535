/** The server's own secret keys (`server_keys`), one per name, shared by every instance. */
import type { Db } from '../db/schema';

/** Stores `value` under `name` unless a key has that name already (the first one wins). */
export async function insertKeyIfMissing(
  db: Db,
  key: { name: string; value: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('server_keys')
    .values({ name: key.name, value: key.value, created_at: key.createdAt })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/** The key stored under `name`; throws when there is none. */
export async function keyValue(db: Db, name: string): Promise<string> {
  const row = await db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
