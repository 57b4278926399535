/**
 * A local stand-in for Mercado Pago's payments API, as a real HTTP server the API's adapter
 * talks to (MP_API_URL / createMercadoPagoAdapter's apiUrl):
 * - POST /v1/payments: idempotent on x-idempotency-key; the card token decides the
 *   outcome ('APRO' approved, 'CONT' pending, 'INPR' in_process, 'OTHE' rejected, as in
 *   Mercado Pago's test cards; any other token approved);
 * - GET /v1/payments/:id and GET /v1/payments/search?external_reference=...;
 * - POST /v1/payments/:id/refunds: idempotent on x-idempotency-key, after `refundDelayMs`.
 * The test flips a pending payment with `approve`, and can make a charge request hang
 * (`chargeMode`) to kill the API while the provider holds it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook, webhookManifest } from '../services/payments/mercadopago';

export type FakePayment = {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string;
  transaction_amount: number;
  metadata: { idempotency_key?: string };
  date_created: string;
  /** Every refund request received (a retry with the same key is counted, not refunded). */
  refundCalls: number;
  refunds: { id: number; amount: number; idempotencyKey: string }[];
};

/**
 * 'answer': record and answer. 'record-and-hang': record the charge, never answer (the
 * API dies first). 'hang': record nothing and never answer. 'record-and-fail': record the
 * charge, answer 500 (the outcome is unknown to the API). 'refuse': record nothing,
 * answer 400.
 */
export type ChargeMode = 'answer' | 'record-and-hang' | 'hang' | 'record-and-fail' | 'refuse';

export type FakeMercadoPago = {
  readonly url: string;
  readonly payments: Map<string, FakePayment>;
  refundDelayMs: number;
  /** Delay before a charge is recorded and answered (a slow provider). */
  chargeDelayMs: number;
  chargeMode: ChargeMode;
  /** Refund requests answer 500 and refund nothing. */
  failRefunds: boolean;
  /** Called when a charge request arrives (after recording it, in 'record-and-hang'). */
  onCharge: ((payment: FakePayment | undefined) => void) | undefined;
  /** Number of POST /v1/payments received. */
  chargeRequests: number;
  /** A pending payment becomes approved; false if it is not pending (e.g. refunded). */
  approve(id: number | string): boolean;
  byReference(reference: string): FakePayment[];
  close(): Promise<void>;
};

function tokenOutcome(token: string): { status: string; status_detail: string } {
  if (token.includes('CONT')) return { status: 'pending', status_detail: 'pending_contingency' };
  if (token.includes('INPR'))
    return { status: 'in_process', status_detail: 'pending_review_manual' };
  if (token.includes('OTHE'))
    return { status: 'rejected', status_detail: 'cc_rejected_other_reason' };
  return { status: 'approved', status_detail: 'accredited' };
}

function wire(payment: FakePayment) {
  const { refundCalls: _calls, refunds, ...rest } = payment;
  return { ...rest, refunds: refunds.map(({ idempotencyKey: _key, ...refund }) => refund) };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

type Ledger = {
  readonly payments: Map<string, FakePayment>;
  readonly byKey: Map<string, FakePayment>;
  readonly refundKeys: Map<string, { id: number; amount: number }>;
  readonly hanging: Set<ServerResponse>;
  nextId: number;
  nextRefundId: number;
};

function newLedger(): Ledger {
  return {
    payments: new Map(),
    byKey: new Map(),
    refundKeys: new Map(),
    hanging: new Set(),
    nextId: 5_000_000,
    nextRefundId: 9_000_000,
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** POST /v1/payments: a charge, answered as the fake's `chargeMode` says. */
async function charge(
  ledger: Ledger,
  fake: FakeMercadoPago,
  request: IncomingMessage,
  idempotencyKey: string | undefined,
  response: ServerResponse,
) {
  fake.chargeRequests += 1;
  const body = await readBody(request);
  if (fake.chargeDelayMs > 0) {
    await new Promise((resolve) => setTimeout(resolve, fake.chargeDelayMs));
  }
  if (fake.chargeMode === 'hang') {
    ledger.hanging.add(response);
    fake.onCharge?.(undefined);
    return;
  }
  if (fake.chargeMode === 'refuse') {
    return send(response, 400, { message: 'invalid card token' });
  }
  if (typeof body.token !== 'string' || !body.token) {
    return send(response, 400, { message: 'token is required' });
  }
  let payment = idempotencyKey ? ledger.byKey.get(idempotencyKey) : undefined;
  if (!payment) {
    const outcome = tokenOutcome(body.token);
    payment = {
      id: ledger.nextId++,
      ...outcome,
      external_reference: String(body.external_reference ?? ''),
      transaction_amount: Number(body.transaction_amount),
      metadata: (body.metadata as FakePayment['metadata'] | undefined) ?? {},
      date_created: new Date().toISOString(),
      refundCalls: 0,
      refunds: [],
    };
    ledger.payments.set(String(payment.id), payment);
    if (idempotencyKey) ledger.byKey.set(idempotencyKey, payment);
  }
  if (fake.chargeMode === 'record-and-hang') {
    ledger.hanging.add(response);
    fake.onCharge?.(payment);
    return;
  }
  fake.onCharge?.(payment);
  if (fake.chargeMode === 'record-and-fail') {
    return send(response, 500, { message: 'internal_error' });
  }
  return send(response, 201, wire(payment));
}

/** POST /v1/payments/:id/refunds: a full refund, idempotent by key. */
async function refund(
  ledger: Ledger,
  fake: FakeMercadoPago,
  id: string,
  idempotencyKey: string | undefined,
  response: ServerResponse,
) {
  const payment = ledger.payments.get(id);
  if (!payment) return send(response, 404, { message: 'Payment not found' });
  payment.refundCalls += 1;
  await new Promise((resolve) => setTimeout(resolve, fake.refundDelayMs));
  if (fake.failRefunds) return send(response, 500, { message: 'internal_error' });
  const done = idempotencyKey
    ? ledger.refundKeys.get(`${payment.id}:${idempotencyKey}`)
    : undefined;
  if (done) return send(response, 201, done);
  if (payment.status === 'refunded') {
    return send(response, 400, { message: 'Payment already refunded' });
  }
  const made = { id: ledger.nextRefundId++, amount: payment.transaction_amount };
  payment.refunds.push({ ...made, idempotencyKey: idempotencyKey ?? '' });
  payment.status = 'refunded';
  payment.status_detail = 'refunded';
  if (idempotencyKey) ledger.refundKeys.set(`${payment.id}:${idempotencyKey}`, made);
  return send(response, 201, made);
}

export async function startFakeMercadoPago(
  options: { accessToken?: string } = {},
): Promise<FakeMercadoPago> {
  const accessToken = options.accessToken ?? 'TEST-token';
  const ledger = newLedger();
  const { payments, hanging } = ledger;

  const fake: FakeMercadoPago = {
    url: '',
    payments,
    refundDelayMs: 0,
    chargeDelayMs: 0,
    chargeMode: 'answer',
    failRefunds: false,
    onCharge: undefined,
    chargeRequests: 0,
    approve(id) {
      const payment = payments.get(String(id));
      if (!payment || (payment.status !== 'pending' && payment.status !== 'in_process')) {
        return false;
      }
      payment.status = 'approved';
      payment.status_detail = 'accredited';
      return true;
    },
    byReference(reference) {
      return [...payments.values()].filter((payment) => payment.external_reference === reference);
    },
    async close() {
      for (const response of hanging) response.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return send(response, 401, { message: 'invalid access token' });
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname;
    const key = request.headers['x-idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;

    if (request.method === 'POST' && path === '/v1/payments') {
      return charge(ledger, fake, request, idempotencyKey, response);
    }

    if (request.method === 'GET' && path === '/v1/payments/search') {
      const reference = url.searchParams.get('external_reference') ?? '';
      const results = fake
        .byReference(reference)
        .sort((a, b) => b.date_created.localeCompare(a.date_created))
        .map(wire);
      return send(response, 200, {
        paging: { total: results.length, limit: 50, offset: 0 },
        results,
      });
    }

    const single = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (request.method === 'GET' && single) {
      const payment = payments.get(single[1]!);
      return payment
        ? send(response, 200, wire(payment))
        : send(response, 404, { message: 'Payment not found' });
    }

    const refundOf = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path);
    if (request.method === 'POST' && refundOf) {
      return refund(ledger, fake, refundOf[1]!, idempotencyKey, response);
    }

    return send(response, 404, { message: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      send(response, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (fake as { url: string }).url = `http://127.0.0.1:${port}`;
  return fake;
}

/** Posts a webhook to the API signed as Mercado Pago signs it. */
export function sendSignedWebhook(
  apiUrl: string,
  webhookPath: string,
  dataId: string,
  secret: string,
): Promise<Response> {
  const ts = String(Math.floor(Date.now() / 1000));
  const requestId = `req-${dataId}-${Math.random().toString(36).slice(2)}`;
  const v1 = signWebhook(webhookManifest(dataId, requestId, ts), secret);
  return fetch(`${apiUrl}${webhookPath}?data.id=${dataId}&type=payment`, {
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
