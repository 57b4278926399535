/**
 * /health, /ready, /metrics, request IDs, and the drain on SIGTERM: the API runs as a child
 * process, 50 requests are held in flight until the drain has begun, and every one is
 * answered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@territorio/api-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createServer } from '../server';
import { startTestServer, type TestServer } from './helpers';
import { exited, outputSeen, spawnApi, type ChildApi } from './child-api';

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function server(env: Record<string, string> = {}): Promise<TestServer> {
  const started = await startTestServer({ API_BASE_PATH: '/api', ...env });
  cleanup.push(() => started.close());
  return started;
}

describe('health and readiness', () => {
  it('answers /health and /ready, also under API_BASE_PATH', async () => {
    const api = await server();
    for (const path of ['/health', '/api/health']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { status: 'ok' } });
    }
    for (const path of ['/ready', '/api/ready']) {
      const response = await fetch(`${api.url}${path}`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: { status: string; checks: unknown } };
      expect(body.data.status).toBe('ready');
      expect(body.data.checks).toMatchObject({
        database: 'ok',
        migrations: 'ok',
        workers: { 'payment-reconciler': true },
      });
    }
  });

  it('answers 503 naming the failing checks', async () => {
    const api = await server();
    api.server.context.workers.register('email-outbox', () => false);
    let response = await fetch(`${api.url}/ready`);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { data: { failing: string[] } }).data.failing).toEqual([
      'worker:email-outbox',
    ]);

    api.server.context.workers.register('email-outbox', () => true);
    await api.server.store.db.deleteFrom('kysely_migration' as never).execute();
    response = await fetch(`${api.url}/ready`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as {
      data: { failing: string[]; checks: { migrations: { pending: string[] } } };
    };
    expect(body.data.failing).toEqual(['migrations']);
    expect(body.data.checks.migrations.pending).toContain('001_initial');
  });
});

describe('metrics', () => {
  it('counts requests by route pattern, 429s, outbox rows and process metrics', async () => {
    const api = await server({ RATE_LIMIT_MAX: '2' });
    await fetch(`${api.url}/api/health`);
    await fetch(`${api.url}/api/ready?code=ZZZZ-9999`);
    // A form sent more often than its limit.
    for (let i = 0; i < 4; i += 1) {
      await fetch(`${api.url}/api${apiPaths.contact}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'A', lastname: 'B', telephone: '261 555-2150' }),
      });
    }
    await api.server.store.db
      .insertInto('outbox')
      .values({
        kind: 'payment',
        to_address: 'a@example.com',
        subject: 's',
        body: 'b',
        operation_code: null,
        transport: 'outbox',
        status: 'failed',
        file_path: null,
        error: 'x',
        created_at: new Date().toISOString(),
      } as never)
      .execute();
    api.server.context.metrics.paymentOutcome('approved');

    const response = await fetch(`${api.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/,
    );
    // The pattern, never the code in the URL.
    expect(text).not.toContain('ZZZZ-9999');
    expect(text).toContain(`rate_limit_refusals_total{route="/api${apiPaths.contact}"} 2`);
    expect(text).toContain(
      `http_requests_total{method="POST",route="/api${apiPaths.contact}",status="429"} 2`,
    );
    expect(text).toContain('outbox_messages{status="failed"} 1');
    expect(text).toContain('payments_outcomes_total{outcome="approved"} 1');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('asks for METRICS_TOKEN when it is set', async () => {
    const api = await server({ METRICS_TOKEN: 'scrape-secret' });
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${api.url}/api/metrics`, {
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(right.status).toBe(200);
  });
});

/** This machine's addresses other than loopback (the public interfaces a port could be on). */
function publicAddresses(): string[] {
  return Object.values(networkInterfaces()).flatMap((entries) =>
    (entries ?? [])
      .filter((entry) => !entry.internal && entry.family === 'IPv4')
      .map((entry) => entry.address),
  );
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('metrics access', () => {
  const production = { NODE_ENV: 'production', ALLOW_PAYMENT_SANDBOX: 'true' };

  it('refuses to start in production with neither METRICS_TOKEN nor METRICS_PORT', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/METRICS_TOKEN or METRICS_PORT is required/);
    expect(loadConfig({ ...production, METRICS_TOKEN: 'scrape-secret' }).metricsToken).toBe(
      'scrape-secret',
    );
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    // Development keeps /metrics open on the public port.
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      metricsToken: undefined,
      metricsPort: undefined,
    });
    expect(() => loadConfig({ METRICS_PORT: '8787' })).toThrow(/METRICS_PORT must differ/);
  });

  it('answers 401 without the bearer token in production, 200 with it', async () => {
    const api = await server({ ...production, METRICS_TOKEN: 'scrape-secret' });
    for (const path of ['/metrics', '/api/metrics']) {
      expect((await fetch(`${api.url}${path}`)).status).toBe(401);
      const wrong = await fetch(`${api.url}${path}`, {
        headers: { authorization: 'Bearer scrape-secre' },
      });
      expect(wrong.status).toBe(401);
      const right = await fetch(`${api.url}${path}`, {
        headers: { authorization: 'Bearer scrape-secret' },
      });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain('http_requests_total');
    }
  });

  it('serves METRICS_PORT on 127.0.0.1 only, and the public port answers 404', async () => {
    const api = await server({ ...production, METRICS_PORT: '0' });
    for (const path of ['/metrics', '/api/metrics']) {
      expect((await fetch(`${api.url}${path}`)).status).toBe(404);
    }
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    const bound = api.server.metricsApp?.server.address();
    if (!bound || typeof bound !== 'object') throw new Error('the metrics port is not listening');
    expect(bound.address).toBe('127.0.0.1');
    const response = await fetch(`http://127.0.0.1:${bound.port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('http_requests_total{method="GET",route="/health"');
    for (const address of publicAddresses()) {
      expect(await accepts(address, bound.port), address).toBe(false);
    }
  });
});

describe('request IDs', () => {
  it('echoes a sane x-request-id and replaces anything else', async () => {
    const api = await server();
    const kept = await fetch(`${api.url}/health`, { headers: { 'x-request-id': 'lb-1.a_B-9' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1.a_B-9');
    for (const bad of ['a b', 'x'.repeat(101), 'ñ', 'a\u0000']) {
      const response = await fetch(`${api.url}/health`, {
        headers: { 'x-request-id': encodeURIComponent(bad) === bad ? bad : `${bad}` },
      }).catch(() => undefined);
      if (!response) continue; // a header fetch refuses to send
      const id = response.headers.get('x-request-id');
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const generated = await fetch(`${api.url}/api/ready`);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

// ---------------------------------------------------------------- drain on SIGTERM

function startChild(env: Record<string, string>): Promise<ChildApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'territorio-drain-'));
  cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const { child, listening } = spawnApi(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      ...env,
    },
    'src/test/drain-entry.ts',
  );
  cleanup.push(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  return listening;
}

type Answer = { status: number; connection: string | undefined; body: string } | { error: string };

/** One request on a keep-alive agent; an error means the connection was cut. */
function get(url: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
        }),
      );
      response.on('error', (error) => resolve({ error: String(error) }));
    });
    req.on('error', (error) => resolve({ error: String(error) }));
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('answers 503 with Connection: close to a request that arrives during the drain', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'territorio-drain-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const config = loadConfig({ API_PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });
    const api = await createServer(config, { logger: false });
    let release!: () => void;
    api.app.get(
      '/test/hold',
      () => new Promise((resolve) => (release = () => resolve({ data: { ok: true } }))),
    );
    const url = await api.listen();
    const held = fetch(`${url}/test/hold`);
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    // A request whose headers are on their way when the drain starts (a connection with no
    // request started is idle, and closed at once): the server has read its first line.
    const accepted = new Promise<Socket>((resolve) => api.app.server.once('connection', resolve));
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    const serverSide = await accepted;
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n');
    await vi.waitFor(() => expect(serverSide.bytesRead).toBeGreaterThan(0));
    const closing = api.close({ timeoutMs: 5_000 });
    await vi.waitFor(() => expect(api.app.server.listening).toBe(false));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('\r\n');
    await ended;
    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    expect(raw.toLowerCase()).toContain('connection: close');
    release();
    const answer = await held;
    expect(answer.status).toBe(200);
    expect(answer.headers.get('connection')).toBe('close');
    expect(await closing).toEqual({ drained: true });
  });

  it('answers every request in flight on SIGTERM, refuses new ones with 503, exits 0', async () => {
    const { child, url } = await startChild({ SHUTDOWN_TIMEOUT_MS: '5000' });
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    cleanup.push(() => agent.destroy());
    // Warm keep-alive connections, so some of the slow requests reuse one.
    await Promise.all(Array.from({ length: 10 }, () => get(`${url}/health`, agent)));

    // Held until the drain has begun (the child's gate), so every answer comes during it,
    // however long the machine takes to send them or to stop.
    const arrived = outputSeen(child, /held request arrived/, 50);
    const inFlight = Array.from({ length: 50 }, (_, i) =>
      get(`${url}/test/held?ms=${(i % 5) * 50}`, agent),
    );
    await arrived;
    const started = Date.now();
    const draining = outputSeen(child, /draining/);
    child.kill('SIGTERM');
    await draining;
    // A new connection during the drain: fastify answers 503 until the listener is
    // closed, after which the connection is refused; both tell the balancer to go away.
    const late = await get(`${url}/health`, new Agent({ keepAlive: false }));
    child.kill('SIGUSR2');

    const answers = await Promise.all(inFlight);
    const code = await exited(child);
    const elapsed = Date.now() - started;

    const cut = answers.filter((answer) => 'error' in answer);
    expect(cut).toEqual([]);
    for (const answer of answers) {
      expect('status' in answer && [200, 503].includes(answer.status)).toBe(true);
    }
    expect(answers.filter((answer) => 'status' in answer && answer.status === 200).length).toBe(50);
    // Each keep-alive connection is closed after its answer.
    for (const answer of answers) {
      if ('status' in answer) expect(answer.connection).toBe('close');
    }
    if ('status' in late) {
      expect(late.status).toBe(503);
      expect(late.connection).toBe('close');
    } else {
      // Refused once the listener is closed; reset when it arrives while the listener
      // closes (before any request on it is read). Neither was served, or cut mid-answer.
      expect(late.error).toMatch(/ECONNREFUSED|ECONNRESET/);
    }
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(5000);
  }, 60_000);

  it('cuts what is still in flight at SHUTDOWN_TIMEOUT_MS and exits 1', async () => {
    const { child, url } = await startChild({ SHUTDOWN_TIMEOUT_MS: '500' });
    const agent = new Agent({ keepAlive: true });
    cleanup.push(() => agent.destroy());
    const arrived = outputSeen(child, /slow request arrived/);
    const pending = get(`${url}/test/slow?ms=10000`, agent);
    await arrived;
    const started = Date.now();
    child.kill('SIGTERM');
    const code = await exited(child);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(code).toBe(1);
    expect('error' in (await pending)).toBe(true);
  }, 60_000);
});
