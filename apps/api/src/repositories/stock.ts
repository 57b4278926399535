/**
 * The stock units an operation holds: held while its deposit is paid, reserved once paid,
 * given back when the payment fails or the reservation ends. Each change names the state
 * it moves from and the operation that holds the unit.
 */
import type { Db, OperationRow, StockStatus } from '../db/schema';

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
