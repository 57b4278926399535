/**
 * Mercado Pago adapter (production path; DECISIONS). It cannot reach the provider from
 * here, so it is tested with sample payloads shaped as Mercado Pago documents them:
 * - POST /v1/payments with an `X-Idempotency-Key` per attempt;
 * - POST /v1/payments/{id}/refunds, also idempotent;
 * - GET /v1/payments/search?external_reference=... finds the charge an intent made (the
 *   intent's idempotency key travels in the payment's metadata);
 * - webhooks signed with `x-signature: ts=...,v1=<hmac>` where v1 is the HMAC-SHA256 (hex)
 *   of `id:{data.id};request-id:{x-request-id};ts:{ts};` with the integration's secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PaymentProviderError,
  type ChargeStatus,
  type PaymentAdapter,
  type PaymentNotification,
} from './adapter';

export const mercadoPagoApi = 'https://api.mercadopago.com';

export type MercadoPagoOptions = {
  readonly accessToken: string;
  readonly fetch?: typeof globalThis.fetch;
  readonly apiUrl?: string;
  /** Per request; shorter than the reconciler's grace period for intents. */
  readonly timeoutMs?: number;
};

type MercadoPagoPayment = {
  id: number | string;
  status: string;
  status_detail?: string;
  external_reference?: string | null;
  metadata?: { idempotency_key?: string } | null;
};

/** Mercado Pago's payment statuses as the operation records them. */
export function mapMercadoPagoStatus(status: string): ChargeStatus | 'refunded' {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'pending':
    case 'authorized':
      return 'pending';
    case 'in_process':
    case 'in_mediation':
      return 'in_process';
    case 'refunded':
    case 'charged_back':
      return 'refunded';
    default:
      // rejected, cancelled and anything unknown never count as paid.
      return 'rejected';
  }
}

export type MercadoPagoAdapter = PaymentAdapter & {
  /** Reads a payment (after a webhook) and maps it to a notification. */
  getPayment(id: string): Promise<PaymentNotification>;
};

export function createMercadoPagoAdapter(options: MercadoPagoOptions): MercadoPagoAdapter {
  const request = options.fetch ?? globalThis.fetch;
  const base = options.apiUrl ?? mercadoPagoApi;

  async function call<T>(
    path: string,
    init: { method: string; body?: unknown; idempotencyKey?: string },
  ) {
    let response: Response;
    try {
      response = await request(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          'content-type': 'application/json',
          ...(init.idempotencyKey ? { 'x-idempotency-key': init.idempotencyKey } : {}),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      // No answer: the request may or may not have reached the provider.
      throw new PaymentProviderError(`Mercado Pago ${init.method} ${path} failed`, 'unknown', {
        cause: error,
      });
    }
    const payload = (await response.json().catch(() => null)) as T | null;
    if (!response.ok || payload === null) {
      // A 4xx is a refusal (nothing done); a 5xx or unreadable answer leaves it unknown.
      throw new PaymentProviderError(
        `Mercado Pago ${init.method} ${path} answered ${response.status}`,
        response.status >= 400 && response.status < 500 && response.status !== 409
          ? false
          : 'unknown',
      );
    }
    return payload;
  }

  function notification(payment: MercadoPagoPayment): PaymentNotification {
    return {
      providerPaymentId: String(payment.id),
      reference: payment.external_reference ?? '',
      ...(payment.metadata?.idempotency_key
        ? { idempotencyKey: payment.metadata.idempotency_key }
        : {}),
      status: mapMercadoPagoStatus(payment.status),
      statusDetail: payment.status_detail ?? '',
    };
  }

  return {
    provider: 'mercadopago',
    async charge(charge) {
      if (!charge.token) throw new Error('Mercado Pago needs a card token.');
      const payment = await call<MercadoPagoPayment>('/v1/payments', {
        method: 'POST',
        idempotencyKey: charge.idempotencyKey,
        body: {
          transaction_amount: charge.amount,
          token: charge.token,
          description: charge.description,
          installments: charge.installments,
          payment_method_id: charge.paymentMethodId,
          external_reference: charge.reference,
          metadata: { idempotency_key: charge.idempotencyKey },
          payer: { email: charge.payerEmail },
        },
      });
      const mapped = notification(payment);
      return {
        status: mapped.status === 'refunded' ? 'rejected' : mapped.status,
        statusDetail: mapped.statusDetail,
        providerPaymentId: mapped.providerPaymentId,
      };
    },
    async refund(refund) {
      const result = await call<{ id: number | string }>(
        `/v1/payments/${encodeURIComponent(refund.providerPaymentId)}/refunds`,
        { method: 'POST', idempotencyKey: refund.idempotencyKey, body: { amount: refund.amount } },
      );
      return { refundId: String(result.id) };
    },
    async findPayment(find) {
      const query = new URLSearchParams({
        external_reference: find.reference,
        sort: 'date_created',
        criteria: 'desc',
        limit: '50',
      });
      const found = await call<{ results?: MercadoPagoPayment[] }>(
        `/v1/payments/search?${query.toString()}`,
        { method: 'GET' },
      );
      const results = (found.results ?? []).filter(
        (payment) => payment.external_reference === find.reference,
      );
      const exact = results.find(
        (payment) => payment.metadata?.idempotency_key === find.idempotencyKey,
      );
      if (exact) return notification(exact);
      // A payment made without metadata (another integration path): the one not yet recorded.
      const excluded = new Set(find.exclude ?? []);
      const unrecorded = results.filter(
        (payment) => !payment.metadata?.idempotency_key && !excluded.has(String(payment.id)),
      );
      return unrecorded.length === 1 ? notification(unrecorded[0]!) : undefined;
    },
    async getPayment(id) {
      return notification(
        await call<MercadoPagoPayment>(`/v1/payments/${encodeURIComponent(id)}`, { method: 'GET' }),
      );
    },
  };
}

export type WebhookInput = {
  readonly signature: string | undefined;
  readonly requestId: string | undefined;
  /** `data.id` from the notification URL's query (Mercado Pago signs that one). */
  readonly dataId: string | undefined;
  readonly secret: string;
  /** Reject signatures older than this (replays); seconds. */
  readonly toleranceSeconds?: number;
  readonly now?: Date;
};

/** Parses `ts=...,v1=...`. */
function parseSignature(header: string): { ts?: string; v1?: string } {
  const parts: Record<string, string> = {};
  for (const piece of header.split(',')) {
    const [key, ...rest] = piece.split('=');
    if (key && rest.length > 0) parts[key.trim()] = rest.join('=').trim();
  }
  return { ts: parts.ts, v1: parts.v1 };
}

/** The signed manifest; fields Mercado Pago did not send are left out, as it documents. */
export function webhookManifest(
  dataId: string | undefined,
  requestId: string | undefined,
  ts: string,
): string {
  let manifest = '';
  if (dataId) manifest += `id:${/^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId};`;
  if (requestId) manifest += `request-id:${requestId};`;
  manifest += `ts:${ts};`;
  return manifest;
}

export function signWebhook(manifest: string, secret: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function verifyWebhookSignature(input: WebhookInput): boolean {
  if (!input.signature) return false;
  const { ts, v1 } = parseSignature(input.signature);
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  if (input.toleranceSeconds !== undefined) {
    // ts is in seconds, though some integrations send milliseconds.
    const seconds = ts.length > 11 ? Number(ts) / 1000 : Number(ts);
    const now = (input.now ?? new Date()).getTime() / 1000;
    if (!Number.isFinite(seconds) || Math.abs(now - seconds) > input.toleranceSeconds) return false;
  }
  const expected = Buffer.from(
    signWebhook(webhookManifest(input.dataId, input.requestId, ts), input.secret),
    'hex',
  );
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
