/**
 * Fills an empty database from the seed data, once. Dates the seed gives relative to the
 * seed day (seed/dates.ts) are fixed here, on the Argentine day the database is seeded. The marker row and every seeded row
 * are written in one transaction, so a crash mid-seed leaves nothing behind and the next
 * start seeds again; a database that already has the marker is left alone.
 */
import { businessToday } from '@territorio/api-client';
import type { Kysely, Transaction } from 'kysely';
import { fillSeedText, resolveSeedDate } from '../seed/dates';
import type { SeedData } from '../seed/types';
import { referenceFinancingKey } from '../repositories/stock-search';
import { familyKey } from '../services/text';
import type { DataStore } from './database';
import type { Database } from './schema';

const seededMarker = 'seeded_at';

export async function isSeeded(store: DataStore): Promise<boolean> {
  const row = await store.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', seededMarker)
    .executeTakeFirst();
  return row !== undefined;
}

/** Seeds an empty database; returns false when it was already seeded. */
export async function seedDatabase(
  store: DataStore,
  seed: SeedData,
  now: Date = new Date(),
): Promise<boolean> {
  if (await isSeeded(store)) return false;
  try {
    await store.writeTransaction(async (trx) => {
      // The marker first: a second process seeding at the same time fails on its key.
      await trx
        .insertInto('settings')
        .values({ key: seededMarker, value: now.toISOString() })
        .execute();
      await insertSeed(trx, seed, businessToday(now));
    });
    return true;
  } catch (error) {
    if (await isSeeded(store)) return false;
    throw error;
  }
}

async function insertMany<T extends keyof Database & string>(
  db: Kysely<Database> | Transaction<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 100) {
    const chunk = rows.slice(start, start + 100);
    // Typed per table by the callers below; Kysely's insert types do not follow a generic T.
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}

type SeedWriter = {
  readonly db: Kysely<Database> | Transaction<Database>;
  readonly seed: SeedData;
  /** The seed's relative dates, on the seed's day. */
  readonly day: (
    date: Parameters<typeof resolveSeedDate>[0] | undefined,
  ) => ReturnType<typeof resolveSeedDate> | undefined;
  readonly now: string;
};

/**
 * The stock units. New units on the lot are written without the columns of used units and
 * units in transit (their defaults), so the seed also fills a database migrated only as far
 * as an older schema; the others, in batches of their own, with them.
 */
async function insertStock({ db, seed, day, now }: SeedWriter): Promise<void> {
  const offers = new Map(seed.offers.map((offer) => [offer.stock_id, offer]));
  const stockRow = (unit: (typeof seed.stock)[number]) => ({
    id: unit.id,
    brand_id: unit.brand_id,
    family_id: unit.family_id,
    subfamily_id: unit.subfamily_id,
    name: unit.name,
    model: unit.model,
    family: unit.family,
    price: unit.price,
    list_price: unit.list_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    license_price: unit.license_price,
    delivery_price: unit.delivery_price,
    doors: unit.doors,
    color: unit.color,
    location: unit.location,
    chassis: unit.chassis,
    currency: unit.currency,
    image: unit.image,
    model_year: unit.model_year,
    status: unit.arrival === undefined ? 'available' : 'in_transit',
    held_by: null,
    is_offer: offers.has(unit.id) ? 1 : 0,
    is_best_offer: offers.get(unit.id)?.best ? 1 : 0,
    offer_valid_from: day(offers.get(unit.id)?.valid_from),
    offer_valid_until: day(offers.get(unit.id)?.valid_until),
    updated_at: now,
  });
  const onLot = seed.stock.filter((unit) => !unit.used);
  await insertMany(db, 'stock_units', onLot.map(stockRow));
  const later = [...seed.stock.filter((unit) => unit.used), ...seed.arriving];
  await insertMany(
    db,
    'stock_units',
    later.map((unit) => ({
      ...stockRow(unit),
      condition: unit.used ? 'used' : 'new',
      mileage_km: unit.used?.mileage_km ?? null,
      owners: unit.used?.owners ?? null,
      plate: unit.used?.plate ?? null,
      inspection: unit.used ? JSON.stringify(unit.used.inspection) : null,
      arrival_date: unit.arrival === undefined ? null : day(unit.arrival),
      public_note: unit.used?.public_note ?? null,
    })),
  );
}

/** The catalogue: brands' settings, families, versions, units, offers and plans. */
async function insertCatalogue({ db, seed, day, now }: SeedWriter): Promise<void> {
  await insertMany(
    db,
    'brand_settings',
    Object.entries(seed.parameters.services).map(([brandId, service]) => ({
      brand_id: Number(brandId),
      booking_price: service.booking_price,
    })),
  );
  await insertMany(
    db,
    'families',
    seed.families.map((family, position) => ({
      id: family.id,
      brand_id: family.brand_id,
      name: family.name,
      family: family.family,
      family_key: familyKey(family.family),
      article: family.article,
      description: family.description,
      image: family.image,
      currency: family.currency,
      discount: family.discount,
      position,
    })),
  );
  await insertMany(
    db,
    'subfamilies',
    seed.subfamilies.map((subfamily, position) => ({
      id: subfamily.id,
      family_id: subfamily.family_id,
      brand_id: subfamily.brand_id,
      name: subfamily.name,
      features: JSON.stringify(subfamily.features),
      image: subfamily.image,
      currency: subfamily.currency,
      price: subfamily.price,
      position,
      iva_rate: subfamily.iva_rate,
      internal_tax_rate: subfamily.internal_tax_rate,
      energy_class: subfamily.energy_class,
      consumption_l_100km: subfamily.consumption_l_100km,
      co2_g_km: subfamily.co2_g_km,
    })),
  );
  await insertStock({ db, seed, day, now });
  await insertMany(
    db,
    'saving_plans',
    seed.savingPlans.map((plan, position) => ({ ...plan, position })),
  );

  const content: { kind: string; items: readonly unknown[] }[] = [
    { kind: 'banner', items: seed.parameters.banners },
    {
      kind: 'news',
      items: seed.parameters.news.map((item) => {
        const endsAt = day(item.ends_at ?? null) ?? null;
        return { ...item, content: fillSeedText(item.content, endsAt), ends_at: endsAt };
      }),
    },
    { kind: 'story', items: seed.parameters.stories },
    { kind: 'popup', items: seed.parameters.popups },
    { kind: 'vehicle', items: seed.parameters.vehicles },
    { kind: 'contact_method', items: seed.departmentContacts },
    { kind: 'salesman', items: seed.parameters.salesmen },
    { kind: 'service_category', items: seed.serviceCategories },
  ];
  await insertMany(
    db,
    'content_items',
    content.flatMap(({ kind, items }) =>
      items.map((item, position) => ({ kind, id: position, position, data: JSON.stringify(item) })),
    ),
  );
}

/**
 * Everything else: the dollar rate, the stock search's reference plan, credit plans,
 * promotions, payment configurations and the used catalogue.
 */
async function insertContent({ db, seed, day }: SeedWriter): Promise<void> {
  await insertMany(db, 'settings', [
    { key: 'usd_rate', value: String(seed.usdRate) },
    { key: referenceFinancingKey, value: JSON.stringify(seed.referenceFinancing) },
  ]);
  await insertMany(
    db,
    'credit_plans',
    seed.creditPlans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      bank: plan.bank,
      months: plan.months,
      financed_min: plan.financed_min,
      financed_max: plan.financed_max,
      annual_rate: plan.annual_rate,
      interest_vat_rate: plan.interest_vat_rate,
      granting_fee_rate: plan.granting_fee_rate,
      monthly_insurance_rate: plan.monthly_insurance_rate,
      system: plan.system,
    })),
  );
  await insertMany(
    db,
    'credit_plan_brands',
    seed.creditPlans.flatMap((plan) =>
      plan.brand_ids.map((brandId) => ({ credit_plan_id: plan.id, brand_id: brandId })),
    ),
  );
  await insertMany(
    db,
    'used_brands',
    seed.usedCatalogue.map((brand, position) => ({ id: brand.id, name: brand.name, position })),
  );
  await insertMany(
    db,
    'used_models',
    seed.usedCatalogue.flatMap((brand) =>
      brand.models.map((model, position) => ({ brand_id: brand.id, name: model.name, position })),
    ),
  );
  await insertMany(
    db,
    'used_versions',
    seed.usedCatalogue.flatMap((brand) =>
      brand.models.flatMap((model) =>
        model.versions.map((version, position) => ({
          codia: version.codia,
          brand_id: brand.id,
          model: model.name,
          description: version.description,
          base_value: version.base_value,
          launch_year: version.launch_year,
          position,
        })),
      ),
    ),
  );
  await insertMany(
    db,
    'promotions',
    seed.promotions.map((promotion) => ({
      code: promotion.code.toUpperCase(),
      name: promotion.name,
      money_discount: promotion.money_discount,
      percentage_discount: promotion.percentage_discount,
      discoverable: promotion.discoverable ? 1 : 0,
      brand_id: promotion.brand_id,
      family_key: promotion.family === null ? null : familyKey(promotion.family),
      chassis: promotion.chassis,
      valid_from: day(promotion.valid_from),
      valid_until: day(promotion.valid_until),
      units: promotion.units,
    })),
  );
  await insertMany(
    db,
    'payment_configs',
    seed.paymentConfigs.map((config) => ({
      brand_id: config.brand_id,
      provider: config.provider,
      public_key: config.public_key,
      checkout_path: config.checkout_path,
    })),
  );
}

async function insertSeed(
  db: Kysely<Database> | Transaction<Database>,
  seed: SeedData,
  seedDay: string,
): Promise<void> {
  // A field the seed leaves out stays out of the insert (undefined), as Kysely skips it.
  const day = (date: Parameters<typeof resolveSeedDate>[0] | undefined) =>
    date === undefined ? undefined : resolveSeedDate(date, seedDay);
  const writer: SeedWriter = { db, seed, day, now: new Date().toISOString() };
  await insertCatalogue(writer);
  await insertContent(writer);
}
