/**
 * The Mercado Pago path end to end against sample payloads: the adapter's HTTP calls go
 * to a fake provider; the webhook is signed as Mercado Pago signs it.
 */
import { apiPaths, operationSchema } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import {
  createMercadoPagoAdapter,
  signWebhook,
  webhookManifest,
} from '../services/payments/mercadopago';
import { json, startBody, startTestServer, type TestServer } from './helpers';
import { fillForDeposit } from './payments-helpers';

const secret = 'mp-webhook-secret';
const payments = new Map<
  string,
  { id: number; status: string; status_detail: string; external_reference: string }
>();
let nextId = 1000;

const fakeProvider = (async (url: string, init: RequestInit) => {
  const path = new URL(url).pathname;
  if (init.method === 'POST' && path === '/v1/payments') {
    const body = JSON.parse(String(init.body)) as { external_reference: string };
    const payment = {
      id: nextId++,
      status: 'in_process',
      status_detail: 'pending_review_manual',
      external_reference: body.external_reference,
    };
    payments.set(String(payment.id), payment);
    return new Response(JSON.stringify(payment), { status: 201 });
  }
  const match = /^\/v1\/payments\/(\d+)$/.exec(path);
  if (init.method === 'GET' && match) {
    const payment = payments.get(match[1]!);
    return new Response(JSON.stringify(payment ?? {}), { status: payment ? 200 : 404 });
  }
  return new Response('{}', { status: 404 });
}) as unknown as typeof globalThis.fetch;

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer(
    { PAYMENT_PROVIDER: 'mercadopago', MP_ACCESS_TOKEN: 'TEST-token', MP_WEBHOOK_SECRET: secret },
    {
      paymentAdapter: createMercadoPagoAdapter({ accessToken: 'TEST-token', fetch: fakeProvider }),
    },
  );
});
afterAll(async () => {
  await api.close();
});

function signedWebhook(dataId: string, tamper = false) {
  const ts = String(Math.floor(Date.now() / 1000));
  const requestId = 'req-1';
  const v1 = signWebhook(webhookManifest(dataId, requestId, ts), tamper ? 'wrong' : secret);
  return fetch(`${api.url}${apiPaths.paymentWebhook}?data.id=${dataId}&type=payment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': `ts=${ts},v1=${v1}`,
      'x-request-id': requestId,
    },
    body: JSON.stringify({
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: dataId },
      type: 'payment',
      live_mode: false,
    }),
  });
}

describe('Mercado Pago adapter in the server', () => {
  it('charges with a card token, then a signed webhook approves the pending payment', async () => {
    const unit = seedData.stock.find((candidate) => candidate.brand_id === 6)!;
    const started = await api.post(
      apiPaths.dealershipStart,
      startBody(unit, { email: 'mp@example.com' }),
    );
    const operation = await fillForDeposit(
      api.post,
      operationSchema.parse((await json(started)).data),
    );
    const config = await json<{ data: { provider: string } }>(
      await api.get(`${apiPaths.paymentConfig}?brand_id=6`),
    );
    expect(config.data.provider).toBe('mercadopago');
    expect(
      (await api.get(`${apiPaths.paymentSandbox}?reference=${operation.purchase.transaction.code}`))
        .status,
    ).toBe(404);

    const noToken = await api.post(apiPaths.paymentSandbox, {
      reference: operation.purchase.transaction.code,
      installments: 1,
    });
    expect(noToken.status).toBe(400);
    const paid = await api.post(apiPaths.paymentSandbox, {
      reference: operation.purchase.transaction.code,
      token: 'card-token',
      payment_method_id: 'visa',
      installments: 2,
    });
    expect(paid.status).toBe(200);
    const pending = await json<{ data: { status: string; operation: unknown } }>(paid);
    expect(pending.data.status).toBe('in_process');
    expect(operationSchema.parse(pending.data.operation).status).toBe('pending');
    const [payment] = [...payments.values()];
    expect(payment!.external_reference).toBe(operation.purchase.transaction.code);

    expect((await signedWebhook(String(payment!.id), true)).status).toBe(401);
    payment!.status = 'approved';
    payment!.status_detail = 'accredited';
    expect((await signedWebhook(String(payment!.id))).status).toBe(200);
    // The same notification again changes nothing.
    expect((await signedWebhook(String(payment!.id))).status).toBe(200);
    const resumed = operationSchema.parse(
      (await json(await api.post(apiPaths.dealershipStart, { code: operation.code }))).data,
    );
    expect(resumed.status).toBe('reserved');
    expect(resumed.purchase.transaction.status).toBe('approved');
    const emails = await api.server.store.db
      .selectFrom('outbox')
      .select('kind')
      .where('operation_code', '=', operation.code)
      .execute();
    expect(emails.map((email) => email.kind).sort()).toEqual(['payment', 'payment', 'resume']);
  });
});
