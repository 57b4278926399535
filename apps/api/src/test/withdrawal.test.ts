/**
 * The 10-calendar-day withdrawal (Res. 424/2020, Disp. 954/2025) against the real server:
 * the request is answered at once with its case code and where it stands, the lead
 * carries the operation's brand, and the console refunds a request within the term
 * through the payment state machine. Time moves by dating the payment back in the
 * database, as the 48-hour tests do.
 */
import {
  apiPaths,
  operationSchema,
  withdrawalDeadline,
  type Operation,
} from '@territorio/api-client';
import { staffMessages, type LeadDetail } from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import {
  cardForm,
  json,
  readyToPay,
  startBody,
  startTestServer,
  testDatabases,
  type SeedUnit,
  type TestServer,
} from './helpers';
import { signInTeam, staffEnv, staffRequest, type Signed } from './staff-support';

type Answer = {
  id: number;
  reference: string;
  withdrawal_status: string | null;
  withdrawal_paid_at: string | null;
  withdrawal_deadline: string | null;
  withdrawal_reason: string | null;
};

const dayMs = 86_400_000;

/** 'DD/MM/AAAA' of an instant in Argentina (UTC−3). */
function argentineDay(instant: string): string {
  const [year, month, day] = new Date(Date.parse(instant) - 3 * 3_600_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}/${month}/${year}`;
}

describe.each(testDatabases)('withdrawal within 10 calendar days (%s)', (database) => {
  let api: TestServer;
  let admin: Signed;
  let sales: Signed;
  let otherSales: Signed;
  let hr: Signed;
  const used = new Set<number>();

  function freshUnit(brandId: number): SeedUnit {
    const unit = seedData.stock.find((item) => item.brand_id === brandId && !used.has(item.id))!;
    used.add(unit.id);
    return unit;
  }

  /** An operation with an approved deposit, paid `daysAgo` days before now. */
  async function paidOperation(brandId: number, daysAgo: number): Promise<Operation> {
    const unit = freshUnit(brandId);
    const started = await api.post(apiPaths.dealershipStart, startBody(unit));
    const operation = operationSchema.parse((await json(started)).data);
    await readyToPay(api, operation.code);
    const paid = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, 'APRO'),
    );
    expect(paid.status).toBe(200);
    const paidAt = new Date(Date.now() - daysAgo * dayMs).toISOString();
    await api.server.store.db
      .updateTable('payments')
      .set({ paid_at: paidAt, created_at: paidAt })
      .where('operation_code', '=', operation.code)
      .execute();
    return operation;
  }

  async function withdraw(operationCode: string | undefined, email = 'quien@example.com') {
    const response = await api.post(apiPaths.withdrawal, {
      name: 'Laura',
      lastname: 'Díaz',
      email,
      ...(operationCode ? { operation_code: operationCode } : {}),
    });
    expect(response.status).toBe(201);
    return (await json<{ data: Answer }>(response)).data;
  }

  async function emailsTo(address: string) {
    return api.server.store.db
      .selectFrom('outbox')
      .select(['kind', 'subject', 'body', 'operation_code'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();
  }

  async function payment(code: string) {
    return api.server.store.db
      .selectFrom('payments')
      .selectAll()
      .where('operation_code', '=', code)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  }

  beforeAll(async () => {
    api = await startTestServer(staffEnv, { database });
    ({ admin, sales, otherSales, hr } = await signInTeam(api));
  });
  afterAll(async () => {
    await api.close();
  });

  it('on day 9 is refundable at once, and sales of the brand refund it from the console', async () => {
    const operation = await paidOperation(1, 9);
    const paidAt = (await payment(operation.code)).paid_at!;
    const answer = await withdraw(operation.code, 'dia9@example.com');
    expect(answer.reference).toMatch(/^ARR-[2-9A-Z]{8}$/);
    expect(answer).toMatchObject({
      withdrawal_status: 'refundable',
      withdrawal_paid_at: paidAt,
      withdrawal_deadline: withdrawalDeadline(paidAt),
    });
    // The answer says where the request stands, and nothing of anyone's personal data.
    expect(JSON.stringify(answer)).not.toMatch(/Laura|Díaz|dia9@|comprador|ana@example/);

    const lead = await api.server.store.db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(lead.brand_id).toBe(1);

    const [ack] = await emailsTo('dia9@example.com');
    expect(ack!.body).toContain(answer.reference);
    expect(ack!.body).toContain('te devolvemos el 100 % de la seña');
    expect(ack!.body).not.toMatch(/Laura|Ana|Gómez/);

    // The buyer's wire names the 10-day deadline beside the 48-hour one.
    const resumed = await api.post(apiPaths.dealershipStart, { code: operation.code });
    const wire = operationSchema.parse((await json(resumed)).data);
    expect(wire.purchase.transaction.withdrawal_until).toBe(withdrawalDeadline(paidAt));

    // Another brand's salesperson does not see it; human resources may not refund.
    const path = `/leads/${answer.id}/withdrawal-refund`;
    const body = { reason: 'Arrepentimiento dentro del plazo legal' };
    expect((await staffRequest(api, 'POST', path, { as: otherSales, body })).status).toBe(404);
    expect((await staffRequest(api, 'POST', path, { as: hr, body })).status).toBe(403);
    const short = await staffRequest(api, 'POST', path, { as: sales, body: { reason: 'no' } });
    expect(short.status).toBe(400);
    expect(short.body.error?.fields?.reason).toBe('Indicá el motivo (al menos 5 caracteres).');

    const refunded = await staffRequest<LeadDetail>(api, 'POST', path, { as: sales, body });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ withdrawal_status: 'refunded', status: 'closed' });
    expect((await payment(operation.code)).status).toBe('refunded');
    const stored = await api.server.store.db
      .selectFrom('operations')
      .select('status')
      .where('code', '=', operation.code)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('cancelled');
    const unit = await api.server.store.db
      .selectFrom('stock_units')
      .select(['status', 'held_by'])
      .where('id', '=', operation.purchase.vehicle.stock_id)
      .executeTakeFirstOrThrow();
    expect(unit).toEqual({ status: 'available', held_by: null });

    const refundEmail = (await emailsTo(completeEmail)).find((email) => email.kind === 'refund');
    expect(refundEmail?.subject).toContain(answer.reference);
    expect(refundEmail?.body).toContain(answer.reference);
    const audit = await api.server.store.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'withdrawal_refunded')
      .where('subject_id', '=', String(answer.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after!)).toMatchObject({ reason: body.reason });

    // Refunded once: a second refund is refused in Spanish.
    const again = await staffRequest(api, 'POST', path, { as: admin, body });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(staffMessages.withdrawalNotRefundable);

    // The console's lead and reservation read where it stands.
    const read = await staffRequest<LeadDetail>(api, 'GET', `/leads/${answer.id}`, { as: sales });
    expect(read.body.data?.withdrawal_deadline).toBe(withdrawalDeadline(paidAt));
    const reservation = await staffRequest<{
      withdrawals: { reference: string; status: string }[];
    }>(api, 'GET', `/reservations/${operation.code}`, { as: admin });
    expect(reservation.body.data?.withdrawals).toEqual([
      expect.objectContaining({ reference: answer.reference, status: 'refunded' }),
    ]);
  });

  it('on day 11 is recorded out of term with the reason, and cannot be refunded', async () => {
    const operation = await paidOperation(2, 11);
    const paidAt = (await payment(operation.code)).paid_at!;
    const answer = await withdraw(operation.code, 'dia11@example.com');
    expect(answer.withdrawal_status).toBe('out_of_term');
    expect(answer.withdrawal_reason).toBe(
      `La solicitud llegó el ${argentineDay(new Date().toISOString())}, después de los 10 días corridos desde el pago de la seña (${argentineDay(paidAt)}).`,
    );
    const [ack] = await emailsTo('dia11@example.com');
    expect(ack!.body).toContain(answer.reference);
    expect(ack!.body).toContain(answer.withdrawal_reason);

    const refused = await staffRequest(api, 'POST', `/leads/${answer.id}/withdrawal-refund`, {
      as: otherSales,
      body: { reason: 'Lo pide el cliente' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(staffMessages.withdrawalNotRefundable);
    expect((await payment(operation.code)).status).toBe('approved');
  });

  it('without one of our operations is still recorded with its case code, brand unknown', async () => {
    const answer = await withdraw('ABCD-EFGH-JKMN', 'sin-operacion@example.com');
    expect(answer.withdrawal_status).toBeNull();
    const lead = await api.server.store.db
      .selectFrom('leads')
      .select(['brand_id', 'reference'])
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(lead).toEqual({ brand_id: null, reference: answer.reference });
  });
});

/** The email `readyToPay` stores on the operation (helpers' completePurchase). */
const completeEmail = 'ana@example.com';
