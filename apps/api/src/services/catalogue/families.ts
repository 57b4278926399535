/**
 * spec 7.1 families and subfamilies: each with its "desde" price and how many of its units
 * are available now.
 */
import {
  netOfNationalTaxes,
  taxRatesOf,
  type familySchema,
  type subfamilySchema,
} from '@territorio/api-client';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { brandFamilies, brandVersions, pricedVersions } from '../../repositories/families';
import { availableUnitCounts } from '../../repositories/stock';

type FamilyWire = z.input<typeof familySchema>;
type SubfamilyWire = z.input<typeof subfamilySchema>;

/** The brand's available units per version and per family. */
async function stockCounts(db: Db, brandId: number) {
  const bySubfamily = new Map<number, number>();
  const byFamily = new Map<number, number>();
  for (const row of await availableUnitCounts(db, brandId)) {
    bySubfamily.set(row.subfamily_id, row.units);
    byFamily.set(row.family_id, (byFamily.get(row.family_id) ?? 0) + row.units);
  }
  return { bySubfamily, byFamily };
}

export async function listFamilies(db: Db, brandId: number): Promise<FamilyWire[]> {
  const [families, prices, counts] = await Promise.all([
    brandFamilies(db, brandId),
    pricedVersions(db, brandId),
    stockCounts(db, brandId),
  ]);
  // The "desde" price is the cheapest version's; its own rates take its taxes out.
  const lowest = new Map<number, (typeof prices)[number]>();
  for (const row of prices) if (!lowest.has(row.family_id)) lowest.set(row.family_id, row);
  return families.map((family) => ({
    id: family.id,
    brand_id: family.brand_id as FamilyWire['brand_id'],
    name: family.name,
    family: family.family,
    article: family.article,
    description: family.description,
    image: family.image,
    currency: family.currency,
    discount: family.discount,
    price: lowest.get(family.id)?.price ?? null,
    price_without_national_taxes: withoutTaxes(lowest.get(family.id)),
    stock_count: counts.byFamily.get(family.id) ?? 0,
  }));
}

/** A version's list price without national taxes (the vehicle only); null without a price. */
function withoutTaxes(
  version: { price: number | null; iva_rate: number; internal_tax_rate: number } | undefined,
): number | null {
  if (!version || version.price === null) return null;
  return netOfNationalTaxes(version.price, taxRatesOf(version));
}

export async function findFamily(db: Db, brandId: number, id: number) {
  return (await listFamilies(db, brandId)).find((family) => family.id === id);
}

export async function listSubfamilies(
  db: Db,
  brandId: number,
  filter: { familyId?: number; id?: number },
): Promise<SubfamilyWire[]> {
  const [rows, counts] = await Promise.all([
    brandVersions(db, brandId, filter),
    stockCounts(db, brandId),
  ]);
  return rows.map((row) => ({
    id: row.id,
    family_id: row.family_id,
    brand_id: row.brand_id as SubfamilyWire['brand_id'],
    name: row.name,
    features: JSON.parse(row.features) as string[],
    image: row.image,
    currency: row.currency,
    price: row.price,
    stock_count: counts.bySubfamily.get(row.id) ?? 0,
    iva_rate: row.iva_rate,
    internal_tax_rate: row.internal_tax_rate,
    price_without_national_taxes: withoutTaxes(row),
    energy_class: row.energy_class,
    consumption_l_100km: row.consumption_l_100km,
    co2_g_km: row.co2_g_km,
  }));
}
