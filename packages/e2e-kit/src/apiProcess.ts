/**
 * `@territorio/e2e-kit/api-process`, test support (node only, no Playwright): the built API
 * (`apps/api/dist/main.js`) as a child process on a fresh temporary data folder, so its
 * SQLite database is new and seeded, on a free port (or a given one). A unit-test run and
 * the e2e stack (scripts/e2e-stack.mjs) start it, reach it at `url` and stop it at the end,
 * which also removes the folder. Limits a suite trips by design (many starts, forms and
 * visits from one address) are raised and staff passwords hash at the cheap test cost
 * (`apiTestEnv`, which the API's commands run beside it share); `env` overrides any
 * variable.
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
  /** Settles with the exit code (null after a signal) once the process has ended. */
  readonly exited: Promise<number | null>;
  /** Stops the process and removes the data folder. */
  stop(): Promise<void>;
};

export type ApiProcessOptions = {
  /** The port to listen on (default: one the system has free). */
  readonly port?: number;
  /** Environment variables on top of the test defaults. */
  readonly env?: Readonly<Record<string, string>>;
  /** How long the API may take to answer /health (default 60 s). */
  readonly startTimeoutMs?: number;
  /** The temporary folder's name starts with this (default 'territorio-api-'). */
  readonly dataDirPrefix?: string;
  /** 'inherit' writes the API's log to this process's output; by default it is kept back. */
  readonly output?: 'inherit' | 'quiet';
};

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The API's folder: its commands (`dist/staff-add.js`, ...) run from here. */
export const apiDir = join(repositoryRoot, 'apps', 'api');
const apiEntry = join(apiDir, 'dist', 'main.js');

/**
 * The environment of the API and its commands on a test data folder: a fresh SQLite
 * database there (unless `DATABASE_URL` is given), `NODE_ENV=test`, and staff passwords at
 * scrypt N = 2^10 instead of the production 2^17 (allowed with NODE_ENV=test only; the
 * API's own tests keep one check at the production cost).
 */
export function apiTestEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    STAFF_PASSWORD_COST: '10',
  };
}

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
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix ?? 'territorio-api-'));
  const isQuiet = options.output !== 'inherit';
  const child = spawn(process.execPath, [apiEntry], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      ...apiTestEnv(dataDir),
      API_PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_API_URL: url,
      // Suites start many operations, withdrawals and visits for one buyer's address, and
      // book visits from one client and telephone; production limits stay on by default.
      RATE_LIMIT_MAX: '100000',
      EMAIL_LIMIT_PER_ADDRESS: '100000',
      VISIT_LIVE_PER_CLIENT: '100000',
      VISIT_LIVE_PER_TELEPHONE: '100000',
      VISIT_LIVE_PER_EMAIL: '100000',
      // One line per request drowns a test report; warnings and errors still show.
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', isQuiet ? 'pipe' : 'inherit', isQuiet ? 'pipe' : 'inherit'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-keptOutputChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (!(await answersHealth(url))) {
    const hasEnded = child.exitCode !== null || child.signalCode !== null;
    if (hasEnded || Date.now() > deadline) {
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
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      removeData();
    },
  };
}
