/**
 * `pnpm bench` (root: `pnpm bench:api`): the API under load, in one table.
 *
 * Scenarios, each at a fixed number of requests in flight (--connections=50,200):
 * - catalogue reads: each connection loops over families, stock and offers GETs of the
 *   four brands (and, as a reference, a bare node:http handler answering fixed JSON bytes);
 * - the reservation write path: each connection loops over POST dealership/start (a new
 *   operation, a distinct email address each time) then POST dealership/update (personal
 *   data and a cash amount) on the operation it just started;
 * - the stock search: each connection loops over eight searches of every brand and site,
 *   each with three filters and a sort, on 5,000 available units (the deployment's database
 *   is topped up with db/add-stock.ts just before this scenario);
 * - the stock search, every search new (`stock-new`): the same eight, each request with a
 *   maximum price of its own, so no answer is one the instance made before (a visitor's
 *   first search after a reservation changed the stock).
 *
 * Deployments: one instance on SQLite (the embedded default, a temporary file), one
 * instance on PostgreSQL and three instances on the same PostgreSQL (round-robin: one
 * autocannon run with the three URLs spreads the connections over them, and its latency
 * histogram covers them all). PostgreSQL needs --pg=postgres://... (or BENCH_DATABASE_URL);
 * each deployment gets a fresh schema, dropped afterwards. Every server is a child process
 * with the production configuration (request logging included, to /dev/null).
 *
 * Limits: the bench is one client machine, so the per-client and per-address limits would
 * answer 429 after a few writes. They are raised (RATE_LIMIT_MAX and EMAIL_LIMIT_PER_ADDRESS
 * at 1e9: their database upserts still run on every request), and each connection sends its
 * own X-Forwarded-For address (TRUST_PROXY=127.0.0.1), as clients behind a proxy do, so each
 * client has its own counter rows rather than all sharing one.
 *
 * Output: a Markdown table (machine, Node, date) printed and written to
 * bench-results/api-<date>.md at the repository root.
 * Options: --duration=10 (seconds per cell), --connections=50,200, --only=sqlite,pg1,pg3,
 * --scenarios=reads,writes,stock,stock-new, --pg=URL, --timeout=30 (seconds before autocannon gives up on a
 * request; counted as an error), --server-log=file (the servers' logs, appended; default
 * /dev/null).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { apiPaths, brandEndpoints, stockSearchParams } from '@territorio/api-client';
import autocannon, { type Options, type Request, type Result } from 'autocannon';
import pg from 'pg';
import { appRoot, loadConfig } from './config';
import { addStockUnits } from './db/add-stock';
import { createServer, type ApiServer } from './server';

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return (
    process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length) ?? fallback
  );
}

/** What the bench sets on every API instance, and prints with the results. */
const benchEnv = {
  RATE_LIMIT_MAX: '1000000000',
  EMAIL_LIMIT_PER_ADDRESS: '1000000000',
  TRUST_PROXY: '127.0.0.1',
} as const;

/** Child mode: serve, and send the address to the parent. */
async function serve(kind: string): Promise<void> {
  if (kind === 'api') {
    const dataDir = mkdtempSync(join(tmpdir(), 'territorio-bench-'));
    const schema = process.env.BENCH_PG_SCHEMA;
    // The production configuration (request logging included) on a temporary database.
    const server = await createServer(
      loadConfig({
        ...process.env,
        ...benchEnv,
        API_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      }),
      schema ? { database: { schema } } : {},
    );
    const address = await server.listen();
    process.on('SIGTERM', () => {
      void server.close().finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    });
    // The parent asks for the CPU time spent so far and the event loop's delays since the
    // last ask: they say whether the server or the machine sets the latency.
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    process.on('message', (message: { stock?: number }) => {
      if (message.stock === undefined) return;
      void topUpStock(server, message.stock).then((units) => process.send?.({ stocked: units }));
    });
    process.on('message', (message: { stats?: boolean }) => {
      if (!message.stats) return;
      const cpu = process.cpuUsage();
      process.send?.({
        stats: {
          cpuMs: (cpu.user + cpu.system) / 1000,
          loopP99Ms: loop.percentile(99) / 1e6,
          loopMaxMs: loop.max / 1e6,
        },
      });
      loop.reset();
    });
    process.send?.({ url: address });
    return;
  }
  const payload = Buffer.from(process.env.BENCH_PAYLOAD ?? '{"data":[]}');
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': payload.length,
    });
    response.end(payload);
  });
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    process.send?.({ url: `http://127.0.0.1:${port}` });
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

/** Adds available units until there are `units`; answers how many there are. */
async function topUpStock(server: ApiServer, units: number): Promise<number> {
  const row = await server.store.db
    .selectFrom('stock_units')
    .select((eb) => eb.fn.countAll<number | string>().as('units'))
    .where('status', '=', 'available')
    .executeTakeFirstOrThrow();
  const missing = units - Number(row.units);
  if (missing > 0) await addStockUnits(server.store, missing);
  return Math.max(units, Number(row.units));
}

type Child = { child: ChildProcess; url: string };

const serverLog = option('server-log', '');

function startChild(kind: 'api' | 'bare', env: Record<string, string> = {}): Promise<Child> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), `--serve=${kind}`],
    // Logs go to /dev/null: written (the production cost) but not read by the load generator.
    // --server-log=file keeps them (one JSON line per write request, with its `ms`).
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', serverLog ? openSync(serverLog, 'a') : 'ignore', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolvePromise, reject) => {
    child.on('message', (message: { url?: string }) => {
      if (message.url) resolvePromise({ child, url: message.url });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

type Stats = { cpuMs: number; loopP99Ms: number; loopMaxMs: number };

function statsOf({ child }: Child): Promise<Stats> {
  return new Promise((resolvePromise) => {
    const listener = (message: { stats?: Stats }) => {
      if (!message.stats) return;
      child.off('message', listener);
      resolvePromise(message.stats);
    };
    child.on('message', listener);
    child.send({ stats: true });
  });
}

/** Runs `measure` and answers the instances' CPU time and event-loop delays during it. */
async function withStats<T>(
  children: Child[],
  measure: () => Promise<T>,
): Promise<{ result: T; cpuMs: number; loopP99Ms: number; loopMaxMs: number }> {
  const before = await Promise.all(children.map(statsOf));
  const result = await measure();
  const after = await Promise.all(children.map(statsOf));
  return {
    result,
    cpuMs: after.reduce((sum, stats, index) => sum + stats.cpuMs - before[index]!.cpuMs, 0),
    loopP99Ms: Math.max(...after.map((stats) => stats.loopP99Ms)),
    loopMaxMs: Math.max(...after.map((stats) => stats.loopMaxMs)),
  };
}

function stopChildren(children: Child[]): Promise<void> {
  return Promise.all(
    children.map(
      ({ child }) =>
        new Promise<void>((resolvePromise) => {
          if (child.exitCode !== null) return resolvePromise();
          child.once('exit', () => resolvePromise());
          child.kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}

// ---------------------------------------------------------------- scenarios

const catalogueBrands = [1, 2, 4, 6] as const;

function readRequests(): Request[] {
  return catalogueBrands.flatMap((brand) => [
    { method: 'GET', path: brandEndpoints[brand].family },
    { method: 'GET', path: brandEndpoints[brand].stock },
    { method: 'GET', path: brandEndpoints[brand].offer },
  ]);
}

type WriteContext = { client?: string; code?: string | undefined };

let clientCount = 0;
let startCount = 0;
const runId = randomBytes(3).toString('hex');

/** A client address per connection, sent as X-Forwarded-For (the API trusts 127.0.0.1). */
function clientOf(context: WriteContext): string {
  if (!context.client) {
    clientCount += 1;
    context.client = `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
  }
  return context.client;
}

type Unit = {
  id: number;
  brand_id: number;
  model: string;
  chassis: string;
  family: string;
  family_id: number;
};

function writeRequests(unit: Unit): Request[] {
  const json = { 'content-type': 'application/json' };
  return [
    {
      method: 'POST',
      path: apiPaths.dealershipStart,
      setupRequest: (request, raw) => {
        const context = raw as WriteContext;
        startCount += 1;
        context.code = undefined;
        return {
          ...request,
          headers: { ...json, 'x-forwarded-for': clientOf(context) },
          body: JSON.stringify({
            email: `bench-${runId}-${startCount}@example.com`,
            stock_id: unit.id,
            model: unit.model,
            brand_id: unit.brand_id,
            chassis: unit.chassis,
            family: unit.family,
            family_id: unit.family_id,
            fullprice: 0,
          }),
        };
      },
      onResponse: (status, body, raw) => {
        const context = raw as WriteContext;
        if (status === 201)
          context.code = (JSON.parse(body) as { data: { code: string } }).data.code;
      },
    },
    {
      method: 'POST',
      path: apiPaths.dealershipUpdate,
      setupRequest: (request, raw) => {
        const context = raw as WriteContext;
        // No operation to update when the start failed: begin the loop again.
        if (!context.code) return null;
        return {
          ...request,
          headers: { ...json, 'x-forwarded-for': clientOf(context) },
          body: JSON.stringify({
            code: context.code,
            purchase: {
              name: 'Ana',
              lastname: 'Gómez',
              dni: '30123456',
              telephone: '261 555-2150',
              birthdate: '1990-05-17',
              marital_status_id: 2,
              email: 'ana@example.com',
            },
            cash_amount: 1_000_000,
          }),
        };
      },
    },
  ];
}

/** Available units the stock search scenario runs on. */
const benchStockUnits = 5000;

/** Searches a visitor makes: three filters and a sort each, over every brand and site. */
const stockSearches = [
  'marca=volkswagen&sucursal=godoy-cruz&precio_max=40000000&orden=precio',
  'marca=chevrolet&cuota_max=800000&descuento=si&orden=descuento',
  'familia=polo&familia=t-cross&sucursal=san-rafael&precio_min=25000000&orden=-precio',
  'marca=nissan&color=blanco-perla&precio_max=60000000&orden=recientes',
  'sucursal=san-juan&precio_min=30000000&cuota_max=1000000&orden=precio',
  'marca=volkswagen&marca=chevrolet&sucursal=godoy-cruz&descuento=si&orden=descuento',
  'familia=amarok&sucursal=godoy-cruz&precio_max=80000000&orden=-precio',
  `marca=baic&color=${encodeURIComponent('gris-montaña')}&precio_max=50000000&orden=recientes`,
];

function stockRequests(): Request[] {
  return stockSearches.map((search) => ({
    method: 'GET',
    path: `${apiPaths.stockSearch}?${search}`,
  }));
}

/** The same searches, each request with a maximum price no request before it had. */
function newStockRequests(): Request[] {
  let next = 0;
  return stockSearches.map((search) => ({
    method: 'GET',
    setupRequest: (request: Request) => {
      next += 1;
      const query = new URLSearchParams(search);
      query.set(stockSearchParams.priceMax, String(90_000_000 + next));
      return { ...request, path: `${apiPaths.stockSearch}?${query.toString()}` };
    },
  }));
}

/** Tops the first instance's database up to the scenario's units (the others share it). */
function stockUp({ child }: Child): Promise<number> {
  return new Promise((resolvePromise) => {
    const listener = (message: { stocked?: number }) => {
      if (message.stocked === undefined) return;
      child.off('message', listener);
      resolvePromise(message.stocked);
    };
    child.on('message', listener);
    child.send({ stock: benchStockUnits });
  });
}

const scenarioNames: Record<string, string> = {
  reads: 'catalogue reads',
  writes: 'write path (start + update)',
  stock: `stock search (${benchStockUnits} units)`,
  'stock-new': `stock search, every search new (${benchStockUnits} units)`,
};

// ---------------------------------------------------------------- measuring

type Cell = {
  deployment: string;
  scenario: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  total: number;
  /** Server CPU time (all instances) per answered request, in ms; undefined for the bare handler. */
  cpuPerRequest?: number | undefined;
  /** The worst instance's event-loop delay, p99 and max, in ms. */
  loopP99?: number | undefined;
  loopMax?: number | undefined;
};

function cellOf(
  deployment: string,
  scenario: string,
  connections: number,
  result: Result,
  durationSeconds: number,
): Cell {
  return {
    deployment,
    scenario,
    connections,
    requestsPerSecond: result.requests.total / durationSeconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    total: result.requests.total,
  };
}

function run(options: Options): Promise<Result> {
  return autocannon(options);
}

function milliseconds(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

function table(cells: Cell[]): string {
  const lines = [
    '| Scenario | Deployment | In flight | Requests/s | p50 | p99 | max | Non-2xx | Errors (timeouts) | Server CPU / request | Event-loop delay p99 (max) |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  for (const cell of cells) {
    lines.push(
      `| ${cell.scenario} | ${cell.deployment} | ${cell.connections} | ${cell.requestsPerSecond.toFixed(0)} | ${milliseconds(cell.p50)} | ${milliseconds(cell.p99)} | ${milliseconds(cell.max)} | ${cell.non2xx} | ${cell.errors} (${cell.timeouts}) | ${cell.cpuPerRequest === undefined ? '' : `${cell.cpuPerRequest.toFixed(2)} ms`} | ${cell.loopP99 === undefined ? '' : `${milliseconds(cell.loopP99)} (${milliseconds(cell.loopMax ?? 0)})`} |`,
    );
  }
  return lines.join('\n');
}

async function createSchema(url: string): Promise<{ schema: string; drop: () => Promise<void> }> {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
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

type Deployment = { id: string; name: string; instances: number; postgres: boolean };

type Settings = {
  duration: number;
  timeout: number;
  connectionCounts: number[];
  scenarios: string[];
  pgUrl: string;
  report: (cell: Cell) => void;
};

/** The reference: a bare handler answering one catalogue read's bytes. */
async function measureBare({ duration, timeout, connectionCounts, report }: Settings) {
  const probe = await startChild('api');
  const payload = await (await fetch(`${probe.url}${brandEndpoints[1].family}`)).text();
  await stopChildren([probe]);
  const bare = await startChild('bare', { BENCH_PAYLOAD: payload });
  try {
    for (const connections of connectionCounts) {
      await run({ url: bare.url, connections, duration: 3 });
      const result = await run({ url: bare.url, connections, duration, timeout });
      report(
        cellOf('bare node:http (reference)', 'catalogue reads', connections, result, duration),
      );
    }
  } finally {
    await stopChildren([bare]);
  }
}

async function requestsOf(scenario: string, children: Child[]): Promise<Request[]> {
  if (scenario === 'reads') return readRequests();
  if (scenario === 'stock' || scenario === 'stock-new') {
    await stockUp(children[0]!);
    return scenario === 'stock' ? stockRequests() : newStockRequests();
  }
  const unit = (
    (await (await fetch(`${children[0]!.url}${brandEndpoints[1].stock}`)).json()) as {
      data: Unit[];
    }
  ).data[0];
  if (!unit) throw new Error('no stock unit to reserve');
  return writeRequests(unit);
}

async function measureDeployment(deployment: Deployment, settings: Settings) {
  const { duration, timeout, connectionCounts, pgUrl, report } = settings;
  const schema = deployment.postgres ? await createSchema(pgUrl) : undefined;
  const env: Record<string, string> = schema
    ? { BENCH_DATABASE_URL: pgUrl, BENCH_PG_SCHEMA: schema.schema }
    : {};
  const children: Child[] = [];
  try {
    // The first instance migrates and seeds; the others start on the ready database.
    children.push(await startChild('api', env));
    for (let index = 1; index < deployment.instances; index += 1) {
      children.push(await startChild('api', env));
    }
    const urls = children.map((child) => child.url);
    for (const scenario of settings.scenarios) {
      const requests = await requestsOf(scenario, children);
      const name = scenarioNames[scenario] ?? scenario;
      for (const connections of connectionCounts) {
        await run({ url: urls, connections, duration: 3, timeout, requests });
        const measured = await withStats(children, () =>
          run({ url: urls, connections, duration, timeout, requests }),
        );
        report({
          ...cellOf(deployment.name, name, connections, measured.result, duration),
          cpuPerRequest: measured.cpuMs / Math.max(1, measured.result.requests.total),
          loopP99: measured.loopP99Ms,
          loopMax: measured.loopMaxMs,
        });
      }
    }
  } finally {
    await stopChildren(children);
    await schema?.drop();
  }
}

async function main(): Promise<void> {
  const serveMode = option('serve', '');
  if (serveMode) return serve(serveMode);

  const duration = Number(option('duration', '10'));
  const timeout = Number(option('timeout', '30'));
  const connectionCounts = option('connections', '50,200').split(',').map(Number);
  const only = option('only', 'sqlite,pg1,pg3').split(',');
  const scenarios = option('scenarios', 'reads,writes,stock,stock-new').split(',');
  const pgUrl = option('pg', process.env.BENCH_DATABASE_URL ?? '');

  const deployments: Deployment[] = [
    { id: 'sqlite', name: '1 instance, SQLite', instances: 1, postgres: false },
    { id: 'pg1', name: '1 instance, PostgreSQL', instances: 1, postgres: true },
    { id: 'pg3', name: '3 instances, one PostgreSQL', instances: 3, postgres: true },
  ].filter((deployment) => only.includes(deployment.id) && (!deployment.postgres || pgUrl));
  const skipped = only.filter((id) => id !== 'sqlite').length > 0 && !pgUrl;

  const date = new Date().toISOString().slice(0, 10);
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  console.log(`API benchmark, ${date}, ${machine}`);
  console.log(
    `${duration} s per cell after a 3 s warm-up, in flight ${connectionCounts.join(' and ')}, request timeout ${timeout} s; limits raised for the bench: ${Object.entries(
      benchEnv,
    )
      .map(([key, value]) => `${key}=${value}`)
      .join(', ')}`,
  );
  if (skipped) console.log('PostgreSQL deployments skipped: no --pg=URL or BENCH_DATABASE_URL.');

  const cells: Cell[] = [];
  const report = (cell: Cell) => {
    cells.push(cell);
    console.log(
      `  ${cell.scenario} | ${cell.deployment} | ${cell.connections}: ${cell.requestsPerSecond.toFixed(0)} req/s, p50 ${milliseconds(cell.p50)}, p99 ${milliseconds(cell.p99)}, non-2xx ${cell.non2xx}, errors ${cell.errors}${cell.cpuPerRequest === undefined ? '' : `, server CPU ${cell.cpuPerRequest.toFixed(2)} ms/request, event-loop delay p99 ${milliseconds(cell.loopP99 ?? 0)} (max ${milliseconds(cell.loopMax ?? 0)})`}`,
    );
  };
  const settings: Settings = { duration, timeout, connectionCounts, scenarios, pgUrl, report };

  if (scenarios.includes('reads')) await measureBare(settings);
  for (const deployment of deployments) await measureDeployment(deployment, settings);

  writeReport({ date, machine, duration, timeout, cells });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** The report: printed, and written to bench-results/api-DATE.md at the repository's root. */
function writeReport(run: {
  date: string;
  machine: string;
  duration: number;
  timeout: number;
  cells: Cell[];
}) {
  const { date, machine, duration, timeout, cells } = run;
  const markdown = [
    `# API benchmark, ${date}`,
    '',
    `Machine: ${machine}; load average before the run ${loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')}.`,
    `autocannon, ${duration} s per cell after a 3 s warm-up; in flight = concurrent connections (spread round-robin over the instances); request timeout ${timeout} s.`,
    `Limits raised for the bench (their database counters still run): ${Object.entries(benchEnv)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ')}; each connection sends its own X-Forwarded-For address.`,
    'Catalogue reads: families, stock and offers of the four brands in turn. Write path: start (a new operation, its resume email queued) then update (personal data, cash) of that operation; latency is per request.',
    `Stock search: eight searches (three filters and a sort each) in turn, on ${benchStockUnits} available units.`,
    '',
    table(cells),
    '',
  ].join('\n');
  console.log('');
  console.log(markdown);
  const directory = resolve(appRoot, '..', '..', 'bench-results');
  mkdirSync(directory, { recursive: true });
  const file = join(directory, `api-${date}.md`);
  writeFileSync(file, markdown);
  console.log(`written to ${file}`);
}
