/**
 * Server configuration, read once from the environment (README.md lists every variable).
 * Every value has a default that runs the product on one machine.
 */
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { photoLimits } from '@territorio/api-client/core';
import { defaultPorts, runtimeConfigFromEnv } from '@territorio/site-config';
import { z } from 'zod';
import { productionScryptCost, type ScryptCost } from './services/staff/passwords';

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
  /** The email outbox's worker (services/email.ts). */
  readonly outbox: {
    /** How often (ms) each instance looks for due rows it was not woken for. */
    readonly pollIntervalMs: number;
    /** How long (ms) a claim on a row holds; longer than any SMTP send may take. */
    readonly leaseMs: number;
    /** First retry delay (ms); each further one is four times longer, up to 6 hours. */
    readonly retryBaseMs: number;
    /** Attempts before a row is given up as 'failed'. */
    readonly maxAttempts: number;
  };
  /**
   * Where uploaded files go: 'local' (DATA_DIR/uploads, one machine), 'database' (the
   * `files` table, read by every instance; default on PostgreSQL) or 's3' (a bucket of an
   * S3-compatible service: AWS S3, Cloudflare R2, MinIO; `s3` says which).
   */
  readonly storage: 'local' | 'database' | 's3';
  /**
   * What staff may upload to a unit (PHOTO_MAX_PER_UNIT, PHOTO_MAX_MB; defaults
   * api-client photos.ts `photoLimits`): the console states and hints these, the API enforces them.
   */
  readonly photoLimits: { readonly maxPerUnit: number; readonly maxBytes: number };
  /** The bucket with STORAGE=s3; undefined otherwise. */
  readonly s3: S3Config | undefined;
  /** The photo worker (services/photos/worker.ts): one photo at a time per instance. */
  readonly photoWorker: {
    /** How often (ms) each instance looks for photos it was not woken for. */
    readonly pollIntervalMs: number;
    /** How long (ms) a claim on a photo holds; longer than any photo takes to process. */
    readonly leaseMs: number;
    /** First retry delay (ms) after a failure that is not the file's; then four times longer. */
    readonly retryBaseMs: number;
    /** Attempts before a photo is given up as 'failed'. */
    readonly maxAttempts: number;
  };
  /** Public address of this API, for links in emails and the payment checkout_url. */
  readonly publicApiUrl: string;
  /** Public address of the reservation app, for resume links in emails. */
  readonly reservationPublicUrl: string;
  /** Public address of the catalogue (CATALOGUE_URL), for a visit's manage link in emails. */
  readonly cataloguePublicUrl: string;
  /** Requests per minute and client on each form route. */
  readonly rateLimitMax: number;
  /**
   * Wrong codes (operation or promotion, each counted apart) per minute before 429, for one
   * device (its signed cookie), or for one client address's requests that carry none.
   */
  readonly wrongCodeLimit: number;
  /** Wrong codes per minute from one client address, all its devices together, before 429. */
  readonly wrongCodeLimitPerAddress: number;
  /**
   * Emails per hour to one address that the public can trigger (a visit's confirmation, move
   * and cancel, a reservation's resume email, a withdrawal's confirmation), all counted
   * together; 0: off.
   */
  readonly emailLimitPerAddress: number;
  /**
   * Live visit bookings (booked, starting in the future), across sites and days, one source
   * may hold: per client address (a keyed hash of it; a whole IPv6 /64), per telephone (its
   * national number) and per email (its inbox, addressKey). 0 turns a cap off.
   */
  readonly visitLiveCaps: {
    readonly perClient: number;
    readonly perTelephone: number;
    readonly perEmail: number;
  };
  /**
   * The proof of work a booking or a move carries (services/proof-of-work.ts): a challenge
   * asks for a counter from half this number to this number, each try one key derivation.
   */
  readonly proofOfWorkMaxNumber: number;
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
  /**
   * Behind a reverse proxy, which X-Forwarded-For hops to believe for the client address
   * (rate limits): a hop count, or the proxies' addresses and CIDRs as one comma list
   * (fastify's trustProxy). Never a blanket "trust everyone".
   */
  readonly trustProxy: false | number | string;
  readonly logLevel: string;
  /** Bearer token /metrics asks for wherever it is served; undefined = no token asked. */
  readonly metricsToken: string | undefined;
  /**
   * A port of its own for /metrics, bound to 127.0.0.1 only (a scraper on the same host or
   * a sidecar reads it); the public port then answers 404 for /metrics. Undefined = /metrics
   * is on the public port. Production needs this or the token (`relationProblems`).
   */
  readonly metricsPort: number | undefined;
  /** On SIGTERM: how long (ms) requests in flight may take before the process exits anyway. */
  readonly shutdownTimeoutMs: number;
  /**
   * On SIGTERM: how long (ms) the instance goes on serving while /ready answers 503, so the
   * load balancer stops sending it requests before its connections close.
   */
  readonly drainDelayMs: number;
  /** Seed an empty database on start. */
  readonly seed: boolean;
  /**
   * With the seed, a few units' photos (made by seed/photos.ts, queued for the photo
   * worker): on by default except in tests, whose servers would all process them.
   */
  readonly seedPhotos: boolean;
  /** Apply pending migrations on start; false: refuse to start on an unmigrated database. */
  readonly migrateOnStart: boolean;
  /** The staff console's sessions and sign-in (routes/staff). */
  readonly staff: StaffConfig;
};

/** An S3-compatible bucket (STORAGE=s3). */
export type S3Config = {
  readonly bucket: string;
  /** Default 'us-east-1'; R2 takes 'auto'. */
  readonly region: string;
  /** The service's address for R2, MinIO and the like; undefined: AWS S3 itself. */
  readonly endpoint: string | undefined;
  /** Bucket in the path (MinIO, local servers) instead of the host name. */
  readonly forcePathStyle: boolean;
  /** Both or neither; neither: the SDK's default chain (environment, profile, instance role). */
  readonly credentials:
    { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
};

export type StaffConfig = {
  /**
   * The console's origin (STAFF_ORIGIN, else STAFF_URL's, else localhost on STAFF_PORT): a
   * state change whose Origin header is another one is refused, whatever cookie it carries.
   */
  readonly origin: string;
  /** Secure session cookie always (STAFF_COOKIE_SECURE=true), else only over TLS. */
  readonly cookieSecure: boolean;
  /** A session unused this long (ms) ends (STAFF_SESSION_IDLE_MINUTES, default 30). */
  readonly idleMs: number;
  /** A session ends this long (ms) after sign-in, even in use (STAFF_SESSION_MAX_HOURS, 12). */
  readonly absoluteMs: number;
  /** Sign-in attempts per minute and client address (STAFF_SIGN_IN_LIMIT, default 20). */
  readonly signInLimit: number;
  /**
   * scrypt's cost for new password hashes and the dummy hash of unknown emails
   * (STAFF_PASSWORD_COST = log2 N, default 17). Stored hashes carry their own cost, so a
   * change never stops an account signing in.
   */
  readonly passwordCost: ScryptCost;
};

/** apps/api, whether running from src/ (tsx, vitest) or dist/ (node). */
export const appRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Env = Record<string, string | undefined>;

/** Every problem of the environment, one line each, so one start reports them all. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function basePath(value: string | undefined): string {
  const trimmed = value ?? '';
  if (trimmed === '' || trimmed === '/') return '';
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}`;
}

/** Unset, empty and blank values all mean "use the default". */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/**
 * A variable read by `parse`, which returns undefined for a value it refuses; the issue
 * reads "<VARIABLE> must be <expected>, got '<value>'." (the path is added when reported).
 */
function parsed<T>(expected: string, parse: (value: string) => T | undefined) {
  return setting.transform((value, ctx): T | undefined => {
    if (value === undefined) return undefined;
    const result = parse(value);
    if (result === undefined) {
      ctx.addIssue({ code: 'custom', message: `must be ${expected}, got '${value}'` });
      return z.NEVER;
    }
    return result;
  });
}

function integerIn(min: number, max: number) {
  return (value: string) => {
    if (!/^\d+$/.test(value)) return undefined;
    const number = Number(value);
    return number >= min && number <= max ? number : undefined;
  };
}

const port = parsed('an integer from 0 to 65535', integerIn(0, 65_535));
const count = parsed('a non-negative integer', integerIn(0, Number.MAX_SAFE_INTEGER));
const flag = parsed("'true' or 'false'", (value) =>
  value === 'true' ? true : value === 'false' ? false : undefined,
);

function absoluteUrl(value: string, protocols: readonly string[]): URL | undefined {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

const httpUrl = parsed('an absolute http(s) URL', (value) =>
  absoluteUrl(value, ['http:', 'https:']) ? value.replace(/\/+$/, '') : undefined,
);
const httpOrigin = parsed(
  'an absolute http(s) URL',
  (value) => absoluteUrl(value, ['http:', 'https:'])?.origin,
);
const origins = parsed('a comma-separated list of absolute http(s) URLs', (value) => {
  const list = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => absoluteUrl(entry, ['http:', 'https:'])?.origin);
  return list.length > 0 && list.every((entry) => entry !== undefined)
    ? (list as string[])
    : undefined;
});

/** An address, or a display name and an address: `Name <user@host>`. */
const mailbox = parsed("an email address or 'Name <address>'", (value) =>
  /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value) ? value : undefined,
);

const databaseUrl = parsed(
  'a postgres:// URL, a sqlite: file path, or unset for the embedded SQLite',
  (value): { kind: 'postgres'; url: string } | { kind: 'sqlite'; path: string } | undefined => {
    if (/^postgres(ql)?:\/\/./.test(value)) return { kind: 'postgres', url: value };
    if (/^(sqlite|file):/.test(value)) {
      const path = value.replace(/^(sqlite|file):(\/\/)?/, '');
      return path ? { kind: 'sqlite', path } : undefined;
    }
    return undefined;
  },
);

/** proxy-addr's names for reserved ranges, accepted beside addresses and CIDRs. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function proxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d+$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, 'false' or '0' trusts no proxy (the peer is the client); a hop
 * count trusts that many proxies in front of the API; a comma list trusts those
 * addresses. 'true' would let any client name its own address in X-Forwarded-For and
 * escape every per-client limit, so it is refused.
 */
const trustProxySetting = setting.transform((value, ctx): false | number | string => {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        "must not be 'true', which lets any client choose its own address: give the number " +
        "of proxies in front of the API (e.g. '1') or their addresses (e.g. '10.0.0.0/8,127.0.0.1')",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry !== '' && proxyAddress(entry))) return entries.join(',');
  ctx.addIssue({
    code: 'custom',
    message:
      'must be a hop count (e.g. 1) or a comma list of proxy addresses or CIDRs ' +
      `(e.g. 10.0.0.0/8,127.0.0.1), got '${value}'`,
  });
  return z.NEVER;
});

/** log2 of the production scrypt N: the least STAFF_PASSWORD_COST outside tests. */
const productionPasswordCost = Math.log2(productionScryptCost.N);
/** log2 of the cheapest scrypt N a test may ask for (1 MiB at r = 8). */
const cheapestPasswordCost = 10;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable the API reads (README.md "Configuration"). */
const envSchema = z.object({
  NODE_ENV: parsed("'production', 'development' or 'test'", (value) =>
    ['production', 'development', 'test'].includes(value) ? value : undefined,
  ),
  API_PORT: port,
  PORT: port,
  HOST: setting,
  API_BASE_PATH: setting,
  INTRANET_BASE_PATH: setting,
  DATABASE_URL: databaseUrl,
  DATA_DIR: setting,
  MEDIA_DIR: setting,
  CORS_ORIGINS: origins,
  RESERVATION_ORIGIN: httpOrigin,
  SMTP_URL: parsed('an smtp:// or smtps:// URL', (value) =>
    absoluteUrl(value, ['smtp:', 'smtps:']) ? value : undefined,
  ),
  MAIL_FROM: mailbox,
  SMTP_FROM: mailbox,
  PUBLIC_API_URL: httpUrl,
  RESERVATION_PUBLIC_URL: httpUrl,
  RATE_LIMIT_MAX: count,
  WRONG_CODE_LIMIT: count,
  WRONG_CODE_LIMIT_PER_ADDRESS: count,
  EMAIL_LIMIT_PER_ADDRESS: count,
  VISIT_LIVE_PER_CLIENT: count,
  VISIT_LIVE_PER_TELEPHONE: count,
  VISIT_LIVE_PER_EMAIL: count,
  PROOF_OF_WORK_MAX_NUMBER: parsed('an integer from 1 to 1000000', integerIn(1, 1_000_000)),
  TRUST_PROXY: trustProxySetting,
  PAYMENT_PROVIDER: parsed("'sandbox' or 'mercadopago'", (value) =>
    value === 'sandbox' || value === 'mercadopago' ? value : undefined,
  ),
  ALLOW_PAYMENT_SANDBOX: flag,
  MP_ACCESS_TOKEN: setting,
  MP_WEBHOOK_SECRET: setting,
  MP_API_URL: httpUrl,
  PAYMENT_INTENT_GRACE_MS: count,
  PAYMENT_RECONCILE_INTERVAL_MS: parsed(
    'an integer of at least 100 (milliseconds)',
    integerIn(100, Number.MAX_SAFE_INTEGER),
  ),
  USD_RATE: parsed('a positive number (pesos per dollar)', (value) => {
    const number = Number(value);
    return /^\d+(\.\d+)?$/.test(value) && Number.isFinite(number) && number > 0
      ? number
      : undefined;
  }),
  LOG_LEVEL: parsed(`one of ${logLevels.join(', ')}`, (value) =>
    (logLevels as readonly string[]).includes(value) ? value : undefined,
  ),
  SEED: flag,
  SEED_PHOTOS: flag,
  METRICS_TOKEN: setting,
  METRICS_PORT: port,
  STAFF_ORIGIN: httpOrigin,
  // The console's address as its own server reads it (site-config): its origin serves too.
  STAFF_URL: httpOrigin,
  // The apps' ports and addresses as the apps read them (site-config): the default CORS,
  // reservation and staff origins follow them, so moving an app moves what the API accepts.
  CATALOGUE_PORT: port,
  RESERVATION_PORT: port,
  STAFF_PORT: port,
  CATALOGUE_URL: httpUrl,
  RESERVATION_URL: httpUrl,
  STAFF_COOKIE_SECURE: flag,
  STAFF_SESSION_IDLE_MINUTES: parsed('an integer from 1 to 1440', integerIn(1, 1_440)),
  STAFF_SESSION_MAX_HOURS: parsed('an integer from 1 to 168', integerIn(1, 168)),
  STAFF_SIGN_IN_LIMIT: parsed('an integer of at least 1', integerIn(1, Number.MAX_SAFE_INTEGER)),
  // log2 of scrypt's N; 20 is the most passwords.ts verifies (1 GiB at r = 8).
  STAFF_PASSWORD_COST: parsed(
    `an integer from ${cheapestPasswordCost} to 20 (log2 of scrypt's N)`,
    integerIn(cheapestPasswordCost, 20),
  ),
  SHUTDOWN_TIMEOUT_MS: count,
  DRAIN_DELAY_MS: count,
  MIGRATE_ON_START: flag,
  OUTBOX_POLL_INTERVAL_MS: parsed(
    'an integer of at least 50 (milliseconds)',
    integerIn(50, Number.MAX_SAFE_INTEGER),
  ),
  // A claim must outlast one send (services/email.ts gives up on a send after half the
  // lease), or a second worker could take the row while the first is still sending it.
  OUTBOX_LEASE_MS: parsed(
    'an integer of at least 1000 (milliseconds)',
    integerIn(1_000, Number.MAX_SAFE_INTEGER),
  ),
  OUTBOX_RETRY_BASE_MS: count,
  OUTBOX_MAX_ATTEMPTS: parsed('an integer from 1 to 100', integerIn(1, 100)),
  PHOTO_MAX_PER_UNIT: parsed('an integer from 1 to 500', integerIn(1, 500)),
  PHOTO_MAX_MB: parsed('an integer from 1 to 100', integerIn(1, 100)),
  STORAGE: parsed("'local', 'database' or 's3'", (value) =>
    value === 'local' || value === 'database' || value === 's3' ? value : undefined,
  ),
  S3_BUCKET: setting,
  S3_REGION: setting,
  S3_ENDPOINT: httpUrl,
  S3_FORCE_PATH_STYLE: flag,
  S3_ACCESS_KEY_ID: setting,
  S3_SECRET_ACCESS_KEY: setting,
  PHOTO_POLL_MS: parsed(
    'an integer of at least 50 (milliseconds)',
    integerIn(50, Number.MAX_SAFE_INTEGER),
  ),
  // A claim must outlast the processing of one photo (seconds; bench:photos), or a second
  // instance could take a photo the first is still processing.
  PHOTO_LEASE_MS: parsed(
    'an integer of at least 1000 (milliseconds)',
    integerIn(1_000, Number.MAX_SAFE_INTEGER),
  ),
  PHOTO_RETRY_BASE_MS: count,
  PHOTO_MAX_ATTEMPTS: parsed('an integer from 1 to 100', integerIn(1, 100)),
});

/**
 * Rules between variables, checked on the raw values beside the schema (not inside it:
 * Zod skips object refinements once a field has failed, and every problem is reported).
 */
function relationProblems(env: Env): string[] {
  const raw = (name: string) => env[name]?.trim() || undefined;
  const problems: string[] = [];
  const provider = raw('PAYMENT_PROVIDER') ?? 'sandbox';
  if (provider === 'mercadopago') {
    if (!raw('MP_ACCESS_TOKEN')) {
      problems.push('MP_ACCESS_TOKEN is required with PAYMENT_PROVIDER=mercadopago.');
    }
    if (!raw('MP_WEBHOOK_SECRET')) {
      problems.push(
        'MP_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=mercadopago (unsigned notifications are refused).',
      );
    }
  }
  if (
    raw('NODE_ENV') === 'production' &&
    provider === 'sandbox' &&
    raw('ALLOW_PAYMENT_SANDBOX') !== 'true'
  ) {
    problems.push(
      'PAYMENT_PROVIDER must be mercadopago with NODE_ENV=production: the payment sandbox ' +
        '(PAYMENT_PROVIDER unset or sandbox) would take fake payments; set ' +
        'ALLOW_PAYMENT_SANDBOX=true only for a demonstration that must not take real reservations.',
    );
  }
  // The metrics name staff sign-in outcomes, leads, reservations and payments per route:
  // production never serves them to whoever asks.
  if (raw('NODE_ENV') === 'production' && !raw('METRICS_TOKEN') && !raw('METRICS_PORT')) {
    problems.push(
      'METRICS_TOKEN or METRICS_PORT is required with NODE_ENV=production: without either, ' +
        '/metrics would be public. Set METRICS_TOKEN (a bearer token the scraper sends) or ' +
        'METRICS_PORT (a port of its own, bound to 127.0.0.1).',
    );
  }
  // A cheap hash is a test's speed, never a server's: any other NODE_ENV, unset included,
  // refuses it, so a production start cannot inherit it from a stray variable alone.
  const passwordCost = Number(raw('STAFF_PASSWORD_COST'));
  if (
    passwordCost >= cheapestPasswordCost &&
    passwordCost < productionPasswordCost &&
    raw('NODE_ENV') !== 'test'
  ) {
    problems.push(
      `STAFF_PASSWORD_COST below ${productionPasswordCost} (scrypt N = 2^${productionPasswordCost}) ` +
        'is allowed with NODE_ENV=test only: it makes stolen password hashes cheap to crack.',
    );
  }
  const metricsPort = Number(raw('METRICS_PORT') ?? 0);
  const apiPort = Number(raw('API_PORT') ?? raw('PORT') ?? defaultPorts.api);
  if (metricsPort !== 0 && metricsPort === apiPort) {
    problems.push(`METRICS_PORT must differ from the API's port (${apiPort}).`);
  }
  if (raw('START_LIMIT_PER_ADDRESS')) {
    problems.push(
      'START_LIMIT_PER_ADDRESS is no longer read: the resume email of a start counts with ' +
        'every other email the public can trigger against EMAIL_LIMIT_PER_ADDRESS; set that instead.',
    );
  }
  if (raw('SMTP_URL') && !raw('MAIL_FROM') && !raw('SMTP_FROM')) {
    problems.push(
      'MAIL_FROM is required with SMTP_URL: the sender address the SMTP server may send as ' +
        "(e.g. 'Piedemonte <reservas@example.com>').",
    );
  }
  problems.push(...storageProblems(raw));
  return problems;
}

/** STORAGE=s3 needs a bucket; its keys come both or neither. */
function storageProblems(raw: (name: string) => string | undefined): string[] {
  const problems: string[] = [];
  if (raw('STORAGE') === 's3' && !raw('S3_BUCKET')) {
    problems.push(
      'S3_BUCKET is required with STORAGE=s3: the bucket that keeps uploaded files and photos.',
    );
  }
  if (Boolean(raw('S3_ACCESS_KEY_ID')) !== Boolean(raw('S3_SECRET_ACCESS_KEY'))) {
    problems.push(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use ' +
        "the SDK's default credentials (environment, profile, instance role).",
    );
  }
  return problems;
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const variable = issue.path.join('.') || 'configuration';
    // Zod's own messages (a non-string value) are phrased for forms; ours read after the name.
    return issue.code === 'custom'
      ? `${variable} ${issue.message}.`
      : `${variable}: ${issue.message}.`;
  });
}

function s3Config(values: z.infer<typeof envSchema>): S3Config {
  return {
    // relationProblems refused STORAGE=s3 without a bucket.
    bucket: values.S3_BUCKET ?? '',
    region: values.S3_REGION ?? 'us-east-1',
    endpoint: values.S3_ENDPOINT,
    forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: values.S3_ACCESS_KEY_ID, secretAccessKey: values.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/**
 * Reads and validates the whole environment. Throws a ConfigError listing every problem
 * (one line per variable); main.ts prints it and exits non-zero.
 */
/** What staff may upload to a unit: the settings given, else the contract's defaults. */
function uploadLimits(values: z.output<typeof envSchema>): Config['photoLimits'] {
  return {
    maxPerUnit: values.PHOTO_MAX_PER_UNIT ?? photoLimits.maxPerUnit,
    maxBytes: values.PHOTO_MAX_MB ? values.PHOTO_MAX_MB * 1024 * 1024 : photoLimits.maxBytes,
  };
}

export function loadConfig(env: Env = process.env): Config {
  const result = envSchema.safeParse(env);
  const problems = [...(result.success ? [] : problemsOf(result.error)), ...relationProblems(env)];
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const values = result.data;

  const dataDir = values.DATA_DIR
    ? isAbsolute(values.DATA_DIR)
      ? values.DATA_DIR
      : resolve(values.DATA_DIR)
    : join(appRoot, '.data');
  const port = values.API_PORT ?? values.PORT ?? defaultPorts.api;
  const apiBasePath = basePath(values.API_BASE_PATH);
  const publicApiUrl = values.PUBLIC_API_URL ?? `http://localhost:${port}${apiBasePath}`;
  const apps = runtimeConfigFromEnv({
    CATALOGUE_PORT: values.CATALOGUE_PORT?.toString(),
    RESERVATION_PORT: values.RESERVATION_PORT?.toString(),
    STAFF_PORT: values.STAFF_PORT?.toString(),
    CATALOGUE_URL: values.CATALOGUE_URL,
    RESERVATION_URL: values.RESERVATION_URL,
    STAFF_URL: values.STAFF_URL,
  });
  const reservationPublicUrl = values.RESERVATION_PUBLIC_URL ?? apps.reservationUrl;
  const production = values.NODE_ENV === 'production';
  const database: DatabaseConfig =
    values.DATABASE_URL === undefined
      ? { kind: 'sqlite', file: join(dataDir, 'territorio.sqlite') }
      : values.DATABASE_URL.kind === 'postgres'
        ? values.DATABASE_URL
        : {
            kind: 'sqlite',
            file:
              values.DATABASE_URL.path === ':memory:'
                ? ':memory:'
                : resolve(values.DATABASE_URL.path),
          };
  return {
    port,
    host: values.HOST ?? '0.0.0.0',
    apiBasePath,
    intranetBasePath: basePath(values.INTRANET_BASE_PATH),
    database,
    dataDir,
    mediaDir: values.MEDIA_DIR ?? join(appRoot, 'media'),
    corsOrigins: values.CORS_ORIGINS ?? [
      new URL(apps.catalogueUrl).origin,
      new URL(apps.reservationUrl).origin,
    ],
    reservationOrigin: values.RESERVATION_ORIGIN ?? new URL(reservationPublicUrl).origin,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? values.SMTP_FROM ?? '',
    outbox: {
      pollIntervalMs: values.OUTBOX_POLL_INTERVAL_MS ?? 5_000,
      leaseMs: values.OUTBOX_LEASE_MS ?? 120_000,
      retryBaseMs: values.OUTBOX_RETRY_BASE_MS ?? 30_000,
      maxAttempts: values.OUTBOX_MAX_ATTEMPTS ?? 8,
    },
    // Several instances share PostgreSQL and nothing else: files go where all can read them.
    storage: values.STORAGE ?? (database.kind === 'postgres' ? 'database' : 'local'),
    photoLimits: uploadLimits(values),
    s3: values.STORAGE === 's3' ? s3Config(values) : undefined,
    photoWorker: {
      pollIntervalMs: values.PHOTO_POLL_MS ?? 2_000,
      leaseMs: values.PHOTO_LEASE_MS ?? 120_000,
      retryBaseMs: values.PHOTO_RETRY_BASE_MS ?? 30_000,
      maxAttempts: values.PHOTO_MAX_ATTEMPTS ?? 5,
    },
    publicApiUrl,
    reservationPublicUrl,
    cataloguePublicUrl: apps.catalogueUrl.replace(/\/+$/, ''),
    rateLimitMax: values.RATE_LIMIT_MAX ?? 20,
    wrongCodeLimit: values.WRONG_CODE_LIMIT ?? 10,
    // Ten devices' worth behind one carrier NAT before the address is refused (docs/decisions.md).
    wrongCodeLimitPerAddress:
      values.WRONG_CODE_LIMIT_PER_ADDRESS ?? 10 * (values.WRONG_CODE_LIMIT ?? 10),
    emailLimitPerAddress: values.EMAIL_LIMIT_PER_ADDRESS ?? 10,
    visitLiveCaps: {
      perClient: values.VISIT_LIVE_PER_CLIENT ?? 6,
      perTelephone: values.VISIT_LIVE_PER_TELEPHONE ?? 2,
      perEmail: values.VISIT_LIVE_PER_EMAIL ?? 2,
    },
    // About half a second of a phone's work in the browser (a few workers), never none.
    proofOfWorkMaxNumber: values.PROOF_OF_WORK_MAX_NUMBER ?? 1_500,
    usdRate: values.USD_RATE,
    paymentProvider: values.PAYMENT_PROVIDER ?? 'sandbox',
    allowPaymentSandbox: values.ALLOW_PAYMENT_SANDBOX ?? false,
    production,
    mercadoPago: {
      accessToken: values.MP_ACCESS_TOKEN,
      webhookSecret: values.MP_WEBHOOK_SECRET,
      apiUrl: values.MP_API_URL,
    },
    payments: {
      intentGraceMs: values.PAYMENT_INTENT_GRACE_MS ?? 30_000,
      reconcileIntervalMs: values.PAYMENT_RECONCILE_INTERVAL_MS ?? 60_000,
    },
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL ?? 'info',
    metricsToken: values.METRICS_TOKEN,
    metricsPort: values.METRICS_PORT,
    shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    // A balancer polls /ready every few seconds; locally and in tests nobody does.
    drainDelayMs: values.DRAIN_DELAY_MS ?? (production ? 5_000 : 0),
    // An empty production database stays empty: the seed is fictional stock and prices.
    seed: values.SEED ?? !production,
    seedPhotos: (values.SEED ?? !production) && (values.SEED_PHOTOS ?? values.NODE_ENV !== 'test'),
    migrateOnStart: values.MIGRATE_ON_START ?? true,
    staff: {
      origin: values.STAFF_ORIGIN ?? new URL(apps.staffUrl).origin,
      cookieSecure: values.STAFF_COOKIE_SECURE ?? false,
      idleMs: (values.STAFF_SESSION_IDLE_MINUTES ?? 30) * 60_000,
      absoluteMs: (values.STAFF_SESSION_MAX_HOURS ?? 12) * 3_600_000,
      signInLimit: values.STAFF_SIGN_IN_LIMIT ?? 20,
      passwordCost: {
        ...productionScryptCost,
        N: 2 ** (values.STAFF_PASSWORD_COST ?? productionPasswordCost),
      },
    },
  };
}
