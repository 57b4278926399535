/**
 * The reference API server: one process serving the main API (API_BASE_PATH) and the
 * intranet service (INTRANET_BASE_PATH). `createServer` opens the database, migrates it,
 * seeds it when empty and registers every route; `listen` starts answering.
 */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { messages } from '@territorio/api-client';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from './config';
import { openDatabase, type DataStore, type OpenOptions } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { AttemptLimiter } from './http/attempts';
import { ApiError, errorHandler } from './http/errors';
import { registerMedia } from './http/media';
import { registerCatalogueRoutes, registerIntranetRoutes } from './routes/catalogue';
import { registerDealershipRoutes } from './routes/dealership';
import { registerFormRoutes, maxCvBytes } from './routes/forms';
import { seedData } from './seed/index';
import type { SeedData } from './seed/types';
import { ResponseCache } from './services/cache';
import type { AppContext } from './services/context';
import { createMailer, type Mailer } from './services/email';
import type { PaymentAdapter } from './services/payments/adapter';
import { startReconciler } from './services/payments/flow';
import { createMercadoPagoAdapter } from './services/payments/mercadopago';
import { createSandboxAdapter } from './services/payments/sandbox';

// Field messages of validation errors in Spanish (the top-level message comes from messages).
z.config(z.locales.es());

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const [key, entry] of Object.entries(value)) {
    if (key.includes('\0') || containsNul(entry, depth + 1)) return true;
  }
  return false;
}

const defaultHeaders = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
});

/** spec: JSON bodies are small; anything larger is refused before parsing. */
export const jsonBodyLimit = 100 * 1024;

export type ServerOptions = {
  /** Seed data for an empty database; default: the project's seed (src/seed). */
  readonly seed?: SeedData;
  /** Replaces the configured payment adapter (tests of the Mercado Pago path). */
  readonly paymentAdapter?: PaymentAdapter;
  readonly database?: OpenOptions;
  /** Pino logger options; default: level from the configuration. */
  readonly logger?: boolean | { level: string };
};

export type ApiServer = {
  readonly app: FastifyInstance;
  readonly context: AppContext;
  readonly store: DataStore;
  readonly mailer: Mailer;
  /** Starts listening; resolves with the address (http://host:port). */
  listen(): Promise<string>;
  close(): Promise<void>;
};

function createPaymentAdapter(config: Config, store: DataStore): PaymentAdapter {
  if (config.paymentProvider === 'mercadopago') {
    if (!config.mercadoPago.accessToken) {
      throw new Error('PAYMENT_PROVIDER=mercadopago needs MP_ACCESS_TOKEN.');
    }
    return createMercadoPagoAdapter({
      accessToken: config.mercadoPago.accessToken,
      ...(config.mercadoPago.apiUrl ? { apiUrl: config.mercadoPago.apiUrl } : {}),
      // A charge in flight must answer (or fail) before the reconciler may give it up.
      timeoutMs: Math.max(1_000, Math.min(15_000, config.payments.intentGraceMs - 1_000)),
    });
  }
  return createSandboxAdapter(store);
}

export async function createServer(
  config: Config,
  options: ServerOptions = {},
): Promise<ApiServer> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: jsonBodyLimit,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
    // Catalogue reads are the bulk of the traffic: only writes and errors are logged (below).
    logController: new LogController({ disableRequestLogging: true }),
    // Operation codes and ids never need long URLs.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  const store = openDatabase(config.database, options.database);
  await migrateToLatest(store);
  if (config.seed) {
    const seed = options.seed ?? seedData;
    if (await seedDatabase(store, seed)) app.log.info('database seeded');
  }

  const mailer = createMailer({
    store,
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  const context: AppContext = {
    config,
    store,
    // One SQLite process sees every write it must invalidate on; PostgreSQL instances
    // share the database, so each one's cache only lives a few seconds.
    cache: new ResponseCache(store.dialect === 'sqlite' ? 60_000 : 5_000),
    mailer,
    payments: options.paymentAdapter ?? createPaymentAdapter(config, store),
    log: app.log,
  };

  // Payment intents whose answer never came (a crash, a lost connection) and refunds that
  // failed are settled with the provider's records: at start, then on a timer.
  const reconciler = startReconciler(context, {
    graceMs: config.payments.intentGraceMs,
    intervalMs: config.payments.reconcileIntervalMs,
  });

  // ---------------------------------------------------------------- cross-cutting

  // Safe defaults on every answer; the payment page and /media/ relax what they must.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(defaultHeaders);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode >= 400) {
      request.log.info(
        {
          method: request.method,
          // The path only: query strings may carry operation codes.
          path: request.url.split('?')[0],
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    }
    done();
  });

  // NUL characters have no place in any field, and PostgreSQL cannot store them in text.
  app.addHook('preValidation', (request, _reply, done) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      done(new ApiError(400, 'invalid_request', messages.invalidRequest));
      return;
    }
    done();
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(new ApiError(404, 'not_found', messages.notFound).body());
  });

  await app.register(cors, {
    origin: [...config.corsOrigins],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['content-type', 'accept'],
    maxAge: 600,
  });

  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'too_many_requests', messages.tooManyRequests, {
        extra: { retry_after: Math.ceil(context.ttl / 1000) },
      }),
  });

  await app.register(multipart, {
    limits: {
      fileSize: maxCvBytes,
      files: 1,
      fields: 20,
      fieldSize: 10 * 1024,
      parts: 25,
      headerPairs: 100,
    },
  });

  // JSON, multipart and the card form only: a text/plain POST (which browsers send
  // cross-origin without a preflight) is refused with 415.
  app.removeContentTypeParser('text/plain');
  // The sandbox card form posts as an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(body as string)) fields[key] = value;
      done(null, fields);
    },
  );

  const formRateLimit =
    config.rateLimitMax > 0 ? { max: config.rateLimitMax, timeWindow: 60_000 } : false;
  const attempts = new AttemptLimiter(
    config.wrongCodeLimit > 0 ? config.wrongCodeLimit : Number.POSITIVE_INFINITY,
    60_000,
  );

  // ---------------------------------------------------------------- routes

  const health = async () => {
    await store.db.selectFrom('settings').select('key').limit(1).execute();
    return { data: { status: 'ok' } };
  };
  app.get('/health', health);
  if (config.apiBasePath) app.get(`${config.apiBasePath}/health`, health);

  registerCatalogueRoutes(app, context, config.apiBasePath);
  registerIntranetRoutes(app, context, config.intranetBasePath);
  registerFormRoutes(app, context, config.apiBasePath, formRateLimit);
  registerDealershipRoutes(app, context, config.apiBasePath, {
    rateLimit: formRateLimit,
    attempts,
  });
  registerMedia(app, config.mediaDir, config.apiBasePath);

  let closed = false;
  return {
    app,
    context,
    store,
    mailer,
    async listen() {
      return app.listen({ port: config.port, host: config.host });
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await reconciler.stop();
      await mailer.flush();
      mailer.close();
      await store.close();
    },
  };
}
