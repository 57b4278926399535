/**
 * The staff sign-in attempt counts (`staff_sign_in_attempts`): a row per email and client
 * address, and an account-wide row per email (address `everyAddress`) whose
 * `locked_until` is the instant the next attempt may be checked. Every count is one
 * upsert, so concurrent attempts on any instance never share a place.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/schema';

/** The address of the account-wide row. */
export const everyAddress = '*';

/**
 * The throttle's waits as instants: none for a place below `free`, `untilByPlace` for the
 * places listed, `longestUntil` for every later one (services/staff/sessions.ts computes
 * them from its rule).
 */
export type ThrottleWaits = {
  readonly free: number;
  readonly untilByPlace: readonly (readonly [place: number, until: number])[];
  readonly longestUntil: number;
};

/** The wait the attempt in place `count` sets, as one CASE computed inside the upsert. */
function nextAllowedSql(
  count: RawBuilder<number>,
  waits: ThrottleWaits,
): RawBuilder<number | null> {
  const cases = waits.untilByPlace.map(
    ([place, until]) => sql`when ${count} = ${sql.lit(place)} then ${sql.lit(until)}`,
  );
  return sql<number | null>`case
    when ${count} < ${sql.lit(waits.free)} then null
    ${sql.join(cases, sql` `)}
    else ${sql.lit(waits.longestUntil)} end`;
}

/**
 * Counts one attempt on the row (`email`, `address`). A window that started at or before
 * `ended` (and holds no lock) starts again at 1; while a lock holds at `now`, refused
 * attempts are not counted. Answers the row as this attempt left it.
 */
export async function countAttempt(
  db: Db,
  attempt: { email: string; address: string; now: number; ended: number },
): Promise<{ count: number | string; locked_until: number | string | null } | undefined> {
  const { email, address, now, ended } = attempt;
  const { rows } = await sql<{ count: number | string; locked_until: number | string | null }>`
    insert into staff_sign_in_attempts (email, address, count, window_start, locked_until)
    values (${email}, ${address}, 1, ${now}, null)
    on conflict (email, address) do update set
      count = case
        when coalesce(staff_sign_in_attempts.locked_until, 0) > ${now}
          then staff_sign_in_attempts.count
        when staff_sign_in_attempts.window_start <= ${ended} then 1
        else staff_sign_in_attempts.count + 1 end,
      window_start = case
        when coalesce(staff_sign_in_attempts.locked_until, 0) <= ${now}
          and staff_sign_in_attempts.window_start <= ${ended} then ${now}
        else staff_sign_in_attempts.window_start end
    returning count, locked_until`.execute(db);
  return rows[0];
}

/**
 * Locks the (email, address) row until `until`, if it is not locked at `now`, and starts its
 * count again; answers whether this call set the lock.
 */
export async function lockAddressRow(
  db: Db,
  email: string,
  address: string,
  until: number,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_sign_in_attempts')
    .set({ locked_until: until, count: 0, window_start: until })
    .where('email', '=', email)
    .where('address', '=', address)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Reserves an account-wide place in one conditional upsert: refused (false) while the wait
 * an earlier attempt set has not ended at `now`, else counted (a window that started at or
 * before `ended` starts again at 1) with the next allowed instant set from its place.
 */
export async function reserveAccountPlace(
  db: Db,
  email: string,
  times: { now: number; ended: number },
  waits: ThrottleWaits,
): Promise<boolean> {
  const { now, ended } = times;
  const place = sql<number>`(case
    when staff_sign_in_attempts.window_start <= ${ended} then 1
    else staff_sign_in_attempts.count + 1 end)`;
  const { rows } = await sql<{ count: number | string }>`
    insert into staff_sign_in_attempts (email, address, count, window_start, locked_until)
    values (${email}, ${everyAddress}, 1, ${now}, ${nextAllowedSql(sql<number>`1`, waits)})
    on conflict (email, address) do update set
      count = ${place},
      window_start = case
        when staff_sign_in_attempts.window_start <= ${ended} then ${now}
        else staff_sign_in_attempts.window_start end,
      locked_until = ${nextAllowedSql(place, waits)}
    where coalesce(staff_sign_in_attempts.locked_until, 0) <= ${now}
    returning count`.execute(db);
  return rows.length === 1;
}

/** The instant the account-wide wait ends, if the email has one. */
export async function accountWaitUntil(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('staff_sign_in_attempts')
    .select('locked_until')
    .where('email', '=', email)
    .where('address', '=', everyAddress)
    .executeTakeFirst();
  return row?.locked_until ?? undefined;
}

/** Takes one counted attempt back from the row (`email`, `address`), never below zero. */
export async function giveAttemptBack(db: Db, email: string, address: string): Promise<void> {
  await db
    .updateTable('staff_sign_in_attempts')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('email', '=', email)
    .where('address', '=', address)
    .where('count', '>', 0)
    .execute();
}

/** The row (`email`, `address`) read for a write: `lock` (PostgreSQL) locks it. */
export function addressRowForWrite(trx: Db, email: string, address: string, lock: boolean) {
  let query = trx
    .selectFrom('staff_sign_in_attempts')
    .select(['count', 'window_start', 'locked_until'])
    .where('email', '=', email)
    .where('address', '=', address);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function deleteAddressRow(trx: Db, email: string, address: string): Promise<void> {
  await trx
    .deleteFrom('staff_sign_in_attempts')
    .where('email', '=', email)
    .where('address', '=', address)
    .execute();
}

/** Removes the counts whose window started at or before `ended` and hold no lock at `now`. */
export async function deleteEndedAttempts(trx: Db, ended: number, now: number): Promise<void> {
  await trx
    .deleteFrom('staff_sign_in_attempts')
    .where('window_start', '<=', ended)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}

/** Forgets every attempt count of the email (its password was just reset). */
export async function clearSignInAttempts(trx: Db, email: string): Promise<void> {
  await trx.deleteFrom('staff_sign_in_attempts').where('email', '=', email).execute();
}
