/**
 * What the provider's failures leave behind is settled from its records: a charge whose
 * answer was lost is looked up at once, a refused charge releases the unit, and a refund
 * that failed is retried by the reconciler until the provider has it.
 */
import { apiPaths, messages, operationSchema } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { sendSignedWebhook, startFakeMercadoPago, type FakeMercadoPago } from './fake-mercadopago';
import { json, startTestServer, testDatabases, type TestServer } from './helpers';
import { startReady } from './payments-helpers';
import { eventually } from './eventually';

describe.each(testDatabases)('payment reconciliation (%s, Mercado Pago)', (database) => {
  let api: TestServer;
  let fake: FakeMercadoPago;
  const used = new Set<number>();

  beforeAll(async () => {
    fake = await startFakeMercadoPago();
    api = await startTestServer(
      {
        PAYMENT_PROVIDER: 'mercadopago',
        MP_ACCESS_TOKEN: 'TEST-token',
        MP_API_URL: fake.url,
        MP_WEBHOOK_SECRET: 'mp-webhook-secret',
        PAYMENT_INTENT_GRACE_MS: '300',
        PAYMENT_RECONCILE_INTERVAL_MS: '150',
      },
      { database },
    );
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

  const pay = (reference: string) =>
    api.post(apiPaths.paymentSandbox, {
      reference,
      token: 'card-token-APRO',
      payment_method_id: 'visa',
      installments: 1,
    });

  async function rows(code: string) {
    const db = api.server.store.db;
    const operation = await db
      .selectFrom('operations')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return {
      operation: operation.status,
      payments: await db
        .selectFrom('payments')
        .select(['status', 'provider_payment_id'])
        .where('operation_code', '=', code)
        .orderBy('id')
        .execute(),
      unit: await db
        .selectFrom('stock_units')
        .select(['status', 'held_by'])
        .where('id', '=', operation.stock_id)
        .executeTakeFirstOrThrow(),
    };
  }

  it('a charge whose answer was lost is found at the provider and recorded', async () => {
    const operation = await startReady(api.post, freshUnit());
    fake.chargeMode = 'record-and-fail';
    try {
      const answer = await pay(operation.purchase.transaction.code);
      expect(answer.status).toBe(200);
      expect((await json<{ data: { status: string } }>(answer)).data.status).toBe('approved');
    } finally {
      fake.chargeMode = 'answer';
    }
    const [charge] = fake.byReference(operation.purchase.transaction.code);
    expect(await rows(operation.code)).toEqual({
      operation: 'reserved',
      payments: [{ status: 'approved', provider_payment_id: String(charge!.id) }],
      unit: { status: 'reserved', held_by: operation.code },
    });
  });

  it('a charge the provider refused fails the intent and releases the unit', async () => {
    const operation = await startReady(api.post, freshUnit());
    fake.chargeMode = 'refuse';
    try {
      const answer = await pay(operation.purchase.transaction.code);
      expect(answer.status).toBe(502);
      expect((await json<{ error: { message: string } }>(answer)).error.message).toBe(
        messages.serverError,
      );
    } finally {
      fake.chargeMode = 'answer';
    }
    expect(await rows(operation.code)).toEqual({
      operation: 'open',
      payments: [{ status: 'failed', provider_payment_id: '' }],
      unit: { status: 'available', held_by: null },
    });
    const resumed = operationSchema.parse(
      (await json(await api.post(apiPaths.dealershipStart, { code: operation.code }))).data,
    );
    expect(resumed.purchase.transaction.status).toBe('rejected');
  });

  it('a refund that failed is retried by the reconciler; the cancellation stands meanwhile', async () => {
    const operation = await startReady(api.post, freshUnit());
    expect((await pay(operation.purchase.transaction.code)).status).toBe(200);
    fake.failRefunds = true;
    const cancelled = await api.post(apiPaths.dealershipCancel, { code: operation.code });
    expect(cancelled.status).toBe(200);
    expect(operationSchema.parse((await json(cancelled)).data)).toMatchObject({
      status: 'cancelled',
      purchase: { transaction: { status: 'refunded' } },
    });
    const claimed = await rows(operation.code);
    expect(claimed.payments[0]!.status).toBe('refunding');
    expect(claimed.unit).toEqual({ status: 'available', held_by: null });
    const [charge] = fake.byReference(operation.purchase.transaction.code);
    expect(charge!.refunds).toHaveLength(0);

    fake.failRefunds = false;
    await eventually(async () => (await rows(operation.code)).payments[0]!.status === 'refunded');
    expect(charge!.refunds).toHaveLength(1);
    expect(charge!.status).toBe('refunded');
    // A second cancel finds nothing to cancel.
    expect((await api.post(apiPaths.dealershipCancel, { code: operation.code })).status).toBe(409);
  });

  it('a signed webhook for a payment the provider does not know answers 200 and changes nothing', async () => {
    const response = await sendSignedWebhook(
      api.url,
      apiPaths.paymentWebhook,
      '424242',
      'mp-webhook-secret',
    );
    expect(response.status).toBe(200);
  });
});
