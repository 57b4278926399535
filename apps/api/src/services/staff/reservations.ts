/**
 * Reservations in the console: every operation with its status, the amounts as the buyer
 * saw them (the buyer's own wire), the payment timeline and the emails sent. Cancelling
 * goes through the buyer's payment state machine (payments/flow.ts); an operation with
 * no payment yet is simply closed.
 */
import { messages, operationSchema } from '@territorio/api-client';
import {
  staffMessages,
  type ReservationDetail,
  type ReservationSummary,
  type reservationListQuerySchema,
  type StaffMember,
} from '@territorio/api-client/staff';
import type { z } from 'zod';
import type { Db, OperationRow, PaymentRow } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import type { AppContext } from '../context';
import { resumeEmail } from '../operations/resume-email';
import { loadOperationWire, refundableUntil, storedSettlement } from '../operations/wire';
import { cancelReservation } from '../payments/flow';
import {
  cancelOpenOperation,
  lockOperation,
  operationOfBrands,
  operationsPage,
} from '../../repositories/operations';
import { latestPayment, livePayment, paymentsOf } from '../../repositories/payments';
import { releaseUnit } from '../../repositories/stock';
import { withdrawalsOfOperation } from '../../repositories/leads';
import { operationEmails } from '../../repositories/outbox';
import { auditOfRecord } from '../../repositories/staff-audit';
import { tradeInsOf } from './stock-units';
import { auditWireFor, recordAudit } from './audit';
import { isoNow } from '../clock';
import { brandScope, refuseForeignBrandFilter } from './common';
import { actorOf } from './leads';

type VehicleSnapshot = { model?: string; chassis?: string; location?: string };

function vehicleOf(row: OperationRow): VehicleSnapshot {
  try {
    return JSON.parse(row.vehicle) as VehicleSnapshot;
  } catch {
    return {};
  }
}

function summaryOf(row: OperationRow, payment: PaymentRow | undefined): ReservationSummary {
  const vehicle = vehicleOf(row);
  const { amounts } = storedSettlement(row);
  return {
    code: row.code,
    status: row.status,
    brand_id: row.brand_id,
    buyer: `${row.name} ${row.lastname}`.trim() || row.email,
    email: row.email,
    telephone: row.telephone,
    vehicle: vehicle.model ?? '',
    chassis: vehicle.chassis ?? '',
    location: vehicle.location ?? '',
    currency: amounts.currency,
    final_price: amounts.promotionPrice,
    booking_price: row.booking_price,
    payment_status: payment?.status ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function listReservations(
  db: Db,
  member: StaffMember,
  filter: z.output<typeof reservationListQuerySchema>,
) {
  refuseForeignBrandFilter(member, 'reservations', filter.brand_id);
  const { items: rows, ...paging } = await operationsPage(db, brandScope(member), filter);
  const payments = await paymentsOf(
    db,
    rows.map((row) => row.code),
  );
  const latest = new Map(payments.map((payment) => [payment.operation_code, payment]));
  return { ...paging, items: rows.map((row) => summaryOf(row, latest.get(row.code))) };
}

async function operationRow(db: Db, member: StaffMember, code: string): Promise<OperationRow> {
  const row = await operationOfBrands(db, brandScope(member), code);
  if (!row) throw notFound(staffMessages.notFound);
  return row;
}

/** Whether cancelling now refunds the deposit: a live payment within the 48-hour window. */
function isRefundable(row: OperationRow, live: PaymentRow | undefined, now = Date.now()) {
  const until = refundableUntil(live);
  return (
    (row.status === 'reserved' || row.status === 'pending') &&
    until !== null &&
    Date.parse(until) > now
  );
}

/** An open operation with no payment under way is closed without any refund. */
function isClosableUnpaid(row: OperationRow, live: PaymentRow | undefined) {
  return row.status === 'open' && live === undefined;
}

export async function loadReservation(
  db: Db,
  member: StaffMember,
  code: string,
): Promise<ReservationDetail> {
  const row = await operationRow(db, member, code);
  const [operation, payments, emails, actions, live, withdrawals] = await Promise.all([
    loadOperationWire(db, code),
    paymentsOf(db, [code]),
    operationEmails(db, code),
    auditOfRecord(db, 'operation', code),
    livePayment(db, code),
    withdrawalsOfOperation(db, code),
  ]);
  const refundable = isRefundable(row, live);
  return {
    summary: summaryOf(row, payments.at(-1)),
    // Read through the contract's schema, as the console reads it: defaults filled.
    operation: operationSchema.parse(operation),
    payments: payments.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      status: payment.status,
      status_detail: payment.status_detail,
      amount: payment.amount,
      installments: payment.installments,
      card_last_four: payment.card_last_four,
      created_at: payment.created_at,
      paid_at: payment.paid_at,
      refunded_at: payment.refunded_at,
      updated_at: payment.updated_at,
    })),
    emails: emails.map((email) => ({
      id: email.id,
      kind: email.kind,
      to: email.to_address,
      subject: email.subject,
      status: email.status,
      created_at: email.created_at,
      sent_at: email.sent_at,
    })),
    actions: actions.map((row) => auditWireFor(member, row)),
    refundable,
    cancellable: refundable || isClosableUnpaid(row, live),
    withdrawals: withdrawals.map((lead) => ({
      lead_id: lead.id,
      reference: lead.reference,
      status: lead.withdrawal_status,
      deadline: lead.withdrawal_deadline,
      reason: lead.withdrawal_reason,
      created_at: lead.created_at,
    })),
    trade_ins: tradeInsOf(actions),
  };
}

const notCancellable = () =>
  new DomainError('conflict', 'not_cancellable', staffMessages.notCancellable);

export async function cancelFromConsole(
  context: AppContext,
  member: StaffMember,
  code: string,
  reason: string,
): Promise<ReservationDetail> {
  const { store } = context;
  const row = await operationRow(store.db, member, code);
  const before = {
    status: row.status,
    payment_status: (await latestPayment(store.db, code))?.status ?? null,
  };
  const live = await livePayment(store.db, code);
  const actor = actorOf(member);

  if (isRefundable(row, live)) {
    try {
      // The buyer's own cancellation: payment -> refunding -> refunded, unit back on
      // sale, the buyer's refund email queued with it.
      await cancelReservation(context, row, { actor: member.name || member.email, reason });
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') throw notCancellable();
      throw error;
    }
    const after = await latestPayment(store.db, code);
    await recordAudit(store.db, {
      actor,
      action: 'reservation_refunded',
      subjectType: 'operation',
      subjectId: code,
      before,
      after: { status: 'cancelled', payment_status: after?.status ?? null, reason },
    });
    return loadReservation(store.db, member, code);
  }

  if (!isClosableUnpaid(row, live)) throw notCancellable();
  await store.writeTransaction(async (trx) => {
    const current = await lockOperation(store.dialect, trx, code);
    const stillLive = await livePayment(trx, code);
    // A payment may have started since the row was read: then it is no longer unpaid.
    if (!current || !isClosableUnpaid(current, stillLive)) throw notCancellable();
    const now = isoNow();
    // Only possible without the row lock: refuse rather than cancel a state not read.
    if (!(await cancelOpenOperation(trx, code, current.version, now))) throw notCancellable();
    // No payment holds the unit; should this operation hold it anyway, it goes back on sale.
    await releaseUnit(trx, current, now, ['held']);
    await recordAudit(trx, {
      actor,
      action: 'reservation_cancelled',
      subjectType: 'operation',
      subjectId: code,
      before,
      after: { status: 'cancelled', payment_status: before.payment_status, reason },
    });
  });
  context.cache.clear();
  return loadReservation(store.db, member, code);
}

export async function resendResume(
  context: AppContext,
  member: StaffMember,
  code: string,
): Promise<ReservationDetail> {
  const { store } = context;
  const row = await operationRow(store.db, member, code);
  if (!row.email) {
    throw new DomainError('conflict', 'no_email', messages.invalidRequest);
  }
  const vehicle = vehicleOf(row) as { model?: string; color?: string; location?: string };
  await store.writeTransaction(async (trx) => {
    await context.mailer.send(
      resumeEmail(context.config, {
        code,
        email: row.email,
        vehicle: { model: vehicle.model ?? '', color: vehicle.color, location: vehicle.location },
      }),
      trx,
    );
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'resume_email_resent',
      subjectType: 'operation',
      subjectId: code,
      after: { to: row.email },
    });
  });
  context.mailer.wake();
  return loadReservation(store.db, member, code);
}
