import type { FastifyInstance } from 'fastify';

/** The path a load balancer asks whether the process answers. */
const healthPath = '/health';

/** `GET /health`: 200 with `{ status: 'ok' }` while the process serves requests. */
export function healthRoute(app: FastifyInstance): void {
  app.get(healthPath, (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
}
