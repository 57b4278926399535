/**
 * No charge without a record, no unit held by a payment nobody knows about: the API runs
 * as a child process on a SQLite file (or, with TEST_DATABASE_URL, a throwaway PostgreSQL
 * schema) with the Mercado Pago adapter pointed at the fake provider, and is killed with
 * SIGKILL while the provider holds its charge request. Restarted on the same database,
 * the reconciler (or a signed webhook) settles the intent.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, operationSchema, type Operation } from '@territorio/api-client';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { sendSignedWebhook, startFakeMercadoPago, type FakeMercadoPago } from './fake-mercadopago';
import { testDatabases, testDatabaseUrl, type TestDatabase } from './helpers';
import { startReady } from './payments-helpers';
import { exited, spawnApi, type ChildApi } from './child-api';
import { eventually } from './eventually';

const secret = 'mp-webhook-secret';
const children: ChildProcess[] = [];
const dataDirs: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

let fake: FakeMercadoPago;
let dataDir: string;

/**
 * The database the children of the current test share: the SQLite file in `dataDir`, or a
 * PostgreSQL schema reached through `url`, whose `options` pin the search_path so both
 * the children and `snapshot()` see only that schema.
 */
type Target =
  { kind: 'sqlite' } | { kind: 'postgres'; schema: string; url: string; client: pg.Client };
let target: Target;

beforeEach(async () => {
  fake = await startFakeMercadoPago();
  dataDir = mkdtempSync(join(tmpdir(), 'territorio-payments-crash-'));
  dataDirs.push(dataDir);
});
afterEach(async () => {
  await fake.close();
});

/** Opens the test's database: nothing to do for SQLite, a fresh schema for PostgreSQL. */
async function openTarget(database: TestDatabase): Promise<Target> {
  if (database === 'sqlite') return { kind: 'sqlite' };
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const separator = testDatabaseUrl.includes('?') ? '&' : '?';
  const url = `${testDatabaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { kind: 'postgres', schema, url, client };
}

/**
 * Drops the test's schema. Children still running (a test that failed before killing
 * them) are killed first: an open transaction of theirs would hold locks that block the
 * drop.
 */
async function closeTarget(closing: Target): Promise<void> {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(running.map(exited));
  if (closing.kind !== 'postgres') return;
  await closing.client.end();
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`drop schema ${closing.schema} cascade`);
  } finally {
    await admin.end();
  }
}

/**
 * Starts `src/main.ts` on the test's database (`dataDir` for SQLite); resolves with its
 * address once it listens.
 */
function startChild(env: Record<string, string> = {}): Promise<ChildApi> {
  const { child, listening } = spawnApi({
    DATA_DIR: dataDir,
    // Empty selects the SQLite file in DATA_DIR.
    DATABASE_URL: target.kind === 'postgres' ? target.url : '',
    RATE_LIMIT_MAX: '100000',
    NODE_ENV: 'test',
    PAYMENT_PROVIDER: 'mercadopago',
    MP_ACCESS_TOKEN: 'TEST-token',
    MP_WEBHOOK_SECRET: secret,
    MP_API_URL: fake.url,
    PAYMENT_INTENT_GRACE_MS: '1000',
    PAYMENT_RECONCILE_INTERVAL_MS: '300',
    ...env,
  });
  children.push(child);
  return listening;
}

function post(url: string) {
  return (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
}

type Snapshot = {
  operation: string;
  payments: { status: string; provider_payment_id: string; idempotency_key: string }[];
  unit: { status: string; held_by: string | null };
};

/** What the database says now (read beside the running server). */
async function snapshot(operation: Operation): Promise<Snapshot> {
  if (target.kind === 'postgres') return snapshotPostgres(target.client, operation);
  return snapshotSqlite(operation);
}

/** The SQLite file, read directly (WAL lets a reader work beside the server). */
function snapshotSqlite(operation: Operation): Snapshot {
  const db = new Database(join(dataDir, 'territorio.sqlite'), { readonly: true });
  try {
    return {
      operation: (
        db.prepare('select status from operations where code = ?').get(operation.code) as {
          status: string;
        }
      ).status,
      payments: db
        .prepare(
          'select status, provider_payment_id, idempotency_key from payments where operation_code = ? order by id',
        )
        .all(operation.code) as Snapshot['payments'],
      unit: db
        .prepare('select status, held_by from stock_units where id = ?')
        .get(operation.purchase.vehicle.stock_id) as Snapshot['unit'],
    };
  } finally {
    db.close();
  }
}

/** The same reads on PostgreSQL, through a client whose search_path is the test's schema. */
async function snapshotPostgres(client: pg.Client, operation: Operation): Promise<Snapshot> {
  const operations = await client.query<{ status: string }>(
    'select status from operations where code = $1',
    [operation.code],
  );
  const payments = await client.query<Snapshot['payments'][number]>(
    'select status, provider_payment_id, idempotency_key from payments where operation_code = $1 order by id',
    [operation.code],
  );
  const units = await client.query<Snapshot['unit']>(
    'select status, held_by from stock_units where id = $1',
    [operation.purchase.vehicle.stock_id],
  );
  return { operation: operations.rows[0]!.status, payments: payments.rows, unit: units.rows[0]! };
}

/** Starts the API, submits a card token and kills the API when the provider gets it. */
async function crashWhileCharging(mode: 'record-and-hang' | 'hang'): Promise<Operation> {
  const first = await startChild();
  const unit = seedData.stock.find((candidate) => candidate.brand_id === 1)!;
  const operation = await startReady(post(first.url), unit, { email: 'crash@example.com' });
  fake.chargeMode = mode;
  fake.onCharge = () => first.child.kill('SIGKILL');
  const answer = await post(first.url)(apiPaths.paymentSandbox, {
    reference: operation.purchase.transaction.code,
    token: 'card-token-APRO',
    payment_method_id: 'visa',
    installments: 1,
  }).catch((error: unknown) => error);
  expect(answer).toBeInstanceOf(Error); // the API died before answering
  await exited(first.child);
  expect(first.child.signalCode).toBe('SIGKILL');
  fake.chargeMode = 'answer';
  fake.onCharge = undefined;

  // The intent was committed with the hold before the provider was called.
  const dead = await snapshot(operation);
  expect(dead.operation).toBe('open');
  expect(dead.payments).toMatchObject([{ status: 'created', provider_payment_id: '' }]);
  expect(dead.unit).toEqual({ status: 'held', held_by: operation.code });
  return operation;
}

describe.each(testDatabases)(
  'a crash between the charge and its record (SIGKILL, %s)',
  (database) => {
    beforeEach(async () => {
      target = await openTarget(database);
    });
    afterEach(async () => {
      await closeTarget(target);
    });

    it('the reconciler at restart finds the charge and records it', async () => {
      const operation = await crashWhileCharging('record-and-hang');
      const [charge] = fake.byReference(operation.purchase.transaction.code);
      expect(charge).toMatchObject({ status: 'approved' });

      const second = await startChild();
      try {
        await eventually(async () => (await snapshot(operation)).operation === 'reserved');
        const after = await snapshot(operation);
        expect(after.payments).toMatchObject([
          { status: 'approved', provider_payment_id: String(charge!.id) },
        ]);
        expect(after.unit).toEqual({ status: 'reserved', held_by: operation.code });
        expect(fake.chargeRequests).toBe(1);
        const resumed = operationSchema.parse(
          (
            (await (
              await post(second.url)(apiPaths.dealershipStart, { code: operation.code })
            ).json()) as {
              data: unknown;
            }
          ).data,
        );
        expect(resumed.purchase.transaction.status).toBe('approved');
      } finally {
        second.child.kill('SIGTERM');
        await exited(second.child);
      }
    }, 60_000);

    it('a charge the provider never recorded: after the grace period the intent fails and the unit is back', async () => {
      const operation = await crashWhileCharging('hang');
      expect(fake.byReference(operation.purchase.transaction.code)).toHaveLength(0);

      const second = await startChild();
      try {
        await eventually(async () => (await snapshot(operation)).payments[0]?.status === 'failed');
        const after = await snapshot(operation);
        expect(after.operation).toBe('open');
        expect(after.unit).toEqual({ status: 'available', held_by: null });
        // The buyer can pay again.
        const paid = await post(second.url)(apiPaths.paymentSandbox, {
          reference: operation.purchase.transaction.code,
          token: 'card-token-APRO',
          payment_method_id: 'visa',
          installments: 1,
        });
        expect(paid.status).toBe(200);
        expect((await snapshot(operation)).payments.map((payment) => payment.status)).toEqual([
          'failed',
          'approved',
        ]);
      } finally {
        second.child.kill('SIGTERM');
        await exited(second.child);
      }
    }, 60_000);

    it('a signed webhook for the crashed charge settles the intent', async () => {
      const operation = await crashWhileCharging('record-and-hang');
      const [charge] = fake.byReference(operation.purchase.transaction.code);
      // A long grace period: only the webhook can settle the intent here.
      const second = await startChild({ PAYMENT_INTENT_GRACE_MS: '600000' });
      try {
        expect((await snapshot(operation)).payments[0]!.status).toBe('created');
        const webhook = await sendSignedWebhook(
          second.url,
          apiPaths.paymentWebhook,
          String(charge!.id),
          secret,
        );
        expect(webhook.status).toBe(200);
        const after = await snapshot(operation);
        expect(after.operation).toBe('reserved');
        expect(after.payments).toMatchObject([
          { status: 'approved', provider_payment_id: String(charge!.id) },
        ]);
        expect(after.unit).toEqual({ status: 'reserved', held_by: operation.code });
        // Delivered again, it changes nothing.
        expect(
          (await sendSignedWebhook(second.url, apiPaths.paymentWebhook, String(charge!.id), secret))
            .status,
        ).toBe(200);
        expect(await snapshot(operation)).toEqual(after);
      } finally {
        second.child.kill('SIGTERM');
        await exited(second.child);
      }
    }, 60_000);
  },
);
