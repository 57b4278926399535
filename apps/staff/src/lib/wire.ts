/**
 * The staff answers' fields for Argentine consumer rules (docs/decisions.md "Prices as
 * Argentine consumer rules require") that the console reads beside the contract's
 * schemas. Every field has a default, so an API that does not send it still parses: the
 * screens then show what they can without it.
 */
import { z } from 'zod';
import { leadDetailSchema, reservationCancelSchema } from '@territorio/api-client/staff';

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
