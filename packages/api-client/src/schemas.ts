/**
 * The contract between the API server and its clients, declared once (ARCHITECTURE.md).
 * Each schema describes the JSON the server sends ("wire" shape, snake_case as in spec 3
 * and 7); the client parses every response through these at the edge, so a server that
 * breaks the contract fails loudly here. The server builds its responses with the
 * `z.input` types of the same schemas.
 */
import { z } from 'zod';

const id = z.number().int().nonnegative();
/** Money on the wire: a number, or null when unknown. */
const money = z.number().finite();
const nullableMoney = money.nullable();

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

/** spec 3 Family (model). webDiscount equals discount. */
export const familySchema = z
  .object({
    id,
    brand_id: vehicleBrandIdSchema,
    name: z.string(),
    family: z.string(),
    description: z.string().default(''),
    image: z.string(),
    currency: currencySchema.default('ars'),
    discount: money.default(0),
    /** Lowest list price among the family's versions, for 'Desde' lines; null if unknown. */
    price: nullableMoney.default(null),
    /** Units in stock across versions. */
    stock_count: z.number().int().nonnegative().default(0),
  })
  .transform((family) => ({ ...family, webDiscount: family.discount }));
export type Family = z.output<typeof familySchema>;

/** spec 3 Subfamily (version). */
export const subfamilySchema = z.object({
  id,
  family_id: id,
  brand_id: vehicleBrandIdSchema,
  name: z.string(),
  features: z.array(z.string()).default([]),
  image: z.string().default(''),
  currency: currencySchema.default('ars'),
  /** List price of the version; visible after a price request (spec 4). */
  price: nullableMoney.default(null),
  /** Units available; a version without stock has a disabled card (spec 4). */
  stock_count: z.number().int().nonnegative().default(0),
});
export type Subfamily = z.output<typeof subfamilySchema>;

/**
 * spec 3 Stock vehicle. license_cost comes from license_price, preparation_cost from
 * delivery_price; chassis is also spelled chasis.
 */
export const stockVehicleSchema = z
  .object({
    id,
    brand_id: vehicleBrandIdSchema,
    family_id: id,
    subfamily_id: id,
    name: z.string(),
    model: z.string().optional(),
    family: z.string(),
    price: nullableMoney.default(null),
    list_price: nullableMoney.default(null),
    discount: money.default(0),
    special_discount: money.default(0),
    license_price: money.default(0),
    delivery_price: money.default(0),
    doors: z.number().int().nonnegative().nullable().default(null),
    color: z.string().default(''),
    location: z.string().default(''),
    chassis: z.string().optional(),
    chasis: z.string().optional(),
    currency: currencySchema.default('ars'),
    image: z.string().default(''),
    model_year: z.number().int().nullable().default(null),
    /** available: on sale; held: a pending deposit holds it; reserved: an approved deposit. */
    status: z.enum(['available', 'held', 'reserved']).default('available'),
  })
  .transform(({ license_price, delivery_price, chasis, chassis, ...rest }) => ({
    ...rest,
    chassis: chassis ?? chasis ?? '',
    license_cost: license_price,
    preparation_cost: delivery_price,
  }));
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
  discount: money.default(0),
  color: z.string().default(''),
  location: z.string().default(''),
  image: z.string().default(''),
  currency: currencySchema.default('ars'),
  model_year: z.number().int().nullable().default(null),
  license_price: money.default(0),
  delivery_price: money.default(0),
  chassis: z.string().default(''),
});
export type Offer = z.output<typeof offerSchema>;

export const offerGroupSchema = z.object({
  family_id: id,
  family: z.string(),
  name: z.string(),
  image: z.string().default(''),
  items: z.array(offerSchema),
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
  family_id: id.nullable().default(null),
  installments: z.number().int().positive(),
  initial_installment: nullableMoney.default(null),
  first_installment: nullableMoney.default(null),
  integration: z.string().default(''),
  description: z.string().default(''),
  image: z.string().default(''),
  provider: z.enum(['brand', 'group']).default('brand'),
});
export type SavingPlan = z.output<typeof savingPlanSchema>;

// ---------------------------------------------------------------- parameters

export const imageSchema = z.object({
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** spec 3 Banner: an image wider than tall is the desktop variant, otherwise mobile. */
export const bannerSchema = z.object({
  id: id.optional(),
  name: z.string(),
  url: z.string().default(''),
  images: z.array(imageSchema),
});
export type Banner = z.output<typeof bannerSchema>;

/** spec 3 News. The excerpt is derived by `newsExcerpt`, not sent. */
export const newsSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  display_date: z.string(),
  url: z.string().nullable().default(null),
  images: z.array(z.object({ path: z.string() })).default([]),
  brand_id: brandIdSchema,
  brand_string: z.string(),
  type_string: z.string(),
});
export type News = z.output<typeof newsSchema>;

export const storyCategorySchema = z.enum(['0 km', 'Planes de Ahorro', 'Postventa']);
export type StoryCategory = z.output<typeof storyCategorySchema>;

/** spec 3 Story: path /historias/{id}/{slug}. */
export const storySchema = z.object({
  id,
  title: z.string(),
  brand_id: brandIdSchema.optional(),
  brand_string: z.string(),
  category_string: storyCategorySchema,
  slug_url: z.string(),
  video_path: z.string(),
  poster_path: z.string().optional(),
});
export type Story = z.output<typeof storySchema>;

export const popupSchema = z.object({
  id,
  title: z.string(),
  image: z.string().default(''),
  url: z.string().default(''),
  text: z.string().default(''),
});
export type Popup = z.output<typeof popupSchema>;

export const departmentSchema = z.enum(['sales', 'plans', 'services', 'administration']);
export type Department = z.output<typeof departmentSchema>;

/** spec 3: zoom_link may hold a zoom or skype address, or a phone number. */
export const contactMethodSchema = z.object({
  brand_id: brandIdSchema,
  department: departmentSchema,
  zoom_link: z.string().nullable().default(null),
  whatsapp_number: z.union([z.string(), z.number()]).nullable().default(null),
});
export type ContactMethod = z.output<typeof contactMethodSchema>;

export const salesmanSchema = z.object({
  id,
  brand_id: brandIdSchema,
  fullname: z.string(),
  zoom_link: z.string().nullable().default(null),
  whatsapp_number: z.union([z.string(), z.number()]).nullable().default(null),
});
export type Salesman = z.output<typeof salesmanSchema>;

/** A model highlighted on home ("models banner"). */
export const parameterVehicleSchema = z.object({
  brand_id: vehicleBrandIdSchema,
  family_id: id,
  family: z.string(),
  name: z.string(),
  image: z.string().default(''),
});

/** spec 3: services keyed by brand id with booking_price (the reservation deposit). */
export const brandServiceSchema = z.object({
  booking_price: nullableMoney.default(null),
});

export const parametersSchema = z.object({
  banners: z.array(bannerSchema).default([]),
  news: z.array(newsSchema).default([]),
  stories: z.array(storySchema).default([]),
  popups: z.array(popupSchema).default([]),
  vehicles: z.array(parameterVehicleSchema).default([]),
  services: z.record(z.string(), brandServiceSchema).default({}),
  contact_methods: z.array(contactMethodSchema).default([]),
  salesmen: z.array(salesmanSchema).default([]),
});
export type Parameters = z.output<typeof parametersSchema>;

/** spec 3 Service category: price tiers per service. */
export const serviceSchema = z.object({
  id,
  name: z.string(),
  brand_id: brandIdSchema.optional(),
  price_promotion: money.default(0),
  price_premium: money.default(0),
  price_default: money.default(0),
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
  months: z.number().int().positive(),
  avg_installment: money,
  financed_max: money,
  bank: z.string(),
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
  name: z.string().default(''),
  money_discount: nullableMoney.default(null),
  percentage_discount: nullableMoney.default(null),
});
export type Promotion = z.output<typeof promotionSchema>;

/** spec 3 Used vehicle on an operation. */
export const usedVehicleSchema = z.object({
  brand: z.string(),
  model: z.string(),
  vehicle: z.string(),
  codia: z.string(),
  kms: z.number().int().nonnegative(),
  year: z.number().int(),
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
  status: transactionStatusSchema.default('none'),
  status_detail: z.string().default(''),
  amount: nullableMoney.default(null),
  installments: z.number().int().min(1).max(3).nullable().default(null),
  paid_at: z.string().nullable().default(null),
  refundable_until: z.string().nullable().default(null),
});

/** The stock unit snapshot an operation reserves. */
export const operationVehicleSchema = z.object({
  stock_id: id,
  brand_id: vehicleBrandIdSchema,
  family: z.string(),
  family_id: id,
  model: z.string(),
  chassis: z.string(),
  color: z.string().default(''),
  location: z.string().default(''),
  image: z.string().default(''),
  currency: currencySchema.default('ars'),
  /** Price after discount + license + preparation (spec 3 "full price with discount"). */
  fullprice: money,
  special_discount: money.default(0),
  list_price: nullableMoney.default(null),
  license_cost: money.default(0),
  preparation_cost: money.default(0),
});

export const purchaseSchema = z.object({
  email: z.string().default(''),
  name: z.string().default(''),
  lastname: z.string().default(''),
  dni: z.string().default(''),
  telephone: z.string().default(''),
  birthdate: z.string().default(''),
  display_birthdate: z.string().default(''),
  marital_status_id: maritalStatusIdSchema.nullable().default(null),
  address: z.string().default(''),
  vehicle: operationVehicleSchema,
  transaction: transactionSchema,
});

export const customerSchema = z.object({
  name: z.string().default(''),
  lastname: z.string().default(''),
  email: z.string().default(''),
  telephone: z.string().default(''),
  address: z.string().default(''),
  dni: z.string().default(''),
});

/** The promotion applied to an operation; price = full price with discount − promotion discount. */
export const operationPromotionSchema = z.object({
  code: z.string().nullable().default(null),
  discount: money.default(0),
  price: money,
});

export const operationStatusSchema = z.enum(['open', 'pending', 'reserved', 'cancelled']);

/** spec 3 Dealership operation. */
export const operationSchema = z.object({
  code: z.string(),
  brand_id: vehicleBrandIdSchema,
  family: z.string(),
  status: operationStatusSchema.default('open'),
  purchase: purchaseSchema,
  customer: customerSchema,
  cash_amount: money.default(0),
  credit_id: id.nullable().default(null),
  credit_name: z.string().nullable().default(null),
  credit_amount: money.default(0),
  credit_installments: z.number().int().nonnegative().default(0),
  credit_avg_installment: money.default(0),
  used_vehicles: z.array(usedVehicleSchema).max(3).default([]),
  promotion: operationPromotionSchema,
  pending_amount: money,
  usd_rate: money.default(0),
  /** The deposit this operation pays (the brand's booking_price; DECISIONS). */
  booking_price: money,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Operation = z.output<typeof operationSchema>;
export type OperationInput = z.input<typeof operationSchema>;

/** spec 7.2 start body for a new operation. */
export const startNewBodySchema = z.object({
  email: z.string().email(),
  stock_id: id,
  model: z.string(),
  brand_id: vehicleBrandIdSchema,
  chassis: z.string(),
  family: z.string(),
  family_id: id,
  promotion_code: z.string().nullable().optional(),
  fullprice: money,
  special_discount: money.default(0),
});
/** spec 7.2: "or only code when resuming". */
export const startResumeBodySchema = z.object({ code: z.string().min(1) });
export const startBodySchema = z.union([startResumeBodySchema, startNewBodySchema]);
export type StartNewBody = z.input<typeof startNewBodySchema>;
export type StartBody = z.input<typeof startBodySchema>;

export const valuationBodySchema = z.object({
  codia: z.string().min(1),
  brand: z.string().min(1),
  model: z.string().min(1),
  vehicle: z.string().min(1),
  year: z.number().int(),
  kms: z.number().int().nonnegative(),
  operation: z.string().min(1),
});
export type ValuationBody = z.input<typeof valuationBodySchema>;

/**
 * spec 7.2 valuation: "reads data (valuation amount)". The amount may arrive as the data
 * itself or as `{ valuation }`; both read as the number.
 */
export const valuationResultSchema = z
  .union([money, z.object({ valuation: money })])
  .transform((result) => (typeof result === 'number' ? result : result.valuation));
export type ValuationResult = z.output<typeof valuationResultSchema>;

/** DECISIONS: refund promise, cancel by code within 48 hours. */
export const cancelBodySchema = z.object({ code: z.string().min(1) });
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

/** spec 5: contact form. name, lastname, telephone required; email optional but typed. */
export const contactBodySchema = z.object({
  name: z.string().trim().min(1),
  lastname: z.string().trim().min(1),
  telephone: z.string().trim().min(1),
  email: z.union([z.literal(''), z.string().trim().email()]).optional(),
  message: z.string().optional(),
  subject: z.string().optional(),
  brand_id: brandIdSchema.optional(),
});
export type ContactBody = z.input<typeof contactBodySchema>;

/** spec 5: price request. name, lastname, email required; cellphone optional. */
export const priceRequestBodySchema = z.object({
  name: z.string().trim().min(1),
  lastname: z.string().trim().min(1),
  email: z.string().trim().email(),
  cellphone: z.string().optional(),
  vehicle: z.string().optional(),
  brand_id: brandIdSchema.optional(),
});
export type PriceRequestBody = z.input<typeof priceRequestBodySchema>;

/** spec 5: job-form options. */
export const studiesOptions = ['Primario', 'Secundario', 'Terciario', 'Universitario'] as const;
export const positionOptions = ['Ventas', 'Administración', 'Taller', 'Otro'] as const;
export const zoneOptions = ['Gran Mendoza', 'San Rafael', 'San Martin', 'Otro'] as const;

/** spec 5: job form. name, lastname, cellphone, email and the CV file required. */
export const cvFieldsSchema = z.object({
  name: z.string().trim().min(1),
  lastname: z.string().trim().min(1),
  cellphone: z.string().trim().min(1),
  email: z.string().trim().email(),
  telephone: z.string().optional(),
  studies: z.union([z.literal(''), z.enum(studiesOptions)]).optional(),
  position: z.union([z.literal(''), z.enum(positionOptions)]).optional(),
  message: z.string().optional(),
  zone: z.union([z.literal(''), z.enum(zoneOptions)]).optional(),
});
export type CvFields = z.input<typeof cvFieldsSchema>;

/** DECISIONS: 'Botón de arrepentimiento' withdrawal request. */
export const withdrawalBodySchema = z.object({
  name: z.string().trim().min(1),
  lastname: z.string().trim().min(1),
  email: z.string().trim().email(),
  telephone: z.string().optional(),
  dni: z.string().optional(),
  operation_code: z.string().optional(),
  message: z.string().optional(),
});
export type WithdrawalBody = z.input<typeof withdrawalBodySchema>;

/** Every error the API answers: a status code and a message a person can read. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.output<typeof apiErrorSchema>;
