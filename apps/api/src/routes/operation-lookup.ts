/**
 * An operation found by what a buyer holds: its code, or its payment reference. Every
 * lookup goes through the wrong-code limiter, so guessing codes stays useless; the routes
 * that call it say `countsGuesses`, so their callers are given a device (http/device.ts).
 */
import { messages } from '@territorio/api-client';
import type { FastifyRequest } from 'fastify';
import type { OperationRow } from '../db/schema';
import { notFound } from '../domain/errors';
import { guessingClient, type AttemptLimiter } from '../http/attempts';
import type { AppContext } from '../services/context';
import { findOperationByCode } from '../services/operations';

export type OperationLookup = (
  request: FastifyRequest,
  code: string,
  find?: typeof findOperationByCode,
) => Promise<OperationRow>;

export function operationLookup(context: AppContext, attempts: AttemptLimiter): OperationLookup {
  return async (request, code, find = findOperationByCode) => {
    const operation = await attempts.lookup(guessingClient(request), () =>
      find(context.store.db, code),
    );
    if (!operation) throw notFound(messages.operationNotFound, 'operation_not_found');
    return operation;
  };
}
