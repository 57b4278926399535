/**
 * More stock for a seeded database (`pnpm seed:stock <n>`, the bench): n available units
 * spread over the versions that have a list price, the sites and each family's colours,
 * priced as the seed prices its own (seed/catalogue.ts): the version's list price, the
 * family's web discount, registration 4 % of the price in Mendoza and 4,5 % in San Juan,
 * delivery as the family's units have it. One unit in eight is an offer with a special
 * discount of 4 % and no end date. Chassis are VINs with a valid check digit, serials from
 * 600000 up (the seed's own stay below), so they do not repeat within 400,000 new units.
 * Ids continue from the highest: ids grow as units arrive.
 */
import { sites } from '@territorio/site-config';
import type { VehicleBrandId } from '@territorio/api-client';
import { vin } from '../seed/catalogue';
import type { DataStore } from './database';
import type { Insertable } from 'kysely';
import type { Db, StockUnitTable } from './schema';

type Version = Awaited<ReturnType<typeof pricedVersions>>[number];
type FamilyLook = {
  colors: { color: string; image: string }[];
  deliveryPrice: number;
  doors: number | null;
};

/** A small deterministic generator: the same ids give the same units. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function pricedVersions(db: Db) {
  return db
    .selectFrom('subfamilies')
    .innerJoin('families', 'families.id', 'subfamilies.family_id')
    .select([
      'subfamilies.id',
      'subfamilies.family_id',
      'subfamilies.brand_id',
      'subfamilies.name',
      'subfamilies.currency',
      'subfamilies.price',
      'families.family',
      'families.discount as family_discount',
    ])
    .where('subfamilies.price', 'is not', null)
    .orderBy('subfamilies.family_id')
    .orderBy('subfamilies.position')
    .execute();
}

/** Each family's colours (with their pictures), delivery price and doors, from its units. */
async function familyLooks(db: Db): Promise<Map<number, FamilyLook>> {
  const units = await db
    .selectFrom('stock_units')
    .select(['family_id', 'color', 'image', 'delivery_price', 'doors'])
    .orderBy('id')
    .execute();
  const looks = new Map<number, FamilyLook>();
  for (const unit of units) {
    const look = looks.get(unit.family_id) ?? {
      colors: [],
      deliveryPrice: unit.delivery_price,
      doors: unit.doors,
    };
    if (!look.colors.some((known) => known.color === unit.color))
      look.colors.push({ color: unit.color, image: unit.image });
    looks.set(unit.family_id, look);
  }
  return looks;
}

function unitRow(
  id: number,
  version: Version & { index: number },
  look: FamilyLook | undefined,
  now: string,
): Insertable<StockUnitTable> {
  const next = random(id);
  const price = version.price ?? 0;
  const usd = version.currency === 'usd';
  const isOffer = id % 8 === 0;
  const special = isOffer ? roundTo(price * 0.04, usd ? 100 : 10_000) : 0;
  const location = pick(sites, next).name;
  const paint = look && look.colors.length > 0 ? pick(look.colors, next) : undefined;
  const modelYear = isOffer ? 2025 : 2026;
  const doors = look?.doors ?? null;
  const model = `${version.family} ${version.name}`;
  return {
    id,
    brand_id: version.brand_id,
    family_id: version.family_id,
    subfamily_id: version.id,
    name: model,
    model,
    family: version.family,
    price,
    list_price: price,
    discount: isOffer ? 0 : version.family_discount,
    special_discount: special,
    license_price: roundTo(price * (location === 'San Juan' ? 0.045 : 0.04), usd ? 10 : 1000),
    delivery_price: look?.deliveryPrice ?? 0,
    doors,
    color: paint?.color ?? 'Blanco',
    location,
    chassis: vin(
      version.brand_id as VehicleBrandId,
      version.family,
      // One character each in the VIN.
      version.index % 9,
      (doors ?? 5) % 10,
      modelYear,
      600_000 + (id % 400_000),
    ),
    currency: version.currency,
    image: paint?.image ?? '',
    model_year: modelYear,
    status: 'available',
    held_by: null,
    is_offer: isOffer ? 1 : 0,
    is_best_offer: 0,
    offer_valid_from: null,
    offer_valid_until: null,
    updated_at: now,
  };
}

/** Adds `count` available units to a seeded database; answers the ids given to them. */
export async function addStockUnits(
  store: Pick<DataStore, 'writeTransaction'>,
  count: number,
  now: Date = new Date(),
): Promise<{ first: number; last: number }> {
  return store.writeTransaction(async (trx) => {
    const versions = await pricedVersions(trx);
    const looks = await familyLooks(trx);
    const highest = await trx
      .selectFrom('stock_units')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    if (versions.length === 0) throw new Error('No priced versions: seed the database first.');
    const indexed = versions.map((version) => ({
      ...version,
      index: versions.filter((other) => other.family_id === version.family_id).indexOf(version),
    }));
    const first = Number(highest?.id ?? 0) + 1;
    const rows = Array.from({ length: count }, (_, offset) => {
      const version = indexed[(first + offset) % indexed.length]!;
      return unitRow(first + offset, version, looks.get(version.family_id), now.toISOString());
    });
    for (let start = 0; start < rows.length; start += 100) {
      await trx
        .insertInto('stock_units')
        .values(rows.slice(start, start + 100))
        .execute();
    }
    return { first, last: first + count - 1 };
  });
}
