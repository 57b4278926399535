/**
 * Access log lines, request IDs, and the drain: 50 slow answers of the app are in flight
 * when the server is closed, and every one is answered; a request arriving meanwhile gets
 * 503; with a delay, /ready says 503 at once while the server serves as before.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serveApp } from './app';
import type { AccessLogLine } from './index';

const root = mkdtempSync(join(tmpdir(), 'server-kit-drain-'));
writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The app's answers so far to /slow requests that have arrived. */
let slowArrived = 0;

/** /held requests wait for this gate: the test opens it once the drain has begun. */
let openGate: () => void = () => undefined;
let gate = Promise.resolve();
function closeGate() {
  gate = new Promise((resolve) => {
    openGate = resolve;
  });
}

async function start(lines: AccessLogLine[] = [], drainDelayMs = 0) {
  return serveApp({
    drainDelayMs,
    root,
    port: 0,
    host: '127.0.0.1',
    logger: (line) => lines.push(line),
    // An app that answers after `?ms=` milliseconds (a slow page, not a wait of the test).
    app: async (request) => {
      const url = new URL(request.url);
      if (url.pathname === '/slow' || url.pathname === '/held') slowArrived += 1;
      if (url.pathname === '/held') await gate;
      const ms = Number(url.searchParams.get('ms') ?? 0);
      await sleep(ms);
      return new Response(`<!doctype html><title>${ms}</title>${'<p>Polo</p>'.repeat(200)}`, {
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    },
  });
}

type Answer = { status: number; connection: string | undefined } | { error: string };

function get(url: string, agent: Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
      response.on('error', (error) => resolve({ error: String(error) }));
    });
    req.on('error', (error) => resolve({ error: String(error) }));
    req.end();
  });
}

describe('access log and request IDs', () => {
  it('logs one line per request without the query string, and echoes a sane request ID', async () => {
    const lines: AccessLogLine[] = [];
    const { url, close } = await start(lines);
    const kept = await fetch(`${url}/autos?code=SECRET-1`, {
      headers: { 'x-request-id': 'edge-42.a_b' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-42.a_b');
    const body = await kept.text();
    const replaced = await fetch(`${url}/favicon.svg`, {
      headers: { 'x-request-id': 'x'.repeat(101) },
    });
    await replaced.arrayBuffer();
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      requestId: 'edge-42.a_b',
      method: 'GET',
      path: '/autos',
      status: 200,
    });
    // The bytes sent: headers and the page compressed, as fetch asked for it.
    expect(lines[0]!.bytes).toBeGreaterThan(0);
    expect(lines[0]!.bytes).toBeLessThan(Buffer.byteLength(body) / 4);
    expect(typeof lines[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('SECRET');
    expect(lines[1]!.requestId).toBe(replaced.headers.get('x-request-id'));
  });
});

describe('graceful close', () => {
  it('answers every request in flight, closes their connections, refuses new ones with 503', async () => {
    const lines: AccessLogLine[] = [];
    const { url, close, app } = await start(lines);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    await Promise.all(Array.from({ length: 10 }, () => get(`${url}/warm`, agent)));
    slowArrived = 0;
    closeGate();
    const inFlight = Array.from({ length: 50 }, () => get(`${url}/held`, agent));
    // A request whose headers are on their way when the drain starts: the server has read
    // its first line (a connection with no request started is idle, and closed at once).
    const accepted = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    const serverSide = await accepted;
    socket.write('GET /late HTTP/1.1\r\nHost: localhost\r\n');
    await vi.waitFor(() => expect(serverSide.bytesRead).toBeGreaterThan(0));
    // Every held request has reached the app (a busy machine may take a while to send them).
    await vi.waitFor(() => expect(slowArrived).toBe(50), { timeout: 10_000 });

    const started = Date.now();
    const closing = close(5_000);
    await vi.waitFor(() => expect(app.server.listening).toBe(false));
    // The app answers them only now, while the server drains.
    openGate();
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write('\r\n');
    await ended;

    const answers = await Promise.all(inFlight);
    expect(await closing).toEqual({ drained: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answers.filter((answer) => 'error' in answer)).toEqual([]);
    for (const answer of answers) expect(answer).toEqual({ status: 200, connection: 'close' });
    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    expect(raw.toLowerCase()).toContain('connection: close');
    expect(lines.filter((line) => line.path === '/late').map((line) => line.status)).toEqual([503]);
    agent.destroy();
  });

  it('says it is stopping on /ready at once, and serves as before until its delay ends', async () => {
    const { url, close, app } = await start([], 400);
    const agent = new Agent({ keepAlive: true });
    expect(await get(`${url}/ready`, agent)).toMatchObject({ status: 200 });
    const closing = close(5_000);
    expect(await get(`${url}/ready`, agent)).toMatchObject({ status: 503 });
    // A balancer still sending requests meanwhile has them answered, the connection kept.
    expect(await get(`${url}/page`, agent)).toEqual({ status: 200, connection: 'keep-alive' });
    expect(app.server.listening).toBe(true);
    expect(await closing).toEqual({ drained: true });
    expect(app.server.listening).toBe(false);
    agent.destroy();
  });

  it('behind a balancer that follows /ready, stopping one of two servers cuts no request', async () => {
    const servers = [await start([], 300), await start([], 300)];
    const routable = new Set(servers);
    const probe = new Agent({ keepAlive: false });
    const poller = setInterval(() => {
      for (const server of servers) {
        void get(`${server.url}/ready`, probe).then((answer) => {
          if ('status' in answer && answer.status === 200) routable.add(server);
          else routable.delete(server);
        });
      }
    }, 50);
    let turn = 0;
    let running = true;
    const statuses: Record<string, number> = {};
    const cut: string[] = [];
    // 10 clients, each keeping its connections open.
    const clients = Array.from({ length: 10 }, async () => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      while (running) {
        const list = [...routable];
        const answer = await get(`${list[turn++ % list.length]!.url}/page`, agent);
        if ('error' in answer) cut.push(answer.error);
        const key = 'status' in answer ? String(answer.status) : 'error';
        statuses[key] = (statuses[key] ?? 0) + 1;
      }
      agent.destroy();
    });
    await vi.waitFor(() => expect(statuses['200'] ?? 0).toBeGreaterThan(100), { timeout: 10_000 });
    expect(await servers[0]!.close(5_000)).toEqual({ drained: true });
    const served = statuses['200'] ?? 0;
    await vi.waitFor(() => expect(statuses['200'] ?? 0).toBeGreaterThan(served + 100), {
      timeout: 10_000,
    });
    running = false;
    await Promise.all(clients);
    clearInterval(poller);
    probe.destroy();
    await servers[1]!.close(1_000);
    expect(cut).toEqual([]);
    expect(Object.keys(statuses)).toEqual(['200']);
  }, 30_000);

  it('cuts what is still in flight after the timeout', async () => {
    const { url, close } = await start();
    const agent = new Agent({ keepAlive: true });
    slowArrived = 0;
    const pending = get(`${url}/slow?ms=5000`, agent);
    await vi.waitFor(() => expect(slowArrived).toBe(1));
    const started = Date.now();
    expect(await close(300)).toEqual({ drained: false });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect('error' in (await pending)).toBe(true);
    agent.destroy();
  });
});
