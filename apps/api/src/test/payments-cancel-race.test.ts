/**
 * A cancel racing a late approval of a pending deposit ends in exactly one of two
 * consistent states, on every database and with both payment adapters:
 *   (a) operation reserved, payment approved, no refund, unit reserved; or
 *   (b) operation cancelled, the charge refunded once at the provider, payment refunded,
 *       unit back on sale.
 * Mercado Pago: the approval is a signed webhook and the fake provider's refund takes
 * 300 ms. Sandbox: the approval is the resolve route.
 */
import { apiPaths, operationSchema, type Operation } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { startFakeMercadoPago, sendSignedWebhook, type FakeMercadoPago } from './fake-mercadopago';
import { cardForm, json, startTestServer, testDatabases, type TestServer } from './helpers';
import { startReady } from './payments-helpers';

const rounds = 100;
const batch = 25;
const secret = 'mp-webhook-secret';

type EndState = 'reserved' | 'cancelled';
/** Cancelled rounds, by whether the approval was recorded before the cancel claimed. */
type Order = 'approvedFirst' | 'cancelFirst';

const cases = testDatabases.flatMap((database) =>
  (['mercadopago', 'sandbox'] as const).map((adapter) => ({ database, adapter })),
);

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

describe.each(cases)('cancel racing an approval ($database, $adapter)', ({ database, adapter }) => {
  let api: TestServer;
  let fake: FakeMercadoPago | undefined;

  beforeAll(async () => {
    if (adapter === 'mercadopago') {
      fake = await startFakeMercadoPago();
      fake.refundDelayMs = 300;
      api = await startTestServer(
        {
          PAYMENT_PROVIDER: 'mercadopago',
          MP_ACCESS_TOKEN: 'TEST-token',
          MP_WEBHOOK_SECRET: secret,
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

  async function payPending(operation: Operation) {
    const reference = operation.purchase.transaction.code;
    const response =
      adapter === 'mercadopago'
        ? await api.post(apiPaths.paymentSandbox, {
            reference,
            token: 'card-token-CONT',
            payment_method_id: 'visa',
            installments: 1,
          })
        : await api.post(apiPaths.paymentSandbox, cardForm(reference, 'CONT'));
    expect(response.status).toBe(200);
    const body = await json<{ data: { status: string } }>(response);
    expect(body.data.status).toBe('pending');
  }

  async function approve(operation: Operation, providerPaymentId: string) {
    if (adapter === 'mercadopago') {
      fake!.approve(providerPaymentId);
      const response = await sendSignedWebhook(
        api.url,
        apiPaths.paymentWebhook,
        providerPaymentId,
        secret,
      );
      expect(response.status).toBe(200);
    } else {
      const response = await api.post(`${apiPaths.paymentSandbox}/resolve`, {
        code: operation.code,
        status: 'approved',
      });
      // 409: the cancellation claimed the payment first; nothing is pending any more.
      expect([200, 409]).toContain(response.status);
    }
  }

  /** One round on one unit; answers which consistent end state it reached. */
  async function round(unitId: number, index: number): Promise<[EndState, Order?]> {
    const unit = seedData.stock.find((candidate) => candidate.id === unitId)!;
    const operation = await startReady(api.post, unit, { email: `race${index}@example.com` });
    await payPending(operation);
    const db = api.server.store.db;
    const pending = await db
      .selectFrom('payments')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');

    // Vary the interleaving a little from round to round.
    const approvalDelay = index % 4 === 0 ? 0 : (index * 7) % 15;
    const cancelDelay = index % 4 === 1 ? 0 : (index * 11) % 15;
    const [, cancel] = await Promise.all([
      pause(approvalDelay).then(() => approve(operation, pending.provider_payment_id)),
      pause(cancelDelay).then(() => api.post(apiPaths.dealershipCancel, { code: operation.code })),
    ]);
    expect([200, 409]).toContain(cancel.status);

    const stored = await db
      .selectFrom('operations')
      .select('status')
      .where('code', '=', operation.code)
      .executeTakeFirstOrThrow();
    const payments = await db
      .selectFrom('payments')
      .selectAll()
      .where('operation_code', '=', operation.code)
      .execute();
    expect(payments).toHaveLength(1);
    const payment = payments[0]!;
    const stock = await db
      .selectFrom('stock_units')
      .select(['status', 'held_by'])
      .where('id', '=', unitId)
      .executeTakeFirstOrThrow();
    const wire = operationSchema.parse(
      (await json(await api.post(apiPaths.dealershipStart, { code: operation.code }))).data,
    );

    let refundedAtProvider: boolean;
    if (adapter === 'mercadopago') {
      const charge = fake!.payments.get(payment.provider_payment_id)!;
      refundedAtProvider = charge.refunds.length > 0;
      if (refundedAtProvider) {
        expect(charge.refunds).toHaveLength(1);
        expect(charge.refundCalls).toBe(1);
        expect(charge.status).toBe('refunded');
      } else {
        expect(charge.status).toBe('approved');
      }
    } else {
      const charge = await db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('provider_payment_id', '=', payment.provider_payment_id)
        .executeTakeFirstOrThrow();
      refundedAtProvider = charge.refunded === 1;
      if (!refundedAtProvider) expect(charge.status).toBe('approved');
    }

    if (stored.status === 'reserved') {
      expect(payment.status).toBe('approved');
      expect(payment.refund_id).toBeNull();
      expect(stock).toEqual({ status: 'reserved', held_by: operation.code });
      expect(refundedAtProvider).toBe(false);
      expect(wire.purchase.transaction.status).toBe('approved');
      return ['reserved'];
    }
    expect(stored.status).toBe('cancelled');
    expect(cancel.status).toBe(200);
    expect(payment.status).toBe('refunded');
    expect(payment.refund_id).not.toBeNull();
    expect(stock).toEqual({ status: 'available', held_by: null });
    expect(refundedAtProvider).toBe(true);
    expect(wire.purchase.transaction.status).toBe('refunded');
    return ['cancelled', payment.paid_at ? 'approvedFirst' : 'cancelFirst'];
  }

  it(`${rounds} rounds end reserved or cancelled-and-refunded, never both`, async () => {
    const counts: Record<EndState | Order, number> = {
      reserved: 0,
      cancelled: 0,
      approvedFirst: 0,
      cancelFirst: 0,
    };
    let done = 0;
    while (done < rounds) {
      const available = await api.server.store.db
        .selectFrom('stock_units')
        .select('id')
        .where('status', '=', 'available')
        .orderBy('id')
        .limit(Math.min(batch, rounds - done))
        .execute();
      expect(available.length).toBeGreaterThan(0);
      const outcomes = await Promise.all(
        available.map((unit, offset) => round(unit.id, done + offset)),
      );
      for (const [state, order] of outcomes) {
        counts[state] += 1;
        if (order) counts[order] += 1;
      }
      done += outcomes.length;
    }
    console.log(
      `[cancel vs approval] ${database} ${adapter}: ${counts.reserved} reserved (approved, no refund), ${counts.cancelled} cancelled (refunded once; approval recorded before the cancel in ${counts.approvedFirst}, cancel first in ${counts.cancelFirst})`,
    );
    expect(counts.reserved + counts.cancelled).toBe(rounds);
  }, 120_000);
});
