/**
 * `pnpm bench` (root: `pnpm bench:api`): catalogue-read throughput and p99 latency of the
 * API at 50 concurrent connections, next to a bare node:http handler answering the same
 * JSON bytes, in the same run. Each server runs in its own child process (the load
 * generator gets the other core); the API uses a temporary SQLite database.
 *
 * Aim (issue 3): at least half the bare handler's throughput, p99 under 10 ms.
 * Options: --duration=10 (seconds per server), --rounds=5 (alternating rounds the duration is
 * split into), --connections=50, --path=/v1/vw/stock/families
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandEndpoints } from '@territorio/api-client';
import autocannon, { type Result } from 'autocannon';
import { loadConfig } from './config';
import { createServer } from './server';

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return (
    process.argv.find((argument) => argument.startsWith(prefix))?.slice(prefix.length) ?? fallback
  );
}

/** Child mode: serve and print the address on stdout. */
async function serve(kind: string): Promise<void> {
  if (kind === 'api') {
    const dataDir = mkdtempSync(join(tmpdir(), 'territorio-bench-'));
    // The production configuration (request logging included) on a temporary database.
    const server = await createServer(
      loadConfig({
        ...process.env,
        API_PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      }),
    );
    const address = await server.listen();
    process.on('SIGTERM', () => {
      void server.close().finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    });
    console.log(`LISTENING ${address}`);
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
    console.log(`LISTENING http://127.0.0.1:${port}`);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

function startChild(
  kind: 'api' | 'bare',
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), `--serve=${kind}`],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /LISTENING (\S+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited (${code})`)));
  });
}

type Summary = {
  /** Mean requests per second over every round. */
  requestsPerSecond: number;
  /** Median of the rounds' p99 latencies, and the worst round's. */
  p99: number;
  worstP99: number;
  p50: number;
  errors: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarize(results: Result[]): Summary {
  return {
    requestsPerSecond:
      results.reduce((sum, result) => sum + result.requests.average, 0) / results.length,
    p99: median(results.map((result) => result.latency.p99)),
    worstP99: Math.max(...results.map((result) => result.latency.p99)),
    p50: median(results.map((result) => result.latency.p50)),
    errors: results.reduce((sum, result) => sum + result.errors + result.non2xx, 0),
  };
}

function row(name: string, summary: Summary): string {
  return `${name.padEnd(28)} ${summary.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(summary.p99).padStart(3)} ms (worst round ${summary.worstP99} ms)   p50 ${summary.p50} ms   errors ${summary.errors}`;
}

async function main(): Promise<void> {
  const serveMode = option('serve', '');
  if (serveMode) return serve(serveMode);

  const duration = Number(option('duration', '10'));
  const rounds = Math.max(1, Number(option('rounds', '5')));
  const connections = Number(option('connections', '50'));
  const path = option('path', brandEndpoints[1].family);
  const roundSeconds = Math.max(1, Math.round(duration / rounds));

  console.log(
    `API benchmark: GET ${path}, ${connections} connections, ${roundSeconds * rounds} s each in ${rounds} alternating rounds, ${cpus().length} cores, Node ${process.version}`,
  );
  const api = await startChild('api');
  const children = [api.child];
  try {
    const payload = await (await fetch(`${api.url}${path}`)).text();
    const bare = await startChild('bare', { BENCH_PAYLOAD: payload });
    children.push(bare.child);
    const targets = { bare: `${bare.url}/`, api: `${api.url}${path}` };
    console.log(`payload ${Buffer.byteLength(payload)} bytes; warming up, then measuring...`);
    for (const url of Object.values(targets)) await autocannon({ url, connections, duration: 2 });

    // Alternating short rounds: a burst of load from elsewhere on the machine hits both.
    const results: { bare: Result[]; api: Result[] } = { bare: [], api: [] };
    for (let round = 0; round < rounds; round += 1) {
      results.bare.push(
        await autocannon({ url: targets.bare, connections, duration: roundSeconds }),
      );
      results.api.push(await autocannon({ url: targets.api, connections, duration: roundSeconds }));
    }
    const bareSummary = summarize(results.bare);
    const apiSummary = summarize(results.api);
    const ratio = apiSummary.requestsPerSecond / bareSummary.requestsPerSecond;

    console.log('');
    console.log(row('bare node:http handler', bareSummary));
    console.log(row(`API ${path}`, apiSummary));
    console.log(
      `ratio API / bare: ${ratio.toFixed(2)} (aim >= 0.50)   API p99: ${apiSummary.p99} ms (aim < 10 ms)`,
    );
    console.log(ratio >= 0.5 && apiSummary.p99 < 10 ? 'Aim met.' : 'Aim NOT met on this machine.');
    console.log(
      `load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(
          ', ',
        )}${bareSummary.p99 >= 10 ? ": the bare handler's own p99 is over 10 ms, so the machine's load sets the floor" : ''}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
