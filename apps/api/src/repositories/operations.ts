/**
 * The operations table: every query the services make on it. A status change names the
 * statuses it moves from and says whether it happened, so a caller never overwrites a
 * state it did not read.
 */
import type { reservationListQuerySchema } from '@territorio/api-client/staff';
import type { Insertable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Dialect } from '../db/database';
import type { Db, OperationRow, OperationStatus, OperationTable } from '../db/schema';
import { brandList, pageOf, searchColumns } from './pages';

/** The operation with this (normalized) code. */
export function operationByCode(db: Db, code: string): Promise<OperationRow | undefined> {
  return db.selectFrom('operations').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The operation with this (normalized) transaction code. */
export function operationByTransactionCode(
  db: Db,
  transactionCode: string,
): Promise<OperationRow | undefined> {
  return db
    .selectFrom('operations')
    .selectAll()
    .where('transaction_code', '=', transactionCode)
    .executeTakeFirst();
}

/**
 * Reads an operation for a write. PostgreSQL: the row is locked until the transaction
 * ends, so concurrent writes to one operation run one after the other; SQLite: the write
 * transaction (BEGIN IMMEDIATE) already holds the database's write lock.
 */
export function lockOperation(
  dialect: Dialect,
  trx: Db,
  code: string,
): Promise<OperationRow | undefined> {
  const query = trx.selectFrom('operations').selectAll().where('code', '=', code);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertOperation(trx: Db, values: Insertable<OperationTable>): Promise<void> {
  await trx.insertInto('operations').values(values).execute();
}

/**
 * Writes an open operation's purchase at the version it was read with; false when another
 * write came first (or the operation is no longer open).
 */
export async function writeOpenOperation(
  trx: Db,
  code: string,
  readVersion: number,
  values: Updateable<OperationTable>,
): Promise<boolean> {
  const written = await trx
    .updateTable('operations')
    .set({ ...values, version: readVersion + 1 })
    .where('code', '=', code)
    .where('status', '=', 'open')
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return Number(written.numUpdatedRows) === 1;
}

/**
 * Cancels an open operation as read at `readVersion` (staff: unpaid, nothing to refund);
 * false when another write came first (or the operation is no longer open).
 */
export async function cancelOpenOperation(
  trx: Db,
  code: string,
  readVersion: number,
  now: string,
): Promise<boolean> {
  const cancelled = await trx
    .updateTable('operations')
    .set({ status: 'cancelled', updated_at: now, version: readVersion + 1 })
    .where('code', '=', code)
    .where('status', '=', 'open')
    .where('version', '=', readVersion)
    .executeTakeFirst();
  return Number(cancelled.numUpdatedRows) === 1;
}

/** Moves an operation to `to` if it is in one of `from`; whether it moved. */
export async function moveOperation(
  trx: Db,
  code: string,
  from: OperationStatus | readonly OperationStatus[],
  to: OperationStatus,
  now: string,
): Promise<boolean> {
  const moved = await trx
    .updateTable('operations')
    .set({ status: to, updated_at: now })
    .where('code', '=', code)
    .where('status', 'in', typeof from === 'string' ? [from] : from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Operations holding the code (every status but cancelled), the asking one left out. */
export async function promotionUses(
  db: Db,
  code: string,
  exceptOperation?: string,
): Promise<number> {
  let query = db
    .selectFrom('operations')
    .select((eb) => eb.fn.countAll<number | string>().as('uses'))
    .where('promotion_code', '=', code)
    .where('status', '!=', 'cancelled');
  if (exceptOperation) query = query.where('code', '!=', exceptOperation);
  const row = await query.executeTakeFirst();
  return Number(row?.uses ?? 0);
}

/** The operations of `brands` (every brand when undefined). */
function operationsOf(db: Db, brands: readonly number[] | undefined) {
  const query = db.selectFrom('operations').selectAll();
  return brands ? query.where('brand_id', 'in', brandList(brands)) : query;
}

/** One page of the console's reservations of `brands`, newest first. */
export function operationsPage(
  db: Db,
  brands: readonly number[] | undefined,
  filter: z.output<typeof reservationListQuerySchema>,
) {
  let query = operationsOf(db, brands);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.brand_id !== undefined) query = query.where('brand_id', '=', filter.brand_id);
  const text = filter.q?.trim();
  if (text) {
    query = query.where((eb) =>
      searchColumns(eb, ['code', 'name', 'lastname', 'email', 'dni', 'vehicle'], text),
    );
  }
  return pageOf(
    query,
    (ordered) => ordered.orderBy('created_at', 'desc').orderBy('code'),
    filter.page,
  );
}

/** The operation with this code if it is of one of `brands` (any brand when undefined). */
export function operationOfBrands(
  db: Db,
  brands: readonly number[] | undefined,
  code: string,
): Promise<OperationRow | undefined> {
  return operationsOf(db, brands).where('code', '=', code).executeTakeFirst();
}
