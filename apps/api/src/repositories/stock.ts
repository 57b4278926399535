/**
 * The stock units an operation holds: held while its deposit is paid, reserved once paid,
 * given back when the payment fails or the reservation ends. Each change names the state
 * it moves from and the operation that holds the unit. Also the reads of one unit that a
 * use case needs.
 */
import type { Db, OperationRow, StockStatus, StockUnitRow } from '../db/schema';

/** The brand's unit with this id, if any. */
export function brandUnit(db: Db, id: number, brandId: number): Promise<StockUnitRow | undefined> {
  return db
    .selectFrom('stock_units')
    .selectAll()
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}

/** Whether a unit is on sale, and the operation holding it. */
export function unitHolding(
  db: Db,
  id: number,
): Promise<Pick<StockUnitRow, 'status' | 'held_by'> | undefined> {
  return db
    .selectFrom('stock_units')
    .select(['status', 'held_by'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Holds an available unit for an operation; false when the unit is not available. */
export async function holdUnit(
  trx: Db,
  operation: Pick<OperationRow, 'code' | 'stock_id'>,
  now: string,
): Promise<boolean> {
  const held = await trx
    .updateTable('stock_units')
    .set({ status: 'held', held_by: operation.code, updated_at: now })
    .where('id', '=', operation.stock_id)
    .where('status', '=', 'available')
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/** The unit this operation holds becomes reserved (its deposit is paid). */
export async function reserveHeldUnit(
  trx: Db,
  operation: Pick<OperationRow, 'code' | 'stock_id'>,
  now: string,
): Promise<void> {
  await trx
    .updateTable('stock_units')
    .set({ status: 'reserved', updated_at: now })
    .where('id', '=', operation.stock_id)
    .where('held_by', '=', operation.code)
    .where('status', '=', 'held')
    .execute();
}

/**
 * Gives the unit back to the stock, if this operation still holds it in one of `from`
 * (held or reserved by default; held only when nothing was paid for it).
 */
export async function releaseUnit(
  trx: Db,
  operation: Pick<OperationRow, 'code' | 'stock_id'>,
  now: string,
  from: readonly StockStatus[] = ['held', 'reserved'],
): Promise<void> {
  await trx
    .updateTable('stock_units')
    .set({ status: 'available', held_by: null, updated_at: now })
    .where('id', '=', operation.stock_id)
    .where('held_by', '=', operation.code)
    .where('status', 'in', from)
    .execute();
}
