/**
 * Submitting the deposit: a double submit answers the first payment's outcome and charges
 * once; an operation that is not ready is refused before any hold or charge.
 */
import { apiPaths, messages, operationSchema } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { startFakeMercadoPago, type FakeMercadoPago } from './fake-mercadopago';
import {
  cardForm,
  json,
  startBody,
  startTestServer,
  testDatabases,
  type TestServer,
} from './helpers';
import { startReady } from './payments-helpers';

const cases = testDatabases.flatMap((database) =>
  (['mercadopago', 'sandbox'] as const).map((adapter) => ({ database, adapter })),
);

type PayBody = {
  data?: { status: string; code: string; operation: unknown };
  error?: { code: string; message: string; fields?: Record<string, string> };
};

describe.each(cases)('submitting the deposit ($database, $adapter)', ({ database, adapter }) => {
  let api: TestServer;
  let fake: FakeMercadoPago | undefined;
  const used = new Set<number>();

  beforeAll(async () => {
    if (adapter === 'mercadopago') {
      fake = await startFakeMercadoPago();
      // Slow enough that the second submit arrives while the first charge is in flight.
      fake.chargeDelayMs = 200;
      api = await startTestServer(
        {
          PAYMENT_PROVIDER: 'mercadopago',
          MP_ACCESS_TOKEN: 'TEST-token',
          MP_WEBHOOK_SECRET: 'mp-webhook-secret',
          MP_API_URL: fake.url,
        },
        { database },
      );
    } else {
      api = await startTestServer({}, { database });
    }
  });
  afterAll(async () => {
    await api?.close();
    await fake?.close();
  });

  function freshUnit() {
    const unit = seedData.stock.find((candidate) => !used.has(candidate.id))!;
    used.add(unit.id);
    return unit;
  }

  function form(reference: string, outcome = 'APRO') {
    return adapter === 'mercadopago'
      ? { reference, token: `card-token-${outcome}`, payment_method_id: 'visa', installments: 1 }
      : cardForm(reference, outcome);
  }

  async function charges(reference: string): Promise<number> {
    if (fake) return fake.byReference(reference).length;
    const rows = await api.server.store.db
      .selectFrom('sandbox_charges')
      .select('id')
      .where('reference', '=', reference)
      .execute();
    return rows.length;
  }

  it('two concurrent submits of one card form: one charge, both answer approved', async () => {
    const operation = await startReady(api.post, freshUnit());
    const reference = operation.purchase.transaction.code;
    const answers = await Promise.all([
      api.post(apiPaths.paymentSandbox, form(reference)),
      api.post(apiPaths.paymentSandbox, form(reference)),
    ]);
    for (const answer of answers) {
      const body = await json<PayBody>(answer);
      expect(answer.status, JSON.stringify(body)).toBe(200);
      expect(body.data!.status).toBe('approved');
      expect(operationSchema.parse(body.data!.operation).status).toBe('reserved');
    }
    expect(await charges(reference)).toBe(1);
    if (fake) expect(fake.chargeRequests).toBeGreaterThanOrEqual(1);
    const payments = await api.server.store.db
      .selectFrom('payments')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .execute();
    expect(payments.map((payment) => payment.status)).toEqual(['approved']);

    // A third submit after both were answered: the same outcome, still one charge.
    const again = await api.post(apiPaths.paymentSandbox, form(reference));
    expect(again.status).toBe(200);
    expect((await json<PayBody>(again)).data!.status).toBe('approved');
    expect(await charges(reference)).toBe(1);
  });

  it('a pending payment submitted twice answers pending twice and charges once', async () => {
    const operation = await startReady(api.post, freshUnit());
    const reference = operation.purchase.transaction.code;
    const answers = await Promise.all([
      api.post(apiPaths.paymentSandbox, form(reference, 'CONT')),
      api.post(apiPaths.paymentSandbox, form(reference, 'CONT')),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect((await json<PayBody>(answer)).data!.status).toBe('pending');
    }
    expect(await charges(reference)).toBe(1);
  });

  it('refuses with 400 an operation without personal data or with an uncovered balance, before any hold or charge', async () => {
    const unit = freshUnit();
    const started = await api.post(apiPaths.dealershipStart, startBody(unit));
    const operation = operationSchema.parse((await json(started)).data);
    const reference = operation.purchase.transaction.code;
    const refused = await api.post(apiPaths.paymentSandbox, form(reference));
    expect(refused.status).toBe(400);
    const body = await json<PayBody>(refused);
    expect(body.error!.message).toBe(messages.invalidRequest);
    expect(Object.keys(body.error!.fields!)).toEqual(
      expect.arrayContaining([
        'purchase.name',
        'purchase.lastname',
        'purchase.dni',
        'purchase.telephone',
        'purchase.birthdate',
        'purchase.marital_status_id',
        'cash_amount',
      ]),
    );
    const db = api.server.store.db;
    expect(
      await db
        .selectFrom('stock_units')
        .select(['status', 'held_by'])
        .where('id', '=', unit.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'available', held_by: null });
    expect(
      await db
        .selectFrom('payments')
        .select('id')
        .where('operation_code', '=', operation.code)
        .execute(),
    ).toHaveLength(0);
    expect(await charges(reference)).toBe(0);
  });

  it('a rejected charge releases the unit and the buyer can pay again', async () => {
    const unit = freshUnit();
    const operation = await startReady(api.post, unit);
    const reference = operation.purchase.transaction.code;
    const rejected = await api.post(apiPaths.paymentSandbox, form(reference, 'OTHE'));
    expect((await json<PayBody>(rejected)).data!.status).toBe('rejected');
    const db = api.server.store.db;
    expect(
      (
        await db
          .selectFrom('stock_units')
          .select('status')
          .where('id', '=', unit.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('available');
    const approved = await api.post(apiPaths.paymentSandbox, form(reference, 'APRO'));
    expect((await json<PayBody>(approved)).data!.status).toBe('approved');
    const statuses = await db
      .selectFrom('payments')
      .select('status')
      .where('operation_code', '=', operation.code)
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['rejected', 'approved']);
    expect(await charges(reference)).toBe(2);
  });

  it('the database refuses a second live payment for one operation', async () => {
    const operation = await startReady(api.post, freshUnit());
    const reference = operation.purchase.transaction.code;
    await api.post(apiPaths.paymentSandbox, form(reference, 'APRO'));
    const db = api.server.store.db;
    const [first] = await db
      .selectFrom('payments')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .execute();
    const { id: _id, ...copy } = first!;
    await expect(
      db
        .insertInto('payments')
        .values({ ...copy, idempotency_key: `${copy.idempotency_key}-again`, status: 'created' })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .updateTable('payments')
        .set({ status: 'paid' as never })
        .where('id', '=', first!.id)
        .execute(),
    ).rejects.toThrow();
  });
});
