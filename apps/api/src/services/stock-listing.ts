/**
 * A unit as the stock search and the unit page show it (stockListingSchema), with the
 * figures the search filters and sorts on. Prices come from the catalogue's own rules
 * (`pricedUnit`: an expired offer has no special discount; `unitDisclosureWire`: the final
 * price, in pesos at today's rate) and the reference financing from `financingTerms`.
 *
 * The reference plan is the dealership's choice, a setting (`reference_financing`:
 * `{ "credit_plan_id": 4, "share_percent": 50 }`): every unit shows the plan financing that
 * share of its final price, at most the plan's financed_max. A unit has none when the plan
 * does not serve its brand, the loan is below financed_min, or the unit has no peso price.
 */
import {
  dollarsToPesos,
  honestPlanName,
  isDollarCurrency,
  maskedChassis,
  slugify,
  stockInstalmentSteps,
  stockKmSteps,
  stockPriceSteps,
  stockYearSteps,
  type FinancingTerms,
  type VehicleBrandId,
  type referenceFinancingSchema,
  type stockListingSchema,
  type stockSearchResultSchema,
  type stockUnitPageSchema,
} from '@territorio/api-client';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { CreditPlanTable, Db, StockUnitRow } from '../db/schema';
import {
  creditPlanWithBrands,
  referenceFinancingSetting,
  type VersionRow,
} from '../repositories/stock-search';
import { planTerms } from './pricing/credit-terms';
import { pricedUnit, unitDisclosureWire, type PriceDay } from './pricing/unit';
import { coverOf, type UnitPhotoWire } from './stock-photos';

export type StockListingWire = z.input<typeof stockListingSchema>;
export type StockUnitPageWire = z.input<typeof stockUnitPageSchema>;
type ReferenceFinancingWire = z.input<typeof referenceFinancingSchema>;
export type ReferencePlanWire = z.input<typeof stockSearchResultSchema>['reference_plan'];
type VersionSpecs = Pick<
  StockUnitPageWire['unit'],
  'features' | 'energy_class' | 'consumption_l_100km' | 'co2_g_km'
>;

/** The facets whose values are names: brand, family, site and colour. */
export type FacetCodes = {
  readonly brand: number;
  readonly family: number;
  readonly site: number;
  readonly color: number;
};

/**
 * Small integers for facet values ('family:polo'), given once per process and never
 * taken back: there are as many as the catalogue has brands, families, sites and colours.
 */
const facetCodes = new Map<string, number>();

/** The code of a facet's value, given on first use. */
export function facetCode(facet: keyof FacetCodes, value: string): number {
  const key = `${facet}:${value}`;
  let code = facetCodes.get(key);
  if (code === undefined) {
    code = facetCodes.size;
    facetCodes.set(key, code);
  }
  return code;
}

/** The code of a facet's value, or undefined when no unit ever had it. */
export function knownFacetCode(facet: keyof FacetCodes, value: string): number | undefined {
  return facetCodes.get(`${facet}:${value}`);
}

/** How many codes there are: the size of a tally of every facet value. */
export function facetCodeCount(): number {
  return facetCodes.size;
}

/** A listed unit and what the search reads of it. */
export type StockEntry = {
  readonly id: number;
  readonly listing: StockListingWire;
  readonly specs: VersionSpecs;
  /** Its ready photos, the cover first (the unit page's gallery). */
  readonly photos: readonly UnitPhotoWire[];
  readonly brandId: VehicleBrandId;
  readonly familyId: number;
  readonly familySlug: string;
  readonly siteSlug: string;
  readonly colorSlug: string;
  /** Each facet value's code (`facetCode`), so a search counts in arrays, not maps. */
  readonly codes: FacetCodes;
  /** The final price in whole pesos; null without a dollar rate for a dollar unit. */
  readonly priceArs: number | null;
  /** discount + special discount as priced today, in pesos (0 without a rate). */
  readonly discountArs: number;
  readonly hasSpecialDiscount: boolean;
  readonly used: boolean;
  /** Kilometres on the odometer (a new unit's are 0). */
  readonly km: number;
  /** The model year; null when the unit has none. */
  readonly year: number | null;
  /** The reference plan's first instalment; null without reference financing. */
  readonly instalment: number | null;
  /**
   * How many of the search's steps the unit is within, for the facets' counts: price steps
   * at or below its price (the first ones), at or above it (the last ones), instalment
   * steps at or above its instalment; -1 without a price or an instalment.
   */
  readonly steps: {
    readonly priceFrom: number;
    readonly priceUpTo: number;
    readonly instalmentUpTo: number;
    readonly kmUpTo: number;
    readonly yearFrom: number;
  };
};

/** A version as its units show it: name, specs (parsed once) and national tax rates. */
export type ListedVersion = {
  readonly name: string;
  /** The version's picture: a unit without one of its own shows it. */
  readonly image: string;
  readonly specs: VersionSpecs;
  readonly rates: Pick<VersionRow, 'iva_rate' | 'internal_tax_rate'>;
};

export function listedVersion(row: VersionRow): ListedVersion {
  return {
    name: row.name,
    image: row.image,
    specs: {
      features: JSON.parse(row.features) as string[],
      energy_class: row.energy_class,
      consumption_l_100km: row.consumption_l_100km,
      co2_g_km: row.co2_g_km,
    },
    rates: { iva_rate: row.iva_rate, internal_tax_rate: row.internal_tax_rate },
  };
}

const settingSchema = z.object({
  credit_plan_id: z.number().int().positive(),
  share_percent: z.number().positive().max(100),
});

/** The reference plan; its terms are computed once per financed amount. */
export type ReferencePlan = {
  /** What the plan's figures depend on: an equal one keeps the terms computed so far. */
  readonly signature: string;
  readonly plan: Selectable<CreditPlanTable>;
  readonly brandIds: ReadonlySet<number>;
  readonly sharePercent: number;
  readonly termsOf: (amount: number) => FinancingTerms;
};

/**
 * The reference plan as configured; null when the setting is missing, invalid or names no
 * plan. `previous` is given back when nothing it depends on changed.
 */
export async function loadReferencePlan(
  db: Db,
  previous: ReferencePlan | null = null,
): Promise<ReferencePlan | null> {
  const stored = await referenceFinancingSetting(db);
  if (stored === undefined) return null;
  let setting: z.output<typeof settingSchema>;
  try {
    setting = settingSchema.parse(JSON.parse(stored));
  } catch {
    return null;
  }
  const found = await creditPlanWithBrands(db, setting.credit_plan_id);
  if (!found) return null;
  const signature = JSON.stringify([setting, found.plan, [...found.brandIds].sort()]);
  if (previous?.signature === signature) return previous;
  // Many units share a price (a version's list price), so their terms are the same.
  const terms = new Map<number, FinancingTerms>();
  return {
    signature,
    plan: found.plan,
    brandIds: new Set(found.brandIds),
    sharePercent: setting.share_percent,
    termsOf: (amount) => {
      let known = terms.get(amount);
      if (!known) {
        known = planTerms(found.plan, amount);
        terms.set(amount, known);
      }
      return known;
    },
  };
}

export function referencePlanWire(reference: ReferencePlan | null): ReferencePlanWire {
  if (!reference) return null;
  const { plan } = reference;
  return {
    name: honestPlanName(plan.name, reference.termsOf(plan.financed_min)),
    bank: plan.bank,
    months: plan.months,
    share: reference.sharePercent,
  };
}

function referenceFinancing(
  reference: ReferencePlan | null,
  brandId: number,
  cashPrice: number | null,
): ReferenceFinancingWire | null {
  if (!reference || cashPrice === null || !reference.brandIds.has(brandId)) return null;
  const { plan } = reference;
  const amount = Math.min(
    Math.round((cashPrice * reference.sharePercent) / 100),
    plan.financed_max,
  );
  if (amount < plan.financed_min) return null;
  const terms = reference.termsOf(amount);
  return {
    plan_name: honestPlanName(plan.name, terms),
    bank: plan.bank,
    months: plan.months,
    cash_price: cashPrice,
    down_payment: cashPrice - amount,
    amount_financed: amount,
    first_instalment: terms.firstInstalment,
    tna: terms.tna,
    tea: terms.tea,
    cftea: terms.cftea,
  };
}

function inPesos(amount: number, currency: string, usdRate: number): number {
  return isDollarCurrency(currency) ? (dollarsToPesos(amount, usdRate) ?? 0) : amount;
}

/** How many of `steps` (ascending) are at or below `value`, and at or above it; -1 for null. */
function stepsAround(value: number | null, steps: readonly number[]) {
  if (value === null) return { below: -1, above: -1 };
  const below = steps.filter((step) => step <= value).length;
  return { below, above: steps.filter((step) => step >= value).length };
}

/**
 * The unit as sold on `day` with its version, its reference financing and its ready
 * `photos` (in order); `familyName` names its family.
 */
export function stockEntry(
  stored: StockUnitRow,
  version: ListedVersion,
  familyName: string,
  day: PriceDay,
  reference: ReferencePlan | null,
  photos: readonly UnitPhotoWire[] = [],
): StockEntry {
  const unit = pricedUnit(stored, day.today);
  const disclosure = unitDisclosureWire({ ...unit, ...version.rates }, day.usdRate);
  const financing = referenceFinancing(reference, unit.brand_id, disclosure.final_price_ars);
  const listing: StockListingWire = {
    id: unit.id,
    brand_id: unit.brand_id as StockListingWire['brand_id'],
    family_id: unit.family_id,
    subfamily_id: unit.subfamily_id,
    family: unit.family,
    version: version.name,
    name: unit.name,
    color: unit.color,
    location: unit.location,
    image: unit.image || version.image,
    currency: unit.currency,
    model_year: unit.model_year,
    doors: unit.doors,
    price: unit.price,
    list_price: unit.list_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    license_price: unit.license_price,
    delivery_price: unit.delivery_price,
    chassis_masked: maskedChassis(unit.chassis),
    ...disclosure,
    financing,
    condition: unit.condition,
    mileage_km: unit.condition === 'used' ? unit.mileage_km : null,
    status: unit.status === 'in_transit' ? 'in_transit' : 'available',
    arrival_date: unit.status === 'in_transit' ? unit.arrival_date : null,
    cover: coverOf(photos[0]),
  };
  const price = stepsAround(disclosure.final_price_ars, stockPriceSteps);
  const instalment = stepsAround(financing?.first_instalment ?? null, stockInstalmentSteps);
  const km = unit.condition === 'used' ? (unit.mileage_km ?? 0) : 0;
  const mileage = stepsAround(km, stockKmSteps);
  const year = stepsAround(unit.model_year, stockYearSteps);
  const familySlug = slugify(familyName);
  const siteSlug = slugify(unit.location);
  const colorSlug = slugify(unit.color);
  return {
    id: unit.id,
    listing,
    specs: version.specs,
    photos,
    brandId: listing.brand_id,
    familyId: unit.family_id,
    familySlug,
    siteSlug,
    colorSlug,
    codes: {
      brand: facetCode('brand', String(listing.brand_id)),
      family: facetCode('family', familySlug),
      site: facetCode('site', siteSlug),
      color: facetCode('color', colorSlug),
    },
    priceArs: disclosure.final_price_ars,
    discountArs: inPesos(unit.discount + unit.special_discount, unit.currency, day.usdRate),
    hasSpecialDiscount: unit.special_discount > 0,
    used: unit.condition === 'used',
    km,
    year: unit.model_year,
    instalment: financing?.first_instalment ?? null,
    steps: {
      priceFrom: price.below,
      priceUpTo: price.above,
      instalmentUpTo: instalment.above,
      kmUpTo: mileage.above,
      yearFrom: year.below,
    },
  };
}
