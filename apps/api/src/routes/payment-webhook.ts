/**
 * Mercado Pago's payment notifications (its notification_url): signed with x-signature,
 * then the payment is read back from the provider and applied. Answered 404 unless Mercado
 * Pago is the provider and a webhook secret is configured.
 */
import type { RouteGroupOptions } from './options';
import { apiPaths, messages } from '@territorio/api-client';
import fp from 'fastify-plugin';
import { DomainError, notFound } from '../domain/errors';
import { queryText, type Query } from '../http/query';
import { PaymentProviderError } from '../services/payments/adapter';
import { applyNotification } from '../services/payments/flow';
import { verifyWebhookSignature, type MercadoPagoAdapter } from '../services/payments/mercadopago';

export type PaymentWebhookOptions = RouteGroupOptions;

export const paymentWebhookRoutes = fp<PaymentWebhookOptions>(
  async (app, { context, prefix }) => {
    app.post(`${prefix}${apiPaths.paymentWebhook}`, async (request, reply) => {
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
  },
  { name: 'payment-webhook-routes' },
);
