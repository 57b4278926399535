/**
 * Paying the deposit, settling a pending payment and cancelling within 48 hours
 * (DECISIONS: reservation and payment), as a state machine the database enforces.
 *
 * Payment states (db/schema.ts PaymentStatus):
 *   created -> approved | pending | in_process | rejected | failed
 *   pending | in_process -> approved | rejected
 *   approved | pending | in_process -> refunding -> refunded      (the buyer cancels)
 *   approved | pending | in_process -> refunded                   (refunded at the provider)
 * Operation: open -> pending -> reserved; pending -> open (rejected, try again);
 * reserved | pending -> cancelled. Unit: available -> held -> reserved; back to available
 * when the payment is rejected, failed or refunded.
 *
 * Invariants:
 * - No charge without a record: the intent (status 'created', with its idempotency key) is
 *   committed in the same transaction that holds the unit, before the provider is called;
 *   the charge is then made with that key, so it can be found again after a crash
 *   (reconcilePayments) and is never made twice.
 * - No unit held by a payment nobody knows about: a held unit always has a live intent or
 *   payment, and the reconciler settles intents whose answer never came.
 * - Every transition is one write transaction that first locks the operation row
 *   (PostgreSQL: SELECT ... FOR UPDATE; SQLite: BEGIN IMMEDIATE already serialises
 *   writers), re-reads the payment and moves payment, operation and unit together with
 *   compare-and-set updates on their current status. A transition that finds the payment
 *   already moved changes nothing and answers what is recorded.
 * - At most one live payment per operation (unique partial index payments_live_operation).
 */
import { randomUUID } from 'node:crypto';
import {
  depositInstalmentsText,
  formatPrice,
  messages,
  operationSchema,
  refundWindowHours,
  withdrawalDays,
  type OperationInput,
} from '@territorio/api-client';
import { codeHolderActor } from '@territorio/api-client/staff';
import type { Db, OperationRow, PaymentRow, PaymentStatus, StockStatus } from '../../db/schema';
import type { Dialect } from '../../db/database';
import { DomainError, notFound, vehicleUnavailable } from '../../domain/errors';
import type { AppContext } from '../context';
import { recordAudit } from '../staff/audit';
import { queueReservationEvent, type ReservationEvent } from '../lead-delivery';
import { creditText, priceLines } from '../pricing/price-text';
import { operationGuardErrors } from '../operations/payment-guard';
import { loadOperationWire } from '../operations/wire';
import { lockOperation, moveOperation, operationByCode } from '../../repositories/operations';
import {
  insertPayment,
  livePayment,
  movePayment,
  paymentById,
  paymentByProviderId,
  paymentsForTransaction,
  recordedProviderIds,
  stalePayments,
} from '../../repositories/payments';
import { holdUnit, releaseUnit, reserveHeldUnit } from '../../repositories/stock';
import {
  PaymentProviderError,
  type CardDetails,
  type ChargeResult,
  type PaymentNotification,
} from './adapter';
import { isoNow } from '../clock';
import { inTransitReservable } from '../catalogue/in-transit';

/** How long a second submit waits for the first one's charge to settle. */
const inFlightWaitMs = 10_000;

export type PaymentOutcome = {
  readonly status: PaymentStatus;
  readonly statusDetail: string;
  readonly operation: OperationInput;
  /** True when this call charged; false when it answered an earlier payment again. */
  readonly charged: boolean;
};

/** An outcome to record: what the provider answered or reported later. */
type Outcome = {
  readonly status: PaymentNotification['status'] | 'failed';
  readonly statusDetail: string;
  readonly providerPaymentId: string;
};

// ---------------------------------------------------------------- guards

/**
 * Everything a deposit needs before the unit is held or the provider called (spec 4, 5):
 * the rules package's guards on the stored operation, refused with each field named.
 */
export function checkPaymentGuards(row: OperationRow): void {
  const fields = operationGuardErrors(row);
  if (Object.keys(fields).length > 0) {
    throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
      fields: { ...fields },
    });
  }
}

// ---------------------------------------------------------------- transitions

/** The payment state an outcome moves `from` to; undefined = no transition. */
function nextStatus(from: PaymentStatus, to: Outcome['status']): PaymentStatus | undefined {
  switch (from) {
    case 'created':
      return to;
    case 'pending':
    case 'in_process':
      return to === from || to === 'failed' ? undefined : to;
    case 'approved':
      return to === 'refunded' ? 'refunded' : undefined;
    default:
      // rejected, failed, refunded are final; a refunding payment is covered by its refund.
      return undefined;
  }
}

type Transition = {
  readonly changed: boolean;
  readonly payment: PaymentRow;
  readonly operation: OperationRow;
  readonly from: PaymentStatus;
};

/**
 * Moves one payment, its operation and its unit to what `outcome` implies, in the calling
 * transaction (which the caller opened with store.writeTransaction). `from` restricts the
 * states the payment may be in (an intent settles only from 'created').
 */
async function transition(
  trx: Db,
  dialect: Dialect,
  paymentId: number,
  outcome: Outcome,
  from?: readonly PaymentStatus[],
): Promise<Transition | undefined> {
  const head = await paymentById(trx, paymentId);
  if (!head) return undefined;
  const operation = await lockOperation(dialect, trx, head.operation_code);
  // Read again under the operation's lock: this is the status to compare and set.
  const payment = await paymentById(trx, paymentId);
  if (!operation || !payment) return undefined;
  const unchanged = { changed: false, payment, operation, from: payment.status };
  if (from && !from.includes(payment.status)) return unchanged;
  const next = nextStatus(payment.status, outcome.status);
  if (!next) return unchanged;

  const now = isoNow();
  const moved = await movePayment(trx, payment.id, payment.status, {
    status: next,
    status_detail: outcome.statusDetail,
    updated_at: now,
    ...(payment.provider_payment_id === '' && outcome.providerPaymentId
      ? { provider_payment_id: outcome.providerPaymentId }
      : {}),
    ...(next === 'approved' ? { paid_at: now } : {}),
    ...(next === 'refunded' ? { refunded_at: now } : {}),
  });
  if (!moved) return unchanged;

  if (next === 'approved') {
    await reserveHeldUnit(trx, operation, now);
    await moveOperation(trx, operation.code, ['open', 'pending'], 'reserved', now);
  } else if (next === 'pending' || next === 'in_process') {
    await moveOperation(trx, operation.code, 'open', 'pending', now);
  } else if (next === 'rejected' || next === 'failed') {
    // The buyer may try again: the operation stays (or goes back to) open.
    await releaseUnit(trx, operation, now);
    await moveOperation(trx, operation.code, ['open', 'pending'], 'open', now);
  } else if (next === 'refunded') {
    // Refunded at the provider: the deposit is gone, so is the reservation. An intent
    // whose charge was refunded before we heard of it leaves the operation open.
    await releaseUnit(trx, operation, now);
    if (payment.status !== 'created') {
      await moveOperation(trx, operation.code, ['pending', 'reserved'], 'cancelled', now);
    }
  }
  const after = (await paymentById(trx, payment.id))!;
  return { changed: true, payment: after, operation, from: payment.status };
}

/** Settles an intent ('created') with an outcome; a settled one is left as recorded. */
async function settleIntent(
  context: AppContext,
  paymentId: number,
  outcome: Outcome,
): Promise<Transition | undefined> {
  const result = await context.store.writeTransaction(async (trx) => {
    const moved = await transition(trx, context.store.dialect, paymentId, outcome, ['created']);
    if (moved?.changed) await queueTransitionEmails(context, trx, moved);
    return moved;
  });
  if (result?.changed) {
    context.mailer.wake();
    context.metrics.paymentOutcome(result.payment.status);
    context.cache.clear();
  }
  return result;
}

/**
 * The emails a transition owes, queued in the transition's own transaction: the outcome
 * and its announcements are committed together or not at all.
 */
async function queueTransitionEmails(
  context: AppContext,
  trx: Db,
  result: Transition,
): Promise<void> {
  await queueOutcomeEmail(context, trx, result);
  const event = departmentEvent(result);
  if (event) await queueReservationEvent(context, trx, event);
}

/**
 * The sales department hears of every transition that changes a reservation: a deposit
 * approved (at once or after pending), a payment left pending, a pending payment rejected,
 * a deposit refunded at the provider. An intent rejected or failed at once changes
 * nothing it knew of (the buyer simply tries again).
 */
function departmentEvent(result: Transition): ReservationEvent | undefined {
  const status = result.payment.status;
  const operationCode = result.operation.code;
  const fromCreated = result.from === 'created';
  if (status === 'approved') return { kind: 'approved', operationCode, followUp: !fromCreated };
  if ((status === 'pending' || status === 'in_process') && fromCreated) {
    return { kind: 'pending', operationCode, followUp: false };
  }
  if (status === 'rejected' && (result.from === 'pending' || result.from === 'in_process')) {
    return { kind: 'rejected', operationCode, followUp: true };
  }
  if (status === 'refunded' && !fromCreated) {
    return { kind: 'cancelled', operationCode, followUp: true, cancellation: { by: 'provider' } };
  }
  return undefined;
}

/** The buyer's email after a transition that made a reservation (or left it pending). */
async function queueOutcomeEmail(context: AppContext, trx: Db, result: Transition): Promise<void> {
  const status = result.payment.status;
  if (status !== 'approved' && status !== 'pending' && status !== 'in_process') return;
  // An approval after a pending payment was already announced as pending: say approved.
  if (status !== 'approved' && result.from !== 'created') return;
  const operation = await loadOperationWire(trx, result.operation.code);
  await sendPaymentEmail(context, trx, operation, status);
}

// ---------------------------------------------------------------- paying

function outcomeOf(payment: PaymentRow, operation: OperationInput): PaymentOutcome {
  if (payment.status === 'failed' || payment.status === 'created') {
    // The charge failed, or its outcome is still unknown (the reconciler settles it).
    throw new DomainError('upstream', 'payment_provider_error', messages.serverError);
  }
  if (payment.status === 'refunding' || payment.status === 'refunded') {
    throw new DomainError('conflict', 'operation_closed', messages.invalidRequest);
  }
  return {
    status: payment.status,
    statusDetail: payment.status_detail,
    operation,
    charged: false,
  };
}

/** Waits (bounded) for another request's intent to settle, then answers its outcome. */
async function answerInFlight(context: AppContext, paymentId: number): Promise<PaymentOutcome> {
  const deadline = Date.now() + inFlightWaitMs;
  let payment = await paymentById(context.store.db, paymentId);
  while (payment?.status === 'created' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    payment = await paymentById(context.store.db, paymentId);
  }
  if (!payment) throw new DomainError('upstream', 'payment_provider_error', messages.serverError);
  return outcomeOf(payment, await loadOperationWire(context.store.db, payment.operation_code));
}

/** The latest payment of an operation that is no longer open, answered again. */
async function answerRecorded(context: AppContext, code: string): Promise<PaymentOutcome> {
  const db = context.store.db;
  const operation = await operationByCode(db, code);
  if (operation?.status !== 'reserved' && operation?.status !== 'pending') {
    throw new DomainError('conflict', 'operation_closed', messages.vehicleUnavailable);
  }
  const payment = await livePayment(db, code);
  if (!payment) throw new DomainError('conflict', 'operation_closed', messages.vehicleUnavailable);
  if (payment.status === 'created') return answerInFlight(context, payment.id);
  return outcomeOf(payment, await loadOperationWire(db, code));
}

export async function payDeposit(
  context: AppContext,
  operation: OperationRow,
  payment: { card?: CardDetails; token?: string; paymentMethodId?: string; installments: number },
): Promise<PaymentOutcome> {
  const { store } = context;
  // A second submit after the first was answered: the first outcome, never a new charge.
  if (operation.status === 'reserved' || operation.status === 'pending') {
    return answerRecorded(context, operation.code);
  }
  if (operation.status !== 'open') {
    throw new DomainError('conflict', 'operation_closed', messages.vehicleUnavailable);
  }
  checkPaymentGuards(operation);

  // A unit in transit is held only while the dealership takes reservations of them (read
  // before the transaction: on SQLite it holds the one connection).
  const holdable: StockStatus[] = (await inTransitReservable(store.db))
    ? ['available', 'in_transit']
    : ['available'];
  // 1. The intent and the hold, together: or lose the race, or join a submit in flight.
  const idempotencyKey = `${operation.transaction_code}-${randomUUID()}`;
  const claim = await store.writeTransaction(async (trx) => {
    const current = await lockOperation(store.dialect, trx, operation.code);
    if (!current) throw notFound(messages.operationNotFound, 'operation_not_found');
    if (current.status !== 'open') return { kind: 'recorded' as const };
    const live = await livePayment(trx, current.code);
    if (live) return { kind: 'in_flight' as const, paymentId: live.id };
    // Guards again on the row as locked: an update may have landed since it was read.
    checkPaymentGuards(current);
    const now = isoNow();
    if (!(await holdUnit(trx, current, now, holdable))) return { kind: 'unavailable' as const };
    const inserted = await insertPayment(trx, {
      operation_code: current.code,
      transaction_code: current.transaction_code,
      provider: context.payments.provider,
      provider_payment_id: '',
      idempotency_key: idempotencyKey,
      status: 'created',
      status_detail: '',
      amount: current.booking_price,
      installments: payment.installments,
      card_last_four: payment.card ? payment.card.number.slice(-4) : '',
      created_at: now,
      updated_at: now,
      paid_at: null,
      refunded_at: null,
      refund_id: null,
    });
    return { kind: 'intent' as const, paymentId: inserted.id, operation: current };
  });
  if (claim.kind === 'recorded') return answerRecorded(context, operation.code);
  if (claim.kind === 'in_flight') return answerInFlight(context, claim.paymentId);
  if (claim.kind === 'unavailable') throw vehicleUnavailable();
  context.cache.clear();
  const row = claim.operation;

  // 2. Charge, with the intent's key: a retry of this request can never charge twice.
  let outcome: Outcome | undefined;
  try {
    const charge: ChargeResult = await context.payments.charge({
      reference: row.transaction_code,
      amount: row.booking_price,
      currency: 'ARS',
      installments: payment.installments,
      description: `Seña ${JSON.parse(row.vehicle).model as string}`,
      payerEmail: row.email,
      idempotencyKey,
      ...(payment.card ? { card: payment.card } : {}),
      ...(payment.token ? { token: payment.token } : {}),
      ...(payment.paymentMethodId ? { paymentMethodId: payment.paymentMethodId } : {}),
    });
    outcome = charge;
  } catch (error) {
    context.log.error({ err: error, operation: row.code }, 'payment provider failed');
    if (error instanceof PaymentProviderError && error.charged === false) {
      outcome = { status: 'failed', statusDetail: 'provider_refused', providerPaymentId: '' };
    } else {
      // Unknown: the provider's records tell; if they cannot yet, the reconciler will.
      outcome = await context.payments
        .findPayment({ reference: row.transaction_code, idempotencyKey })
        .catch(() => undefined);
    }
    if (!outcome) throw new DomainError('upstream', 'payment_provider_error', messages.serverError);
  }

  // 3. Settle the intent; if a webhook or the reconciler got there first, answer theirs.
  const settled = await settleIntent(context, claim.paymentId, outcome);
  if (!settled) throw new DomainError('upstream', 'payment_provider_error', messages.serverError);
  if (!settled.changed && settled.payment.status === 'failed') {
    await refundUnrecordedCharge(context, outcome, idempotencyKey, row.booking_price);
  }
  const answer = outcomeOf(settled.payment, await loadOperationWire(store.db, row.code));
  return { ...answer, charged: settled.changed };
}

/**
 * A charge whose intent was already given up as failed (its answer came after the
 * reconciler's grace period): nobody records it, so the money goes back.
 */
async function refundUnrecordedCharge(
  context: AppContext,
  outcome: Outcome,
  idempotencyKey: string,
  amount: number,
): Promise<void> {
  if (
    !outcome.providerPaymentId ||
    (outcome.status !== 'approved' &&
      outcome.status !== 'pending' &&
      outcome.status !== 'in_process')
  ) {
    return;
  }
  context.log.error(
    { providerPaymentId: outcome.providerPaymentId },
    'charge arrived after its intent failed: refunding it',
  );
  await context.payments
    .refund({
      providerPaymentId: outcome.providerPaymentId,
      amount,
      idempotencyKey: `refund-${idempotencyKey}`,
    })
    .catch((error: unknown) => {
      context.log.error({ err: error }, 'refund of an unrecorded charge failed');
    });
}

async function sendPaymentEmail(
  context: AppContext,
  trx: Db,
  operation: OperationInput,
  status: PaymentStatus,
) {
  if (status !== 'approved' && status !== 'pending' && status !== 'in_process') return;
  const wire = operationSchema.parse(operation);
  const vehicle = wire.purchase.vehicle;
  const approved = status === 'approved';
  const page = approved ? 'reservado' : 'pendiente';
  const deposit = formatPrice(operation.booking_price);
  const instalments = wire.purchase.transaction.installments ?? 1;
  const credit = creditText(wire);
  await context.mailer.send(
    {
      kind: 'payment',
      to: operation.purchase.email ?? '',
      operationCode: operation.code,
      subject: approved
        ? `Reserva confirmada: ${vehicle.model} (código ${operation.code})`
        : `Reserva pendiente de confirmación (código ${operation.code})`,
      text: [
        // The buyer's own words stay out of our sentences (they typed the name).
        '¡Hola!',
        '',
        approved
          ? `Recibimos tu seña de ${deposit} y reservamos tu ${vehicle.model}.`
          : `Tu pago de ${deposit} quedó pendiente de confirmación. Mientras tanto, tu ${vehicle.model} queda apartado.`,
        `Color: ${vehicle.color}. Sucursal: ${vehicle.location}. Chasis: ${vehicle.chassis}.`,
        `Código de operación: ${operation.code}.`,
        '',
        ...priceLines(wire),
        `Seña: ${depositInstalmentsText(operation.booking_price, instalments)} con tarjeta. La seña forma parte del pago del precio final.`,
        ...(credit ? [credit] : []),
        '',
        `Acercate a nuestras oficinas dentro de las ${refundWindowHours} horas.`,
        'Tenés dos derechos distintos:',
        `- Cancelación en ${refundWindowHours} horas: dentro de las ${refundWindowHours} horas del pago cancelás la reserva vos mismo desde la página de tu reserva y te devolvemos el 100 % de la seña.`,
        `- Arrepentimiento en ${withdrawalDays} días corridos: dentro de los ${withdrawalDays} días corridos desde el pago podés revocar la compra con el "Botón de arrepentimiento" del pie de cada página del sitio; te damos un código de trámite en el momento y el concesionario te devuelve la seña.`,
        '',
        'Ver tu reserva:',
        `${context.config.reservationPublicUrl}/concesionario-digital/${page}/${operation.code}`,
      ].join('\n'),
    },
    trx,
  );
}

// ---------------------------------------------------------------- later outcomes

/**
 * A later outcome of a payment (Mercado Pago webhook, the sandbox's stand-in for one, or
 * the reconciler). Idempotent: the same notification twice changes nothing the second
 * time; one for a payment being refunded changes nothing either (the refund covers it).
 * A notification for a payment id we have no row for settles the intent it answers: the
 * one of the operation whose transaction code is its reference, still 'created' (and
 * with its idempotency key, when the provider reports one).
 */
export async function applyNotification(
  context: AppContext,
  notification: PaymentNotification,
): Promise<OperationInput | undefined> {
  const { store } = context;
  const db = store.db;
  let payment = notification.providerPaymentId
    ? await paymentByProviderId(db, context.payments.provider, notification.providerPaymentId)
    : undefined;
  let from: readonly PaymentStatus[] | undefined;
  if (!payment) {
    if (!notification.reference) return undefined;
    const candidates = await paymentsForTransaction(
      db,
      context.payments.provider,
      notification.reference,
      notification.idempotencyKey,
    );
    payment = candidates.find((candidate) => candidate.status === 'created');
    if (!payment) {
      const failed = notification.idempotencyKey
        ? candidates.find((candidate) => candidate.status === 'failed')
        : undefined;
      if (failed) {
        await refundUnrecordedCharge(context, notification, failed.idempotency_key, failed.amount);
      } else {
        context.log.warn(
          { providerPaymentId: notification.providerPaymentId },
          'notification for a payment with no intent',
        );
      }
      return undefined;
    }
    from = ['created'];
  }
  const paymentId = payment.id;
  const result = await store.writeTransaction(async (trx) => {
    const moved = await transition(trx, store.dialect, paymentId, notification, from);
    if (moved?.changed) await queueTransitionEmails(context, trx, moved);
    return moved;
  });
  if (!result?.changed) return undefined;
  context.mailer.wake();
  context.metrics.paymentOutcome(result.payment.status);
  context.cache.clear();
  return loadOperationWire(db, result.operation.code);
}

// ---------------------------------------------------------------- cancelling

/**
 * A withdrawal (Res. 424/2020) the staff refund: the 10-day window replaces the 48 hours
 * (the request's lead was placed within it), the buyer's email names the case code, and
 * `inTransaction` (the lead's compare-and-set and the audit row) commits with the
 * cancellation or rolls it back.
 */
export type WithdrawalRefund = {
  readonly reference: string;
  readonly inTransaction: (trx: Db) => Promise<void>;
};

/**
 * DECISIONS: within 48 hours of payment the buyer cancels by code and gets it all back.
 * One transaction claims the cancellation (operation -> cancelled, payment -> refunding,
 * unit back on sale); an approval arriving after that finds the payment refunding and
 * changes nothing. Then the provider refunds (idempotent key), and the payment becomes
 * refunded; a refund that failed is retried by the reconciler. The sales department is
 * told in the same transaction; `by` says who cancelled (the staff console passes its
 * member and reason).
 */
export async function cancelReservation(
  context: AppContext,
  operation: OperationRow,
  by: { readonly actor: string; readonly reason: string } | undefined = undefined,
  withdrawal: WithdrawalRefund | undefined = undefined,
): Promise<OperationInput> {
  const { store } = context;
  const claimed = await store.writeTransaction(async (trx) => {
    const current = await lockOperation(store.dialect, trx, operation.code);
    if (!current || (current.status !== 'reserved' && current.status !== 'pending')) {
      throw new DomainError('conflict', 'not_cancellable', messages.invalidRequest);
    }
    const payment = await livePayment(trx, current.code);
    if (
      !payment ||
      (payment.status !== 'approved' &&
        payment.status !== 'pending' &&
        payment.status !== 'in_process')
    ) {
      throw new DomainError('conflict', 'not_cancellable', messages.invalidRequest);
    }
    if (withdrawal) {
      if (payment.status !== 'approved') {
        throw new DomainError('conflict', 'not_cancellable', messages.invalidRequest);
      }
    } else {
      const paidAt = Date.parse(payment.paid_at ?? payment.created_at);
      if (Date.now() - paidAt > refundWindowHours * 3_600_000) {
        throw new DomainError('conflict', 'refund_window_closed', messages.refundWindowClosed);
      }
    }
    const now = isoNow();
    const moved = await movePayment(trx, payment.id, payment.status, {
      status: 'refunding',
      updated_at: now,
    });
    const cancelled = await moveOperation(trx, current.code, current.status, 'cancelled', now);
    if (!moved || !cancelled) {
      // Unreachable under the operation's lock; roll back rather than half-cancel.
      throw new DomainError('conflict', 'not_cancellable', messages.invalidRequest);
    }
    await releaseUnit(trx, current, now);
    // Queued with the cancellation: the refund it announces is owed from this commit on
    // (the reconciler retries a refund the provider refused).
    const model = (JSON.parse(current.vehicle) as { model?: string }).model ?? '';
    await context.mailer.send(
      {
        kind: 'refund',
        to: current.email,
        operationCode: current.code,
        // The buyer's words when they cancelled; the dealership's when staff did (the
        // staff's reason is internal and stays in the department email and the audit log).
        subject: withdrawal
          ? `Te devolvemos la seña: arrepentimiento ${withdrawal.reference} (código ${current.code})`
          : by
            ? `Cancelamos tu reserva (código ${current.code})`
            : `Cancelaste tu reserva (código ${current.code})`,
        text: [
          '¡Hola!',
          '',
          ...(withdrawal
            ? [
                `Ejerciste tu derecho de arrepentimiento (trámite ${withdrawal.reference}) dentro de los ${withdrawalDays} días corridos desde el pago.`,
              ]
            : []),
          `Cancelamos tu reserva del ${model} y te devolvemos el 100% de la seña (${formatPrice(payment.amount)}).`,
          'La devolución se acredita en tu tarjeta según los plazos de tu banco.',
          `Código de operación: ${current.code}.`,
        ].join('\n'),
      },
      trx,
    );
    await queueReservationEvent(context, trx, {
      kind: 'cancelled',
      operationCode: current.code,
      followUp: true,
      cancellation: by ? { by: 'staff', actor: by.actor, reason: by.reason } : { by: 'buyer' },
    });
    await withdrawal?.inTransaction(trx);
    if (!by && !withdrawal) {
      // A cancellation by code alone is on the operation's record for the console: the
      // code is a bearer secret, so staff must see when one was used to cancel.
      await recordAudit(trx, {
        actor: { id: null, email: codeHolderActor },
        action: 'reservation_cancelled_by_code',
        subjectType: 'operation',
        subjectId: current.code,
        before: { status: current.status, payment_status: payment.status },
        after: { status: 'cancelled', payment_status: 'refunding' },
      });
    }
    return { ...payment, status: 'refunding' as const };
  });
  context.mailer.wake();
  context.metrics.paymentOutcome('refunding');
  context.cache.clear();

  await completeRefund(context, claimed);
  return loadOperationWire(store.db, operation.code);
}

/** Refunds a 'refunding' payment at the provider and records it; false if it failed. */
async function completeRefund(context: AppContext, payment: PaymentRow): Promise<boolean> {
  let refundId: string;
  try {
    ({ refundId } = await context.payments.refund({
      providerPaymentId: payment.provider_payment_id,
      amount: payment.amount,
      idempotencyKey: `refund-${payment.idempotency_key}`,
    }));
  } catch (error) {
    // The cancellation stands; the reconciler retries the refund with the same key.
    context.log.error({ err: error, operation: payment.operation_code }, 'refund failed');
    return false;
  }
  const now = isoNow();
  const refunded = await context.store.writeTransaction(async (trx) => {
    await lockOperation(context.store.dialect, trx, payment.operation_code);
    return movePayment(trx, payment.id, 'refunding', {
      status: 'refunded',
      status_detail: 'refunded',
      refunded_at: now,
      refund_id: refundId,
      updated_at: now,
    });
  });
  if (refunded) context.metrics.paymentOutcome('refunded');
  return true;
}

// ---------------------------------------------------------------- reconciling

export type ReconcileReport = {
  /** Intents settled with what the provider recorded. */
  readonly settled: number;
  /** Intents the provider never charged: failed, unit released. */
  readonly failed: number;
  /** Refunds completed on retry. */
  readonly refunded: number;
};

/**
 * Settles what an interrupted request left behind, with the provider's own records:
 * intents ('created') older than `graceMs` are looked up by reference and idempotency key
 * and settled with the provider's status, or failed (unit released) when the provider has
 * no such charge; refunds left 'refunding' for `graceMs` are retried with their key.
 * `graceMs` must exceed the provider's request timeout, so that an intent whose charge is
 * still in flight is never given up.
 */
export async function reconcilePayments(
  context: AppContext,
  options: { graceMs: number },
): Promise<ReconcileReport> {
  const db = context.store.db;
  const cutoff = new Date(Date.now() - options.graceMs).toISOString();
  let settled = 0;
  let failed = 0;
  let refunded = 0;

  const intents = await stalePayments(
    db,
    context.payments.provider,
    'created',
    'created_at',
    cutoff,
  );
  for (const intent of intents) {
    let found: PaymentNotification | undefined;
    try {
      const recorded = await recordedProviderIds(db, intent.operation_code);
      found = await context.payments.findPayment({
        reference: intent.transaction_code,
        idempotencyKey: intent.idempotency_key,
        exclude: recorded,
      });
    } catch (error) {
      // The provider cannot answer now: the intent waits for the next round.
      context.log.error({ err: error, operation: intent.operation_code }, 'reconcile failed');
      continue;
    }
    const result = await settleIntent(
      context,
      intent.id,
      found ?? { status: 'failed', statusDetail: 'not_found_at_provider', providerPaymentId: '' },
    );
    if (result?.changed) {
      if (found) settled += 1;
      else failed += 1;
    }
  }

  const refunds = await stalePayments(
    db,
    context.payments.provider,
    'refunding',
    'updated_at',
    cutoff,
  );
  for (const payment of refunds) {
    if (await completeRefund(context, payment)) refunded += 1;
  }
  if (settled + failed + refunded > 0) {
    context.cache.clear();
    context.log.warn({ settled, failed, refunded }, 'reconciled payments');
  }
  return { settled, failed, refunded };
}

/**
 * Runs the reconciler now and every `intervalMs` (never two rounds at once); `stop` waits
 * for a running round so the database is not closed under it.
 */
export function startReconciler(
  context: AppContext,
  options: { graceMs: number; intervalMs: number },
): {
  stop(): Promise<void>;
  runNow(): Promise<ReconcileReport | undefined>;
  /** False once stopped (/ready reports it). */
  isRunning(): boolean;
} {
  let running: Promise<ReconcileReport | undefined> | undefined;
  let stopped = false;
  const run = () => {
    if (stopped) return Promise.resolve(undefined);
    running ??= reconcilePayments(context, { graceMs: options.graceMs })
      .catch((error: unknown) => {
        context.log.error({ err: error }, 'payment reconciliation failed');
        return undefined;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  return {
    isRunning: () => !stopped,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
    runNow: run,
  };
}
