/**
 * The payment sandbox's page, framed in the reservation's step 4 (DECISIONS: payment
 * provider): the card form for an operation found by its payment reference, its answer as
 * a result page that tells the frame's parent, and (sandbox only) the stand-in for the
 * provider's later notification of a pending payment. JSON clients post the same form and
 * get JSON; Mercado Pago's card tokens arrive here too.
 */
import type { OperationRouteOptions } from './options';
import { randomBytes } from 'node:crypto';
import { apiPaths, messages } from '@territorio/api-client';
import {
  cardPostSchema,
  cardTokenPostSchema,
  operationAnswer,
  paymentPageAnswer,
  paymentPageQuerySchema,
  paymentPostAnswer,
  paymentPostedReferenceSchema,
  sandboxResolveBodySchema,
} from '@territorio/api-client/route-schemas';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OperationRow } from '../db/schema';
import { DomainError, notFound } from '../domain/errors';
import { httpStatus } from '../http/errors';
import {
  renderPaymentForm,
  renderPaymentNotFound,
  renderPaymentResult,
  type PaymentResultStatus,
} from '../http/payment-page';
import type { AppContext } from '../services/context';
import {
  findOperationByReference,
  loadOperationWire,
  publicOperationWire,
} from '../services/operations';
import {
  cardFieldLabels,
  validateCardForm,
  type CardField,
  type CardForm,
} from '../services/payments/card';
import { payDeposit } from '../services/payments/flow';
import type { SandboxAdapter } from '../services/payments/sandbox';
import { depositStanding, resolvePendingPayment } from '../services/payments/standing';
import type { OperationLookup } from './operation-lookup';

export type PaymentPageOptions = OperationRouteOptions;

type PaymentInput = Parameters<typeof payDeposit>[2];
type FieldValues = Partial<Record<CardField, string>>;

type PaymentPost = z.output<typeof cardPostSchema> | z.output<typeof cardTokenPostSchema>;

/** The page's three answers, each with a fresh nonce and the frame's content policy. */
function paymentPages(context: AppContext, action: string) {
  /** Only the reservation app may frame this page; nothing else is allowed to load. */
  function send(reply: FastifyReply, status: number, render: (nonce: string) => string) {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .status(status)
      .removeHeader('x-frame-options')
      .header(
        'content-security-policy',
        [
          "default-src 'none'",
          `style-src 'nonce-${nonce}'`,
          `script-src 'nonce-${nonce}'`,
          "form-action 'self'",
          "base-uri 'none'",
          `frame-ancestors ${context.config.reservationOrigin}`,
        ].join('; '),
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(render(nonce));
  }

  return {
    notFound: (reply: FastifyReply, error: DomainError) =>
      send(reply, httpStatus(error), renderPaymentNotFound),

    result: (
      reply: FastifyReply,
      status: number,
      operation: { code: string; transaction_code: string },
      result: PaymentResultStatus,
      statusDetail: string,
    ) =>
      send(reply, status, (nonce) =>
        renderPaymentResult({
          nonce,
          status: result,
          statusDetail,
          code: operation.code,
          targetOrigin: context.config.reservationOrigin,
          retryUrl: `${action}?reference=${operation.transaction_code}`,
        }),
      ),

    form: (
      reply: FastifyReply,
      status: number,
      operation: OperationRow,
      values?: FieldValues,
      errors?: FieldValues,
    ) => {
      const vehicle = JSON.parse(operation.vehicle) as {
        model: string;
        color?: string;
        location?: string;
      };
      return send(reply, status, (nonce) =>
        renderPaymentForm({
          nonce,
          action,
          reference: operation.transaction_code,
          model: vehicle.model,
          color: vehicle.color ?? '',
          location: vehicle.location ?? '',
          amount: operation.booking_price,
          ...(values ? { values } : {}),
          ...(errors ? { errors } : {}),
        }),
      );
    },
  };
}

type PaymentPages = ReturnType<typeof paymentPages>;

/** What the page opens with: the form, or the operation's outcome when it has one. */
async function showPaymentPage(
  context: AppContext,
  pages: PaymentPages,
  reply: FastifyReply,
  operation: OperationRow,
) {
  switch (await depositStanding(context.store.db, operation)) {
    case 'paid':
      return pages.result(reply, 200, operation, 'approved', 'accredited');
    case 'pending':
      return pages.result(reply, 200, operation, 'pending', 'pending_contingency');
    case 'closed':
      return pages.result(reply, 409, operation, 'rejected', 'operation_closed');
    case 'unit_taken':
      return pages.result(reply, 409, operation, 'rejected', 'vehicle_unavailable');
    case 'payable':
      return pages.form(reply, 200, operation);
  }
}

/**
 * The payment a posted form asks for: Mercado Pago's card token, or the sandbox's card
 * (checked by the card rules; a refusal names the fields and echoes the values, never the
 * security code).
 */
function paymentInput(
  context: AppContext,
  body: PaymentPost,
): { payment: PaymentInput } | { values: FieldValues; errors: FieldValues } {
  if (context.payments.provider === 'mercadopago') {
    // The route's schema for this provider (cardTokenPostSchema) has parsed the token.
    const token = body as z.output<typeof cardTokenPostSchema>;
    return {
      payment: {
        token: token.token,
        paymentMethodId: token.payment_method_id,
        installments: token.installments,
      },
    };
  }
  const form = body as CardForm;
  const validation = validateCardForm(form);
  if (validation.ok) {
    return { payment: { card: validation.card, installments: validation.installments } };
  }
  const values: FieldValues = {};
  for (const name of Object.keys(cardFieldLabels) as CardField[]) {
    const value = form[name];
    if (name !== 'security_code' && typeof value === 'string') values[name] = value.slice(0, 64);
  }
  return { values, errors: validation.errors };
}

/** The operation a page request names, or the not-found page for an HTML request. */
async function pageOperation(
  lookup: OperationLookup,
  request: FastifyRequest,
  reference: string,
  onMissing: ((error: DomainError) => FastifyReply) | null,
): Promise<OperationRow | FastifyReply> {
  try {
    return await lookup(request, reference, findOperationByReference);
  } catch (error) {
    if (onMissing && error instanceof DomainError) return onMissing(error);
    throw error;
  }
}

function isOperation(value: OperationRow | FastifyReply): value is OperationRow {
  return typeof (value as OperationRow).transaction_code === 'string';
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * The operation a post names, found before the post's schema judges the rest (a post for
 * no operation is a 404, or the not-found page, whatever else it holds, and a wrong
 * reference counts against the client either way): the hook finds it, the handler reads it.
 */
function postedOperations(lookup: OperationLookup, pages: PaymentPages) {
  const found = new WeakMap<FastifyRequest, OperationRow>();
  const findOperation: preValidationAsyncHookHandler = async (request, reply) => {
    const { reference, code } = paymentPostedReferenceSchema.parse(request.body);
    const operation = await pageOperation(
      lookup,
      request,
      reference ?? code ?? '',
      isFormPost(request) ? (error) => pages.notFound(reply, error) : null,
    );
    if (!isOperation(operation)) return operation;
    found.set(request, operation);
  };
  const operationOf = (request: FastifyRequest): OperationRow => {
    const operation = found.get(request);
    if (!operation) throw notFound(messages.operationNotFound, 'operation_not_found');
    return operation;
  };
  return { findOperation, operationOf };
}

export const paymentPageRoutes = fp<PaymentPageOptions>(
  async (instance, { context, prefix, rateLimit, lookup }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const action = `${prefix}${apiPaths.paymentSandbox}`;
    const pages = paymentPages(context, action);

    // Every route here finds its operation through the wrong-code limiter.
    const countsGuesses = true;
    app.get(
      action,
      {
        schema: { querystring: paymentPageQuerySchema, response: { 200: paymentPageAnswer } },
        config: { countsGuesses },
      },
      async (request, reply) => {
        if (context.payments.provider !== 'sandbox')
          throw notFound(messages.noPaymentConfig, 'payment_unavailable');
        const reference = request.query.reference ?? request.query.code ?? '';
        const found = await pageOperation(lookup, request, reference, (error) =>
          pages.notFound(reply, error),
        );
        return isOperation(found) ? showPaymentPage(context, pages, reply, found) : found;
      },
    );

    const postSchema =
      context.payments.provider === 'mercadopago' ? cardTokenPostSchema : cardPostSchema;
    const { findOperation, operationOf } = postedOperations(lookup, pages);
    app.post(
      action,
      {
        schema: { body: postSchema, response: { 200: paymentPostAnswer } },
        config: { rateLimit, countsGuesses },
        preValidation: findOperation,
      },
      async (request, reply) => {
        const isHtml = isFormPost(request);
        const operation = operationOf(request);
        const input = paymentInput(context, request.body);
        if (!('payment' in input)) {
          if (isHtml) return pages.form(reply, 400, operation, input.values, input.errors);
          throw new DomainError('invalid', 'invalid_card', messages.invalidRequest, {
            fields: input.errors,
          });
        }
        try {
          const outcome = await payDeposit(context, operation, input.payment);
          if (isHtml) {
            const status = outcome.status as PaymentResultStatus;
            return pages.result(reply, 200, operation, status, outcome.statusDetail);
          }
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
            return pages.result(reply, 409, operation, 'rejected', detail);
          }
          throw error;
        }
      },
    );

    // The sandbox's stand-in for the provider's later notification of a pending payment.
    if (context.payments.provider === 'sandbox') {
      const sandbox = context.payments as SandboxAdapter;
      app.post(
        `${action}/resolve`,
        {
          schema: { body: sandboxResolveBodySchema, response: { 200: operationAnswer } },
          config: { countsGuesses },
        },
        async (request, reply) => {
          const body = request.body;
          const operation = await lookup(request, body.code);
          await resolvePendingPayment(context, sandbox, operation, body.status);
          return reply.send({
            data: publicOperationWire(await loadOperationWire(context.store.db, operation.code)),
          });
        },
      );
    }
  },
  { name: 'payment-page-routes' },
);
