/**
 * The queries of the stock search (services/stock-snapshot.ts): the stock version read on
 * every search, and what a snapshot of the available units is built from.
 */
import { onSaleStatuses } from '@territorio/api-client';
import type { Selectable } from 'kysely';
import type { CreditPlanTable, Db, StockStatus, StockUnitRow } from '../db/schema';

/**
 * What says whether the stock changed: the version a trigger raises with every change of a
 * stock unit, committed with it (migration 012). One primary key lookup.
 */
export async function stockVersion(db: Db): Promise<number> {
  const row = await db
    .selectFrom('stock_changes')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** Every unit on sale (available or in transit), oldest first. */
export function availableUnits(db: Db): Promise<StockUnitRow[]> {
  return db
    .selectFrom('stock_units')
    .selectAll()
    .where('status', 'in', onSaleStatuses)
    .orderBy('id')
    .execute();
}

/**
 * The ready photos of every unit on sale (or of `statuses`), each unit's in its order (the cover first): what
 * the search's cards and the unit pages show. One query for all units; a photo that is
 * processing or failed is never public.
 */
export function readyPhotos(db: Db, statuses: readonly StockStatus[] = onSaleStatuses) {
  return db
    .selectFrom('unit_photos')
    .innerJoin('stock_units', 'stock_units.id', 'unit_photos.unit_id')
    .select([
      'unit_photos.id',
      'unit_photos.unit_id',
      'unit_photos.alt_text',
      'unit_photos.view',
      'unit_photos.width',
      'unit_photos.height',
      'unit_photos.color',
      'unit_photos.variants',
      'unit_photos.updated_at',
    ])
    .where('unit_photos.status', '=', 'ready')
    .where('stock_units.status', 'in', statuses)
    .orderBy('unit_photos.unit_id')
    .orderBy('unit_photos.position')
    .orderBy('unit_photos.id')
    .execute();
}

export type ReadyPhotoRow = Awaited<ReturnType<typeof readyPhotos>>[number];

/** Every version's name, picture, specs and national tax rates (read apart: units share them). */
export function versions(db: Db) {
  return db
    .selectFrom('subfamilies')
    .select([
      'id',
      'name',
      'image',
      'features',
      'iva_rate',
      'internal_tax_rate',
      'energy_class',
      'consumption_l_100km',
      'co2_g_km',
    ])
    .execute();
}

export type VersionRow = Awaited<ReturnType<typeof versions>>[number];

/** The catalogue's families (those without available units too). */
export function catalogueFamilies(db: Db) {
  return db
    .selectFrom('families')
    .select(['id', 'brand_id', 'family'])
    .orderBy('position')
    .execute();
}

/** Every colour a unit has, whatever its status. */
export async function unitColors(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('stock_units').select('color').distinct().execute();
  return rows.map((row) => row.color);
}

export const referenceFinancingKey = 'reference_financing';

/** The reference financing setting as stored (JSON text), if any. */
export async function referenceFinancingSetting(db: Db): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', referenceFinancingKey)
    .executeTakeFirst();
  return row?.value;
}

/** A credit plan and the brands it serves; undefined when no plan has the id. */
export async function creditPlanWithBrands(
  db: Db,
  id: number,
): Promise<{ plan: Selectable<CreditPlanTable>; brandIds: number[] } | undefined> {
  const [plan, brands] = await Promise.all([
    db.selectFrom('credit_plans').selectAll().where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('credit_plan_brands')
      .select('brand_id')
      .where('credit_plan_id', '=', id)
      .execute(),
  ]);
  return plan ? { plan, brandIds: brands.map((row) => row.brand_id) } : undefined;
}
