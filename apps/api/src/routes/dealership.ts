/**
 * The digital dealership (spec 7.2; DECISIONS): start or resume, update, valuation,
 * cancel within 48 hours, the payment sandbox page and its form, and the Mercado Pago
 * webhook. Every lookup by code goes through the wrong-code limiter, and every operation
 * answered here is `publicOperationWire`: a code does not open the buyer's identity.
 */
import { randomBytes } from 'node:crypto';
import {
  apiPaths,
  cancelBodySchema,
  messages,
  startBodySchema,
  valuationBodySchema,
} from '@territorio/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OperationRow } from '../db/schema';
import { tooManyAttempts, type AttemptLimiter } from '../http/attempts';
import { DomainError, notFound } from '../domain/errors';
import { httpStatus } from '../http/errors';
import { parseInput } from '../domain/input';
import {
  renderPaymentForm,
  renderPaymentNotFound,
  renderPaymentResult,
  type PaymentResultStatus,
} from '../http/payment-page';
import { queryText, type Query } from '../http/query';
import type { AppContext } from '../services/context';
import {
  findOperationByCode,
  findOperationByReference,
  latestPayment,
  loadOperationWire,
  publicOperationWire,
  startOperation,
  updateBodySchema,
  updateOperation,
  valuate,
} from '../services/operations';
import {
  cardFieldLabels,
  validateCardForm,
  type CardField,
  type CardForm,
} from '../services/payments/card';
import { applyNotification, cancelReservation, payDeposit } from '../services/payments/flow';
import { verifyWebhookSignature, type MercadoPagoAdapter } from '../services/payments/mercadopago';
import { PaymentProviderError } from '../services/payments/adapter';
import type { SandboxAdapter } from '../services/payments/sandbox';

const paymentPagePath = apiPaths.paymentSandbox;
/** Where Mercado Pago posts its notifications (configured as notification_url). */
export const paymentWebhookPath = '/api/v2/territorio/dealership/payment/webhook';

export function registerDealershipRoutes(
  app: FastifyInstance,
  context: AppContext,
  prefix: string,
  options: {
    rateLimit: { max: number; timeWindow: number } | false;
    attempts: AttemptLimiter;
    /** Wrong promotion codes per client (the catalogue's promotion lookup counts there too). */
    promotionAttempts: AttemptLimiter;
  },
) {
  const { attempts, promotionAttempts } = options;
  const db = context.store.db;
  const formConfig = { rateLimit: options.rateLimit };

  /** Looks an operation up by code; wrong codes count against the client. */
  async function operationFor(
    request: FastifyRequest,
    code: string,
    find: typeof findOperationByCode = findOperationByCode,
  ): Promise<OperationRow> {
    const operation = await attempts.lookup(request.ip, () => find(db, code));
    if (!operation) throw notFound(messages.operationNotFound, 'operation_not_found');
    return operation;
  }

  app.post(
    `${prefix}${apiPaths.dealershipStart}`,
    { config: formConfig },
    async (request, reply) => {
      const body = parseInput(startBodySchema, request.body, messages.startError);
      if ('code' in body) {
        const operation = await operationFor(request, body.code);
        return reply.send({
          data: publicOperationWire(await loadOperationWire(db, operation.code)),
        });
      }
      // Each start emails the address it names: startOperation counts it per address
      // (across instances) in its write transaction, and answers 429 past the limit.
      return reply
        .status(201)
        .send({ data: publicOperationWire(await startOperation(context, body)) });
    },
  );

  app.post(`${prefix}${apiPaths.dealershipUpdate}`, async (request, reply) => {
    const body = parseInput(updateBodySchema, request.body);
    const operation = await operationFor(request, body.code);
    const promotionCode = body.promotion?.code?.trim();
    if (promotionCode) {
      const retryAfter = await promotionAttempts.retryAfter(request.ip);
      if (retryAfter > 0) throw tooManyAttempts(retryAfter);
    }
    try {
      const updated = await updateOperation(context, { ...body, code: operation.code });
      return reply.send({ data: publicOperationWire(updated) });
    } catch (error) {
      // A code that applies to nothing is a wrong guess, as on the promotion lookup.
      if (
        promotionCode &&
        error instanceof DomainError &&
        error.fields?.['promotion.code'] === messages.promotionNotFound
      ) {
        const over = await promotionAttempts.fail(request.ip);
        if (over > 0) throw tooManyAttempts(over);
      }
      throw error;
    }
  });

  app.post(
    `${prefix}${apiPaths.dealershipValuation}`,
    { config: formConfig },
    async (request, reply) => {
      const body = parseInput(valuationBodySchema, request.body, messages.valuationError);
      const operation = await operationFor(request, body.operation);
      return reply.status(201).send({ data: await valuate(context, operation, body) });
    },
  );

  app.post(`${prefix}${apiPaths.dealershipCancel}`, async (request, reply) => {
    const body = parseInput(cancelBodySchema, request.body);
    const operation = await operationFor(request, body.code);
    return reply.send({ data: publicOperationWire(await cancelReservation(context, operation)) });
  });

  // ------------------------------------------------------------ payment page (step 4 frame)

  const action = `${prefix}${paymentPagePath}`;

  function nonce() {
    return randomBytes(16).toString('base64');
  }

  /** Only the reservation app may frame this page; nothing else is allowed to load. */
  function sendPage(reply: FastifyReply, status: number, html: string, pageNonce: string) {
    return reply
      .status(status)
      .removeHeader('x-frame-options')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `style-src 'nonce-${pageNonce}'`,
          `script-src 'nonce-${pageNonce}'`,
          "form-action 'self'",
          "base-uri 'none'",
          `frame-ancestors ${context.config.reservationOrigin}`,
        ].join('; '),
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  function resultPage(
    reply: FastifyReply,
    status: number,
    operation: { code: string; transaction_code: string },
    result: PaymentResultStatus,
    statusDetail: string,
  ) {
    const pageNonce = nonce();
    return sendPage(
      reply,
      status,
      renderPaymentResult({
        nonce: pageNonce,
        status: result,
        statusDetail,
        code: operation.code,
        targetOrigin: context.config.reservationOrigin,
        retryUrl: `${action}?reference=${operation.transaction_code}`,
      }),
      pageNonce,
    );
  }

  function formPage(
    reply: FastifyReply,
    status: number,
    operation: OperationRow,
    values?: Partial<Record<CardField, string>>,
    errors?: Partial<Record<CardField, string>>,
  ) {
    const pageNonce = nonce();
    const vehicle = JSON.parse(operation.vehicle) as {
      model: string;
      color?: string;
      location?: string;
    };
    return sendPage(
      reply,
      status,
      renderPaymentForm({
        nonce: pageNonce,
        action,
        reference: operation.transaction_code,
        model: vehicle.model,
        color: vehicle.color ?? '',
        location: vehicle.location ?? '',
        amount: operation.booking_price,
        ...(values ? { values } : {}),
        ...(errors ? { errors } : {}),
      }),
      pageNonce,
    );
  }

  app.get(action, async (request, reply) => {
    if (context.payments.provider !== 'sandbox')
      throw notFound(messages.noPaymentConfig, 'payment_unavailable');
    const query = request.query as Query;
    const reference = queryText(query, 'reference', 64) ?? queryText(query, 'code', 64) ?? '';
    let operation: OperationRow;
    try {
      operation = await operationFor(request, reference, findOperationByReference);
    } catch (error) {
      if (error instanceof DomainError) {
        const pageNonce = nonce();
        return sendPage(reply, httpStatus(error), renderPaymentNotFound(pageNonce), pageNonce);
      }
      throw error;
    }
    if (operation.status === 'reserved')
      return resultPage(reply, 200, operation, 'approved', 'accredited');
    if (operation.status === 'pending')
      return resultPage(reply, 200, operation, 'pending', 'pending_contingency');
    if (operation.status === 'cancelled')
      return resultPage(reply, 409, operation, 'rejected', 'operation_closed');
    const unit = await db
      .selectFrom('stock_units')
      .select(['status', 'held_by'])
      .where('id', '=', operation.stock_id)
      .executeTakeFirst();
    if (unit?.status !== 'available' && unit?.held_by !== operation.code) {
      // Someone else's deposit got the unit first: say so before asking for a card.
      return resultPage(reply, 409, operation, 'rejected', 'vehicle_unavailable');
    }
    return formPage(reply, 200, operation);
  });

  app.post(action, { config: formConfig }, async (request, reply) => {
    const isHtml = (request.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    const body = (request.body ?? {}) as Record<string, unknown>;
    const reference =
      typeof body.reference === 'string'
        ? body.reference
        : typeof body.code === 'string'
          ? body.code
          : '';
    let operation: OperationRow;
    try {
      operation = await operationFor(request, reference, findOperationByReference);
    } catch (error) {
      if (isHtml && error instanceof DomainError) {
        const pageNonce = nonce();
        return sendPage(reply, httpStatus(error), renderPaymentNotFound(pageNonce), pageNonce);
      }
      throw error;
    }

    let payment: Parameters<typeof payDeposit>[2];
    if (context.payments.provider === 'mercadopago') {
      const tokenBody = parseInput(
        z.object({
          token: z.string().min(1).max(200),
          payment_method_id: z.string().min(1).max(50),
          installments: z.coerce.number().int().min(1).max(3),
        }),
        body,
      );
      payment = {
        token: tokenBody.token,
        paymentMethodId: tokenBody.payment_method_id,
        installments: tokenBody.installments,
      };
    } else {
      const form = body as CardForm;
      const validation = validateCardForm(form);
      if (!validation.ok) {
        if (isHtml) {
          const values: Partial<Record<CardField, string>> = {};
          // The security code is never echoed back.
          for (const name of Object.keys(cardFieldLabels) as CardField[]) {
            const value = form[name];
            if (name !== 'security_code' && typeof value === 'string')
              values[name] = value.slice(0, 64);
          }
          return formPage(reply, 400, operation, values, validation.errors);
        }
        throw new DomainError('invalid', 'invalid_card', messages.invalidRequest, {
          fields: validation.errors,
        });
      }
      payment = { card: validation.card, installments: validation.installments };
    }

    try {
      const outcome = await payDeposit(context, operation, payment);
      if (isHtml)
        return resultPage(
          reply,
          200,
          operation,
          outcome.status as PaymentResultStatus,
          outcome.statusDetail,
        );
      return reply.send({
        data: {
          status: outcome.status,
          status_detail: outcome.statusDetail,
          code: operation.code,
          operation: publicOperationWire(outcome.operation),
        },
      });
    } catch (error) {
      if (isHtml && error instanceof DomainError && error.kind === 'conflict') {
        const detail =
          error.code === 'vehicle_unavailable' ? 'vehicle_unavailable' : 'operation_closed';
        return resultPage(reply, 409, operation, 'rejected', detail);
      }
      throw error;
    }
  });

  // The sandbox's stand-in for the provider's later notification of a pending payment:
  // the sandbox's ledger settles the charge, then its notification is applied like a
  // webhook (a payment being refunded meanwhile stays refunded).
  if (context.payments.provider === 'sandbox') {
    const sandbox = context.payments as SandboxAdapter;
    app.post(`${action}/resolve`, async (request, reply) => {
      const body = parseInput(
        z.object({ code: z.string().min(1).max(64), status: z.enum(['approved', 'rejected']) }),
        request.body,
      );
      const operation = await operationFor(request, body.code);
      const payment = await latestPayment(db, operation.code);
      if (!payment || (payment.status !== 'pending' && payment.status !== 'in_process')) {
        throw new DomainError('conflict', 'not_pending', messages.invalidRequest);
      }
      const notification = await sandbox.resolve(payment.provider_payment_id, body.status);
      if (notification) await applyNotification(context, notification);
      return reply.send({ data: publicOperationWire(await loadOperationWire(db, operation.code)) });
    });
  }

  // Mercado Pago notifications: signed with x-signature; the payment is then read back.
  app.post(`${prefix}${paymentWebhookPath}`, async (request, reply) => {
    const secret = context.config.mercadoPago.webhookSecret;
    const adapter = context.payments as MercadoPagoAdapter;
    if (
      context.payments.provider !== 'mercadopago' ||
      !secret ||
      typeof adapter.getPayment !== 'function'
    ) {
      throw notFound();
    }
    const query = request.query as Query;
    const body = (request.body ?? {}) as { type?: string; data?: { id?: string | number } };
    const dataId =
      queryText(query, 'data.id', 64) ??
      (body.data?.id === undefined ? undefined : String(body.data.id));
    const valid = verifyWebhookSignature({
      signature: request.headers['x-signature'] as string | undefined,
      requestId: request.headers['x-request-id'] as string | undefined,
      dataId,
      secret,
      toleranceSeconds: 600,
    });
    if (!valid)
      throw new DomainError('unauthenticated', 'invalid_signature', messages.invalidRequest);
    const type = queryText(query, 'type', 40) ?? body.type;
    if (type === 'payment' && dataId) {
      let notification;
      try {
        notification = await adapter.getPayment(dataId);
      } catch (error) {
        // The provider has no such payment: nothing to settle. Any other failure answers
        // 5xx so that Mercado Pago delivers the notification again.
        if (error instanceof PaymentProviderError && error.charged === false) {
          request.log.warn({ dataId }, 'webhook for a payment the provider does not know');
          return reply.send({ data: { received: true } });
        }
        throw error;
      }
      await applyNotification(context, notification);
    }
    return reply.send({ data: { received: true } });
  });
}
