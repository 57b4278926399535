/**
 * The staff answers' fields for Argentine consumer rules (docs/decisions.md "Prices as
 * Argentine consumer rules require") that the console reads beside the contract's
 * schemas. Every field has a default, so an API that does not send it still parses: the
 * screens then show what they can without it.
 */
import { z } from 'zod';
import {
  operationAmountsSchema,
  operationSchema,
  purchaseSchema,
  transactionSchema,
} from '@territorio/api-client';
import {
  leadDetailSchema,
  reservationCancelSchema,
  reservationDetailSchema,
  staffStockUnitSchema,
  stockUpdateSchema,
} from '@territorio/api-client/staff';

/**
 * Where a withdrawal request stands under the 10-day right: refundable (within it, the
 * deposit paid), out_of_term (after it), no_deposit (nothing paid), refunded (done).
 */
export const withdrawalStatuses = ['refundable', 'out_of_term', 'no_deposit', 'refunded'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

const nullableText = z.string().nullable().default(null);

export const leadWithWithdrawalSchema = leadDetailSchema.extend({
  withdrawal_status: z.enum(withdrawalStatuses).nullable().default(null),
  /** When the deposit was paid and the end of the right (ISO instants). */
  withdrawal_paid_at: nullableText,
  withdrawal_deadline: nullableText,
  /** Why the request stands as it does, in the words sent to the buyer. */
  withdrawal_reason: nullableText,
});
export type LeadWithWithdrawal = z.output<typeof leadWithWithdrawalSchema>;

/** POST body of a withdrawal's refund: the same reason rules as a cancel. */
export const withdrawalRefundSchema = reservationCancelSchema;

/** Below `staffBasePath`: sales or admin refund a refundable withdrawal's deposit. */
export const withdrawalRefundPath = (id: string | number) =>
  `/leads/${encodeURIComponent(String(id))}/withdrawal-refund`;

// ---------------------------------------------------------------- promotions

/** Below `staffBasePath`: GET every promotion code; PATCH one's dates and units. */
export const promotionsPath = '/promotions';
export const promotionPath = (code: string) => `/promotions/${encodeURIComponent(code)}`;

/** Ley 24.240 art. 7: a promotion's validity (inclusive Argentine days) and unit count. */
export const staffPromotionSchema = z.object({
  code: z.string(),
  name: z.string().default(''),
  brand_id: z.number().nullable().default(null),
  family: z.string().nullable().default(null),
  chassis: z.string().nullable().default(null),
  money_discount: z.number().nullable().default(null),
  percentage_discount: z.number().nullable().default(null),
  valid_from: nullableText,
  valid_until: nullableText,
  /** How many operations may hold the code; null: not limited. */
  units: z.number().int().nullable().default(null),
  /** Operations that hold it now (not cancelled), when the API counts them. */
  used: z.number().int().nullable().default(null),
});
export type StaffPromotion = z.output<typeof staffPromotionSchema>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Ingresá la fecha completa (día, mes y año).' })
  .nullable();

export const promotionUpdateSchema = z
  .object({
    valid_from: day,
    valid_until: day,
    units: z
      .number({ error: 'Ingresá las unidades en números, o dejalo vacío para no limitar.' })
      .int({ error: 'Las unidades van en números enteros.' })
      .positive({ error: 'Las unidades tienen que ser al menos 1, o vacío para no limitar.' })
      .nullable(),
  })
  .refine((body) => !body.valid_from || !body.valid_until || body.valid_from <= body.valid_until, {
    error: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['valid_until'],
  });
export type PromotionUpdateBody = z.input<typeof promotionUpdateSchema>;

// ---------------------------------------------------------------- stock offers

/** A stock unit with its offer's validity (inclusive Argentine days, null = open). */
export const stockUnitWithOfferSchema = staffStockUnitSchema.extend({
  is_offer: z.boolean().default(false),
  offer_valid_from: nullableText,
  offer_valid_until: nullableText,
});
export type StockUnitWithOffer = z.output<typeof stockUnitWithOfferSchema>;

export const stockUpdateWithOfferSchema = stockUpdateSchema
  .safeExtend({
    offer_valid_from: day.optional(),
    offer_valid_until: day.optional(),
  })
  .refine(
    (body) =>
      !body.offer_valid_from ||
      !body.offer_valid_until ||
      body.offer_valid_from <= body.offer_valid_until,
    {
      error: 'La fecha de fin no puede ser anterior a la de inicio.',
      path: ['offer_valid_until'],
    },
  );

// ---------------------------------------------------------------- reservations

const nullableNumber = z.number().nullable().default(null);

const amountsWithDisclosureSchema = z.object({
  ...operationAmountsSchema.shape,
  /** `promotion_price` without national taxes, in the operation's currency. */
  price_without_national_taxes: nullableNumber,
  /** Peso figures at the operation's rate (themselves on a peso operation; null without one). */
  final_price_ars: nullableNumber,
  price_without_national_taxes_ars: nullableNumber,
});

const transactionWithWithdrawalSchema = z.object({
  ...transactionSchema.shape,
  /** The 10-calendar-day withdrawal right's end, once paid. */
  withdrawal_until: nullableText,
});

export const operationWithTermsSchema = z.object({
  ...operationSchema.shape,
  purchase: z.object({ ...purchaseSchema.shape, transaction: transactionWithWithdrawalSchema }),
  amounts: amountsWithDisclosureSchema.optional(),
  /** The chosen plan at the financed amount (`financingTerms`); null without a credit. */
  credit_tna: nullableNumber,
  credit_tea: nullableNumber,
  credit_cftea: nullableNumber,
  credit_total_payable: nullableNumber,
  credit_first_installment: nullableNumber,
});
export type OperationWithTerms = z.output<typeof operationWithTermsSchema>;

export const reservationWithTermsSchema = reservationDetailSchema.extend({
  operation: operationWithTermsSchema,
});
export type ReservationWithTerms = z.output<typeof reservationWithTermsSchema>;
