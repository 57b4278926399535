/**
 * The contract between the API server and its clients, declared once (ARCHITECTURE.md).
 * Each schema describes the JSON the server sends ("wire" shape, snake_case as in spec 3
 * and 7); the client parses every response through these at the edge, so a server that
 * breaks the contract fails loudly here. The server builds its responses with the
 * `z.input` types of the same schemas.
 *
 * Written with `zod/mini`, the tree-shakable functional API of zod 4 (`z.optional(s)` for
 * `s.optional()`, `z._default(s, v)` for `s.default(v)`, `s.check(z.minLength(1))` for
 * `s.min(1)`, ...): the browser bundles carry only the parts these schemas use. Mini schemas
 * parse exactly as the classic ones; they lack the chainable methods, so code elsewhere
 * derives from them with the functional forms (`z.extend(schema, {...})`, `z.optional(schema)`).
 */
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { familyArticles, positionOptions, studiesOptions, zoneOptions } from './constants';
import { messages } from './messages';
import { cvFileProblem } from './rules/cv-file';
import { defaultTaxRates } from './rules/disclosure';
import { inspectionResults, onSaleStatuses, unitConditions } from './rules/stock-unit';
import type { CvFile } from './rules/cv-file';
import { proofOfWorkInvalid } from './proof-of-work';
import {
  isOneLine,
  normalizeArgentinePhone,
  normalizeDni,
  personalDataMessages,
} from './rules/personal-data';
import { isLocalDate, isLocalTime, visitMessages, visitSiteBySlug, visitStatuses } from './visits';

// Classic zod registers English messages on first use; zod/mini leaves that to the caller.
// Same rule as classic: only when no locale is configured, so an app's `z.config(...)` wins.
if (!z.config().localeError) z.config(en());

const id = z.number().check(z.int(), z.nonnegative());
/** Money on the wire: a number, or null when unknown. (Zod 4 numbers are finite already.) */
const money = z.number();
const nullableMoney = z.nullable(money);
/** A percent (21 means 21 %). */
const percent = z.number().check(z.nonnegative());
/** A calendar day 'YYYY-MM-DD' (Argentine), or null when open or unknown. */
const nullableDay = z.nullable(z.string());

/**
 * Res. SIyC 4/2025 figures of a unit's price (rules/disclosure.ts `unitPriceDisclosure`),
 * added to stock units and offers. Servers older than these fields send none: the
 * figures read null and the rates the defaults (`defaultTaxRates`).
 */
const priceDisclosureFields = {
  /** The final price: after every discount, registration and delivery included; unit's currency. */
  final_price: z._default(nullableMoney, null),
  /** `final_price` without IVA and internal tax ("Precio sin impuestos nacionales"). */
  price_without_national_taxes: z._default(nullableMoney, null),
  /** Peso figures: equal to the above on a peso unit, at today's rate on a dollar unit, null without a rate. */
  final_price_ars: z._default(nullableMoney, null),
  price_without_national_taxes_ars: z._default(nullableMoney, null),
  iva_rate: z._default(percent, defaultTaxRates.ivaRate),
  internal_tax_rate: z._default(percent, defaultTaxRates.internalTaxRate),
};

/** Res. 383/2021 energy-efficiency label classes. */
export const energyClasses = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;

export const brandIdSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);
export const vehicleBrandIdSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(4),
  z.literal(6),
]);

/** 'usd' means dollars; anything else means pesos (spec 3, 9). */
export const currencySchema = z.string();

// ---------------------------------------------------------------- catalogue

/** A family as the API sends it (`familySchema` adds what clients derive). */
export const familyWireSchema = z.object({
  id,
  brand_id: vehicleBrandIdSchema,
  name: z.string(),
  family: z.string(),
  /** The name's article ('el Polo', 'la Amarok'); data without one reads as 'el'. */
  article: z._default(z.enum(familyArticles), 'el'),
  description: z._default(z.string(), ''),
  image: z.string(),
  currency: z._default(currencySchema, 'ars'),
  discount: z._default(money, 0),
  /** Lowest list price among the family's versions, for 'Desde' lines; null if unknown. */
  price: z._default(nullableMoney, null),
  /** `price` without national taxes (vehicle only, the version's tax rates); null if unknown. */
  price_without_national_taxes: z._default(nullableMoney, null),
  /** Units in stock across versions. */
  stock_count: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});

/** spec 3 Family (model). webDiscount equals discount. */
export const familySchema = z.pipe(
  familyWireSchema,
  z.transform((family: z.output<typeof familyWireSchema>) => ({
    ...family,
    webDiscount: family.discount,
  })),
);
export type Family = z.output<typeof familySchema>;

/** spec 3 Subfamily (version). */
export const subfamilySchema = z.object({
  id,
  family_id: id,
  brand_id: vehicleBrandIdSchema,
  name: z.string(),
  features: z._default(z.array(z.string()), []),
  image: z._default(z.string(), ''),
  currency: z._default(currencySchema, 'ars'),
  /** List price of the version; visible after a price request (spec 4). */
  price: z._default(nullableMoney, null),
  /** Units available; a version without stock has a disabled card (spec 4). */
  stock_count: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /** National taxes in the price, percents. */
  iva_rate: z._default(percent, defaultTaxRates.ivaRate),
  internal_tax_rate: z._default(percent, defaultTaxRates.internalTaxRate),
  /** `price` without national taxes (the vehicle only: no registration or delivery). */
  price_without_national_taxes: z._default(nullableMoney, null),
  /** Energy-efficiency label (Res. 383/2021); null where the version has none. */
  energy_class: z._default(z.nullable(z.enum(energyClasses)), null),
  consumption_l_100km: z._default(z.nullable(z.number().check(z.nonnegative())), null),
  co2_g_km: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
});
export type Subfamily = z.output<typeof subfamilySchema>;

/** A stock vehicle as the API sends it (`stockVehicleSchema` renames for clients). */
export const stockVehicleWireSchema = z.object({
  id,
  brand_id: vehicleBrandIdSchema,
  family_id: id,
  subfamily_id: id,
  name: z.string(),
  model: z.optional(z.string()),
  family: z.string(),
  price: z._default(nullableMoney, null),
  list_price: z._default(nullableMoney, null),
  discount: z._default(money, 0),
  special_discount: z._default(money, 0),
  license_price: z._default(money, 0),
  delivery_price: z._default(money, 0),
  doors: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
  color: z._default(z.string(), ''),
  location: z._default(z.string(), ''),
  chassis: z.optional(z.string()),
  chasis: z.optional(z.string()),
  currency: z._default(currencySchema, 'ars'),
  image: z._default(z.string(), ''),
  model_year: z._default(z.nullable(z.number().check(z.int())), null),
  /** available: on sale; held: a pending deposit holds it; reserved: an approved deposit. */
  status: z._default(z.enum(['available', 'held', 'reserved']), 'available'),
  ...priceDisclosureFields,
});

/**
 * spec 3 Stock vehicle. license_cost comes from license_price, preparation_cost from
 * delivery_price; chassis is also spelled chasis.
 */
export const stockVehicleSchema = z.pipe(
  stockVehicleWireSchema,
  z.transform(
    ({
      license_price,
      delivery_price,
      chasis,
      chassis,
      ...rest
    }: z.output<typeof stockVehicleWireSchema>) => ({
      ...rest,
      chassis: chassis ?? chasis ?? '',
      license_cost: license_price,
      preparation_cost: delivery_price,
    }),
  ),
);
export type StockVehicle = z.output<typeof stockVehicleSchema>;

/** spec 3 Offer: like a stock vehicle, with model_year deciding how price and discount read. */
export const offerSchema = z.object({
  id,
  brand_id: vehicleBrandIdSchema,
  family_id: id,
  subfamily_id: id,
  name: z.string(),
  family: z.string(),
  price: money,
  discount: z._default(money, 0),
  color: z._default(z.string(), ''),
  location: z._default(z.string(), ''),
  image: z._default(z.string(), ''),
  currency: z._default(currencySchema, 'ars'),
  model_year: z._default(z.nullable(z.number().check(z.int())), null),
  license_price: z._default(money, 0),
  delivery_price: z._default(money, 0),
  chassis: z._default(z.string(), ''),
  ...priceDisclosureFields,
  /** The offer's validity (Ley 24.240 art. 7), inclusive Argentine days; null = open. */
  valid_from: z._default(nullableDay, null),
  valid_until: z._default(nullableDay, null),
});
export type Offer = z.output<typeof offerSchema>;

export const offerGroupSchema = z.object({
  family_id: id,
  family: z.string(),
  name: z.string(),
  image: z._default(z.string(), ''),
  items: z.array(offerSchema),
  /** Units offered (Ley 24.240 art. 7); older servers do not send it: count the items. */
  units: z.optional(z.number().check(z.int(), z.nonnegative())),
  /** The window every item is valid in (the latest start, the earliest end); absent or null = open. */
  valid_from: z.optional(nullableDay),
  valid_until: z.optional(nullableDay),
});
export type OfferGroup = z.output<typeof offerGroupSchema>;

/** spec 3: offers per brand, best offers and grouped offers. */
export const offersSchema = z.object({
  best: z.array(offerSchema),
  grouped: z.array(offerGroupSchema),
});
export type Offers = z.output<typeof offersSchema>;

/** spec 3 Saving plan. provider tells the brand's plan from the group's own (spec 2.7 tabs). */
export const savingPlanSchema = z.object({
  id,
  brand_id: vehicleBrandIdSchema,
  name: z.string(),
  model: z.string(),
  family: z.string(),
  family_id: z._default(z.nullable(id), null),
  installments: z.number().check(z.int(), z.positive()),
  initial_installment: z._default(nullableMoney, null),
  first_installment: z._default(nullableMoney, null),
  integration: z._default(z.string(), ''),
  description: z._default(z.string(), ''),
  image: z._default(z.string(), ''),
  provider: z._default(z.enum(['brand', 'group']), 'brand'),
});
export type SavingPlan = z.output<typeof savingPlanSchema>;

// ---------------------------------------------------------------- parameters

export const imageSchema = z.object({
  path: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
});

/** spec 3 Banner: an image wider than tall is the desktop variant, otherwise mobile. */
export const bannerSchema = z.object({
  id: z.optional(id),
  name: z.string(),
  url: z._default(z.string(), ''),
  images: z.array(imageSchema),
  /** The last day it is shown (inclusive, Argentine); absent or null = no end. */
  ends_at: z.optional(nullableDay),
});
export type Banner = z.output<typeof bannerSchema>;

/** spec 3 News. The excerpt is derived by `newsExcerpt`, not sent. */
export const newsSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  display_date: z.string(),
  url: z._default(z.nullable(z.string()), null),
  images: z._default(z.array(z.object({ path: z.string() })), []),
  brand_id: brandIdSchema,
  brand_string: z.string(),
  type_string: z.string(),
  /** The last day it is current (inclusive, Argentine); past it, it leaves the lists. Absent or null = no end. */
  ends_at: z.optional(nullableDay),
});
export type News = z.output<typeof newsSchema>;

export const storyCategorySchema = z.enum(['0 km', 'Planes de Ahorro', 'Postventa']);
export type StoryCategory = z.output<typeof storyCategorySchema>;

/** spec 3 Story: path /historias/{id}/{slug}. */
export const storySchema = z.object({
  id,
  title: z.string(),
  brand_id: z.optional(brandIdSchema),
  brand_string: z.string(),
  category_string: storyCategorySchema,
  slug_url: z.string(),
  video_path: z.string(),
  poster_path: z.optional(z.string()),
});
export type Story = z.output<typeof storySchema>;

export const popupSchema = z.object({
  id,
  title: z.string(),
  image: z._default(z.string(), ''),
  url: z._default(z.string(), ''),
  text: z._default(z.string(), ''),
  /** The last day it is shown (inclusive, Argentine); absent or null = no end. */
  ends_at: z.optional(nullableDay),
});
export type Popup = z.output<typeof popupSchema>;

export const departmentSchema = z.enum(['sales', 'plans', 'services', 'administration']);
export type Department = z.output<typeof departmentSchema>;

/** spec 3: zoom_link may hold a zoom or skype address, or a phone number. */
export const contactMethodSchema = z.object({
  brand_id: brandIdSchema,
  department: departmentSchema,
  zoom_link: z._default(z.nullable(z.string()), null),
  whatsapp_number: z._default(z.nullable(z.union([z.string(), z.number()])), null),
});
export type ContactMethod = z.output<typeof contactMethodSchema>;

export const salesmanSchema = z.object({
  id,
  brand_id: brandIdSchema,
  fullname: z.string(),
  zoom_link: z._default(z.nullable(z.string()), null),
  whatsapp_number: z._default(z.nullable(z.union([z.string(), z.number()])), null),
});
export type Salesman = z.output<typeof salesmanSchema>;

/** A model highlighted on home ("models banner"). */
export const parameterVehicleSchema = z.object({
  brand_id: vehicleBrandIdSchema,
  family_id: id,
  family: z.string(),
  name: z.string(),
  image: z._default(z.string(), ''),
});

/** spec 3: services keyed by brand id with booking_price (the reservation deposit). */
export const brandServiceSchema = z.object({
  booking_price: z._default(nullableMoney, null),
});

export const parametersSchema = z.object({
  banners: z._default(z.array(bannerSchema), []),
  news: z._default(z.array(newsSchema), []),
  stories: z._default(z.array(storySchema), []),
  popups: z._default(z.array(popupSchema), []),
  vehicles: z._default(z.array(parameterVehicleSchema), []),
  services: z._default(z.record(z.string(), brandServiceSchema), {}),
  contact_methods: z._default(z.array(contactMethodSchema), []),
  salesmen: z._default(z.array(salesmanSchema), []),
});
export type Parameters = z.output<typeof parametersSchema>;

/** spec 3 Service category: price tiers per service. */
export const serviceSchema = z.object({
  id,
  name: z.string(),
  brand_id: z.optional(brandIdSchema),
  price_promotion: z._default(money, 0),
  price_premium: z._default(money, 0),
  price_default: z._default(money, 0),
});
export const serviceCategorySchema = z.object({
  id,
  name: z.string(),
  services: z.array(serviceSchema),
});
export type Service = z.output<typeof serviceSchema>;
export type ServiceCategory = z.output<typeof serviceCategorySchema>;

// ---------------------------------------------------------------- dealership

/** spec 3 Credit plan. */
export const creditPlanSchema = z.object({
  id,
  name: z.string(),
  months: z.number().check(z.int(), z.positive()),
  avg_installment: money,
  /** The plan's limits, in pesos (bank credits are peso loans). */
  financed_min: z._default(money, 0),
  financed_max: money,
  bank: z.string(),
  /**
   * spec 4: a plan whose financed_max is below the requested loan is still listed with
   * `available: false`; choosing it sets the financed amount to financed_max, and every
   * figure below is for that amount. Servers that do not send it list available plans only.
   */
  available: z._default(z.boolean(), true),
  /** The amount the figures are for: the loan, or financed_max when not available. */
  financed_amount: z._default(nullableMoney, null),
  /** Rates, percents with two decimals (rules/financing.ts `financingTerms`); null from older servers. */
  tna: z._default(z.nullable(percent), null),
  tea: z._default(z.nullable(percent), null),
  /** Total financial cost, effective annual, IVA included. */
  cftea: z._default(z.nullable(percent), null),
  interest_vat_rate: z._default(z.nullable(percent), null),
  granting_fee_rate: z._default(z.nullable(percent), null),
  monthly_insurance_rate: z._default(z.nullable(percent), null),
  system: z._default(z.enum(['french']), 'french'),
  /** The first month's payment (instalment, IVA on interest, insurance), pesos. */
  first_installment: z._default(nullableMoney, null),
  /** Every payment plus the granting fee, pesos. */
  total_payable: z._default(nullableMoney, null),
  /** The granting fee with its IVA, paid at the start, pesos. */
  granting_fee: z._default(nullableMoney, null),
});
export type CreditPlan = z.output<typeof creditPlanSchema>;

export const usdRateSchema = z.object({ value: money });

export const usedBrandSchema = z.object({ id, name: z.string() });
export const usedModelSchema = z.object({ name: z.string() });
export const usedVersionSchema = z.object({ description: z.string(), codia: z.string() });
export type UsedBrand = z.output<typeof usedBrandSchema>;
export type UsedModel = z.output<typeof usedModelSchema>;
export type UsedVersion = z.output<typeof usedVersionSchema>;

/** spec 3 Promotion. Discount = money_discount if present, else percentage of the full price. */
export const promotionSchema = z.object({
  code: z.string(),
  name: z._default(z.string(), ''),
  money_discount: z._default(nullableMoney, null),
  percentage_discount: z._default(nullableMoney, null),
  /** Validity, inclusive Argentine days; null = open. */
  valid_from: z._default(nullableDay, null),
  valid_until: z._default(nullableDay, null),
  /** How many operations may use the code; null = not limited. */
  units: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
});
export type Promotion = z.output<typeof promotionSchema>;

/** spec 3 Used vehicle on an operation. */
export const usedVehicleSchema = z.object({
  brand: z.string(),
  model: z.string(),
  vehicle: z.string(),
  codia: z.string(),
  kms: z.number().check(z.int(), z.nonnegative()),
  year: z.number().check(z.int()),
  valuation: money,
});
export type UsedVehicle = z.output<typeof usedVehicleSchema>;

export const maritalStatusIdSchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

export const transactionStatusSchema = z.enum([
  'none',
  'approved',
  'pending',
  'in_process',
  'rejected',
  'refunded',
]);
export type TransactionStatus = z.output<typeof transactionStatusSchema>;

export const transactionSchema = z.object({
  /** The client reference given to the payment frame (spec 7.2). */
  code: z.string(),
  status: z._default(transactionStatusSchema, 'none'),
  status_detail: z._default(z.string(), ''),
  amount: z._default(nullableMoney, null),
  installments: z._default(z.nullable(z.number().check(z.int(), z.gte(1), z.lte(3))), null),
  paid_at: z._default(z.nullable(z.string()), null),
  /** The 48-hour self-service cancel's end (our promise). */
  refundable_until: z._default(z.nullable(z.string()), null),
  /** The 10-calendar-day withdrawal right's end (Res. 424/2020), once paid. */
  withdrawal_until: z._default(z.nullable(z.string()), null),
});

/** The stock unit snapshot an operation reserves. */
export const operationVehicleSchema = z.object({
  stock_id: id,
  brand_id: vehicleBrandIdSchema,
  family: z.string(),
  family_id: id,
  model: z.string(),
  chassis: z.string(),
  color: z._default(z.string(), ''),
  location: z._default(z.string(), ''),
  image: z._default(z.string(), ''),
  currency: z._default(currencySchema, 'ars'),
  /** Price after discount + license + preparation (spec 3 "full price with discount"). */
  fullprice: money,
  special_discount: z._default(money, 0),
  list_price: z._default(nullableMoney, null),
  license_cost: z._default(money, 0),
  preparation_cost: z._default(money, 0),
  /** The version's national taxes, percents. */
  iva_rate: z._default(percent, defaultTaxRates.ivaRate),
  internal_tax_rate: z._default(percent, defaultTaxRates.internalTaxRate),
});

export const purchaseSchema = z.object({
  email: z._default(z.string(), ''),
  name: z._default(z.string(), ''),
  lastname: z._default(z.string(), ''),
  dni: z._default(z.string(), ''),
  telephone: z._default(z.string(), ''),
  birthdate: z._default(z.string(), ''),
  display_birthdate: z._default(z.string(), ''),
  marital_status_id: z._default(z.nullable(maritalStatusIdSchema), null),
  address: z._default(z.string(), ''),
  vehicle: operationVehicleSchema,
  transaction: transactionSchema,
});

export const customerSchema = z.object({
  name: z._default(z.string(), ''),
  lastname: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  telephone: z._default(z.string(), ''),
  address: z._default(z.string(), ''),
  dni: z._default(z.string(), ''),
});

/** The promotion applied to an operation; price = full price with discount − promotion discount. */
export const operationPromotionSchema = z.object({
  code: z._default(z.nullable(z.string()), null),
  discount: z._default(money, 0),
  price: money,
});

export const operationAmountsSchema = z.object({
  full_price: money,
  promotion_discount: money,
  promotion_price: money,
  used_vehicles: z.array(money),
  used_vehicles_total: money,
  credit_pesos: money,
  credit: money,
  cash: money,
  pending: money,
  // Optional rather than defaulted: the settled amounts (rules/operation.ts `amountsWire`)
  // have this shape too, and the disclosure is the server's addition to them.
  /** `promotion_price` without national taxes, in the operation's currency. */
  price_without_national_taxes: z.optional(nullableMoney),
  /** Peso figures at the operation's rate (themselves on a peso operation; null without a rate). */
  final_price_ars: z.optional(nullableMoney),
  price_without_national_taxes_ars: z.optional(nullableMoney),
});
export type OperationAmountsWire = z.output<typeof operationAmountsSchema>;

export const operationStatusSchema = z.enum(['open', 'pending', 'reserved', 'cancelled']);

/** spec 3 Dealership operation. */
export const operationSchema = z.object({
  code: z.string(),
  brand_id: vehicleBrandIdSchema,
  family: z.string(),
  status: z._default(operationStatusSchema, 'open'),
  purchase: purchaseSchema,
  customer: customerSchema,
  cash_amount: z._default(money, 0),
  credit_id: z._default(z.nullable(id), null),
  credit_name: z._default(z.nullable(z.string()), null),
  credit_amount: z._default(money, 0),
  credit_installments: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  credit_avg_installment: z._default(money, 0),
  /** The chosen plan's limits, in pesos; null without a credit. */
  credit_financed_min: z._default(nullableMoney, null),
  credit_financed_max: z._default(nullableMoney, null),
  /** The chosen plan at the financed amount (`financingTerms`); null without a credit. */
  credit_tna: z._default(z.nullable(percent), null),
  credit_tea: z._default(z.nullable(percent), null),
  credit_cftea: z._default(z.nullable(percent), null),
  credit_total_payable: z._default(nullableMoney, null),
  credit_first_installment: z._default(nullableMoney, null),
  used_vehicles: z._default(z.array(usedVehicleSchema).check(z.maxLength(3)), []),
  promotion: operationPromotionSchema,
  pending_amount: money,
  usd_rate: z._default(money, 0),
  /** The currency of every amount of the operation: its unit's (DECISIONS). */
  currency: z._default(z.enum(['ars', 'usd']), 'ars'),
  /**
   * The settled amounts in the operation's currency (api-client settleOperationMoney), as
   * the server stored them: trade-ins and credit converted from pesos on a dollar unit.
   */
  amounts: z.optional(operationAmountsSchema),
  /** Grows by one on every change; an update based on an older version is refused (409). */
  version: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  /** The deposit this operation pays (the brand's booking_price; DECISIONS). */
  booking_price: money,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Operation = z.output<typeof operationSchema>;
export type OperationInput = z.input<typeof operationSchema>;

/** spec 7.2 start body for a new operation. */
export const startNewBodySchema = z.object({
  email: z.string().check(z.email()),
  stock_id: id,
  model: z.string(),
  brand_id: vehicleBrandIdSchema,
  chassis: z.string(),
  family: z.string(),
  family_id: id,
  promotion_code: z.optional(z.nullable(z.string())),
  fullprice: money,
  special_discount: z._default(money, 0),
});
/** spec 7.2: "or only code when resuming". */
export const startResumeBodySchema = z.object({ code: z.string().check(z.minLength(1)) });
export const startBodySchema = z.union([startResumeBodySchema, startNewBodySchema]);
export type StartNewBody = z.input<typeof startNewBodySchema>;
export type StartBody = z.input<typeof startBodySchema>;

export const valuationBodySchema = z.object({
  codia: z.string().check(z.minLength(1)),
  brand: z.string().check(z.minLength(1)),
  model: z.string().check(z.minLength(1)),
  vehicle: z.string().check(z.minLength(1)),
  year: z.number().check(z.int()),
  kms: z.number().check(z.int(), z.nonnegative()),
  operation: z.string().check(z.minLength(1)),
});
export type ValuationBody = z.input<typeof valuationBodySchema>;

/**
 * spec 7.2 valuation: "reads data (valuation amount)". The amount may arrive as the data
 * itself or as `{ valuation }`; both read as the number.
 */
export const valuationResultSchema = z.pipe(
  z.union([money, z.object({ valuation: money })]),
  z.transform((result: number | { valuation: number }) =>
    typeof result === 'number' ? result : result.valuation,
  ),
);
export type ValuationResult = z.output<typeof valuationResultSchema>;

/** The largest id a table holds (PostgreSQL's integer); a larger one names nothing. */
export const maxRowId = 2_147_483_647;

const trimmedText = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const emailOrEmpty = z.union([
  z.literal(''),
  z.string().check(z.trim(), z.maxLength(254), z.email()),
]);
/** An amount as a (finite: zod refuses Infinity) number, or as the text the buyer typed. */
const amountInput = z.union([z.number(), z.string().check(z.maxLength(40))]);

/**
 * spec 7.2 update: what the server reads from the whole operation it receives; everything
 * else (totals, vehicle, status, transaction, code-derived fields) is ignored. Missing
 * fields keep their stored value. `version`, when sent, must be the stored one.
 */
export const updateBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(64)),
  version: z.optional(z.number().check(z.int(), z.nonnegative())),
  purchase: z.optional(
    z.object({
      email: z.optional(emailOrEmpty),
      name: z.optional(trimmedText(100)),
      lastname: z.optional(trimmedText(100)),
      dni: z.optional(trimmedText(20)),
      telephone: z.optional(trimmedText(40)),
      birthdate: z.optional(trimmedText(20)),
      display_birthdate: z.optional(trimmedText(20)),
      marital_status_id: z.optional(z.nullable(maritalStatusIdSchema)),
      address: z.optional(trimmedText(200)),
    }),
  ),
  customer: z.optional(
    z.object({
      name: z.optional(trimmedText(100)),
      lastname: z.optional(trimmedText(100)),
      email: z.optional(emailOrEmpty),
      telephone: z.optional(trimmedText(40)),
      address: z.optional(trimmedText(200)),
      dni: z.optional(trimmedText(20)),
    }),
  ),
  cash_amount: z.optional(amountInput),
  credit_id: z.optional(
    z.nullable(z.number().check(z.int(), z.nonnegative(), z.maximum(maxRowId))),
  ),
  credit_amount: z.optional(amountInput),
  used_vehicles: z.optional(z.array(usedVehicleSchema)),
  promotion: z.optional(
    z.nullable(z.object({ code: z.optional(z.nullable(z.string().check(z.maxLength(64)))) })),
  ),
});
export type UpdateBody = z.output<typeof updateBodySchema>;

/** DECISIONS: refund promise, cancel by code within 48 hours. */
export const cancelBodySchema = z.object({ code: z.string().check(z.minLength(1)) });
export type CancelBody = z.input<typeof cancelBodySchema>;

/** DECISIONS: the brand's public payment configuration. */
export const paymentConfigSchema = z.object({
  brand_id: vehicleBrandIdSchema,
  provider: z.enum(['sandbox', 'mercadopago']),
  public_key: z.string(),
  /** Address of the page the step-4 frame shows. */
  checkout_url: z.string(),
});
export type PaymentConfig = z.output<typeof paymentConfigSchema>;

// ---------------------------------------------------------------- forms
// Every check of a form field carries its own Spanish message (spec 5, 8), so the catalogue
// shows under a field the very text the API answers for it. Issues without one (a value of
// the wrong type, a field no person fills) get their words from the caller's error map.

/** A trimmed string that must not be empty; `required` is said when missing or blank. */
const requiredText = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, { error: required, abort: true }));

/**
 * A name or last name: required, and one line of plain text (no line break nor control
 * character: it reaches emails and sales notes).
 */
const personName = (required: string, oneLine: string) =>
  requiredText(required).check(z.refine<string>(isOneLine, { error: oneLine }));
const firstName = () =>
  personName(personalDataMessages.nameRequired, personalDataMessages.nameOneLine);
const lastName = () =>
  personName(personalDataMessages.lastnameRequired, personalDataMessages.lastnameOneLine);

/** A trimmed e-mail address (`z.string().trim().email()`). */
const emailText = () =>
  z
    .string({ error: personalDataMessages.emailInvalid })
    .check(z.trim(), z.email({ error: personalDataMessages.emailInvalid }));

/** A required e-mail address: one message when it is missing, another when it is malformed. */
const requiredEmail = () =>
  requiredText(personalDataMessages.emailRequired).check(
    z.email({ error: personalDataMessages.emailInvalid }),
  );

/** DECISIONS "Argentina": the usual local forms and +54 ('261 555-2150', '+54 9 261 555-2150'). */
const isArgentinePhone = (value: string) => normalizeArgentinePhone(value) !== null;

/** A phone that must be given and be Argentine. */
const requiredPhone = (required: string, invalid: string) =>
  requiredText(required).check(z.refine<string>(isArgentinePhone, { error: invalid }));

/** A phone that may be left out or blank; when given, it must be Argentine. */
const optionalPhone = (invalid: string) =>
  z.optional(
    z.string({ error: invalid }).check(
      z.trim(),
      z.refine<string>((value) => value === '' || isArgentinePhone(value), { error: invalid }),
    ),
  );

/** One of a form's option lists, or '' for none chosen. */
const optionalOption = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.optional(z.union([z.literal(''), z.enum(options)], { error: messages.optionInvalid }));

/**
 * spec 5 job-form zone: one of zoneOptions, or ''. Forms served before the accent was
 * added send 'San Martin'; it is read as 'San Martín'.
 */
const zoneField = z.optional(
  z.pipe(
    z.union([z.literal(''), z.enum(zoneOptions), z.literal('San Martin')], {
      error: messages.optionInvalid,
    }),
    z.transform((zone) => (zone === 'San Martin' ? 'San Martín' : zone)),
  ),
);

/** spec 5: contact form. name, lastname, telephone required; email optional but typed. */
export const contactBodySchema = z.object({
  name: firstName(),
  lastname: lastName(),
  telephone: requiredPhone(
    personalDataMessages.telephoneRequired,
    personalDataMessages.telephoneInvalid,
  ),
  email: z.optional(
    z.union([z.literal(''), emailText()], { error: personalDataMessages.emailInvalid }),
  ),
  message: z.optional(z.string()),
  subject: z.optional(z.string()),
  brand_id: z.optional(brandIdSchema),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** spec 5: price request. name, lastname, email required; cellphone optional. */
export const priceRequestBodySchema = z.object({
  name: firstName(),
  lastname: lastName(),
  email: requiredEmail(),
  cellphone: optionalPhone(messages.cellphoneInvalid),
  vehicle: z.optional(z.string()),
  brand_id: z.optional(brandIdSchema),
});
export type PriceRequestBody = z.input<typeof priceRequestBodySchema>;

/**
 * spec 5: job form. name, lastname, cellphone, email and the CV file required (the file
 * travels beside these fields; its message is messages.cvMissing).
 */
export const cvFieldsSchema = z.object({
  name: firstName(),
  lastname: lastName(),
  cellphone: requiredPhone(messages.cellphoneRequired, messages.cellphoneInvalid),
  email: requiredEmail(),
  telephone: optionalPhone(personalDataMessages.telephoneInvalid),
  studies: optionalOption(studiesOptions),
  position: optionalOption(positionOptions),
  message: z.optional(z.string()),
  zone: zoneField,
});
export type CvFields = z.input<typeof cvFieldsSchema>;

/**
 * spec 5: the job form's CV file, as the browser checks it before sending
 * (rules/cv-file); the API checks the file it receives by its size and content.
 */
export const cvFileSchema = z.object({
  file: z.custom<CvFile | null>().check(
    z.superRefine((file, context) => {
      const problem = cvFileProblem(file);
      if (problem) context.addIssue({ code: 'custom', message: problem, input: file });
    }),
  ),
});

/** DECISIONS: 'Botón de arrepentimiento' withdrawal request; a DNI, when given, has 7 or 8 digits. */
export const withdrawalBodySchema = z.object({
  name: firstName(),
  lastname: lastName(),
  email: requiredEmail(),
  telephone: optionalPhone(personalDataMessages.telephoneInvalid),
  dni: z.optional(
    z.string({ error: personalDataMessages.dniInvalid }).check(
      z.trim(),
      z.refine<string>((value) => value === '' || normalizeDni(value) !== null, {
        error: personalDataMessages.dniInvalid,
      }),
    ),
  ),
  operation_code: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type WithdrawalBody = z.input<typeof withdrawalBodySchema>;

/**
 * DECISIONS: the API's answer to a withdrawal request (Disp. 954/2025: acknowledged at once
 * with a case code, 'ARR-…').
 */
export const withdrawalAnswerSchema = z.object({
  id,
  reference: z.string().check(z.trim(), z.minLength(1)),
});
export type WithdrawalAnswer = z.output<typeof withdrawalAnswerSchema>;

/** Every error the API answers: a status code and a message a person can read. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApiErrorBody = z.output<typeof apiErrorSchema>;

/**
 * The example a stock unit's price is financed with: the site's reference plan on part of
 * the final price in pesos (rules/financing.ts figures). The instalment is the first one,
 * the largest of a French schedule with IVA and insurance, so "cuota hasta" is a true bound.
 */
export const referenceFinancingSchema = z.object({
  plan_name: z.string(),
  bank: z.string(),
  months: z.number().check(z.int(), z.positive()),
  /** Pesos: the final price, what is paid up front, and the loan. */
  cash_price: money,
  down_payment: money,
  amount_financed: money,
  first_instalment: money,
  tna: percent,
  tea: percent,
  cftea: percent,
});
export type ReferenceFinancing = z.output<typeof referenceFinancingSchema>;

/**
 * A ready photo of a unit (photos.ts). `variants`: its public files ('/photos/…' on the API
 * host), AVIF and WebP at `photoWidths` (a search card's cover: `cardPhotoWidths` only) and
 * one JPEG; `width`/`height`: the picture's own, for the box it takes before it loads;
 * `color`: its dominant colour, shown meanwhile.
 */
export const unitPhotoSchema = z.object({
  alt: z.string(),
  width: z.number().check(z.int(), z.positive()),
  height: z.number().check(z.int(), z.positive()),
  color: z.string(),
  variants: z.array(
    z.object({
      type: z.enum(['image/avif', 'image/webp', 'image/jpeg']),
      width: z.number().check(z.int(), z.positive()),
      height: z.number().check(z.int(), z.positive()),
      path: z.string(),
    }),
  ),
});
export type UnitPhoto = z.output<typeof unitPhotoSchema>;

/** A unit as the stock search and the unit page show it: public figures only. */
export const stockListingSchema = z.object({
  id,
  brand_id: vehicleBrandIdSchema,
  family_id: id,
  subfamily_id: id,
  family: z.string(),
  /** The version's name ('Highline 170 TSI AT'). */
  version: z.string(),
  name: z.string(),
  color: z.string(),
  /** The site's name ('Godoy Cruz'), as site-config names it. */
  location: z.string(),
  image: z.string(),
  currency: currencySchema,
  model_year: z.nullable(z.number().check(z.int())),
  doors: z.nullable(z.number().check(z.int(), z.nonnegative())),
  price: money,
  list_price: money,
  discount: money,
  special_discount: money,
  license_price: money,
  delivery_price: money,
  /** Every character but the last 6 masked; the full chassis never leaves the server. */
  chassis_masked: z.string(),
  ...priceDisclosureFields,
  financing: z.nullable(referenceFinancingSchema),
  /** 'new' (0km) or 'used'; older servers list new units only. */
  condition: z._default(z.enum(unitConditions), 'new'),
  /** A used unit's odometer in whole kilometres; null for a new one. */
  mileage_km: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
  /** On the lot ('available') or on its way ('in_transit', shown "Llega el …"). */
  status: z._default(z.enum(onSaleStatuses), 'available'),
  /** A unit in transit: the day it is expected ('YYYY-MM-DD'); null otherwise. */
  arrival_date: z._default(nullableDay, null),
  /** Its first photo; null: none ready, the version's drawing (`image`) is shown. */
  cover: z._default(z.nullable(unitPhotoSchema), null),
});
export type StockListing = z.output<typeof stockListingSchema>;

const count = z.number().check(z.int(), z.nonnegative());
const facetOptionSchema = z.object({ value: z.string(), label: z.string(), count });
export type StockFacetOption = z.output<typeof facetOptionSchema>;
const amountStepSchema = z.object({ value: money, count });
export type StockAmountStep = z.output<typeof amountStepSchema>;

/** Every facet counted with the other filters applied (a facet's own filter left out). */
export const stockFacetsSchema = z.object({
  marca: z.array(facetOptionSchema),
  familia: z.array(z.extend(facetOptionSchema, { brand_id: vehicleBrandIdSchema })),
  sucursal: z.array(facetOptionSchema),
  color: z.array(facetOptionSchema),
  /** Units with a special discount. */
  descuento: count,
  /** Units from each step up (precio_min) and up to each step (precio_max). */
  precio_min: z.array(amountStepSchema),
  precio_max: z.array(amountStepSchema),
  /** Units whose reference instalment is up to each step. */
  cuota_max: z.array(amountStepSchema),
  /** New ('0km') and used ('usado') units. */
  condicion: z._default(z.array(facetOptionSchema), []),
  /** Units with at most each step's kilometres, and of each step's model year or later. */
  km_hasta: z._default(z.array(amountStepSchema), []),
  anio_desde: z._default(z.array(amountStepSchema), []),
});
export type StockFacets = z.output<typeof stockFacetsSchema>;

export const stockSearchResultSchema = z.object({
  units: z.array(stockListingSchema),
  total: count,
  page: z.number().check(z.int(), z.positive()),
  page_count: count,
  page_size: z.number().check(z.int(), z.positive()),
  facets: stockFacetsSchema,
  /** The search as applied, in the address's normal form ('marca=volkswagen&orden=-precio'). */
  query: z.string(),
  /** Parameter values left out: not understood, or naming no family or colour there is. */
  ignored: z.array(z.object({ param: z.string(), value: z.string() })),
  /** The reference plan's name and the share of the price it finances; null: none today. */
  reference_plan: z.nullable(
    z.object({ name: z.string(), bank: z.string(), months: z.number(), share: percent }),
  ),
});
export type StockSearchResult = z.output<typeof stockSearchResultSchema>;

/** A unit's page: the listing, its version's specs and three similar units. */
export const stockUnitPageSchema = z.object({
  unit: z.extend(stockListingSchema, {
    features: z.array(z.string()),
    energy_class: z.nullable(z.enum(energyClasses)),
    consumption_l_100km: z.nullable(z.number().check(z.nonnegative())),
    co2_g_km: z.nullable(z.number().check(z.int(), z.nonnegative())),
    /** A used unit's owners so far, its plate masked and its inspection; null for a new one. */
    owners: z._default(z.nullable(z.number().check(z.int(), z.nonnegative())), null),
    plate_masked: z._default(z.nullable(z.string()), null),
    inspection: z._default(
      z.array(
        z.object({
          /** An id of rules/stock-unit's `inspectionItems` (its labels stay out of the schemas). */
          item: z.string(),
          result: z.enum(inspectionResults),
          note: z.nullable(z.string()),
        }),
      ),
      [],
    ),
    /** What the dealership says about this unit beyond its version's data. */
    public_note: z._default(z.nullable(z.string()), null),
    /** Whether it can be reserved online (a unit in transit only where the setting allows it). */
    reservable: z._default(z.boolean(), true),
    /** Every ready photo, the cover first; empty: the version's drawing is shown. */
    photos: z._default(z.array(unitPhotoSchema), []),
  }),
  similar: z.array(stockListingSchema),
});
export type StockUnitPage = z.output<typeof stockUnitPageSchema>;

/** 410's body: the unit is reserved or sold; the similar units come with the refusal. */
export const stockUnitGoneSchema = z.object({
  data: z.object({ similar: z.array(stockListingSchema) }),
});

// ---------------------------------------------------------------- visits (visits.ts)

const siteField = z
  .string({ error: visitMessages.siteRequired })
  .check(
    z.refine((slug) => visitSiteBySlug(slug) !== undefined, { error: visitMessages.siteRequired }),
  );
const dateField = z
  .string({ error: visitMessages.dateRequired })
  .check(z.refine(isLocalDate, { error: visitMessages.dateRequired }));
const timeField = z
  .string({ error: visitMessages.timeRequired })
  .check(z.refine(isLocalTime, { error: visitMessages.timeRequired }));
const positiveId = z.number({ error: visitMessages.vehicleRequired }).check(z.int(), z.positive());

/**
 * A proof-of-work challenge as altcha-lib makes it (ALTCHA v2): the parameters the browser
 * works on, and the API's signature over every one of them. The parameters stay whole
 * (a loose object): a key dropped on the way would void the signature.
 */
export const proofOfWorkChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    /** Epoch seconds: the API takes no solution of the challenge after this. */
    expiresAt: z.number(),
  }),
  signature: z.string(),
});
export type ProofOfWorkChallenge = z.output<typeof proofOfWorkChallengeSchema>;

/** What a body's `altcha` carries, decoded (proof-of-work.ts): the challenge and its answer. */
export const proofOfWorkPayloadSchema = z.object({
  challenge: proofOfWorkChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});
export type ProofOfWorkPayload = z.output<typeof proofOfWorkPayloadSchema>;

/**
 * A booking's or a move's solved challenge (`proofOfWorkPayload`): the API checks the work
 * and takes it once. Missing or malformed reads as a proof that failed.
 */
const proofOfWorkField = z
  .string({ error: proofOfWorkInvalid })
  .check(
    z.minLength(1, { error: proofOfWorkInvalid }),
    z.maxLength(4_000, { error: proofOfWorkInvalid }),
  );

/** The slot of a booking or a move: the site's local date and time. */
export const visitSlotBodySchema = z.object({ date: dateField, time: timeField });

/**
 * A booking: a stock unit (`unit_id`; its site is the unit's) or a family of a brand
 * (`brand_id` and `family_id`, at the `site` chosen), a slot, and the buyer.
 */
export const visitBookingBodySchema = z.object({
  site: siteField,
  unit_id: z.optional(positiveId),
  brand_id: z.optional(positiveId),
  family_id: z.optional(positiveId),
  date: dateField,
  time: timeField,
  name: firstName(),
  telephone: requiredPhone(
    personalDataMessages.telephoneRequired,
    personalDataMessages.telephoneInvalid,
  ),
  email: requiredEmail(),
  test_drive: z.boolean(),
  altcha: proofOfWorkField,
});
export type VisitBookingBody = z.input<typeof visitBookingBodySchema>;
/** What the person fills in a booking: the form's hints, with the body's very rules. */
export const visitBookingFormSchema = z.omit(visitBookingBodySchema, { altcha: true });

/** The manage link's secret proves the bearer booked the visit (cancel, move, calendar). */
export const visitTokenBodySchema = z.object({ token: z.string().check(z.minLength(16)) });
export const visitMoveBodySchema = z.extend(visitSlotBodySchema, {
  ...visitTokenBodySchema.shape,
  altcha: proofOfWorkField,
});
export type VisitMoveBody = z.input<typeof visitMoveBodySchema>;

/** One slot of a day: its local time, its instant (UTC ISO) and the bookings it still takes. */
export const visitSlotSchema = z.object({ time: z.string(), starts_at: z.string(), free: count });
export type VisitSlot = z.output<typeof visitSlotSchema>;

/** A date of the booking window: closed (no slots), or its bookable slots. */
export const visitDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  slots: z.array(visitSlotSchema),
});
export type VisitDay = z.output<typeof visitDaySchema>;

/** GET visitSlots: the window's dates at a site, from the site's today. */
export const visitSlotsSchema = z.object({
  site: z.string(),
  time_zone: z.string(),
  capacity: count,
  days: z.array(visitDaySchema),
});
export type VisitSlots = z.output<typeof visitSlotsSchema>;

/** What the visit is about: a unit (with its page) or a family of a brand. */
export const visitVehicleSchema = z.object({
  brand_id: z.number(),
  family_id: z.number(),
  /** 'Volkswagen Polo Highline 170 TSI AT, Blanco Candy' or 'Volkswagen Polo'. */
  title: z.string(),
  unit_id: z.nullable(z.number()),
  /** The unit's page ('/stock/12/volkswagen-polo-...'); null for a family. */
  unit_path: z.nullable(z.string()),
});
export type VisitVehicle = z.output<typeof visitVehicleSchema>;

/** A visit as its bearer sees it (the confirmation and the manage page). */
export const visitSchema = z.object({
  code: z.string(),
  status: z.enum(visitStatuses),
  site: z.string(),
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  test_drive: z.boolean(),
  name: z.string(),
  email: z.string(),
  vehicle: visitVehicleSchema,
  /** Raised by every move: the calendar invitation's SEQUENCE. */
  sequence: count,
  /** True while the visit may still be moved or cancelled by the buyer. */
  changeable: z.boolean(),
});
export type Visit = z.output<typeof visitSchema>;

/** The answer to a booking: the visit and the manage link's secret (shown once, also emailed). */
export const visitBookedSchema = z.object({ visit: visitSchema, token: z.string() });
export type VisitBooked = z.output<typeof visitBookedSchema>;
