/**
 * Mercado Pago's payment notifications (its notification_url): signed with x-signature,
 * then the payment is read back from the provider and applied. Answered 404 unless Mercado
 * Pago is the provider and a webhook secret is configured.
 */
import type { RouteGroupOptions } from './options';
import { apiPaths, messages } from '@territorio/api-client';
import {
  notificationReceivedAnswer,
  paymentNotificationBodySchema,
  paymentNotificationQuerySchema,
} from '@territorio/api-client/route-schemas';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError, notFound } from '../domain/errors';
import { PaymentProviderError } from '../services/payments/adapter';
import { applyNotification } from '../services/payments/flow';
import { verifyWebhookSignature, type MercadoPagoAdapter } from '../services/payments/mercadopago';

export type PaymentWebhookOptions = RouteGroupOptions;

export const paymentWebhookRoutes = fp<PaymentWebhookOptions>(
  async (instance, { context, prefix }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    // Mercado Pago names the notification in the address and in the body, read leniently:
    // the signature (over `data.id`) decides whether anything is applied.
    const schema = {
      querystring: paymentNotificationQuerySchema,
      body: paymentNotificationBodySchema,
      response: { 200: notificationReceivedAnswer },
    };
    app.post(`${prefix}${apiPaths.paymentWebhook}`, { schema }, async (request, reply) => {
      const secret = context.config.mercadoPago.webhookSecret;
      const adapter = context.payments as MercadoPagoAdapter;
      if (
        context.payments.provider !== 'mercadopago' ||
        !secret ||
        typeof adapter.getPayment !== 'function'
      ) {
        throw notFound();
      }
      const { query, body } = request;
      const dataId =
        query['data.id'] ?? (body.data?.id === undefined ? undefined : String(body.data.id));
      const valid = verifyWebhookSignature({
        signature: request.headers['x-signature'] as string | undefined,
        requestId: request.headers['x-request-id'] as string | undefined,
        dataId,
        secret,
        toleranceSeconds: 600,
      });
      if (!valid)
        throw new DomainError('unauthenticated', 'invalid_signature', messages.invalidRequest);
      const type = query.type ?? body.type;
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
