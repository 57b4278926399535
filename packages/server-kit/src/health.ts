import type { FastifyInstance } from 'fastify';

/** The path a load balancer asks whether the process answers. */
const healthPath = '/health';

/** `GET /health`: 200 with `{ status: 'ok' }` while the process serves requests. */
export function healthRoute(app: FastifyInstance): void {
  app.get(healthPath, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
}

/**
 * `GET /ready`: whether a balancer may send this process requests: 200 while it serves,
 * 503 from the moment it is asked to stop (its drain's delay lets the balancer notice).
 */
export function readyRoute(app: FastifyInstance, isStopping: () => boolean): void {
  app.get('/ready', (_request, reply) =>
    isStopping()
      ? reply.code(503).header('cache-control', 'no-store').send({ status: 'stopping' })
      : reply.header('cache-control', 'no-store').send({ status: 'ready' }),
  );
}
