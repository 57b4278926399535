/**
 * The 'Botón de arrepentimiento' (Res. 424/2020, Disp. 954/2025): a request is recorded
 * and answered at once with its case code, and acknowledged by email at once. When it
 * names one of our operations with a paid deposit, it is placed against the 10-calendar-day
 * right (rules/disclosure.ts `withdrawalDeadline`, counted from the payment to the request):
 * - within it, `refundable`: the deposit is refunded in full by the dealership (the staff
 *   console's refund, ./staff/withdrawals.ts);
 * - after it, `out_of_term`, with the reason, which the buyer is sent;
 * - with no paid deposit, `no_deposit`; with one already refunded, `refunded`.
 * The lead carries the operation's brand, so brand-limited staff see only their brand's.
 * The answer and the email carry our own words only: the operation's code (which only its
 * buyer knows) and dates, never a person's data.
 */
import {
  businessToday,
  isWithinWithdrawal,
  withdrawalDays,
  withdrawalDeadline,
  type WithdrawalBody,
} from '@territorio/api-client';
import type { Db, OperationRow, WithdrawalStatus } from '../db/schema';
import { publicEmailLimit, takeAddressLimit } from './address-limits';
import { generateCode, looksLikeCode, normalizeCode } from './codes';
import type { AppContext } from './context';
import type { EmailMessage } from './email';
import { queueLeadEmail } from './lead-delivery';
import { latestPayment } from '../repositories/payments';
import { insertLead } from '../repositories/leads';
import { operationByCode } from '../repositories/operations';

export type WithdrawalStanding = {
  readonly withdrawal_status: WithdrawalStatus | null;
  readonly withdrawal_paid_at: string | null;
  readonly withdrawal_deadline: string | null;
  readonly withdrawal_reason: string | null;
};

export type WithdrawalAnswer = WithdrawalStanding & {
  readonly id: number;
  readonly reference: string;
};

const noStanding: WithdrawalStanding = {
  withdrawal_status: null,
  withdrawal_paid_at: null,
  withdrawal_deadline: null,
  withdrawal_reason: null,
};

/** An instant as its Argentine day, 'DD/MM/AAAA'. */
export function argentineDate(instant: string): string {
  const [year, month, day] = businessToday(new Date(instant)).split('-');
  return `${day}/${month}/${year}`;
}

/** Where a request made at `requestedAt` stands for the operation's deposit. */
export async function withdrawalStanding(
  db: Db,
  operation: OperationRow,
  requestedAt: string,
): Promise<WithdrawalStanding> {
  const payment = await latestPayment(db, operation.code);
  if (payment?.status === 'refunding' || payment?.status === 'refunded') {
    return {
      ...noStanding,
      withdrawal_status: 'refunded',
      withdrawal_paid_at: payment.paid_at,
      withdrawal_reason: 'La seña de esta operación ya fue devuelta.',
    };
  }
  if (payment?.status !== 'approved' || !payment.paid_at) {
    return {
      ...noStanding,
      withdrawal_status: 'no_deposit',
      withdrawal_reason: 'La operación no tiene una seña acreditada: no hay nada que devolver.',
    };
  }
  const paidAt = payment.paid_at;
  const received = `La solicitud llegó el ${argentineDate(requestedAt)}`;
  const paid = `desde el pago de la seña (${argentineDate(paidAt)})`;
  const inTerm = isWithinWithdrawal(paidAt, requestedAt);
  return {
    withdrawal_status: inTerm ? 'refundable' : 'out_of_term',
    withdrawal_paid_at: paidAt,
    withdrawal_deadline: withdrawalDeadline(paidAt),
    withdrawal_reason: inTerm
      ? `${received}, dentro de los ${withdrawalDays} días corridos ${paid}: te devolvemos el 100 % de la seña.`
      : `${received}, después de los ${withdrawalDays} días corridos ${paid}.`,
  };
}

/** The acknowledgement: the case code and, for one of our operations, where it stands. */
function acknowledgement(
  to: string,
  reference: string,
  operationCode: string | null,
  standing: WithdrawalStanding,
): EmailMessage {
  const outcome: Record<WithdrawalStatus, string[]> = {
    refundable: [
      standing.withdrawal_reason ?? '',
      'La devolución la hace el concesionario: se acredita en tu tarjeta según los plazos de tu banco.',
    ],
    out_of_term: [
      standing.withdrawal_reason ?? '',
      'Por eso la seña no se devuelve por el botón de arrepentimiento. Si querés hablarlo, comunicate con el concesionario.',
    ],
    no_deposit: [standing.withdrawal_reason ?? ''],
    refunded: [standing.withdrawal_reason ?? ''],
  };
  return {
    kind: 'withdrawal',
    to,
    operationCode,
    subject: `Recibimos tu solicitud de arrepentimiento (${reference})`,
    text: [
      '¡Hola!',
      '',
      `Recibimos tu solicitud de arrepentimiento. Su código de trámite es ${reference}.`,
      ...(operationCode ? [`Operación: ${operationCode}.`] : []),
      ...(standing.withdrawal_status ? outcome[standing.withdrawal_status] : []),
      'Te vamos a contactar dentro de las 24 horas hábiles para completarla.',
    ].join('\n'),
  };
}

/**
 * Records a withdrawal request with its case code, where it stands and its department's
 * email in one transaction; then acknowledges it to the address the form names (past the
 * per-address limit only the email is skipped: the right never depends on it).
 */
export async function requestWithdrawal(
  context: AppContext,
  body: WithdrawalBody & { email: string; name: string; lastname: string },
  log: { info: (details: object, message: string) => void },
): Promise<WithdrawalAnswer> {
  const { store } = context;
  const reference = `ARR-${generateCode(8)}`;
  const operationCode = body.operation_code ? normalizeCode(body.operation_code) : null;
  const requestedAt = new Date().toISOString();
  const operation =
    operationCode && looksLikeCode(operationCode)
      ? await operationByCode(store.db, operationCode)
      : undefined;
  const standing = operation
    ? await withdrawalStanding(store.db, operation, requestedAt)
    : noStanding;
  const id = await store.writeTransaction(async (trx) => {
    const lead = await insertLead(trx, {
      kind: 'withdrawal',
      reference,
      brand_id: operation?.brand_id ?? null,
      name: body.name,
      lastname: body.lastname,
      email: body.email,
      telephone: body.telephone ?? '',
      subject: 'Botón de arrepentimiento',
      vehicle: '',
      message: [body.dni ? `DNI: ${body.dni}` : '', body.message ?? ''].filter(Boolean).join('\n'),
      operation_code: operationCode || null,
      created_at: requestedAt,
      ...standing,
    });
    await queueLeadEmail(context, trx, lead);
    // Counted and queued with the request: an acknowledgement exists only with its record.
    const limit = publicEmailLimit(context.config);
    const take = await takeAddressLimit(store, limit, body.email, Date.now(), trx);
    if (take.allowed) {
      await context.mailer.send(
        acknowledgement(body.email, reference, operation?.code ?? null, standing),
        trx,
      );
    } else {
      log.info({ reference }, 'withdrawal email skipped: address limit reached');
    }
    return lead.id;
  });
  context.mailer.wake();
  return { id, reference, ...standing };
}
