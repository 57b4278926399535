import { describe, expect, it } from 'vitest';
import {
  createMercadoPagoAdapter,
  mapMercadoPagoStatus,
  signWebhook,
  verifyWebhookSignature,
  webhookManifest,
} from './mercadopago';

const secret = 'test-webhook-secret';

/** A notification as Mercado Pago documents it (payment.updated, type payment). */
const sampleNotification = {
  action: 'payment.updated',
  api_version: 'v1',
  data: { id: '123456789' },
  date_created: '2026-11-22T12:00:00Z',
  id: 1234567,
  live_mode: false,
  type: 'payment',
  user_id: 44444444,
};

describe('Mercado Pago webhook signature (x-signature)', () => {
  const ts = '1795348800';
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e';
  const manifest = webhookManifest(sampleNotification.data.id, requestId, ts);
  const v1 = signWebhook(manifest, secret);

  it('builds the manifest as documented', () => {
    expect(manifest).toBe(`id:123456789;request-id:${requestId};ts:${ts};`);
    expect(webhookManifest('ABC123', undefined, ts)).toBe(`id:abc123;ts:${ts};`);
  });

  it('accepts a correct signature and refuses tampering', () => {
    const base = { requestId, dataId: '123456789', secret, now: new Date(Number(ts) * 1000) };
    expect(verifyWebhookSignature({ ...base, signature: `ts=${ts},v1=${v1}` })).toBe(true);
    expect(
      verifyWebhookSignature({ ...base, signature: `ts=${ts}, v1=${v1}`, toleranceSeconds: 300 }),
    ).toBe(true);
    expect(verifyWebhookSignature({ ...base, dataId: '999', signature: `ts=${ts},v1=${v1}` })).toBe(
      false,
    );
    expect(
      verifyWebhookSignature({ ...base, secret: 'other', signature: `ts=${ts},v1=${v1}` }),
    ).toBe(false);
    expect(verifyWebhookSignature({ ...base, signature: `ts=${ts},v1=${'0'.repeat(64)}` })).toBe(
      false,
    );
    expect(verifyWebhookSignature({ ...base, signature: 'garbage' })).toBe(false);
    expect(verifyWebhookSignature({ ...base, signature: undefined })).toBe(false);
    // Replays outside the tolerance window are refused.
    expect(
      verifyWebhookSignature({
        ...base,
        signature: `ts=${ts},v1=${v1}`,
        toleranceSeconds: 300,
        now: new Date((Number(ts) + 3600) * 1000),
      }),
    ).toBe(false);
  });
});

describe('Mercado Pago adapter (sample payloads)', () => {
  function fakeFetch(responses: Record<string, unknown>) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const key = `${init.method} ${new URL(url).pathname}`;
      const body = responses[key];
      return new Response(JSON.stringify(body ?? { message: 'not found' }), {
        status: body ? 201 : 404,
      });
    }) as unknown as typeof globalThis.fetch;
    return { fetch, calls };
  }

  it('creates a payment with an idempotency key and maps its status', async () => {
    const { fetch, calls } = fakeFetch({
      'POST /v1/payments': {
        id: 123456789,
        status: 'approved',
        status_detail: 'accredited',
        external_reference: 'REF',
      },
    });
    const adapter = createMercadoPagoAdapter({ accessToken: 'TEST-token', fetch });
    const result = await adapter.charge({
      reference: 'REF',
      amount: 350000,
      currency: 'ARS',
      installments: 3,
      description: 'Seña',
      payerEmail: 'a@b.co',
      idempotencyKey: 'key-1',
      token: 'card-token',
      paymentMethodId: 'visa',
    });
    expect(result).toEqual({
      status: 'approved',
      statusDetail: 'accredited',
      providerPaymentId: '123456789',
    });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['x-idempotency-key']).toBe('key-1');
    expect(headers.authorization).toBe('Bearer TEST-token');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({
      transaction_amount: 350000,
      token: 'card-token',
      installments: 3,
      payment_method_id: 'visa',
      external_reference: 'REF',
      payer: { email: 'a@b.co' },
    });
  });

  it('refunds idempotently and reads a payment after a webhook', async () => {
    const { fetch, calls } = fakeFetch({
      'POST /v1/payments/123/refunds': {
        id: 555,
        payment_id: 123,
        amount: 350000,
        status: 'approved',
      },
      'GET /v1/payments/123': {
        id: 123,
        status: 'in_process',
        status_detail: 'pending_review_manual',
        external_reference: 'REF',
      },
    });
    const adapter = createMercadoPagoAdapter({ accessToken: 't', fetch });
    expect(
      await adapter.refund({
        providerPaymentId: '123',
        amount: 350000,
        idempotencyKey: 'refund-1',
      }),
    ).toEqual({ refundId: '555' });
    expect((calls[0]!.init.headers as Record<string, string>)['x-idempotency-key']).toBe(
      'refund-1',
    );
    expect(await adapter.getPayment('123')).toEqual({
      providerPaymentId: '123',
      reference: 'REF',
      status: 'in_process',
      statusDetail: 'pending_review_manual',
    });
    await expect(adapter.getPayment('999')).rejects.toThrow('404');
  });

  it('maps every provider status to one the operation records', () => {
    expect(mapMercadoPagoStatus('approved')).toBe('approved');
    expect(mapMercadoPagoStatus('authorized')).toBe('pending');
    expect(mapMercadoPagoStatus('in_mediation')).toBe('in_process');
    expect(mapMercadoPagoStatus('cancelled')).toBe('rejected');
    expect(mapMercadoPagoStatus('charged_back')).toBe('refunded');
    expect(mapMercadoPagoStatus('something-new')).toBe('rejected');
  });
});

describe('Mercado Pago adapter: finding the charge an intent made', () => {
  const results = [
    {
      id: 3,
      status: 'approved',
      status_detail: 'accredited',
      external_reference: 'REF',
      metadata: { idempotency_key: 'REF-key-b' },
    },
    {
      id: 2,
      status: 'rejected',
      status_detail: 'cc_rejected_other_reason',
      external_reference: 'REF',
      metadata: { idempotency_key: 'REF-key-a' },
    },
    { id: 1, status: 'approved', status_detail: 'accredited', external_reference: 'REF' },
  ];
  const seen: string[] = [];
  const adapter = createMercadoPagoAdapter({
    accessToken: 'TEST-token',
    apiUrl: 'https://mp.test',
    fetch: (async (url: string) => {
      seen.push(url);
      return new Response(JSON.stringify({ results }), { status: 200 });
    }) as unknown as typeof fetch,
  });

  it('searches by external reference and picks the payment with the intent key', async () => {
    const found = await adapter.findPayment({ reference: 'REF', idempotencyKey: 'REF-key-a' });
    expect(found).toMatchObject({ providerPaymentId: '2', status: 'rejected' });
    expect(new URL(seen[0]!).pathname).toBe('/v1/payments/search');
    expect(new URL(seen[0]!).searchParams.get('external_reference')).toBe('REF');
  });

  it('falls back to the one payment without metadata not yet recorded, else none', async () => {
    expect(
      await adapter.findPayment({ reference: 'REF', idempotencyKey: 'REF-key-z' }),
    ).toMatchObject({ providerPaymentId: '1' });
    expect(
      await adapter.findPayment({ reference: 'REF', idempotencyKey: 'REF-key-z', exclude: ['1'] }),
    ).toBeUndefined();
  });
});
