/**
 * Catalogue reads (spec 7.1), built from the database into the contract's wire shapes.
 * Only available units count as stock: a unit held by a pending payment or reserved by an
 * approved one disappears from stock lists, counts and offers (DECISIONS).
 */
import type {
  creditPlanSchema,
  familySchema,
  offerGroupSchema,
  offerSchema,
  parametersSchema,
  promotionSchema,
  savingPlanSchema,
  serviceCategorySchema,
  stockVehicleSchema,
  subfamilySchema,
} from '@territorio/api-client';
import { departmentSchema } from '@territorio/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { Database, PromotionTable, StockUnitRow } from '../db/schema';
import { creditInstallment } from '../seed/credit';
import { familyKey } from './text';

type Db = Kysely<Database>;
export type FamilyWire = z.input<typeof familySchema>;
export type SubfamilyWire = z.input<typeof subfamilySchema>;
export type StockWire = z.input<typeof stockVehicleSchema>;
export type OfferWire = z.input<typeof offerSchema>;
export type OfferGroupWire = z.input<typeof offerGroupSchema>;
export type OffersWire = { best: OfferWire[]; grouped: OfferGroupWire[] };
export type SavingPlanWire = z.input<typeof savingPlanSchema>;
export type ParametersWire = z.input<typeof parametersSchema>;
export type ServiceCategoryWire = z.input<typeof serviceCategorySchema>;
export type CreditPlanWire = z.input<typeof creditPlanSchema>;
export type PromotionWire = z.input<typeof promotionSchema>;

/** spec 2.5, 9: the brand page shows the best four offers; never fewer while offers remain. */
const minimumBestOffers = 4;

async function stockCounts(db: Db, brandId: number) {
  const rows = await db
    .selectFrom('stock_units')
    .select(['subfamily_id', 'family_id', db.fn.countAll<number | string>().as('units')])
    .where('brand_id', '=', brandId)
    .where('status', '=', 'available')
    .groupBy(['subfamily_id', 'family_id'])
    .execute();
  const bySubfamily = new Map<number, number>();
  const byFamily = new Map<number, number>();
  for (const row of rows) {
    // PostgreSQL answers count() as a string (bigint).
    const units = Number(row.units);
    bySubfamily.set(row.subfamily_id, units);
    byFamily.set(row.family_id, (byFamily.get(row.family_id) ?? 0) + units);
  }
  return { bySubfamily, byFamily };
}

export async function listFamilies(db: Db, brandId: number): Promise<FamilyWire[]> {
  const [families, prices, counts] = await Promise.all([
    db
      .selectFrom('families')
      .selectAll()
      .where('brand_id', '=', brandId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('subfamilies')
      .select(['family_id', db.fn.min<number | null>('price').as('price')])
      .where('brand_id', '=', brandId)
      .groupBy('family_id')
      .execute(),
    stockCounts(db, brandId),
  ]);
  const lowest = new Map(prices.map((row) => [row.family_id, row.price]));
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
    price: lowest.get(family.id) ?? null,
    stock_count: counts.byFamily.get(family.id) ?? 0,
  }));
}

export async function findFamily(db: Db, brandId: number, id: number) {
  return (await listFamilies(db, brandId)).find((family) => family.id === id);
}

export async function listSubfamilies(
  db: Db,
  brandId: number,
  filter: { familyId?: number; id?: number },
): Promise<SubfamilyWire[]> {
  let query = db.selectFrom('subfamilies').selectAll().where('brand_id', '=', brandId);
  if (filter.familyId !== undefined) query = query.where('family_id', '=', filter.familyId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const [rows, counts] = await Promise.all([
    query.orderBy('position').execute(),
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
  }));
}

export function stockWire(unit: StockUnitRow): StockWire {
  return {
    id: unit.id,
    brand_id: unit.brand_id as StockWire['brand_id'],
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
    // The public contract has no 'sold': a unit sold at the counter is simply not available.
    status: unit.status === 'sold' ? 'reserved' : unit.status,
  };
}

export async function listStock(
  db: Db,
  brandId: number,
  filter: { familyId?: number; subfamilyId?: number; id?: number },
): Promise<StockWire[]> {
  let query = db
    .selectFrom('stock_units')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('status', '=', 'available');
  if (filter.familyId !== undefined) query = query.where('family_id', '=', filter.familyId);
  if (filter.subfamilyId !== undefined)
    query = query.where('subfamily_id', '=', filter.subfamilyId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const rows = await query.orderBy('id').execute();
  return rows.map(stockWire);
}

function offerWire(unit: StockUnitRow): OfferWire {
  // model_year is always set, so price is the stored price and the discounted price is
  // price − discount (spec 3 Offer).
  return {
    id: unit.id,
    brand_id: unit.brand_id as OfferWire['brand_id'],
    family_id: unit.family_id,
    subfamily_id: unit.subfamily_id,
    name: unit.name,
    family: unit.family,
    price: unit.price,
    discount: unit.special_discount,
    color: unit.color,
    location: unit.location,
    image: unit.image,
    currency: unit.currency,
    model_year: unit.model_year,
    license_price: unit.license_price,
    delivery_price: unit.delivery_price,
    chassis: unit.chassis,
  };
}

export async function offersFor(
  db: Db,
  brandId: number,
  filter: { familyId?: number },
  usdRate: number,
): Promise<OffersWire> {
  let query = db
    .selectFrom('stock_units')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('status', '=', 'available')
    .where('is_offer', '=', 1);
  if (filter.familyId !== undefined) query = query.where('family_id', '=', filter.familyId);
  const [units, families] = await Promise.all([
    query.orderBy('id').execute(),
    db
      .selectFrom('families')
      .select(['id', 'name', 'family', 'image', 'position'])
      .where('brand_id', '=', brandId)
      .orderBy('position')
      .execute(),
  ]);
  const inPesos = (unit: StockUnitRow) =>
    unit.special_discount * (unit.currency === 'usd' && usdRate > 0 ? usdRate : 1);
  const byDiscount = [...units].sort((a, b) => inPesos(b) - inPesos(a) || a.id - b.id);
  const flagged = byDiscount.filter((unit) => unit.is_best_offer === 1);
  const fill = byDiscount.filter((unit) => unit.is_best_offer !== 1);
  const best = [...flagged, ...fill.slice(0, Math.max(0, minimumBestOffers - flagged.length))];

  const grouped: OfferGroupWire[] = [];
  for (const family of families) {
    const items = units.filter((unit) => unit.family_id === family.id);
    if (items.length === 0) continue;
    grouped.push({
      family_id: family.id,
      family: family.family,
      name: family.name,
      image: family.image,
      items: items.map(offerWire),
    });
  }
  return { best: best.map(offerWire), grouped };
}

export async function listSavingPlans(
  db: Db,
  brandId: number,
  filter: { familyId?: number; id?: number },
): Promise<SavingPlanWire[]> {
  let query = db.selectFrom('saving_plans').selectAll().where('brand_id', '=', brandId);
  if (filter.familyId !== undefined) query = query.where('family_id', '=', filter.familyId);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  const rows = await query.orderBy('position').execute();
  return rows.map(({ position: _position, ...plan }) => ({
    ...plan,
    brand_id: plan.brand_id as SavingPlanWire['brand_id'],
    provider: plan.provider as SavingPlanWire['provider'],
  }));
}

/** The items of `kind` the public site shows: those the staff switched off are left out. */
async function contentOf<T>(db: Db, kind: string): Promise<T[]> {
  const rows = await db
    .selectFrom('content_items')
    .select('data')
    .where('kind', '=', kind)
    .where('enabled', '=', 1)
    .orderBy('position')
    .execute();
  return rows.map((row) => JSON.parse(row.data) as T);
}

export async function bookingPrices(
  db: Db,
): Promise<Record<string, { booking_price: number | null }>> {
  const rows = await db.selectFrom('brand_settings').selectAll().orderBy('brand_id').execute();
  return Object.fromEntries(
    rows.map((row) => [String(row.brand_id), { booking_price: row.booking_price }]),
  );
}

type ContactMethodWire = NonNullable<ParametersWire['contact_methods']>[number];

/** A stored contact method: the public fields plus the department's addresses. */
export type StoredContactMethod = Omit<ContactMethodWire, 'department'> & { department: string };

const publicDepartments: readonly string[] = departmentSchema.options;

/**
 * The contact methods as the public contract has them: the departments' email addresses
 * (`email`, `site_emails`, `adf_in_body`) stay with the dealership, and departments the
 * public site has no place for (human resources) are left out.
 */
export function publicContactMethods(stored: readonly StoredContactMethod[]): ContactMethodWire[] {
  return stored
    .filter((method) => publicDepartments.includes(method.department))
    .map((method) => ({
      brand_id: method.brand_id,
      department: method.department as ContactMethodWire['department'],
      zoom_link: method.zoom_link ?? null,
      whatsapp_number: method.whatsapp_number ?? null,
    }));
}

export async function parameters(db: Db): Promise<ParametersWire> {
  const [banners, news, stories, popups, vehicles, contactMethods, salesmen, services] =
    await Promise.all([
      contentOf<NonNullable<ParametersWire['banners']>[number]>(db, 'banner'),
      contentOf<NonNullable<ParametersWire['news']>[number]>(db, 'news'),
      contentOf<NonNullable<ParametersWire['stories']>[number]>(db, 'story'),
      contentOf<NonNullable<ParametersWire['popups']>[number]>(db, 'popup'),
      contentOf<NonNullable<ParametersWire['vehicles']>[number]>(db, 'vehicle'),
      contentOf<StoredContactMethod>(db, 'contact_method'),
      contentOf<NonNullable<ParametersWire['salesmen']>[number]>(db, 'salesman'),
      bookingPrices(db),
    ]);
  return {
    banners,
    news,
    stories,
    popups,
    vehicles,
    services,
    contact_methods: publicContactMethods(contactMethods),
    salesmen,
  };
}

export function serviceCategories(db: Db): Promise<ServiceCategoryWire[]> {
  return contentOf<ServiceCategoryWire>(db, 'service_category');
}

export async function settingNumber(db: Db, key: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  const value = Number(row.value);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * spec 7.1 credits: plans for the brand whose range holds the loan amount, so fewer (then
 * none) answer as the amount grows; avg_installment for that amount (French system).
 */
export async function creditPlans(
  db: Db,
  brandId: number,
  loanAmount: number,
): Promise<CreditPlanWire[]> {
  const rows = await db
    .selectFrom('credit_plans')
    .innerJoin('credit_plan_brands', 'credit_plan_brands.credit_plan_id', 'credit_plans.id')
    .selectAll('credit_plans')
    .where('credit_plan_brands.brand_id', '=', brandId)
    .where('credit_plans.financed_min', '<=', loanAmount)
    .where('credit_plans.financed_max', '>=', loanAmount)
    .orderBy('credit_plans.months')
    .orderBy('credit_plans.id')
    .execute();
  return rows.map((plan) => ({
    id: plan.id,
    name: plan.name,
    months: plan.months,
    avg_installment: creditInstallment(plan, loanAmount),
    financed_min: plan.financed_min,
    financed_max: plan.financed_max,
    bank: plan.bank,
  }));
}

export async function findCreditPlan(db: Db, brandId: number, id: number) {
  return db
    .selectFrom('credit_plans')
    .innerJoin('credit_plan_brands', 'credit_plan_brands.credit_plan_id', 'credit_plans.id')
    .selectAll('credit_plans')
    .where('credit_plan_brands.brand_id', '=', brandId)
    .where('credit_plans.id', '=', id)
    .executeTakeFirst();
}

export async function usedBrands(db: Db) {
  return db.selectFrom('used_brands').select(['id', 'name']).orderBy('position').execute();
}

export async function usedModels(db: Db, brandId: number) {
  return db
    .selectFrom('used_models')
    .select('name')
    .where('brand_id', '=', brandId)
    .orderBy('position')
    .execute();
}

export async function usedVersions(db: Db, brandId: number, model: string) {
  return db
    .selectFrom('used_versions')
    .select(['description', 'codia'])
    .where('brand_id', '=', brandId)
    .where('model', '=', model)
    .orderBy('position')
    .execute();
}

export async function usedVersion(db: Db, codia: string) {
  return db
    .selectFrom('used_versions')
    .innerJoin('used_brands', 'used_brands.id', 'used_versions.brand_id')
    .select([
      'used_versions.codia',
      'used_versions.description',
      'used_versions.model',
      'used_versions.base_value',
      'used_versions.launch_year',
      'used_brands.name as brand',
    ])
    .where('used_versions.codia', '=', codia)
    .executeTakeFirst();
}

export type PromotionScope = { brandId: number; family: string; chassis: string; today: string };

function promotionApplies(promotion: Selectable<PromotionTable>, scope: PromotionScope): boolean {
  return (
    (promotion.brand_id === null || promotion.brand_id === scope.brandId) &&
    (promotion.family_key === null || promotion.family_key === familyKey(scope.family)) &&
    (promotion.chassis === null ||
      promotion.chassis.toUpperCase() === scope.chassis.toUpperCase()) &&
    (promotion.valid_until === null || promotion.valid_until >= scope.today)
  );
}

export function promotionWire(promotion: Selectable<PromotionTable>): PromotionWire {
  return {
    code: promotion.code,
    name: promotion.name,
    money_discount: promotion.money_discount,
    percentage_discount: promotion.percentage_discount,
  };
}

/** The promotion of a code when it applies to the unit (brand, family, chassis, date). */
export async function promotionForCode(db: Db, code: string, scope: PromotionScope) {
  const promotion = await db
    .selectFrom('promotions')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase())
    .executeTakeFirst();
  return promotion && promotionApplies(promotion, scope) ? promotion : undefined;
}

/** spec 7.1 discover: the best discoverable promotion for the unit, if any. */
export async function discoverPromotion(db: Db, scope: PromotionScope) {
  const candidates = await db
    .selectFrom('promotions')
    .selectAll()
    .where('discoverable', '=', 1)
    .orderBy('code')
    .execute();
  return candidates.find((promotion) => promotionApplies(promotion, scope));
}

export async function paymentConfig(db: Db, brandId: number) {
  return db
    .selectFrom('payment_configs')
    .selectAll()
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}
