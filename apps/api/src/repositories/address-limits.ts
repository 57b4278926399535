/** The per-address counters of public email sends (`address_limits`): one row per scope and address. */
import { sql } from 'kysely';
import type { Db } from '../db/schema';

/**
 * Counts one use of `address` in `scope`, in one statement (insert or update in place), so
 * concurrent requests on any instance never lose a count: a window that started at or
 * before `expired` starts again at `now` with this use. Answers the count and the window's
 * start after the use (undefined only if the database answered no row).
 */
export async function countAddressUse(
  db: Db,
  use: { scope: string; address: string; now: number; expired: number },
): Promise<{ count: number | string; window_start: number | string } | undefined> {
  const { scope, address, now, expired } = use;
  const { rows } = await sql<{ count: number | string; window_start: number | string }>`
    insert into address_limits (scope, address, window_start, count)
    values (${scope}, ${address}, ${now}, 1)
    on conflict (scope, address) do update set
      count = case when address_limits.window_start <= ${expired}
        then 1 else address_limits.count + 1 end,
      window_start = case when address_limits.window_start <= ${expired}
        then ${now} else address_limits.window_start end
    returning count, window_start`.execute(db);
  return rows[0];
}

/** Drops the counters whose window started before `before`. */
export async function dropAddressCountsBefore(db: Db, before: number): Promise<void> {
  await db.deleteFrom('address_limits').where('window_start', '<', before).execute();
}
