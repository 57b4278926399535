/**
 * Starts the real server on a random port with a temporary SQLite file (or, with
 * `database: 'postgres'`, a throwaway schema in TEST_DATABASE_URL) for API tests.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@territorio/api-client';
import pg from 'pg';
import { loadConfig, type Config } from '../config';
import type { seedData } from '../seed/index';
import { createServer, type ApiServer, type ServerOptions } from '../server';

export type TestServer = {
  readonly server: ApiServer;
  readonly url: string;
  readonly dataDir: string;
  readonly config: Config;
  /** PostgreSQL only: the schema this server runs in (pass it as `schema` to share it). */
  readonly schema: string | undefined;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
};

export type TestDatabase = 'sqlite' | 'postgres';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** The databases the data-layer suites run on: SQLite always, PostgreSQL when configured. */
export const testDatabases: TestDatabase[] = testDatabaseUrl ? ['sqlite', 'postgres'] : ['sqlite'];

async function createSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create schema ${schema}`);
  await client.end();
  return {
    schema,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

export async function startTestServer(
  env: Record<string, string> = {},
  options: ServerOptions & {
    database?: TestDatabase;
    /**
     * PostgreSQL only: run in this existing schema (another test server's) instead of a
     * new one, as a second instance on the same database; the first server drops it.
     */
    schema?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'territorio-api-test-'));
  const kind = options.database ?? 'sqlite';
  let dropSchema: (() => Promise<void>) | undefined;
  const databaseEnv: Record<string, string> = {};
  let databaseOptions: { schema?: string; poolSize?: number } | undefined =
    options.database === 'postgres' ? {} : undefined;
  if (kind === 'postgres') {
    if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    let schema = options.schema;
    if (schema === undefined) {
      const created = await createSchema(testDatabaseUrl);
      dropSchema = created.drop;
      schema = created.schema;
    }
    databaseEnv.DATABASE_URL = testDatabaseUrl;
    databaseOptions = { schema, poolSize: 20 };
  }
  const config = loadConfig({
    API_PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '100000',
    WRONG_CODE_LIMIT: '100000',
    EMAIL_LIMIT_PER_ADDRESS: '100000',
    // Suites book many visits from one client, telephone and email; the caps' own tests
    // set them.
    VISIT_LIVE_PER_CLIENT: '100000',
    VISIT_LIVE_PER_TELEPHONE: '100000',
    VISIT_LIVE_PER_EMAIL: '100000',
    // Real challenges, real checks, a few milliseconds of work each.
    PROOF_OF_WORK_MAX_NUMBER: '20',
    // Staff hashes at scrypt N = 2^10 (1 MiB, about a millisecond) instead of 2^17, which
    // only NODE_ENV=test allows; a server started as another environment hashes as that one
    // does. The production cost keeps its own test (staff-cli.test.ts).
    ...((env.NODE_ENV ?? 'test') === 'test' ? { NODE_ENV: 'test', STAFF_PASSWORD_COST: '10' } : {}),
    LOG_LEVEL: 'silent',
    CORS_ORIGINS: 'http://localhost:8080,http://localhost:8081',
    RESERVATION_ORIGIN: 'http://localhost:8081',
    ...databaseEnv,
    ...env,
  });
  const { database: _kind, schema: _schema, ...serverOptions } = options;
  const server = await createServer(config, {
    logger: false,
    ...serverOptions,
    ...(databaseOptions ? { database: databaseOptions } : {}),
  });
  const url = await server.listen();
  return {
    server,
    url,
    dataDir,
    config,
    schema: databaseOptions?.schema,
    get: (path, headers = {}) => fetch(`${url}${path}`, { headers }),
    post: (path, body, headers = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await server.close();
      await dropSchema?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function json<T = { data: unknown }>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Test cards that pass Luhn (DECISIONS examples). */
export const testCards = { visa: '4509 9535 6623 3704', master: '5031 7557 3453 0604' } as const;

/** A valid card form; the holder name decides the sandbox outcome. */
export function cardForm(
  reference: string,
  holderName = 'APRO',
  overrides: Record<string, string> = {},
) {
  const nextYear = String((new Date().getFullYear() + 2) % 100).padStart(2, '0');
  return {
    reference,
    card_number: testCards.visa,
    expiry: `11/${nextYear}`,
    security_code: '123',
    holder_name: holderName,
    holder_document: '30123456',
    installments: '1',
    ...overrides,
  };
}

/** A unit of the seeded stock. */
export type SeedUnit = (typeof seedData.stock)[number];

/**
 * The body that starts an operation for a seeded unit (spec 7.2), as the reservation app
 * sends it. The server reads the unit's prices from its own data, so `fullprice` is only
 * what a client would claim.
 */
export function startBody(unit: SeedUnit, overrides: Record<string, unknown> = {}) {
  return {
    email: 'comprador@example.com',
    stock_id: unit.id,
    model: unit.model,
    brand_id: unit.brand_id,
    chassis: unit.chassis,
    family: unit.family,
    family_id: unit.family_id,
    fullprice: 0,
    ...overrides,
  };
}

/** Personal data that passes every rule of step 2 (spec 5; DECISIONS "Argentina"). */
export const completePurchase = {
  name: 'Ana',
  lastname: 'Gómez',
  dni: '30123456',
  telephone: '261 555-2150',
  birthdate: '1990-05-17',
  marital_status_id: 2,
  email: 'ana@example.com',
} as const;

/**
 * Fills what a deposit needs (spec 4, 5): complete personal data and cash for whatever
 * remains (the server caps it), so the payment guards pass. An operation already paid is
 * left as it is.
 */
export async function readyToPay(
  server: Pick<TestServer, 'post'> | { url: string },
  code: string,
): Promise<void> {
  const body = { code, purchase: completePurchase, cash_amount: 999_999_999_999 };
  const response =
    'post' in server
      ? await server.post(apiPaths.dealershipUpdate, body)
      : await fetch(`${server.url}${apiPaths.dealershipUpdate}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
  // A paid operation is a record: there is nothing left to fill.
  if (response.status === 409) return;
  if (!response.ok) throw new Error(`readyToPay: ${response.status} ${await response.text()}`);
}

/** Two API instances on one database (a shared SQLite file, or one PostgreSQL schema). */
export type TwoInstances = { first: TestServer; second: TestServer; close(): Promise<void> };

export async function startTwoInstances(
  env: Record<string, string>,
  database: TestDatabase,
): Promise<TwoInstances> {
  const shared = { ...env };
  let sqliteDir: string | undefined;
  if (database === 'sqlite') {
    sqliteDir = mkdtempSync(join(tmpdir(), 'territorio-instances-'));
    shared.DATABASE_URL = `sqlite:${join(sqliteDir, 'shared.sqlite')}`;
  }
  const first = await startTestServer(shared, { database });
  const second = await startTestServer(shared, {
    database,
    ...(first.schema ? { schema: first.schema } : {}),
  });
  return {
    first,
    second,
    async close() {
      await second.close();
      await first.close();
      if (sqliteDir) rmSync(sqliteDir, { recursive: true, force: true });
    },
  };
}
