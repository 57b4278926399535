/**
 * Paying the deposit, resolving a pending payment and cancelling within 48 hours
 * (DECISIONS: reservation and payment).
 *
 * One stock unit can be paid for once. Before any charge, a write transaction moves the
 * unit from 'available' to 'held' with a conditional UPDATE (SQLite: under BEGIN
 * IMMEDIATE; PostgreSQL: the row lock of the UPDATE makes a concurrent one re-check the
 * condition and touch nothing). Whoever does not get the row answers 409 and is never
 * charged, and no payment row is written for it. Then the adapter charges, and a second
 * transaction records the payment and settles the unit:
 *   approved            -> unit 'reserved', operation 'reserved'
 *   pending, in_process -> unit stays 'held', operation 'pending'
 *   rejected            -> unit 'available' again, operation stays 'open' (try again)
 * A held or reserved unit is out of the public stock and offers.
 */
import { randomUUID } from 'node:crypto';
import { messages, refundWindowHours, type OperationInput } from '@territorio/api-client';
import type { Kysely, Transaction } from 'kysely';
import type { Database, OperationRow, PaymentRow, PaymentStatus } from '../../db/schema';
import { ApiError, vehicleUnavailable } from '../../http/errors';
import type { AppContext } from '../context';
import { latestPayment, loadOperationWire } from '../operations';
import type { CardDetails, ChargeResult, PaymentNotification } from './adapter';

type Db = Kysely<Database> | Transaction<Database>;

export type PaymentOutcome = {
  readonly status: PaymentStatus;
  readonly statusDetail: string;
  readonly operation: OperationInput;
  /** True when this call charged; false when it answered an earlier payment again. */
  readonly charged: boolean;
};

function isoNow(): string {
  return new Date().toISOString();
}

function formatAmount(amount: number): string {
  return `$ ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 }).format(amount)}`;
}

async function releaseHold(db: Db, operation: OperationRow): Promise<void> {
  await db
    .updateTable('stock_units')
    .set({ status: 'available', held_by: null, updated_at: isoNow() })
    .where('id', '=', operation.stock_id)
    .where('held_by', '=', operation.code)
    .execute();
}

export async function payDeposit(
  context: AppContext,
  operation: OperationRow,
  payment: { card?: CardDetails; token?: string; paymentMethodId?: string; installments: number },
): Promise<PaymentOutcome> {
  const { store } = context;
  if (operation.status === 'reserved' || operation.status === 'pending') {
    // A second submit of the same payment: answer the first outcome, never charge again.
    const previous = await latestPayment(store.db, operation.code);
    return {
      status: previous?.status ?? (operation.status === 'reserved' ? 'approved' : 'pending'),
      statusDetail: previous?.status_detail ?? '',
      operation: await loadOperationWire(store.db, operation.code),
      charged: false,
    };
  }
  if (operation.status !== 'open') {
    throw new ApiError(409, 'operation_closed', messages.vehicleUnavailable);
  }

  // 1. Hold the unit, or lose the race.
  const held = await store.writeTransaction(async (trx) => {
    const result = await trx
      .updateTable('stock_units')
      .set({ status: 'held', held_by: operation.code, updated_at: isoNow() })
      .where('id', '=', operation.stock_id)
      .where('status', '=', 'available')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
  if (!held) throw vehicleUnavailable();
  context.cache.clear();

  // 2. Charge.
  const idempotencyKey = `${operation.transaction_code}-${randomUUID()}`;
  let charge: ChargeResult;
  try {
    charge = await context.payments.charge({
      reference: operation.transaction_code,
      amount: operation.booking_price,
      currency: 'ARS',
      installments: payment.installments,
      description: `Seña ${JSON.parse(operation.vehicle).model as string}`,
      payerEmail: operation.email,
      idempotencyKey,
      ...(payment.card ? { card: payment.card } : {}),
      ...(payment.token ? { token: payment.token } : {}),
      ...(payment.paymentMethodId ? { paymentMethodId: payment.paymentMethodId } : {}),
    });
  } catch (error) {
    await releaseHold(store.db, operation);
    context.cache.clear();
    context.log.error({ err: error, operation: operation.code }, 'payment provider failed');
    throw new ApiError(502, 'payment_provider_error', messages.serverError);
  }

  // 3. Record and settle.
  const now = isoNow();
  await store.writeTransaction(async (trx) => {
    await trx
      .insertInto('payments')
      .values({
        operation_code: operation.code,
        transaction_code: operation.transaction_code,
        provider: context.payments.provider,
        provider_payment_id: charge.providerPaymentId,
        idempotency_key: idempotencyKey,
        status: charge.status,
        status_detail: charge.statusDetail,
        amount: operation.booking_price,
        installments: payment.installments,
        card_last_four: payment.card ? payment.card.number.slice(-4) : '',
        created_at: now,
        paid_at: charge.status === 'approved' ? now : null,
        refunded_at: null,
        refund_id: null,
      })
      .execute();
    await settle(trx, operation, charge.status, now);
  });
  context.cache.clear();

  const outcome: PaymentOutcome = {
    status: charge.status,
    statusDetail: charge.statusDetail,
    operation: await loadOperationWire(store.db, operation.code),
    charged: true,
  };
  await sendPaymentEmail(context, outcome.operation, charge.status);
  return outcome;
}

/** Moves the unit and the operation to the state a payment status implies. */
async function settle(trx: Db, operation: OperationRow, status: PaymentStatus, now: string) {
  if (status === 'approved') {
    await trx
      .updateTable('stock_units')
      .set({ status: 'reserved', held_by: operation.code, updated_at: now })
      .where('id', '=', operation.stock_id)
      .where('held_by', '=', operation.code)
      .execute();
    await trx
      .updateTable('operations')
      .set({ status: 'reserved', updated_at: now })
      .where('code', '=', operation.code)
      .execute();
  } else if (status === 'pending' || status === 'in_process') {
    await trx
      .updateTable('operations')
      .set({ status: 'pending', updated_at: now })
      .where('code', '=', operation.code)
      .execute();
  } else if (status === 'rejected') {
    await releaseHold(trx, operation);
    await trx
      .updateTable('operations')
      .set({ status: 'open', updated_at: now })
      .where('code', '=', operation.code)
      .execute();
  } else {
    await releaseHold(trx, operation);
    await trx
      .updateTable('operations')
      .set({ status: 'cancelled', updated_at: now })
      .where('code', '=', operation.code)
      .execute();
  }
}

async function sendPaymentEmail(
  context: AppContext,
  operation: OperationInput,
  status: PaymentStatus,
) {
  if (status !== 'approved' && status !== 'pending' && status !== 'in_process') return;
  const vehicle = operation.purchase.vehicle;
  const approved = status === 'approved';
  const page = approved ? 'reservado' : 'pendiente';
  await context.mailer.send({
    kind: 'payment',
    to: operation.purchase.email ?? '',
    operationCode: operation.code,
    subject: approved
      ? `Reserva confirmada: ${vehicle.model} (código ${operation.code})`
      : `Reserva pendiente de confirmación (código ${operation.code})`,
    text: [
      `¡Hola${operation.purchase.name ? ` ${operation.purchase.name}` : ''}!`,
      '',
      approved
        ? `Recibimos tu seña de ${formatAmount(operation.booking_price)} y reservamos tu ${vehicle.model}.`
        : `Tu pago de ${formatAmount(operation.booking_price)} quedó pendiente de confirmación. Mientras tanto, tu ${vehicle.model} queda apartado.`,
      `Color: ${vehicle.color ?? ''}. Sucursal: ${vehicle.location ?? ''}. Chasis: ${vehicle.chassis}.`,
      `Código de operación: ${operation.code}.`,
      '',
      `Acercate a nuestras oficinas dentro de las ${refundWindowHours} horas.`,
      messages.reservationPromise,
      '',
      'Ver tu reserva:',
      `${context.config.reservationPublicUrl}/concesionario-digital/${page}/${operation.code}`,
    ].join('\n'),
  });
}

/**
 * A later outcome of a payment (Mercado Pago webhook, or the sandbox's stand-in for one).
 * Idempotent: the same notification twice changes nothing the second time.
 */
export async function applyNotification(
  context: AppContext,
  notification: PaymentNotification,
): Promise<OperationInput | undefined> {
  const { store } = context;
  const now = isoNow();
  const changed = await store.writeTransaction(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('provider_payment_id', '=', notification.providerPaymentId)
      .executeTakeFirst();
    if (!payment || payment.status === notification.status) return undefined;
    if (payment.status === 'refunded' || payment.status === 'rejected') return undefined;
    const operation = await trx
      .selectFrom('operations')
      .selectAll()
      .where('code', '=', payment.operation_code)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('payments')
      .set({
        status: notification.status,
        status_detail: notification.statusDetail,
        ...(notification.status === 'approved' ? { paid_at: now } : {}),
        ...(notification.status === 'refunded' ? { refunded_at: now } : {}),
      })
      .where('id', '=', payment.id)
      .execute();
    await settle(trx, operation, notification.status, now);
    return operation.code;
  });
  if (!changed) return undefined;
  context.cache.clear();
  const operation = await loadOperationWire(store.db, changed);
  if (notification.status === 'approved') await sendPaymentEmail(context, operation, 'approved');
  return operation;
}

/** DECISIONS: within 48 hours of payment the buyer cancels by code and gets it all back. */
export async function cancelReservation(
  context: AppContext,
  operation: OperationRow,
): Promise<OperationInput> {
  const { store } = context;
  if (operation.status !== 'reserved' && operation.status !== 'pending') {
    throw new ApiError(409, 'not_cancellable', messages.invalidRequest);
  }
  const payment = await latestPayment(store.db, operation.code);
  if (!payment) throw new ApiError(409, 'not_cancellable', messages.invalidRequest);
  const paidAt = Date.parse(payment.paid_at ?? payment.created_at);
  if (Date.now() - paidAt > refundWindowHours * 3_600_000) {
    throw new ApiError(409, 'refund_window_closed', messages.refundWindowClosed);
  }

  // Claim the cancellation first, so two clicks never refund twice.
  const claimed = await store.writeTransaction(async (trx) => {
    const result = await trx
      .updateTable('operations')
      .set({ status: 'cancelled', updated_at: isoNow() })
      .where('code', '=', operation.code)
      .where('status', '=', operation.status)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  });
  if (!claimed) throw new ApiError(409, 'not_cancellable', messages.invalidRequest);

  let refundId: string;
  try {
    ({ refundId } = await context.payments.refund({
      providerPaymentId: payment.provider_payment_id,
      amount: payment.amount,
      idempotencyKey: `refund-${payment.idempotency_key}`,
    }));
  } catch (error) {
    await store.db
      .updateTable('operations')
      .set({ status: operation.status })
      .where('code', '=', operation.code)
      .execute();
    context.log.error({ err: error, operation: operation.code }, 'refund failed');
    throw new ApiError(502, 'payment_provider_error', messages.serverError);
  }

  const now = isoNow();
  await store.writeTransaction(async (trx) => {
    await trx
      .updateTable('payments')
      .set({ status: 'refunded', status_detail: 'refunded', refunded_at: now, refund_id: refundId })
      .where('id', '=', payment.id)
      .execute();
    await releaseHold(trx, operation);
  });
  context.cache.clear();
  const result = await loadOperationWire(store.db, operation.code);
  await context.mailer.send({
    kind: 'refund',
    to: operation.email,
    operationCode: operation.code,
    subject: `Cancelaste tu reserva (código ${operation.code})`,
    text: [
      '¡Hola!',
      '',
      `Cancelamos tu reserva del ${result.purchase.vehicle.model} y te devolvemos el 100% de la seña (${formatAmount(payment.amount)}).`,
      'La devolución se acredita en tu tarjeta según los plazos de tu banco.',
      `Código de operación: ${operation.code}.`,
    ].join('\n'),
  });
  return result;
}

/**
 * Gives back units held for an operation that never recorded a payment (the process died
 * between the hold and the charge's record). `heldBefore` protects holds of payments that
 * another instance is charging right now: only holds older than that are released.
 */
export async function releaseOrphanHolds(
  db: Kysely<Database>,
  heldBefore: string,
): Promise<number> {
  const orphans = await db
    .selectFrom('stock_units')
    .innerJoin('operations', 'operations.code', 'stock_units.held_by')
    .select(['stock_units.id', 'operations.code'])
    .where('stock_units.status', '=', 'held')
    .where('stock_units.updated_at', '<', heldBefore)
    .where('operations.status', '=', 'open')
    .execute();
  for (const orphan of orphans) {
    await db
      .updateTable('stock_units')
      .set({ status: 'available', held_by: null, updated_at: isoNow() })
      .where('id', '=', orphan.id)
      .where('held_by', '=', orphan.code)
      .where('status', '=', 'held')
      .execute();
  }
  return orphans.length;
}

export type { PaymentRow };
