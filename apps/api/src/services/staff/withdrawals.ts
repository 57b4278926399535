/**
 * Refunding a withdrawal (Res. 424/2020) from the console: a `refundable` request (placed
 * within the 10 calendar days of its deposit's payment) is refunded in full through the
 * buyer's own cancellation path (payments/flow.ts `cancelReservation`, with the
 * withdrawal's window instead of 48 hours): unit back on sale, payment refunding ->
 * refunded through the adapter, the buyer's refund email naming the case code. The lead's
 * move to `refunded` (compare-and-set from `refundable`) and the audit row with the reason
 * commit in the cancellation's transaction, so none happens without the others.
 */
import { staffMessages, type LeadDetail, type StaffMember } from '@territorio/api-client/staff';
import { DomainError } from '../../domain/errors';
import type { AppContext } from '../context';
import { latestPayment } from '../../repositories/payments';
import { closeRefundedWithdrawal } from '../../repositories/leads';
import { operationByCode } from '../../repositories/operations';
import { cancelReservation } from '../payments/flow';
import { recordAudit } from './audit';
import { isoNow } from '../clock';
import { actorOf, leadRow, loadLead } from './leads';

const notRefundable = () =>
  new DomainError('conflict', 'withdrawal_not_refundable', staffMessages.withdrawalNotRefundable);

export async function refundWithdrawal(
  context: AppContext,
  member: StaffMember,
  id: number,
  reason: string,
): Promise<LeadDetail> {
  const { store } = context;
  // Another brand's lead reads as missing (404), as every lead action.
  const lead = await leadRow(store.db, member, id);
  if (lead.kind !== 'withdrawal' || lead.withdrawal_status !== 'refundable' || !lead.operation_code)
    throw notRefundable();
  const operation = await operationByCode(store.db, lead.operation_code);
  if (!operation) throw notRefundable();
  const paymentBefore = (await latestPayment(store.db, operation.code))?.status ?? null;
  try {
    await cancelReservation(
      context,
      operation,
      { actor: member.name || member.email, reason },
      {
        reference: lead.reference ?? '',
        inTransaction: async (trx) => {
          // Another member refunded it meanwhile: this cancellation rolls back.
          if (!(await closeRefundedWithdrawal(trx, id, isoNow()))) throw notRefundable();
          await recordAudit(trx, {
            actor: actorOf(member),
            action: 'withdrawal_refunded',
            subjectType: 'lead',
            subjectId: id,
            before: {
              withdrawal_status: 'refundable',
              operation_status: operation.status,
              payment_status: paymentBefore,
            },
            after: {
              withdrawal_status: 'refunded',
              operation_code: operation.code,
              operation_status: 'cancelled',
              reason,
            },
          });
          // The reservation's own timeline shows it too.
          await recordAudit(trx, {
            actor: actorOf(member),
            action: 'reservation_refunded',
            subjectType: 'operation',
            subjectId: operation.code,
            before: { status: operation.status, payment_status: paymentBefore },
            after: { status: 'cancelled', withdrawal: lead.reference, reason },
          });
        },
      },
    );
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'conflict') throw notRefundable();
    throw error;
  }
  return loadLead(store.db, member, id);
}
