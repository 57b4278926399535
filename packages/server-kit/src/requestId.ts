import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const saneRequestId = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The request's ID: the caller's `x-request-id` when it is a sane token (a proxy or a load
 * balancer set it, so log lines join across hops), else a new UUID. Anything else is
 * replaced, never trusted: it lands in every log line and in a response header.
 * Fastify's `genReqId` for every server of the group.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}
