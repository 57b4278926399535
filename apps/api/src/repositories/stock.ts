/**
 * The stock units an operation holds: held while its deposit is paid, reserved once paid,
 * given back when the payment fails or the reservation ends. Each change names the state
 * it moves from and the operation that holds the unit. Also the reads of one unit that a
 * use case needs.
 */
import type { stockListQuerySchema } from '@territorio/api-client/staff';
import { businessToday } from '@territorio/api-client';
import { sql, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { Db, OperationRow, StockStatus, StockUnitRow, StockUnitTable } from '../db/schema';
import { pageOf, searchColumns } from './pages';

/** A stock unit with its version's national tax rates. */
export type TaxedUnitRow = StockUnitRow & { iva_rate: number; internal_tax_rate: number };

/** Stock units with their version's tax rates. */
function taxedUnits(db: Db) {
  return db
    .selectFrom('stock_units')
    .innerJoin('subfamilies', 'subfamilies.id', 'stock_units.subfamily_id')
    .selectAll('stock_units')
    .select(['subfamilies.iva_rate', 'subfamilies.internal_tax_rate']);
}

/** The unit with this id and its version's tax rates, whatever its status. */
export function taxedUnit(db: Db, id: number): Promise<TaxedUnitRow | undefined> {
  return taxedUnits(db).where('stock_units.id', '=', id).executeTakeFirst();
}

/**
 * The brand's available units with their version's tax rates, in id order, narrowed to a
 * family, a version, one unit, or the units flagged as offers. The lists are the 0km
 * catalogue's (a version's units, the offers), so they hold new units only; one unit read
 * by its id (a reservation's) may be new or used.
 */
export function availableTaxedUnits(
  db: Db,
  brandId: number,
  filter: {
    familyId?: number;
    subfamilyId?: number;
    id?: number;
    offersOnly?: boolean;
    /** Units in transit too (the reservation's read of a unit it may reserve). */
    withInTransit?: boolean;
  },
): Promise<TaxedUnitRow[]> {
  let query = taxedUnits(db)
    .where('stock_units.brand_id', '=', brandId)
    .where(
      'stock_units.status',
      'in',
      filter.withInTransit ? ['available', 'in_transit'] : ['available'],
    );
  if (filter.offersOnly) query = query.where('stock_units.is_offer', '=', 1);
  if (filter.familyId !== undefined)
    query = query.where('stock_units.family_id', '=', filter.familyId);
  if (filter.subfamilyId !== undefined)
    query = query.where('stock_units.subfamily_id', '=', filter.subfamilyId);
  query =
    filter.id === undefined
      ? query.where('stock_units.condition', '=', 'new')
      : query.where('stock_units.id', '=', filter.id);
  return query.orderBy('stock_units.id').execute();
}

/** The national tax rates of the unit's version; undefined when the unit is gone. */
export function unitVersionTaxRates(db: Db, id: number) {
  return db
    .selectFrom('stock_units')
    .innerJoin('subfamilies', 'subfamilies.id', 'stock_units.subfamily_id')
    .select(['subfamilies.iva_rate', 'subfamilies.internal_tax_rate'])
    .where('stock_units.id', '=', id)
    .executeTakeFirst();
}

/** How many of the brand's new units are available, per version (with its family): the 0km pages' counts. */
export async function availableUnitCounts(
  db: Db,
  brandId: number,
): Promise<{ subfamily_id: number; family_id: number; units: number }[]> {
  const rows = await db
    .selectFrom('stock_units')
    .select(['subfamily_id', 'family_id', db.fn.countAll<number | string>().as('units')])
    .where('brand_id', '=', brandId)
    .where('status', '=', 'available')
    .where('condition', '=', 'new')
    .groupBy(['subfamily_id', 'family_id'])
    .execute();
  // PostgreSQL answers count() as a string (bigint).
  return rows.map((row) => ({ ...row, units: Number(row.units) }));
}

/** One unit whatever its status; undefined when no unit has the id. */
export function unitById(db: Db, id: number): Promise<StockUnitRow | undefined> {
  return db.selectFrom('stock_units').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Writes a unit no operation holds, if it is still as read (its `updated_at`): false when
 * a payment held it or another write came first.
 */
export async function updateUnitAsRead(
  trx: Db,
  id: number,
  readUpdatedAt: string,
  values: Updateable<StockUnitTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('stock_units')
    .set(values)
    .where('id', '=', id)
    .where('updated_at', '=', readUpdatedAt)
    .where('status', 'not in', ['held', 'reserved'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

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

/**
 * Holds a unit on sale for an operation (an available one, or one in transit when `from`
 * says so); false when the unit is in none of those states.
 */
export async function holdUnit(
  trx: Db,
  operation: Pick<OperationRow, 'code' | 'stock_id'>,
  now: string,
  from: readonly StockStatus[] = ['available'],
): Promise<boolean> {
  const held = await trx
    .updateTable('stock_units')
    .set({ status: 'held', held_by: operation.code, updated_at: now })
    .where('id', '=', operation.stock_id)
    .where('status', 'in', from)
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
 * (held or reserved by default; held only when nothing was paid for it): in transit again
 * while its arrival day is still ahead (the hold took it from there), else available.
 */
export async function releaseUnit(
  trx: Db,
  operation: Pick<OperationRow, 'code' | 'stock_id'>,
  now: string,
  from: readonly StockStatus[] = ['held', 'reserved'],
): Promise<void> {
  await trx
    .updateTable('stock_units')
    .set({
      status: sql<StockStatus>`case when arrival_date is not null and arrival_date > ${businessToday()} then 'in_transit' else 'available' end`,
      held_by: null,
      updated_at: now,
    })
    .where('id', '=', operation.stock_id)
    .where('held_by', '=', operation.code)
    .where('status', 'in', from)
    .execute();
}

/** One page of the console's stock list: by brand, then id. */
export function stockPage(db: Db, filter: z.output<typeof stockListQuerySchema>) {
  let query = db.selectFrom('stock_units').selectAll();
  if (filter.brand_id !== undefined) query = query.where('brand_id', '=', filter.brand_id);
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.condition !== undefined) query = query.where('condition', '=', filter.condition);
  const text = filter.q?.trim();
  if (text) {
    query = query.where((eb) =>
      searchColumns(eb, ['name', 'model', 'chassis', 'color', 'family'], text),
    );
  }
  return pageOf(query, (rows) => rows.orderBy('brand_id').orderBy('id'), filter.page);
}
