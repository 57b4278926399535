/**
 * The digital dealership's JSON endpoints (spec 7.2; DECISIONS): start or resume, update,
 * valuation, and cancel within 48 hours. Every lookup by code goes through the wrong-code
 * limiter, and every operation answered here is `publicOperationWire`: a code does not
 * open the buyer's identity.
 */
import type { OperationRouteOptions } from './options';
import {
  apiPaths,
  cancelBodySchema,
  messages,
  startBodySchema,
  updateBodySchema,
  valuationBodySchema,
} from '@territorio/api-client';
import { operationAnswer, valuationAnswer } from '@territorio/api-client/route-schemas';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../domain/errors';
import { guessingClient, tooManyAttempts, type AttemptLimiter } from '../http/attempts';
import {
  loadOperationWire,
  publicOperationWire,
  startOperation,
  updateOperation,
  valuate,
} from '../services/operations';
import { cancelReservation } from '../services/payments/flow';

export type DealershipRoutesOptions = OperationRouteOptions & {
  /** Wrong promotion codes per client: the promotion lookup, a start and an update count there. */
  readonly promotionAttempts: AttemptLimiter;
};

export const dealershipRoutes = fp<DealershipRoutesOptions>(
  async (instance, { context, prefix, rateLimit, lookup, promotionAttempts }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const db = context.store.db;

    app.post(
      `${prefix}${apiPaths.dealershipStart}`,
      {
        // 200: an operation resumed by its code; 201: a new one.
        schema: { body: startBodySchema, response: { 200: operationAnswer, 201: operationAnswer } },
        config: { rateLimit, invalidMessage: messages.startError, countsGuesses: true },
      },
      async (request, reply) => {
        const body = request.body;
        if ('code' in body) {
          const operation = await lookup(request, body.code);
          return reply.send({
            data: publicOperationWire(await loadOperationWire(db, operation.code)),
          });
        }
        // Each start emails the address it names: startOperation counts it per address
        // (across instances) in its write transaction, and answers 429 past the limit.
        const client = guessingClient(request);
        const started = await startOperation(context, body, (find) =>
          promotionAttempts.lookup(client, find),
        );
        return reply.status(201).send({ data: publicOperationWire(started) });
      },
    );

    app.post(
      `${prefix}${apiPaths.dealershipUpdate}`,
      {
        schema: { body: updateBodySchema, response: { 200: operationAnswer } },
        config: { countsGuesses: true },
      },
      async (request, reply) => {
        const body = request.body;
        const operation = await lookup(request, body.code);
        const promotionCode = body.promotion?.code?.trim();
        const client = guessingClient(request);
        if (promotionCode) {
          const retryAfter = await promotionAttempts.retryAfter(client);
          if (retryAfter > 0) throw tooManyAttempts(retryAfter);
        }
        try {
          const updated = await updateOperation(context, { ...body, code: operation.code });
          return reply.send({ data: publicOperationWire(updated) });
        } catch (error) {
          // The service names a code that applies to nothing; it counts against the client.
          if (error instanceof DomainError && error.wrongGuesses.includes('promotion_code')) {
            const over = await promotionAttempts.fail(client);
            if (over > 0) throw tooManyAttempts(over);
          }
          throw error;
        }
      },
    );

    app.post(
      `${prefix}${apiPaths.dealershipValuation}`,
      {
        schema: { body: valuationBodySchema, response: { 201: valuationAnswer } },
        config: { rateLimit, invalidMessage: messages.valuationError, countsGuesses: true },
      },
      async (request, reply) => {
        const body = request.body;
        const operation = await lookup(request, body.operation);
        return reply.status(201).send({ data: await valuate(context, operation, body) });
      },
    );

    app.post(
      `${prefix}${apiPaths.dealershipCancel}`,
      {
        schema: { body: cancelBodySchema, response: { 200: operationAnswer } },
        config: { countsGuesses: true },
      },
      async (request, reply) => {
        const operation = await lookup(request, request.body.code);
        return reply.send({
          data: publicOperationWire(await cancelReservation(context, operation)),
        });
      },
    );
  },
  { name: 'dealership-routes' },
);
