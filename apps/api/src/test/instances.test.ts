/**
 * Several API instances on one PostgreSQL act as one service: three real processes
 * (`node --import tsx src/main.ts`, separate ports) share a schema created for the test
 * and an SMTP sink in this process. One unit is sold once whatever instance the buyers
 * use; the wrong-code limit is one limit; every acknowledged start gets its resume email
 * once even when an instance is killed (SIGKILL) mid-run; SIGTERM under load answers
 * every request in flight, and behind a balancer that follows /ready cuts none of 30
 * keep-alive clients' requests; /ready and /metrics answer on every instance.
 * Needs TEST_DATABASE_URL (CI sets it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  apiPaths,
  messages,
  operationSchema,
  stockUnitPath,
  type Operation,
} from '@territorio/api-client';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { cardForm, completePurchase, startBody, testDatabaseUrl } from './helpers';
import { fillForDeposit } from './payments-helpers';
import { startSmtpSink, type SinkMessage, type SmtpSink } from './smtp-sink';
import { eventually } from './eventually';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const wrongCodeLimit = 10;
/** The client address the wrong-code test claims (TRUST_PROXY=127.0.0.1), so the limit
 * it reaches does not block the other tests' code lookups (from 127.0.0.1). */
const guesser = '198.51.100.23';

/** What the test measured, printed at the end (the acceptance report). */
const figures: Record<string, unknown> = {};

type Instance = {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  child: ChildProcess | undefined;
  /** The last output of the child, for failure messages. */
  output: string;
  /** Whether a client (the "balancer") may send it requests. */
  up: boolean;
};

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls until `check` gives a value: instances and rows reach their state in their own time. */
function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  intervalMs = 100,
): Promise<T> {
  return eventually(check, { what, timeoutMs, intervalMs });
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/**
 * One HTTP exchange, on its own connection unless a keep-alive `agent` is given; `error`
 * when the connection failed or was cut.
 */
type Answer = { status: number; body: string } | { error: string };

function send(
  url: string,
  options: {
    method?: string;
    body?: unknown;
    headers?: Record<string, string>;
    agent?: Agent;
    /** Called once the whole request has been handed to the connection. */
    onWritten?: () => void;
  } = {},
): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent: options.agent ?? false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', (error) => resolve({ error: String(error) }));
        response.on('aborted', () => resolve({ error: 'response aborted' }));
      },
    );
    req.on('error', (error) => resolve({ error: String(error) }));
    if (options.onWritten) req.once('finish', options.onWritten);
    req.end(payload);
  });
}

function dataOf(answer: Answer): unknown {
  if ('error' in answer) throw new Error(`request failed: ${answer.error}`);
  return (JSON.parse(answer.body) as { data?: unknown }).data;
}

/** The text of a raw message: headers, then the body decoded (quoted-printable or base64). */
function messageText(message: SinkMessage): string {
  const raw = message.raw;
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  let decoded = body;
  if (encoding === 'quoted-printable') {
    decoded = Buffer.from(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
          String.fromCharCode(parseInt(hex, 16)),
        ),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    decoded = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return `${head}\n${decoded}`;
}

describe.skipIf(!testDatabaseUrl)(
  'three API instances on one PostgreSQL act as one service (TEST_DATABASE_URL)',
  () => {
    const schema = `test_instances_${randomBytes(4).toString('hex')}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'territorio-instances-'));
    const instances: Instance[] = [];
    let sink: SmtpSink;
    let admin: pg.Client;
    let databaseUrl: string;

    function childEnv(): NodeJS.ProcessEnv {
      return {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'warn',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Reservas <reservas@example.com>',
        OUTBOX_POLL_INTERVAL_MS: '200',
        OUTBOX_LEASE_MS: '2000',
        OUTBOX_RETRY_BASE_MS: '200',
        RATE_LIMIT_MAX: '100000',
        EMAIL_LIMIT_PER_ADDRESS: '0',
        WRONG_CODE_LIMIT: String(wrongCodeLimit),
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_TIMEOUT_MS: '15000',
        // As in production, shorter: /ready says 503 this long before connections close.
        DRAIN_DELAY_MS: '1000',
        PAYMENT_RECONCILE_INTERVAL_MS: '1000',
        CORS_ORIGINS: 'http://localhost:8080,http://localhost:8081',
        RESERVATION_ORIGIN: 'http://localhost:8081',
      };
    }

    /** Starts (or restarts) the instance's process and waits until /ready answers 200. */
    async function launch(instance: Instance): Promise<void> {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: appDir,
        env: { ...childEnv(), API_PORT: String(instance.port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      instance.child = child;
      instance.output = '';
      const keep = (chunk: Buffer) => {
        instance.output = (instance.output + chunk.toString()).slice(-8_000);
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      await until(
        `${instance.name} ready`,
        async () => {
          if (child.exitCode !== null || child.signalCode !== null) {
            throw new Error(`${instance.name} exited at start:\n${instance.output}`);
          }
          const answer = await send(`${instance.url}/ready`);
          return 'status' in answer && answer.status === 200 ? true : undefined;
        },
        45_000,
        150,
      );
      instance.up = true;
    }

    beforeAll(async () => {
      databaseUrl = `${testDatabaseUrl!}${testDatabaseUrl!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
      admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      sink = await startSmtpSink();
      for (const name of ['A', 'B', 'C']) {
        const port = await freePort();
        instances.push({
          name,
          port,
          url: `http://127.0.0.1:${port}`,
          child: undefined,
          output: '',
          up: false,
        });
      }
      // The first one migrates and seeds the empty schema; the others start side by side.
      await launch(instances[0]!);
      await Promise.all(instances.slice(1).map((instance) => launch(instance)));
    }, 120_000);

    afterAll(async () => {
      for (const instance of instances) {
        const child = instance.child;
        if (child && child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited(child);
        }
      }
      await sink?.close();
      if (admin) {
        await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (Object.keys(figures).length > 0) {
        console.info(`[instances] figures: ${JSON.stringify(figures, null, 2)}`);
      }
    }, 60_000);

    /** A poster bound to one instance, for the payment helpers. */
    const poster = (instance: Instance) => async (path: string, body: unknown) =>
      fetch(`${instance.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const soldUnit = seedData.stock.find((unit) => unit.brand_id === 1)!;

    it('sells one unit once: 20 buyers on three instances, one approved, 19 get 409', async () => {
      const buyers = 20;
      const operations: Operation[] = await Promise.all(
        Array.from({ length: buyers }, async (_, index) => {
          const started = await send(`${instances[index % 3]!.url}${apiPaths.dealershipStart}`, {
            body: startBody(soldUnit, { email: `buyer${index}@example.com` }),
          });
          expect('status' in started && started.status).toBe(201);
          // Personal data and cash through another instance.
          return fillForDeposit(
            poster(instances[(index + 1) % 3]!),
            operationSchema.parse(dataOf(started)),
          );
        }),
      );
      // Everyone pays at once, through a third instance.
      const answers = await Promise.all(
        operations.map((operation, index) =>
          send(`${instances[(index + 2) % 3]!.url}${apiPaths.paymentSandbox}`, {
            body: cardForm(operation.purchase.transaction.code, 'APRO'),
          }),
        ),
      );
      const statuses = answers.map((answer) => ('status' in answer ? answer.status : answer.error));
      const approved = answers.filter(
        (answer) =>
          'status' in answer &&
          answer.status === 200 &&
          (JSON.parse(answer.body) as { data: { status: string } }).data.status === 'approved',
      );
      const refused = answers.filter(
        (answer) =>
          'status' in answer &&
          answer.status === 409 &&
          (JSON.parse(answer.body) as { error: { message: string } }).error.message ===
            messages.vehicleUnavailable,
      );
      figures.payments = {
        buyers,
        approved: approved.length,
        vehicleUnavailable409: refused.length,
        status5xx: statuses.filter((status) => typeof status === 'number' && status >= 500).length,
        statuses: statuses.reduce<Record<string, number>>(
          (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
          {},
        ),
      };
      expect(statuses.filter((status) => typeof status !== 'number' || status >= 500)).toEqual([]);
      expect(approved).toHaveLength(1);
      expect(refused).toHaveLength(buyers - 1);

      // The database agrees: one payment, one reserved operation, the unit reserved for it.
      const payments = await admin.query<{ status: string; operation_code: string }>(
        `select status, operation_code from ${schema}.payments`,
      );
      expect(payments.rows).toHaveLength(1);
      expect(payments.rows[0]!.status).toBe('approved');
      const unit = await admin.query<{ status: string; held_by: string | null }>(
        `select status, held_by from ${schema}.stock_units where id = $1`,
        [soldUnit.id],
      );
      expect(unit.rows[0]).toEqual({
        status: 'reserved',
        held_by: payments.rows[0]!.operation_code,
      });
    }, 60_000);

    it(`holds the wrong-code limit across instances: 30 concurrent wrong codes, at most ${wrongCodeLimit} answered 404`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          send(`${instances[index % 3]!.url}${apiPaths.dealershipUpdate}`, {
            body: { code: `WRONG${String(index).padStart(2, '0')}CODE0` },
            headers: { 'x-forwarded-for': guesser },
          }),
        ),
      );
      const counts: Record<string, number> = {};
      for (const answer of answers) {
        const key = 'status' in answer ? String(answer.status) : 'error';
        counts[key] = (counts[key] ?? 0) + 1;
      }
      figures.wrongCodes = { sent: 30, limit: wrongCodeLimit, answers: counts };
      expect(Object.keys(counts).sort()).toEqual(['404', '429']);
      // At most the limit (exactly it: the first ten counted are answered 404).
      expect(counts['404']).toBe(wrongCodeLimit);
      expect(counts['404']! + counts['429']!).toBe(30);
      // Once reached, the limit answers on every instance, right codes included.
      const [operation] = (
        await admin.query<{ code: string }>(`select code from ${schema}.operations limit 1`)
      ).rows;
      for (const instance of instances) {
        const answer = await send(`${instance.url}${apiPaths.dealershipStart}`, {
          body: { code: operation!.code },
          headers: { 'x-forwarded-for': guesser },
        });
        expect('status' in answer && answer.status).toBe(429);
      }
    }, 30_000);

    it('emails every acknowledged start exactly once while an instance is killed (SIGKILL) and restarted', async () => {
      const victim = instances[2]!;
      const units = seedData.stock.filter((unit) => unit.id !== soldUnit.id);
      const acknowledged = new Map<string, string>(); // code -> instance name
      const failures: string[] = [];
      let attempted = 0;
      let turn = 0;
      // A slow SMTP answer keeps each worker's message 'sending' for a while, so the kill
      // very likely catches one of the victim's claims: another instance takes it over when
      // its lease (OUTBOX_LEASE_MS) runs out.
      sink.setDelay(25);

      async function startOne(index: number): Promise<void> {
        const live = instances.filter((instance) => instance.up);
        const instance = live[turn++ % live.length]!;
        const unit = units[index % units.length]!;
        const answer = await send(`${instance.url}${apiPaths.dealershipStart}`, {
          body: startBody(unit, { email: `start${index}@example.com` }),
        });
        if ('status' in answer && answer.status === 201) {
          const code = (dataOf(answer) as { code: string }).code;
          acknowledged.set(code, instance.name);
        } else {
          failures.push(
            `${instance.name}: ${'status' in answer ? `${answer.status} ${answer.body}` : answer.error}`,
          );
        }
      }

      /** Runs starts [from, to) with `concurrency` in flight; `onAck` after each. */
      async function run(from: number, to: number, concurrency: number, onEach?: () => void) {
        let next = from;
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < to) {
              const index = next++;
              attempted += 1;
              await startOne(index);
              onEach?.();
            }
          }),
        );
      }

      // Phase 1: 60 starts on the three; the victim dies (SIGKILL) after the 30th answer,
      // with starts in flight on it and its outbox worker sending.
      let killed: Promise<unknown> | undefined;
      await run(0, 60, 6, () => {
        if (!killed && acknowledged.size >= 30) {
          victim.up = false;
          victim.child!.kill('SIGKILL');
          killed = exited(victim.child!);
        }
      });
      expect(killed).toBeDefined();
      const death = (await killed) as { signal: string | null };
      expect(death.signal).toBe('SIGKILL');
      const failuresAtKill = failures.length;
      // Phase 2: the victim restarts (same port) while starts go on on the other two,
      // then 60 more starts on all three.
      const restart = launch(victim);
      await run(60, 70, 4);
      await restart;
      await run(70, 120, 6);
      expect(attempted).toBe(120);
      const byRestarted = [...acknowledged.values()].filter((name) => name === victim.name);
      expect(byRestarted.length).toBeGreaterThan(0);

      // Every email is out: the acknowledged codes are all in the sink, and no row of the
      // outbox is still queued or being sent (a resend after the crash would come from one).
      const codes = [...acknowledged.keys()];
      const textOf = new Map<SinkMessage, string>();
      const text = (message: SinkMessage) => {
        let value = textOf.get(message);
        if (value === undefined) {
          value = messageText(message);
          textOf.set(message, value);
        }
        return value;
      };
      await until(
        'every resume email delivered and the outbox settled',
        async () => {
          const pending = await admin.query<{ count: string }>(
            `select count(*) from ${schema}.outbox where status in ('queued', 'sending')`,
          );
          if (Number(pending.rows[0]!.count) > 0) return undefined;
          const all = sink.received.map(text).join('\n');
          return codes.every((code) => all.includes(code)) ? true : undefined;
        },
        40_000,
        200,
      );

      sink.setDelay(0);
      const perCode = new Map<string, SinkMessage[]>();
      for (const message of sink.received) {
        const body = text(message);
        for (const code of codes) {
          if (body.includes(code)) perCode.set(code, [...(perCode.get(code) ?? []), message]);
        }
      }
      const deliveries = codes.map((code) => perCode.get(code)?.length ?? 0);
      const duplicated = codes.filter((code) => (perCode.get(code)?.length ?? 0) > 1);
      const uniqueIds = codes.map((code) => new Set(perCode.get(code)?.map((m) => m.messageId)));
      const rows = await admin.query<{ status: string; count: string }>(
        `select status, count(*) from ${schema}.outbox where kind = 'resume' group by status`,
      );
      const retried = await admin.query<{ count: string }>(
        `select count(*) from ${schema}.outbox where kind = 'resume' and attempts > 1`,
      );
      figures.startsAndEmails = {
        attempted,
        acknowledged201: codes.length,
        acknowledgedByRestartedInstance: byRestarted.length,
        notAcknowledged: failures.length,
        notAcknowledgedAroundTheKill: failuresAtKill,
        failureSamples: failures.slice(0, 5),
        emailsReceivedForAcknowledged: deliveries.reduce((sum, count) => sum + count, 0),
        codesWithoutEmail: deliveries.filter((count) => count === 0).length,
        codesWithMoreThanOneDelivery: duplicated.length,
        duplicatesHadSameMessageId: duplicated.every(
          (code) => new Set(perCode.get(code)!.map((m) => m.messageId)).size === 1,
        ),
        sinkRawDeliveriesTotal: sink.received.length,
        outboxRowsTakenOverAfterTheKill: Number(retried.rows[0]!.count),
        outboxResumeRows: Object.fromEntries(
          rows.rows.map((row) => [row.status, Number(row.count)]),
        ),
      };
      // Exactly one message per acknowledged start. A crash between the SMTP server's 250
      // and the row's 'sent' may resend it, as the same message (same Message-ID), which a
      // receiver drops: counted above and allowed only in that form.
      expect(deliveries.filter((count) => count === 0)).toEqual([]);
      for (const ids of uniqueIds) expect(ids.size).toBe(1);
      expect(
        Number(rows.rows.find((row) => row.status === 'sent')?.count ?? 0),
      ).toBeGreaterThanOrEqual(codes.length);
      expect(rows.rows.filter((row) => row.status !== 'sent')).toEqual([]);
    }, 90_000);

    it('answers /ready and /metrics on every instance', async () => {
      const seen: Record<string, { ready: number; metrics: number }> = {};
      for (const instance of instances) {
        const ready = await send(`${instance.url}/ready`);
        const metrics = await send(`${instance.url}/metrics`);
        expect('status' in ready && ready.status).toBe(200);
        expect('status' in metrics && metrics.status).toBe(200);
        expect((metrics as { body: string }).body).toContain('http_requests_total');
        expect(JSON.parse((ready as { body: string }).body)).toMatchObject({
          data: { status: 'ready' },
        });
        seen[instance.name] = {
          ready: (ready as { status: number }).status,
          metrics: (metrics as { status: number }).status,
        };
      }
      figures.readyAndMetrics = seen;
    }, 30_000);

    it('SIGTERM under load: ~60 requests in flight are all answered (2xx or 503), exit 0', async () => {
      const target = instances[0]!;
      const operations = (
        await admin.query<{ code: string }>(
          `select code from ${schema}.operations where status = 'open' order by created_at, code limit 30`,
        )
      ).rows.map((row) => row.code);
      expect(operations).toHaveLength(30);
      const units = seedData.stock.filter((unit) => unit.id !== soldUnit.id).slice(0, 30);

      // Hold the tables the requests need, so that they are all still in flight when the
      // signal comes (pool connections waiting on the lock, the rest waiting for one).
      const holder = new pg.Client({ connectionString: testDatabaseUrl });
      await holder.connect();
      await holder.query('begin');
      await holder.query(
        `lock table ${schema}.stock_units, ${schema}.operations in access exclusive mode`,
      );
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await holder.query('commit');
        await holder.end();
      };
      try {
        let answered = 0;
        let written = 0;
        const total = operations.length + units.length;
        let allWritten = () => {};
        const everyRequestWritten = new Promise<void>((resolve) => (allWritten = resolve));
        const onWritten = () => {
          written += 1;
          if (written === total) allWritten();
        };
        const requests = [
          ...operations.map((code) =>
            send(`${target.url}${apiPaths.dealershipUpdate}`, {
              body: { code, purchase: completePurchase },
              onWritten,
            }),
          ),
          ...units.map((unit) =>
            send(`${target.url}${stockUnitPath(unit.brand_id, unit.id)}`, { onWritten }),
          ),
        ].map((pending) =>
          pending.then((answer) => {
            answered += 1;
            return answer;
          }),
        );
        // Wait until the instance's connections are blocked on the lock.
        await until(
          'requests blocked on the lock',
          async () => {
            const waiting = await admin.query<{ count: string }>(
              `select count(*) from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
            );
            return Number(waiting.rows[0]!.count) >= 5 ? true : undefined;
          },
          15_000,
          50,
        );
        // Every request is on its connection; then one more, sent after all of them. The
        // instance reads its connections in one event loop as their bytes arrive, so once it
        // has answered that one it has read every request before it: each is in flight.
        await everyRequestWritten;
        const last = await send(`${target.url}/health`);
        expect('status' in last && last.status).toBe(200);
        const inFlightAtSignal = requests.length - answered;
        const child = target.child!;
        target.up = false;
        child.kill('SIGTERM');
        // Once the instance refuses new requests (503, or a closed listener) the drain has
        // begun: then the requests in flight are let through.
        await until(
          'the drain to begin',
          async () => {
            const answer = await send(`${target.url}/health`);
            return 'error' in answer || answer.status === 503 ? true : undefined;
          },
          10_000,
          20,
        );
        await release();
        const answers = await Promise.all(requests);
        const exit = await exited(child);

        const cut = answers.filter((answer) => 'error' in answer);
        const statuses: Record<string, number> = {};
        for (const answer of answers) {
          const key = 'status' in answer ? String(answer.status) : 'error';
          statuses[key] = (statuses[key] ?? 0) + 1;
        }
        figures.sigterm = {
          requests: requests.length,
          inFlightAtSignal,
          statuses,
          cut: cut.length,
          exit,
        };
        expect(inFlightAtSignal).toBeGreaterThanOrEqual(50);
        expect(cut).toEqual([]);
        for (const answer of answers) {
          const status = (answer as { status: number }).status;
          expect(status === 503 || (status >= 200 && status < 300)).toBe(true);
        }
        expect(exit).toEqual({ code: 0, signal: null });
      } finally {
        await release();
      }
    }, 60_000);
    it('SIGTERM under steady load behind a balancer that follows /ready: no request is cut', async () => {
      const target = instances[2]!;
      // The balancer: round robin over the instances whose /ready answered 200 last, asked
      // every 100 ms (balancers ask every few seconds; DRAIN_DELAY_MS covers that).
      const routable = new Set(instances.filter((instance) => instance.up));
      const pollReady = async () => {
        await Promise.all(
          instances.map(async (instance) => {
            const answer = await send(`${instance.url}/ready`);
            if ('status' in answer && answer.status === 200) routable.add(instance);
            else routable.delete(instance);
          }),
        );
      };
      const poller = setInterval(() => void pollReady(), 100);
      let turn = 0;
      const pick = () => {
        const list = [...routable];
        return list[turn++ % list.length]!;
      };
      const path = apiPaths.parameters;
      let running = true;
      const statuses: Record<string, number> = {};
      const cut: string[] = [];
      // 30 clients, each keeping its connections open (one keep-alive agent per client).
      const clients = Array.from({ length: 30 }, async () => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        while (running) {
          const answer = await send(`${pick().url}${path}`, { agent });
          if ('error' in answer) cut.push(answer.error);
          const key = 'status' in answer ? String(answer.status) : 'error';
          statuses[key] = (statuses[key] ?? 0) + 1;
        }
        agent.destroy();
      });
      try {
        await until('steady load', () => ((statuses['200'] ?? 0) > 300 ? true : undefined), 30_000);
        const child = target.child!;
        target.up = false;
        child.kill('SIGTERM');
        const exit = await exited(child);
        // The others go on serving the same clients.
        const served = statuses['200'] ?? 0;
        await until(
          'load after the exit',
          () => ((statuses['200'] ?? 0) > served + 300 ? true : undefined),
          30_000,
        );
        running = false;
        await Promise.all(clients);
        figures.sigtermBehindBalancer = { clients: 30, statuses, cut: cut.length, exit };
        expect(cut).toEqual([]);
        expect(Object.keys(statuses)).toEqual(['200']);
        expect(exit).toEqual({ code: 0, signal: null });
      } finally {
        running = false;
        clearInterval(poller);
      }
    }, 90_000);
  },
);
