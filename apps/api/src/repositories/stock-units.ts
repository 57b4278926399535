/**
 * Units the dealership adds and edits (the console, the import): the catalogue versions a
 * unit is made from, its columns from its fields, and new units' ids.
 */
import { siteBySlug, siteSlug, type Inspection } from '@territorio/api-client';
import type { StockUnitFields, StockUnitFieldsInput } from '@territorio/api-client/staff';
import { sites } from '@territorio/site-config';
import type { Insertable, Updateable } from 'kysely';
import type { Db, StockUnitRow, StockUnitTable } from '../db/schema';

/** A catalogue version a unit can be made from, with the names the pages show. */
export type UnitVersion = {
  readonly id: number;
  readonly brand_id: number;
  readonly family_id: number;
  /** The family's name ('Taos'). */
  readonly family: string;
  /** The version's name ('1.4 TSI Highline'). */
  readonly name: string;
  /** The family's own picture, in no particular colour. */
  readonly family_image: string;
};

/** Every catalogue version, in the catalogue's order (brand, family, position). */
export function catalogueVersions(db: Db): Promise<UnitVersion[]> {
  return db
    .selectFrom('subfamilies')
    .innerJoin('families', 'families.id', 'subfamilies.family_id')
    .select([
      'subfamilies.id',
      'subfamilies.brand_id',
      'subfamilies.family_id',
      'families.family',
      'subfamilies.name',
      'families.image as family_image',
    ])
    .orderBy('subfamilies.brand_id')
    .orderBy('subfamilies.family_id')
    .orderBy('subfamilies.position')
    .execute();
}

export function catalogueVersion(db: Db, id: number): Promise<UnitVersion | undefined> {
  return db
    .selectFrom('subfamilies')
    .innerJoin('families', 'families.id', 'subfamilies.family_id')
    .select([
      'subfamilies.id',
      'subfamilies.brand_id',
      'subfamilies.family_id',
      'families.family',
      'subfamilies.name',
      'families.image as family_image',
    ])
    .where('subfamilies.id', '=', id)
    .executeTakeFirst();
}

/**
 * The columns a unit's fields give (everything but its id, picture, status bookkeeping and
 * time): the names from its version, the site's name from its slug, the used-unit data
 * only for a used unit and the arrival date only while in transit.
 */
export function unitColumns(
  fields: StockUnitFields,
  version: UnitVersion,
): Omit<Updateable<StockUnitTable>, 'id' | 'image' | 'held_by' | 'updated_at'> {
  const used = fields.condition === 'used';
  const name = `${version.family} ${version.name}`;
  return {
    brand_id: version.brand_id,
    family_id: version.family_id,
    subfamily_id: version.id,
    name,
    model: name,
    family: version.family,
    chassis: fields.chassis,
    color: fields.color,
    location: siteBySlug(fields.site)?.name ?? fields.site,
    model_year: fields.model_year,
    currency: fields.currency,
    list_price: fields.list_price,
    price: fields.price,
    license_price: fields.license_price,
    delivery_price: fields.delivery_price,
    discount: fields.discount,
    special_discount: fields.special_discount,
    is_offer: fields.is_offer ? 1 : 0,
    offer_valid_from: fields.offer_valid_from,
    offer_valid_until: fields.offer_valid_until,
    public_note: fields.public_note,
    condition: fields.condition,
    mileage_km: used ? fields.mileage_km : null,
    owners: used ? fields.owners : null,
    plate: used ? fields.plate : null,
    inspection: used && fields.inspection ? JSON.stringify(fields.inspection) : null,
    status: fields.status,
    arrival_date: fields.status === 'in_transit' ? fields.arrival_date : null,
  };
}

/**
 * Inserts new units in one write transaction (`trx`), each given the next id. The stock's
 * version row is locked first, so concurrent writers of units (another instance's import,
 * an operation holding a unit) wait their turn instead of colliding on an id.
 */
export async function insertStockUnits(
  trx: Db,
  rows: readonly Omit<Insertable<StockUnitTable>, 'id'>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  await trx
    .updateTable('stock_changes')
    .set((eb) => ({ version: eb.ref('version') }))
    .where('id', '=', 1)
    .execute();
  const highest = await trx
    .selectFrom('stock_units')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const first = Number(highest?.id ?? 0) + 1;
  const ids = rows.map((_, offset) => first + offset);
  for (let start = 0; start < rows.length; start += 100) {
    await trx
      .insertInto('stock_units')
      .values(
        rows
          .slice(start, start + 100)
          .map((row, offset) => ({ ...row, id: first + start + offset })),
      )
      .execute();
  }
  return ids;
}

/** The units of a family as `newUnitLook` reads them (colour, picture, doors). */
export function familyLooks(
  db: Db,
  familyId: number,
): Promise<Pick<StockUnitRow, 'family_id' | 'color' | 'image' | 'doors'>[]> {
  return db
    .selectFrom('stock_units')
    .select(['family_id', 'color', 'image', 'doors'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
}

/** Whether another unit than `exceptId` has this chassis. */
export async function chassisTaken(db: Db, chassis: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('stock_units').select('id').where('chassis', '=', chassis);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * A unique violation of `stock_units_chassis` (two writers gave one chassis at once).
 * PostgreSQL names the index; SQLite names the column.
 */
export function isDuplicateChassis(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code === '23505') return constraint === 'stock_units_chassis';
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    typeof message === 'string' &&
    message.includes('stock_units.chassis')
  );
}

/**
 * A new unit's picture and doors: those of a unit of its family in its colour, else the
 * family's own picture; never a picture of another colour, which would show the buyer a
 * car that is not the one on sale.
 */
export function newUnitLook(
  version: UnitVersion,
  color: string,
  units: readonly Pick<StockUnitRow, 'family_id' | 'color' | 'image' | 'doors'>[],
): { image: string; doors: number | null } {
  const family = units.filter((unit) => unit.family_id === version.family_id);
  const wanted = color.trim().toLowerCase();
  const sameColour = family.find((unit) => unit.color.trim().toLowerCase() === wanted);
  return {
    image: sameColour?.image ?? version.family_image,
    doors: (sameColour ?? family[0])?.doors ?? null,
  };
}

/** A stored inspection (JSON), or null when there is none or it does not read. */
export function storedInspection(text: string | null): Inspection | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Inspection;
  } catch {
    return null;
  }
}

/** The site's slug of a stored site name; null when it names no site. */
export function storedSiteSlug(location: string): string | null {
  const site = sites.find((candidate) => candidate.name === location);
  return site ? siteSlug(site) : null;
}

/**
 * A unit's own data as stored, in the fields the console's form and an import give: the
 * inverse of `unitColumns`.
 */
export function unitFields(unit: StockUnitRow): StockUnitFieldsInput {
  return {
    version_id: unit.subfamily_id,
    chassis: unit.chassis,
    color: unit.color,
    site: storedSiteSlug(unit.location) ?? unit.location,
    model_year: unit.model_year ?? Number.NaN,
    currency: unit.currency,
    list_price: unit.list_price,
    price: unit.price,
    license_price: unit.license_price,
    delivery_price: unit.delivery_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    is_offer: unit.is_offer === 1,
    offer_valid_from: unit.offer_valid_from,
    offer_valid_until: unit.offer_valid_until,
    public_note: unit.public_note,
    condition: unit.condition,
    mileage_km: unit.mileage_km,
    owners: unit.owners,
    plate: unit.plate,
    inspection: storedInspection(unit.inspection),
    status: unit.status as StockUnitFields['status'],
    arrival_date: unit.arrival_date,
  };
}
