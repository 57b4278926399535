/**
 * `@territorio/e2e-kit/api-process`, test support (node only, no Playwright): the built API
 * (`apps/api/dist/main.js`) as a child process on a fresh temporary data folder, so its
 * SQLite database is new and seeded, on a free port. A test suite starts it once, reaches
 * it at `url` and stops it at the end, which also removes the folder. Limits a suite trips
 * by design (many starts and forms from one address) are raised, and staff passwords hash
 * at the cheap test cost, as in the e2e stack; `env` overrides any variable.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type ApiProcess = {
  /** The API's origin: both its public routes and its intranet are under it. */
  readonly url: string;
  /** The temporary data folder (database, email outbox, uploads). */
  readonly dataDir: string;
  /** Stops the process and removes the data folder. */
  stop(): Promise<void>;
};

export type ApiProcessOptions = {
  /** Environment variables on top of the test defaults. */
  readonly env?: Readonly<Record<string, string>>;
  /** How long the API may take to answer /health (default 60 s). */
  readonly startTimeoutMs?: number;
};

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const apiDir = join(repositoryRoot, 'apps', 'api');
const apiEntry = join(apiDir, 'dist', 'main.js');

/** Output kept for the error when the process fails to start (its last characters). */
const keptOutputChars = 8_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/health`)).ok;
  } catch {
    return false;
  }
}

export async function startApiProcess(options: ApiProcessOptions = {}): Promise<ApiProcess> {
  if (!existsSync(apiEntry)) {
    throw new Error(`${apiEntry} is missing: build the API first (turbo run build).`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'territorio-api-'));
  const child = spawn(process.execPath, [apiEntry], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_API_URL: url,
      STAFF_PASSWORD_COST: '10',
      RATE_LIMIT_MAX: '100000',
      EMAIL_LIMIT_PER_ADDRESS: '100000',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutputChars);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!(await answersHealth(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      removeData();
      throw new Error(`The API did not start on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      removeData();
    },
  };
}
