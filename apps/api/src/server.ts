/**
 * The reference API server: one process serving the main API (API_BASE_PATH) and the
 * intranet service (INTRANET_BASE_PATH). `createServer` opens the database, migrates it,
 * seeds it when empty and registers every route; `listen` starts answering.
 */
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { apiPaths, maxCvBytes, messages } from '@territorio/api-client';
import { dmsPaths, staffBasePath, staffPaths } from '@territorio/api-client/staff';
import { drainable, requestIdOf } from '@territorio/server-kit';
import type { Drain } from '@territorio/server-kit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import { openDatabase, type DataStore, type OpenOptions } from './db/database';
import { assertMigrated, migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed';
import { AttemptLimiter } from './http/attempts';
import { deviceSigner, registerDeviceCookie } from './http/device';
import { databaseRateLimitStore, WindowCounter } from './http/limits';
import { registerBodyTypePolicy } from './http/body-types';
import { DomainError } from './domain/errors';
import { errorHandler } from './http/errors';
import { registerMedia } from './http/media';
import { registerOpenApi } from './http/openapi';
import { registerPhotos } from './http/photos';
import {
  ApiMetrics,
  WorkerRegistry,
  metricsHost,
  metricsListener,
  registerObservability,
} from './http/observability';
import {
  brandCatalogueRoutes,
  contentRoutes,
  intranetRoutes,
  promotionRoutes,
  stockSearchRoutes,
} from './routes/catalogue';
import { feedRoutes } from './routes/feeds';
import { dealershipRoutes } from './routes/dealership';
import { dmsRoutes } from './routes/dms';
import { operationLookup } from './routes/operation-lookup';
import { paymentPageRoutes } from './routes/payment-page';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { formRoutes } from './routes/forms';
import { visitRoutes } from './routes/visits';
import { staffRoutes } from './routes/staff/index';
import { seedData } from './seed/index';
import { seedPhotos } from './seed/photos';
import type { SeedData } from './seed/types';
import { ResponseCache } from './services/cache';
import type { AppContext } from './services/context';
import { createMailer, type Mailer } from './services/email';
import { createPhotoWorker, type PhotoWorker } from './services/photos/worker';
import { createFileStorage } from './services/storage';
import { serverKeys } from './services/server-keys';
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

/** The window of the form rate limits and the wrong-code limits (RATE_LIMIT_MAX, WRONG_CODE_LIMIT*). */
const limitWindowMs = 60_000;

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
  /** METRICS_PORT's server (/metrics on 127.0.0.1), when configured. */
  readonly metricsApp: FastifyInstance | undefined;
  /** Starts listening (the metrics port first); resolves with the address (http://host:port). */
  listen(): Promise<string>;
  /**
   * Drains, then releases everything: new requests get 503 with `Connection: close`,
   * requests in flight finish (each keep-alive connection closes after its answer) for up
   * to `timeoutMs` (default SHUTDOWN_TIMEOUT_MS), then the connections left are cut.
   * Resolves with whether every request in flight finished.
   */
  close(options?: { timeoutMs?: number }): Promise<{ drained: boolean }>;
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

/**
 * The Fastify instance: logging, proxies, request IDs, body and URL limits, and the zod
 * type provider's compilers: routes declare the contract's zod schemas for their request
 * parts (refusals become 400s in http/errors.ts) and for the answers clients parse.
 */
function createFastify(config: Config, options: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: jsonBodyLimit,
    // A hop count trusts that many addresses from the peer inward (fastify itself refuses
    // bare counts): TRUST_PROXY=1 makes the client the last X-Forwarded-For entry, which
    // holds only while the API is reachable through the proxy alone. An address list
    // trusts those peers only; another peer's X-Forwarded-For is ignored.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
    // The caller's x-request-id only when it is a sane token (requestIdOf): fastify's own
    // requestIdHeader would take any value as it comes, so it stays off.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Catalogue reads are the bulk of the traffic: only writes and errors are logged (below).
    logController: new LogController({ disableRequestLogging: true }),
    // Operation codes and ids never need long URLs.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** The database, migrated (or checked) and seeded when empty; `seeded`: by this start. */
async function openStore(
  config: Config,
  options: ServerOptions,
  log: FastifyBaseLogger,
): Promise<{ store: DataStore; seeded: boolean }> {
  const store = openDatabase(config.database, options.database);
  if (config.migrateOnStart) await migrateToLatest(store);
  else await assertMigrated(store);
  const seeded = config.seed && (await seedDatabase(store, options.seed ?? seedData));
  if (seeded) log.info('database seeded');
  return { store, seeded };
}

/**
 * What every route and service works with, and the workers every instance runs: the
 * payment reconciler and the outbox's sender.
 */
function startContext(
  config: Config,
  options: ServerOptions,
  store: DataStore,
  log: FastifyBaseLogger,
): { context: AppContext; reconciler: ReturnType<typeof startReconciler> } {
  const mailer = createMailer({
    store,
    dataDir: config.dataDir,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log,
    outbox: config.outbox,
  });
  const metrics = new ApiMetrics(store);
  const workers = new WorkerRegistry();
  const files = createFileStorage(config.storage, {
    store,
    dataDir: config.dataDir,
    s3: config.s3,
  });
  const photos = createPhotoWorker({
    store,
    files,
    log,
    settings: config.photoWorker,
    instanceId: mailer.instanceId,
  });
  const context: AppContext = {
    config,
    store,
    // One SQLite process sees every write it must invalidate on; PostgreSQL instances
    // share the database, so each one's cache only lives a few seconds.
    cache: new ResponseCache(store.dialect === 'sqlite' ? 60_000 : 5_000),
    mailer,
    files,
    photos,
    payments: options.paymentAdapter ?? createPaymentAdapter(config, store),
    log,
    metrics,
    workers,
    keys: serverKeys(store),
  };

  // Payment intents whose answer never came (a crash, a lost connection) and refunds that
  // failed are settled with the provider's records: at start, then on a timer.
  const reconciler = startReconciler(context, {
    graceMs: config.payments.intentGraceMs,
    intervalMs: config.payments.reconcileIntervalMs,
  });
  workers.register('payment-reconciler', reconciler.isRunning);
  // Every instance drains the shared outbox: rows queued here, by other instances, or left
  // by an instance that died.
  mailer.start();
  workers.register('email-outbox', mailer.isRunning);
  // Every instance processes the shared photo queue, one photo at a time.
  photos.start();
  workers.register('photo-worker', photos.isRunning);
  return { context, reconciler };
}

/**
 * What every request goes through: safe default headers, the write and error log, NUL
 * refusal, the error and not-found answers, CORS, the database-backed rate limits,
 * multipart, and the body types each route accepts. Returns the limits' counter.
 */
async function registerCrossCutting(
  app: FastifyInstance,
  config: Config,
  store: DataStore,
): Promise<WindowCounter> {
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
      done(new DomainError('invalid', 'invalid_request', messages.invalidRequest));
      return;
    }
    done();
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(new DomainError('not_found', 'not_found', messages.notFound).body());
  });

  await app.register(cors, {
    origin: [...config.corsOrigins],
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['content-type', 'accept'],
    // The apps send the device cookie (http/device.ts) with their calls.
    credentials: true,
    maxAge: 600,
  });

  // Every limit counts in the database, so instances sharing it enforce one limit per client.
  const limitCounter = new WindowCounter(store, limitWindowMs);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(limitCounter),
    errorResponseBuilder: (_request, context) =>
      new DomainError('too_many_requests', 'too_many_requests', messages.tooManyRequests, {
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
  // Every other route takes JSON only (415), and the card form only from its own page (403).
  registerBodyTypePolicy(app, {
    multipartRoutes: [
      `${config.apiBasePath}${apiPaths.cv}`,
      `${staffBasePath}${staffPaths.stockImport}`,
      `${staffBasePath}${staffPaths.stockPhotos}`,
      `${config.apiBasePath}${dmsPaths.stockImport}`,
    ],
    formRoutes: [`${config.apiBasePath}${apiPaths.paymentSandbox}`],
    formOrigin: new URL(config.publicApiUrl).origin,
  });
  return limitCounter;
}

/**
 * Every endpoint group, one plugin each, with the limits they share; answers the metrics
 * listener when METRICS_PORT serves /metrics apart.
 */
async function registerRoutes(
  app: FastifyInstance,
  context: AppContext,
  limitCounter: WindowCounter,
  isStopping: () => boolean,
): Promise<FastifyInstance | undefined> {
  const { config } = context;
  const formRateLimit =
    config.rateLimitMax > 0 ? { max: config.rateLimitMax, timeWindow: limitWindowMs } : false;
  const orOff = (limit: number) => (limit > 0 ? limit : Number.POSITIVE_INFINITY);
  const attemptLimits = {
    perDevice: orOff(config.wrongCodeLimit),
    perAddress: orOff(config.wrongCodeLimitPerAddress),
  };
  const attempts = new AttemptLimiter(limitCounter, attemptLimits, limitWindowMs);
  const promotionAttempts = new AttemptLimiter(
    limitCounter,
    attemptLimits,
    limitWindowMs,
    'wrong-promotion',
  );
  // Before every route: the guessing limits count per device (http/device.ts).
  registerDeviceCookie(app, {
    signer: deviceSigner(await context.keys.get('device-cookie')),
    basePath: config.apiBasePath,
    alwaysSecure: config.production,
  });

  registerObservability(app, {
    store: context.store,
    metrics: context.metrics,
    workers: context.workers,
    basePath: config.apiBasePath,
    metricsToken: config.metricsToken,
    servesMetrics: config.metricsPort === undefined,
    isStopping,
  });
  const metricsApp =
    config.metricsPort === undefined
      ? undefined
      : metricsListener(context.metrics, config.metricsToken);

  // Before the routes: the document describes every route registered after it.
  await registerOpenApi(app, config.apiBasePath);
  await app.register(brandCatalogueRoutes, { context, prefix: config.apiBasePath });
  await app.register(contentRoutes, { context, prefix: config.apiBasePath });
  await app.register(stockSearchRoutes, { context, prefix: config.apiBasePath });
  await app.register(feedRoutes, { context, prefix: config.apiBasePath });
  await app.register(promotionRoutes, {
    context,
    prefix: config.apiBasePath,
    promotionAttempts,
  });
  await app.register(intranetRoutes, { context, prefix: config.intranetBasePath });
  await app.register(formRoutes, {
    context,
    prefix: config.apiBasePath,
    rateLimit: formRateLimit,
  });
  await app.register(visitRoutes, {
    context,
    prefix: config.apiBasePath,
    rateLimit: formRateLimit,
  });
  const lookup = operationLookup(context, attempts);
  const prefix = config.apiBasePath;
  await app.register(dealershipRoutes, {
    context,
    prefix,
    rateLimit: formRateLimit,
    lookup,
    promotionAttempts,
  });
  await app.register(paymentPageRoutes, { context, prefix, rateLimit: formRateLimit, lookup });
  await app.register(paymentWebhookRoutes, { context, prefix });
  // The staff console's API (its own origin, its own session and CSRF checks).
  await app.register(staffRoutes, { context });
  // A dealership system's stock pushes (a Bearer token of its own, not a staff session).
  await app.register(dmsRoutes, { context, prefix, counter: limitCounter });
  registerMedia(app, config.mediaDir, config.apiBasePath);
  registerPhotos(app, context.files, config.apiBasePath);
  return metricsApp;
}

/**
 * Drains (server-kit's drainable: /ready says 503 at once and serving goes on for
 * DRAIN_DELAY_MS; then every answer closes its connection, idle connections are closed,
 * what is still in flight at the timeout is cut), then releases everything, once. Made
 * after the routes, so its hook answers a late request after the request-ID hooks ran.
 */
function drainingCloser(
  config: Config,
  drain: Drain,
  resources: {
    metricsApp: FastifyInstance | undefined;
    reconciler: ReturnType<typeof startReconciler>;
    mailer: Mailer;
    photos: PhotoWorker;
    store: DataStore;
  },
): ApiServer['close'] {
  const { metricsApp, reconciler, mailer, photos, store } = resources;
  let closed: Promise<{ drained: boolean }> | undefined;
  return (closeOptions = {}) => {
    closed ??= (async () => {
      const { drained } = await drain(closeOptions.timeoutMs ?? config.shutdownTimeoutMs);
      await metricsApp?.close();
      await reconciler.stop();
      // The send in progress ends; rows still queued stay in the outbox for the next
      // instance to run (shutdown does not wait for a slow or unreachable SMTP server).
      await mailer.close();
      // The photo in progress is finished (seconds); photos still queued wait for the next
      // instance, their claims' leases running out if this one is cut short.
      await photos.close();
      await store.close();
      return { drained };
    })();
    return closed;
  };
}

export async function createServer(
  config: Config,
  options: ServerOptions = {},
): Promise<ApiServer> {
  const app = createFastify(config, options);
  const { store, seeded } = await openStore(config, options, app.log);
  const { context, reconciler } = startContext(config, options, store, app.log);
  // The seed's photos need the file storage and the photo worker, so they come after them.
  if (seeded && config.seedPhotos) {
    const queued = await seedPhotos(context, options.seed ?? seedData);
    app.log.info({ queued }, 'seed photos queued');
  }
  const limitCounter = await registerCrossCutting(app, config, store);
  // /ready asks the drain, made after the routes (its hook answers late requests last).
  const metricsApp = await registerRoutes(app, context, limitCounter, () => drain.isStopping());
  const drain = drainable(app, { delayMs: config.drainDelayMs });
  const { mailer } = context;
  return {
    app,
    context,
    store,
    mailer,
    metricsApp,
    async listen() {
      if (metricsApp && config.metricsPort !== undefined) {
        await metricsApp.listen({ port: config.metricsPort, host: metricsHost });
      }
      return app.listen({ port: config.port, host: config.host });
    },
    close: drainingCloser(config, drain, {
      metricsApp,
      reconciler,
      mailer,
      photos: context.photos,
      store,
    }),
  };
}
