/**
 * The seed data of the reference API server: what a fresh database is filled with.
 *
 * Shape (every list is plain data, ids are unique per list, amounts are numbers:
 * ARS integers unless the row's currency is 'usd'):
 * - families       wire Family minus what the server derives (stock_count, price = lowest
 *                  version price). `family` is the display name ('T-Cross'); when matching a
 *                  family coming from a route, compare case-insensitively with dashes = spaces.
 * - subfamilies    wire Subfamily minus stock_count (derived from stock). price = list price.
 * - stock          one row per unit: wire stock vehicle input (license_price/delivery_price,
 *                  `chassis` only, never `chasis`), all fields filled, no `status` (the server
 *                  owns it; every seeded unit starts 'available'). New units first, then the
 *                  used ones (`used`: kilometres, owners, plate, inspection, note).
 * - arriving       units in transit (status 'in_transit', `arrival` relative to the seed day),
 *                  numbered after the stock.
 * - offers         which stock units are offers: { stock_id, best, valid_from, valid_until }
 *                  (the window holds the seed day and ends at the end of the next month).
 *                  Invariant: exactly the
 *                  units with special_discount > 0 are offers. The wire Offer is built from the
 *                  unit (price = unit price, discount = special_discount, model_year set);
 *                  `best` marks the brand's best offers (ordered by special_discount desc,
 *                  at least 4 per brand); grouped = every offer grouped by family.
 * - savingPlans    wire SavingPlan input, all fields filled.
 * - parameters     the /parameter answer as wire input (one object, not per brand). services
 *                  has a booking_price for every brand key '1','2','4','5','6'.
 * - serviceCategories  wire ServiceCategory input.
 * - creditPlans    plans with the data needed to answer /credit/find deterministically: the
 *                  plan applies to `brand_ids` from financed_min up (above financed_max it
 *                  is listed as not available); every figure comes from the rules
 *                  package's `financingTerms` (rate, IVA on interest, fee, insurance).
 * - referenceFinancing  the stock search's reference plan (setting `reference_financing`):
 *                  a plan of creditPlans and the share of a unit's final price it finances.
 * - usdRate        the /usd/rate value.
 * - usedCatalogue  used-vehicle brands -> models -> versions (description, codia) with
 *                  base_value (ARS, what the version is worth as a 2026 0 km) and launch_year
 *                  (first model year; the last year is 2026) so the valuation is deterministic.
 * - promotions     wire Promotion plus where it applies and whether /promotion/discover may
 *                  return it (see SeedPromotion).
 * - paymentConfigs per vehicle brand; checkout_url is built by the server from checkout_path.
 */
import type { Inspection } from '@territorio/api-client';
import type { z } from 'zod';
import type {
  BrandId,
  VehicleBrandId,
  bannerSchema,
  contactMethodSchema,
  familySchema,
  newsSchema,
  parameterVehicleSchema,
  paymentConfigSchema,
  popupSchema,
  promotionSchema,
  salesmanSchema,
  savingPlanSchema,
  serviceCategorySchema,
  stockVehicleSchema,
  storySchema,
  subfamilySchema,
} from '@territorio/api-client';
import type { LeadDepartment } from '@territorio/api-client/staff';
import type { SeedDate } from './dates';

type Filled<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

export type { SeedDate } from './dates';

/** What the server derives for the wire (rules/disclosure.ts): never seeded. */
type DisclosureFields =
  | 'final_price'
  | 'price_without_national_taxes'
  | 'final_price_ars'
  | 'price_without_national_taxes_ars'
  | 'iva_rate'
  | 'internal_tax_rate';

export type SeedFamily = Filled<
  Omit<z.input<typeof familySchema>, 'stock_count' | 'price' | 'price_without_national_taxes'>
>;

/**
 * iva_rate 21; internal_tax_rate 18 from ARS 70.000.000 or USD 60.000 of list price, else
 * 0; the energy label where the version has one (hybrids: class A).
 */
export type SeedSubfamily = Filled<
  Omit<z.input<typeof subfamilySchema>, 'stock_count' | 'price_without_national_taxes'>
>;

export type SeedStockUnit = Filled<
  Omit<
    z.input<typeof stockVehicleSchema>,
    'status' | 'chasis' | 'price' | 'list_price' | DisclosureFields
  >
> & {
  /** Contado price before discounts (equal to list_price in the seed). */
  price: number;
  /** The version's list price. */
  list_price: number;
  /** e.g. 'Polo Highline 170 TSI AT' (family + version). */
  model: string;
  /** A used unit's own data (./dealer-stock.ts); a new unit has none. */
  used?: {
    mileage_km: number;
    owners: number;
    plate: string;
    inspection: Inspection;
    public_note: string | null;
  };
  /** A unit in transit: the day it is expected, relative to the seed day. */
  arrival?: SeedDate;
};

export type SeedOffer = {
  stock_id: number;
  /** Shown among the brand's best offers. */
  best: boolean;
  /** The offer's validity (inclusive), relative to the seed day: it always holds the seed day. */
  valid_from: SeedDate;
  valid_until: SeedDate;
};

export type SeedSavingPlan = Filled<z.input<typeof savingPlanSchema>>;

export type SeedBanner = z.input<typeof bannerSchema>;
/** `ends_at` relative to the seed day; `{{ends_at}}` in the content reads that date. */
export type SeedNews = Omit<z.input<typeof newsSchema>, 'ends_at'> & {
  ends_at?: SeedDate | null;
};
export type SeedStory = z.input<typeof storySchema>;
export type SeedPopup = z.input<typeof popupSchema>;
export type SeedParameterVehicle = z.input<typeof parameterVehicleSchema>;
export type SeedContactMethod = z.input<typeof contactMethodSchema>;

/**
 * A contact method as stored (content_items 'contact_method') and edited in the staff
 * console: the public fields plus where the department receives its leads and events
 * (services/lead-delivery.ts). Human resources has an entry the public site never shows.
 */
export type SeedDepartmentContact = Omit<SeedContactMethod, 'department'> & {
  department: LeadDepartment;
  email?: string | null;
  /** Addresses of the department at one site (site-config names), before `email`. */
  site_emails?: { site: string; email: string }[];
  /** The department's CRM reads the ADF/XML document from the email's text. */
  adf_in_body?: boolean;
};
export type SeedSalesman = z.input<typeof salesmanSchema>;

export type SeedParameters = {
  banners: SeedBanner[];
  news: SeedNews[];
  stories: SeedStory[];
  popups: SeedPopup[];
  vehicles: SeedParameterVehicle[];
  /** Keyed by brand id as a string ('1', '2', '4', '5', '6'). */
  services: Record<`${BrandId}`, { booking_price: number }>;
  /** The public projection of `SeedData.departmentContacts`. */
  contact_methods: SeedContactMethod[];
  salesmen: SeedSalesman[];
};

export type SeedServiceCategory = z.input<typeof serviceCategorySchema>;

export type SeedCreditPlan = {
  id: number;
  /** e.g. 'Prendario UVA 36 meses'. */
  name: string;
  bank: string;
  months: number;
  /** Largest loan the plan accepts (ARS); plans with loan_amount > financed_max are left out. */
  financed_max: number;
  /** Smallest loan the plan accepts (ARS). */
  financed_min: number;
  /** Nominal annual rate in percent (TNA), e.g. 39.9; 0 for 'tasa 0'. */
  annual_rate: number;
  /** Brands whose vehicles the plan finances (never 6: BAIC financing is 'Próximamente'). */
  brand_ids: VehicleBrandId[];
  /** IVA on the interest, percent. */
  interest_vat_rate: number;
  /** Charged once on the principal, percent (plus 21 % IVA). */
  granting_fee_rate: number;
  /** Life insurance on the balance, percent a month. */
  monthly_insurance_rate: number;
  system: 'french';
};

export type SeedUsedVersion = {
  description: string;
  /** Unique across the whole catalogue. */
  codia: string;
  /** ARS value of this version as a 0 km in 2026. */
  base_value: number;
  /** First model year sold; valuations for earlier years are invalid. Last year: 2026. */
  launch_year: number;
};

export type SeedUsedModel = { name: string; versions: SeedUsedVersion[] };

export type SeedUsedBrand = { id: number; name: string; models: SeedUsedModel[] };

export type SeedPromotion = Filled<
  Omit<z.input<typeof promotionSchema>, 'valid_from' | 'valid_until'>
> & {
  /** /promotion/discover may return it when its scope matches. */
  discoverable: boolean;
  /** Scope; null means any. A promotion applies when every non-null scope field matches. */
  brand_id: VehicleBrandId | null;
  /** Family display name (compare case-insensitively, dashes = spaces). */
  family: string | null;
  chassis: string | null;
  /** Inclusive validity relative to the seed day (or absolute); null = open. */
  valid_from: SeedDate | null;
  valid_until: SeedDate | null;
  /** How many live operations may hold the code; null = not limited. */
  units: number | null;
};

export type SeedPaymentConfig = Omit<z.input<typeof paymentConfigSchema>, 'checkout_url'> & {
  /** Path on the API host of the payment page (the server prefixes its public base URL). */
  checkout_path: string;
};

export type SeedReferenceFinancing = {
  credit_plan_id: number;
  /** Percent of the unit's final price financed (50 means half). */
  share_percent: number;
};

export type SeedData = {
  families: SeedFamily[];
  subfamilies: SeedSubfamily[];
  /** The units on the lot, new and used (all available). */
  stock: SeedStockUnit[];
  /** The units in transit (`arrival` set), apart: no operation can start on them by default. */
  arriving: SeedStockUnit[];
  offers: SeedOffer[];
  savingPlans: SeedSavingPlan[];
  parameters: SeedParameters;
  /** Every contact method with its department addresses, as stored. */
  departmentContacts: SeedDepartmentContact[];
  serviceCategories: SeedServiceCategory[];
  creditPlans: SeedCreditPlan[];
  referenceFinancing: SeedReferenceFinancing;
  usdRate: number;
  usedCatalogue: SeedUsedBrand[];
  promotions: SeedPromotion[];
  paymentConfigs: SeedPaymentConfig[];
};
