/**
 * Catalogue reads (spec 7.1), built from the database into the contract's wire shapes.
 * Only available units count as stock: a unit held by a pending payment or reserved by an
 * approved one disappears from stock lists, counts and offers (DECISIONS).
 *
 * What has ended leaves the answers on its Argentine end day's morrow (`businessToday`,
 * inclusive dates): an offer past its window is no offer (off the offers lists, and its
 * special discount no longer applies to the unit's price), a promotion code is refused
 * outside its dates or once `units` live operations hold it, and news, popups and banners
 * past their `ends_at` leave /parameter. Every price carries its Res. SIyC 4/2025 figures
 * (rules/disclosure.ts) and every credit plan its `financingTerms`.
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
import {
  departmentSchema,
  isCurrent,
  netOfNationalTaxes,
  taxRatesOf,
} from '@territorio/api-client';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, PromotionTable, StockUnitRow } from '../db/schema';
import { promotionUses } from '../repositories/operations';
import { bookingPrices } from './pricing/rates';
import { planTerms } from './pricing/credit-terms';
import {
  isOfferCurrent,
  pricedUnit,
  unitDisclosureWire,
  type PriceDay,
  type TaxedUnit,
} from './pricing/unit';
import { familyKey } from './text';

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
      .select(['family_id', 'price', 'iva_rate', 'internal_tax_rate'])
      .where('brand_id', '=', brandId)
      .where('price', 'is not', null)
      .orderBy('price')
      .orderBy('id')
      .execute(),
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
    iva_rate: row.iva_rate,
    internal_tax_rate: row.internal_tax_rate,
    price_without_national_taxes: withoutTaxes(row),
    energy_class: row.energy_class,
    consumption_l_100km: row.consumption_l_100km,
    co2_g_km: row.co2_g_km,
  }));
}

/** Stock units with their version's tax rates. */
export function taxedUnits(db: Db) {
  return db
    .selectFrom('stock_units')
    .innerJoin('subfamilies', 'subfamilies.id', 'stock_units.subfamily_id')
    .selectAll('stock_units')
    .select(['subfamilies.iva_rate', 'subfamilies.internal_tax_rate']);
}

/** The wire stock unit as sold on `today`, its peso figures at `usdRate`. */
export function stockWire(stored: TaxedUnit, today: string, usdRate: number): StockWire {
  const unit = pricedUnit(stored, today);
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
    ...unitDisclosureWire(unit, usdRate),
  };
}

export async function listStock(
  db: Db,
  brandId: number,
  filter: { familyId?: number; subfamilyId?: number; id?: number },
  day: PriceDay,
): Promise<StockWire[]> {
  let query = taxedUnits(db)
    .where('stock_units.brand_id', '=', brandId)
    .where('stock_units.status', '=', 'available');
  if (filter.familyId !== undefined)
    query = query.where('stock_units.family_id', '=', filter.familyId);
  if (filter.subfamilyId !== undefined)
    query = query.where('stock_units.subfamily_id', '=', filter.subfamilyId);
  if (filter.id !== undefined) query = query.where('stock_units.id', '=', filter.id);
  const rows = await query.orderBy('stock_units.id').execute();
  return rows.map((row) => stockWire(row, day.today, day.usdRate));
}

function offerWire(unit: TaxedUnit, usdRate: number): OfferWire {
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
    ...unitDisclosureWire(unit, usdRate),
    valid_from: unit.offer_valid_from,
    valid_until: unit.offer_valid_until,
  };
}

/** The window every one of `units` is valid in: the latest start and the earliest end. */
function commonWindow(units: readonly StockUnitRow[]) {
  const starts = units.map((unit) => unit.offer_valid_from).filter((day) => day !== null);
  const ends = units.map((unit) => unit.offer_valid_until).filter((day) => day !== null);
  return {
    valid_from: starts.length > 0 ? starts.reduce((a, b) => (a > b ? a : b)) : null,
    valid_until: ends.length > 0 ? ends.reduce((a, b) => (a < b ? a : b)) : null,
  };
}

export async function offersFor(
  db: Db,
  brandId: number,
  filter: { familyId?: number },
  { today, usdRate }: PriceDay,
): Promise<OffersWire> {
  let query = taxedUnits(db)
    .where('stock_units.brand_id', '=', brandId)
    .where('stock_units.status', '=', 'available')
    .where('stock_units.is_offer', '=', 1);
  if (filter.familyId !== undefined)
    query = query.where('stock_units.family_id', '=', filter.familyId);
  const [stored, families] = await Promise.all([
    query.orderBy('stock_units.id').execute(),
    db
      .selectFrom('families')
      .select(['id', 'name', 'family', 'image', 'position'])
      .where('brand_id', '=', brandId)
      .orderBy('position')
      .execute(),
  ]);
  // Ley 24.240 art. 7: an offer exists only within its dates.
  const units = stored.filter((unit) => isOfferCurrent(unit, today));
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
      items: items.map((unit) => offerWire(unit, usdRate)),
      units: items.length,
      ...commonWindow(items),
    });
  }
  return { best: best.map((unit) => offerWire(unit, usdRate)), grouped };
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

/**
 * The items of `kind` the public site shows: those the staff switched off are left out,
 * and so is anything whose `ends_at` day (inclusive) has passed on `today`.
 */
async function contentOf<T>(db: Db, kind: string, today: string): Promise<T[]> {
  const rows = await db
    .selectFrom('content_items')
    .select('data')
    .where('kind', '=', kind)
    .where('enabled', '=', 1)
    .orderBy('position')
    .execute();
  return rows
    .map((row) => JSON.parse(row.data) as T & { ends_at?: string | null })
    .filter((item) => isCurrent({ valid_until: item.ends_at ?? null }, today));
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

export async function parameters(db: Db, today: string): Promise<ParametersWire> {
  const [banners, news, stories, popups, vehicles, contactMethods, salesmen, services] =
    await Promise.all([
      contentOf<NonNullable<ParametersWire['banners']>[number]>(db, 'banner', today),
      contentOf<NonNullable<ParametersWire['news']>[number]>(db, 'news', today),
      contentOf<NonNullable<ParametersWire['stories']>[number]>(db, 'story', today),
      contentOf<NonNullable<ParametersWire['popups']>[number]>(db, 'popup', today),
      contentOf<NonNullable<ParametersWire['vehicles']>[number]>(db, 'vehicle', today),
      contentOf<StoredContactMethod>(db, 'contact_method', today),
      contentOf<NonNullable<ParametersWire['salesmen']>[number]>(db, 'salesman', today),
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

export function serviceCategories(db: Db, today: string): Promise<ServiceCategoryWire[]> {
  return contentOf<ServiceCategoryWire>(db, 'service_category', today);
}

/**
 * spec 7.1 credits: the brand's plans whose financed_min the loan reaches. spec 4: a plan
 * whose financed_max is below the loan is listed too, `available: false`, with its figures
 * for financed_max (what choosing it finances). avg_installment is the average monthly
 * payment (instalment, IVA on interest, insurance) of `financingTerms`.
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
    .orderBy('credit_plans.months')
    .orderBy('credit_plans.id')
    .execute();
  return rows.map((plan) => {
    const available = loanAmount <= plan.financed_max;
    const financed = available ? loanAmount : plan.financed_max;
    const terms = planTerms(plan, financed);
    return {
      id: plan.id,
      name: plan.name,
      months: plan.months,
      avg_installment: terms.averageInstalment,
      financed_min: plan.financed_min,
      financed_max: plan.financed_max,
      bank: plan.bank,
      available,
      financed_amount: financed,
      tna: terms.tna,
      tea: terms.tea,
      cftea: terms.cftea,
      interest_vat_rate: plan.interest_vat_rate,
      granting_fee_rate: plan.granting_fee_rate,
      monthly_insurance_rate: plan.monthly_insurance_rate,
      system: terms.system,
      first_installment: terms.firstInstalment,
      total_payable: terms.totalPayable,
      granting_fee: terms.grantingFee,
    };
  });
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

export type PromotionScope = {
  brandId: number;
  family: string;
  chassis: string;
  /** The Argentine day (`businessToday`). */
  today: string;
  /** The operation asking: its own hold of the code does not count against `units`. */
  operationCode?: string;
};

function promotionApplies(promotion: Selectable<PromotionTable>, scope: PromotionScope): boolean {
  return (
    (promotion.brand_id === null || promotion.brand_id === scope.brandId) &&
    (promotion.family_key === null || promotion.family_key === familyKey(scope.family)) &&
    (promotion.chassis === null ||
      promotion.chassis.toUpperCase() === scope.chassis.toUpperCase()) &&
    isCurrent(promotion, scope.today)
  );
}

async function hasUnitsLeft(
  db: Db,
  promotion: Selectable<PromotionTable>,
  scope: PromotionScope,
): Promise<boolean> {
  return (
    promotion.units === null ||
    (await promotionUses(db, promotion.code, scope.operationCode)) < promotion.units
  );
}

export function promotionWire(promotion: Selectable<PromotionTable>): PromotionWire {
  return {
    code: promotion.code,
    name: promotion.name,
    money_discount: promotion.money_discount,
    percentage_discount: promotion.percentage_discount,
    valid_from: promotion.valid_from,
    valid_until: promotion.valid_until,
    units: promotion.units,
  };
}

/**
 * The promotion of a code when it applies to the unit (brand, family, chassis), the day is
 * within its dates and it has units left. `lock` (PostgreSQL, inside a write transaction)
 * locks the promotion's row, so two operations never take its last unit at once (SQLite's
 * write transaction already serialises them).
 */
export async function promotionForCode(db: Db, code: string, scope: PromotionScope, lock = false) {
  const query = db
    .selectFrom('promotions')
    .selectAll()
    .where('code', '=', code.trim().toUpperCase());
  const promotion = await (lock ? query.forUpdate() : query).executeTakeFirst();
  if (!promotion || !promotionApplies(promotion, scope)) return undefined;
  return (await hasUnitsLeft(db, promotion, scope)) ? promotion : undefined;
}

/** spec 7.1 discover: the best discoverable promotion for the unit, if any. */
export async function discoverPromotion(db: Db, scope: PromotionScope) {
  const candidates = await db
    .selectFrom('promotions')
    .selectAll()
    .where('discoverable', '=', 1)
    .orderBy('code')
    .execute();
  for (const promotion of candidates) {
    if (promotionApplies(promotion, scope) && (await hasUnitsLeft(db, promotion, scope))) {
      return promotion;
    }
  }
  return undefined;
}

export async function paymentConfig(db: Db, brandId: number) {
  return db
    .selectFrom('payment_configs')
    .selectAll()
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}
