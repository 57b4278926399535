/**
 * Server configuration, read once from the environment (README.md lists every variable).
 * Every value has a default that runs the product on one machine.
 */
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultOrigins, defaultPorts } from '@territorio/site-config';

export type DatabaseConfig =
  | { readonly kind: 'sqlite'; readonly file: string }
  | { readonly kind: 'postgres'; readonly url: string };

export type Config = {
  readonly port: number;
  readonly host: string;
  /** Prefix of the main API's routes ('' = at the root). */
  readonly apiBasePath: string;
  /** Prefix of the intranet service's routes (credits, USD rate); '' = at the root. */
  readonly intranetBasePath: string;
  readonly database: DatabaseConfig;
  /** Uploaded CVs (DATA_DIR/uploads) and the email outbox (DATA_DIR/outbox). */
  readonly dataDir: string;
  /** Generated images and videos served at /media/. */
  readonly mediaDir: string;
  readonly corsOrigins: readonly string[];
  /** The only origin allowed to frame the payment page, and the postMessage target. */
  readonly reservationOrigin: string;
  /** SMTP connection URL (smtp://user:pass@host:587); undefined = local outbox. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Public address of this API, for links in emails and the payment checkout_url. */
  readonly publicApiUrl: string;
  /** Public address of the reservation app, for resume links in emails. */
  readonly reservationPublicUrl: string;
  /** Requests per minute and client on each form route. */
  readonly rateLimitMax: number;
  /** Wrong operation codes per minute and client before 429. */
  readonly wrongCodeLimit: number;
  /** Dollar rate served by the intranet route when the seed carries none. */
  readonly usdRate: number | undefined;
  /** Payment adapter: the local sandbox, or Mercado Pago (production). */
  readonly paymentProvider: 'sandbox' | 'mercadopago';
  /**
   * Production (NODE_ENV=production) refuses the sandbox unless ALLOW_PAYMENT_SANDBOX=true:
   * it takes fake payments.
   */
  readonly allowPaymentSandbox: boolean;
  readonly production: boolean;
  readonly mercadoPago: {
    readonly accessToken: string | undefined;
    readonly webhookSecret: string | undefined;
    /** The provider's API address; default https://api.mercadopago.com. */
    readonly apiUrl: string | undefined;
  };
  readonly payments: {
    /** An intent with no outcome this long (ms) is reconciled with the provider. */
    readonly intentGraceMs: number;
    /** How often (ms) the reconciler runs. */
    readonly reconcileIntervalMs: number;
  };
  /** Behind a reverse proxy: trust X-Forwarded-For for the client address (rate limits). */
  readonly trustProxy: boolean | number | string;
  readonly logLevel: string;
  /** Seed an empty database on start. */
  readonly seed: boolean;
};

/** apps/api, whether running from src/ (tsx, vitest) or dist/ (node). */
export const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Env = Record<string, string | undefined>;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function basePath(value: string | undefined): string {
  const trimmed = nonEmpty(value) ?? '';
  if (trimmed === '' || trimmed === '/') return '';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}`;
}

function integer(name: string, value: string | undefined, fallback: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed < 0) {
    throw new Error(`${name} must be a non-negative integer, got '${value}'.`);
  }
  return parsed;
}

function origin(name: string, value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL, got '${value}'.`);
  }
}

function databaseFrom(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url === undefined) return { kind: 'sqlite', file: join(dataDir, 'territorio.sqlite') };
  if (/^postgres(ql)?:\/\//.test(url)) return { kind: 'postgres', url };
  if (url.startsWith('sqlite:') || url.startsWith('file:')) {
    const path = url.replace(/^(sqlite|file):(\/\/)?/, '');
    return { kind: 'sqlite', file: path === ':memory:' ? path : resolve(path) };
  }
  throw new Error(`DATABASE_URL must be a postgres:// or sqlite: URL, got '${url}'.`);
}

function trustProxyFrom(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDirSetting = nonEmpty(env.DATA_DIR);
  const dataDir = dataDirSetting
    ? isAbsolute(dataDirSetting)
      ? dataDirSetting
      : resolve(dataDirSetting)
    : join(appRoot, '.data');
  const port = integer('API_PORT', env.API_PORT ?? env.PORT, defaultPorts.api);
  const apiBasePath = basePath(env.API_BASE_PATH);
  const publicApiUrl = (
    nonEmpty(env.PUBLIC_API_URL) ?? `http://localhost:${port}${apiBasePath}`
  ).replace(/\/+$/, '');
  const reservationPublicUrl = (
    nonEmpty(env.RESERVATION_PUBLIC_URL) ?? defaultOrigins.reservation
  ).replace(/\/+$/, '');
  const corsOrigins = (
    nonEmpty(env.CORS_ORIGINS) ?? `${defaultOrigins.catalogue},${defaultOrigins.reservation}`
  )
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin('CORS_ORIGINS', entry));
  const provider = nonEmpty(env.PAYMENT_PROVIDER) ?? 'sandbox';
  if (provider !== 'sandbox' && provider !== 'mercadopago') {
    throw new Error(`PAYMENT_PROVIDER must be 'sandbox' or 'mercadopago', got '${provider}'.`);
  }
  const production = nonEmpty(env.NODE_ENV) === 'production';
  const allowPaymentSandbox = nonEmpty(env.ALLOW_PAYMENT_SANDBOX) === 'true';
  if (production && provider === 'sandbox' && !allowPaymentSandbox) {
    throw new Error(
      'NODE_ENV=production with the payment sandbox (PAYMENT_PROVIDER unset or sandbox) would ' +
        'take fake payments: set PAYMENT_PROVIDER=mercadopago, or ALLOW_PAYMENT_SANDBOX=true ' +
        'for a demonstration that must not take real reservations.',
    );
  }
  const mercadoPagoApiUrl = nonEmpty(env.MP_API_URL);
  if (mercadoPagoApiUrl !== undefined) origin('MP_API_URL', mercadoPagoApiUrl);
  const intentGraceMs = integer('PAYMENT_INTENT_GRACE_MS', env.PAYMENT_INTENT_GRACE_MS, 30_000);
  const reconcileIntervalMs = integer(
    'PAYMENT_RECONCILE_INTERVAL_MS',
    env.PAYMENT_RECONCILE_INTERVAL_MS,
    60_000,
  );
  if (reconcileIntervalMs < 100) {
    throw new Error(
      `PAYMENT_RECONCILE_INTERVAL_MS must be at least 100, got '${reconcileIntervalMs}'.`,
    );
  }
  const usdRate = nonEmpty(env.USD_RATE);
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    apiBasePath,
    intranetBasePath: basePath(env.INTRANET_BASE_PATH),
    database: databaseFrom(nonEmpty(env.DATABASE_URL), dataDir),
    dataDir,
    mediaDir: nonEmpty(env.MEDIA_DIR) ?? join(appRoot, 'media'),
    corsOrigins,
    reservationOrigin: origin(
      'RESERVATION_ORIGIN',
      nonEmpty(env.RESERVATION_ORIGIN) ?? reservationPublicUrl,
    ),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? '',
    publicApiUrl,
    reservationPublicUrl,
    rateLimitMax: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 20),
    wrongCodeLimit: integer('WRONG_CODE_LIMIT', env.WRONG_CODE_LIMIT, 10),
    usdRate: usdRate === undefined ? undefined : Number(usdRate),
    paymentProvider: provider,
    allowPaymentSandbox,
    production,
    mercadoPago: {
      accessToken: nonEmpty(env.MP_ACCESS_TOKEN),
      webhookSecret: nonEmpty(env.MP_WEBHOOK_SECRET),
      apiUrl: mercadoPagoApiUrl?.replace(/\/+$/, ''),
    },
    payments: { intentGraceMs, reconcileIntervalMs },
    trustProxy: trustProxyFrom(nonEmpty(env.TRUST_PROXY)),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    seed: nonEmpty(env.SEED) !== 'false',
  };
}
