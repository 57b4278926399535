/**
 * What operators and load balancers read: /health (the process answers),
 * /ready (this instance may take traffic), /metrics (Prometheus text format) on the public
 * port or, with METRICS_PORT, on a loopback port of its own.
 */
import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DataStore } from '../db/database';
import { pendingMigrations } from '../db/migrate';

// ---------------------------------------------------------------- workers

/**
 * Background workers (payment reconciler, email outbox) register here; /ready answers
 * 503 while one of them is not running, so an instance whose worker died is taken out.
 */
export class WorkerRegistry {
  readonly #workers = new Map<string, () => boolean>();

  register(name: string, isRunning: () => boolean): void {
    this.#workers.set(name, isRunning);
  }

  /** Every registered worker and whether it runs now. */
  status(): Record<string, boolean> {
    const result: Record<string, boolean> = {};
    for (const [name, isRunning] of this.#workers) {
      let running = false;
      try {
        running = isRunning();
      } catch {
        running = false;
      }
      result[name] = running;
    }
    return result;
  }
}

// ---------------------------------------------------------------- metrics

/** Payment states an outcome moves a payment to (the label of payments_outcomes_total). */
export type PaymentOutcomeLabel = string;

/**
 * The metrics of one server instance, in its own registry (never prom-client's global
 * one): several servers in one process (tests) each count their own.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  readonly #requests: Counter<'method' | 'route' | 'status'>;
  readonly #duration: Histogram<'method' | 'route' | 'status'>;
  readonly #payments: Counter<'outcome'>;
  readonly #refusals: Counter<'route'>;

  constructor(store: DataStore) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.#requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status code.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.#duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to the end of its answer, by route pattern, method and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.#payments = new Counter({
      name: 'payments_outcomes_total',
      help: 'Payment transitions recorded, by the status the payment moved to.',
      labelNames: ['outcome'],
      registers,
    });
    this.#refusals = new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused with 429 (rate limits and wrong-code limits), by route pattern.',
      labelNames: ['route'],
      registers,
    });
    new Gauge({
      name: 'outbox_messages',
      help: 'Email outbox rows by status (queued: waiting to be sent or retried; scheduled: never tried, due later, such as a visit reminder; failed: given up).',
      labelNames: ['status'],
      registers,
      // Read from the shared table at scrape time: every instance reports the same
      // database-wide depth, so dashboards take max(), not sum().
      async collect() {
        this.reset();
        const now = new Date().toISOString();
        const rows = await store.db
          .selectFrom('outbox')
          .select((eb) => [
            'status',
            sql<number>`count(*)`.as('count'),
            eb.fn
              .sum<number>(
                eb
                  .case()
                  .when(eb.and([eb('attempts', '=', 0), eb('next_attempt_at', '>', now)]))
                  .then(sql.lit(1))
                  .else(sql.lit(0))
                  .end(),
              )
              .as('scheduled'),
          ])
          .where('status', 'in', ['queued', 'failed'])
          .groupBy('status')
          .execute();
        for (const state of ['queued', 'scheduled', 'failed']) this.set({ status: state }, 0);
        for (const row of rows) {
          const scheduled = row.status === 'queued' ? Number(row.scheduled ?? 0) : 0;
          this.set({ status: row.status }, Number(row.count) - scheduled);
          if (scheduled > 0) this.set({ status: 'scheduled' }, scheduled);
        }
      },
    });
  }

  /** Counts one answered request; `route` is the pattern (never the raw URL: it holds codes). */
  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.#requests.inc(labels);
    this.#duration.observe(labels, seconds);
    if (status === 429) this.#refusals.inc({ route });
  }

  paymentOutcome(outcome: PaymentOutcomeLabel): void {
    this.#payments.inc({ outcome });
  }
}

// ---------------------------------------------------------------- routes and hooks

export type ObservabilityOptions = {
  readonly store: DataStore;
  readonly metrics: ApiMetrics;
  readonly workers: WorkerRegistry;
  /** Prefixes the three routes are also served under ('' = the root only). */
  readonly basePath: string;
  /** Bearer token /metrics asks for; undefined = public. */
  readonly metricsToken: string | undefined;
  /** False when /metrics has a port of its own (`metricsListener`): here it is then 404. */
  readonly servesMetrics: boolean;
  /** True once the instance is asked to stop: /ready then answers 503 at once. */
  readonly isStopping: () => boolean;
};

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, '') ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function registerObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  const { store, metrics, workers, metricsToken } = options;

  // Every answer names its request, so a visitor's report can be found in the logs.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  // Alive: the process answers. No database call, so a slow database never gets a
  // healthy instance restarted.
  const health = async () => ({ data: { status: 'ok' } });

  const ready = async (_request: FastifyRequest, reply: FastifyReply) => {
    // Stopping: the balancer is to send its requests elsewhere while this one finishes.
    if (options.isStopping()) {
      return reply.status(503).send({ data: { status: 'stopping', failing: ['stopping'] } });
    }
    const failing: string[] = [];
    const checks: Record<string, unknown> = {};
    try {
      await sql`select 1`.execute(store.db);
      checks.database = 'ok';
      const pending = await pendingMigrations(store);
      checks.migrations = pending.length === 0 ? 'ok' : { pending };
      if (pending.length > 0) failing.push('migrations');
    } catch {
      checks.database = 'unreachable';
      failing.push('database');
    }
    const running = workers.status();
    checks.workers = running;
    for (const [name, isRunning] of Object.entries(running)) {
      if (!isRunning) failing.push(`worker:${name}`);
    }
    if (failing.length > 0) {
      return reply.status(503).send({ data: { status: 'not_ready', failing, checks } });
    }
    return { data: { status: 'ready', checks } };
  };

  const metricsRoute = metricsHandler(metrics, metricsToken);
  for (const prefix of new Set(['', options.basePath])) {
    app.get(`${prefix}/health`, health);
    app.get(`${prefix}/ready`, ready);
    if (options.servesMetrics) app.get(`${prefix}/metrics`, metricsRoute);
  }
}

/** /metrics: the registry's text, behind the bearer token when one is configured. */
function metricsHandler(metrics: ApiMetrics, token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (token !== undefined && !tokenMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: { code: 'unauthorized', message: 'Unauthorized' } });
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  };
}

/** Where METRICS_PORT serves /metrics: the loopback interface only, never the public one. */
export const metricsHost = '127.0.0.1';

/**
 * METRICS_PORT's own server: /metrics alone (the token still asked when set), so a
 * scraper on the same host reads it while the public port answers 404. Its requests are
 * not counted in http_requests_total.
 */
export function metricsListener(metrics: ApiMetrics, token: string | undefined): FastifyInstance {
  const app = Fastify({ logger: false });
  app.get('/metrics', metricsHandler(metrics, token));
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ error: { code: 'not_found', message: 'Not found' } });
  });
  return app;
}
