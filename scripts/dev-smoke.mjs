#!/usr/bin/env node
// Proves that `pnpm dev` starts from a checkout: runs it on test ports with a temporary
// data folder, waits until the API answers its health check and each app answers `/`
// with 200 and HTML, then stops the whole process tree as Ctrl+C does and checks that
// nothing it started is left running. Exits 1 naming what did not answer or stop.
// Ports: DEV_SMOKE_API_PORT (28787), DEV_SMOKE_CATALOGUE_PORT (28080),
// DEV_SMOKE_RESERVATION_PORT (28081), DEV_SMOKE_STAFF_PORT (28082). Time allowed to
// start: DEV_SMOKE_TIMEOUT_MS (300000: a first run builds every package, on a busy machine too).
// With --when-changed (as `pnpm test` runs it), it runs only when what `pnpm dev` depends on
// differs from what it last passed on (dev-smoke-inputs.mjs), and records that on a pass.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  devSmokeInputsDigest,
  recordFileName,
  recordPassedDigest,
  recordedDigest,
} from './dev-smoke-inputs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const inputsDigest = devSmokeInputsDigest();
if (
  process.argv.includes('--when-changed') &&
  inputsDigest !== null &&
  recordedDigest() === inputsDigest
) {
  console.log(
    `dev smoke: skipped, what pnpm dev depends on is unchanged since it last passed ` +
      `(${recordFileName}: ${inputsDigest.slice(0, 12)}).`,
  );
  process.exit(0);
}
const startTimeoutMs = Number(process.env.DEV_SMOKE_TIMEOUT_MS ?? 300_000);
// The API drains for SHUTDOWN_TIMEOUT_MS (10 s by default) at most; the rest stop at once.
const stopTimeoutMs = 30_000;

// Below Linux's ephemeral range (32768-60999): a port in it can be taken at any moment as the
// local end of an outgoing connection, this script's own probes included, and a server that
// starts then fails with "port already in use".
const ports = {
  api: Number(process.env.DEV_SMOKE_API_PORT ?? 28787),
  catalogue: Number(process.env.DEV_SMOKE_CATALOGUE_PORT ?? 28080),
  reservation: Number(process.env.DEV_SMOKE_RESERVATION_PORT ?? 28081),
  staff: Number(process.env.DEV_SMOKE_STAFF_PORT ?? 28082),
};

// The API's health check, and each app's `/` as HTML however the app renders it.
const targets = [
  { name: 'the API', url: `http://localhost:${ports.api}/health`, isPage: false },
  { name: 'the catalogue', url: `http://localhost:${ports.catalogue}/`, isPage: true },
  { name: 'the reservation app', url: `http://localhost:${ports.reservation}/`, isPage: true },
  { name: 'the staff console', url: `http://localhost:${ports.staff}/`, isPage: true },
];

const seconds = (ms) => `${Math.round(ms / 1000)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True when something accepts connections on the port (any address `localhost` names). */
function isListening(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost', autoSelectFamily: true });
    socket.setTimeout(2_000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** What a target answers now: 'ok', or why not, for the failure message. */
async function probe(target) {
  try {
    const response = await fetch(target.url, { signal: AbortSignal.timeout(10_000) });
    const type = response.headers.get('content-type') ?? 'no content type';
    await response.arrayBuffer();
    if (response.status === 200 && (!target.isPage || type.includes('text/html'))) return 'ok';
    return `answered ${response.status} ${type}`;
  } catch (error) {
    return `no answer (${error.cause?.code ?? error.name})`;
  }
}

/** Every process now running, from `ps`. */
function processes() {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,pgid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/))
    .filter(Boolean)
    .map(([, pid, ppid, pgid, args]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      pgid: Number(pgid),
      args,
    }));
}

/** Every process below `pid`, and every process of its group. */
function treeOf(pid) {
  const rows = processes();
  const found = rows.filter((row) => row.pgid === pid && row.pid !== pid);
  const parents = new Set([pid, ...found.map((row) => row.pid)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (parents.has(row.ppid) && !parents.has(row.pid)) {
        parents.add(row.pid);
        found.push(row);
        grew = true;
      }
    }
  }
  return found;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const busy = [];
for (const [name, port] of Object.entries(ports)) {
  if (await isListening(port)) busy.push(`${port} (${name})`);
}
if (busy.length > 0) {
  console.error(
    `dev smoke: port ${busy.join(', ')} already in use; stop what listens there or set DEV_SMOKE_*_PORT.`,
  );
  process.exit(1);
}

const workDir = mkdtempSync(join(tmpdir(), 'territorio-dev-smoke-'));
const logFile = join(workDir, 'dev.log');
const log = openSync(logFile, 'a');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
// The test ports decide every address: an exported URL would point the apps elsewhere.
const addresses = ['PORT', 'API_URL', 'INTRANET_URL', 'CATALOGUE_URL', 'RESERVATION_URL'];
for (const name of [...addresses, 'STAFF_URL']) delete env[name];
Object.assign(env, {
  API_PORT: String(ports.api),
  CATALOGUE_PORT: String(ports.catalogue),
  RESERVATION_PORT: String(ports.reservation),
  STAFF_PORT: String(ports.staff),
  // A fresh SQLite database, migrated and seeded at start as on a first `pnpm dev`.
  DATA_DIR: join(workDir, 'data'),
  DATABASE_URL: '',
});

const startedAt = Date.now();
console.log(
  `dev smoke: pnpm dev on ports ${Object.values(ports).join(', ')} (output in ${logFile})`,
);
// Its own process group, so one signal reaches every process it starts, as Ctrl+C does.
const dev = spawn('pnpm', ['dev'], { cwd: root, env, detached: true, stdio: ['ignore', log, log] });
let exit;
dev.once('exit', (code, signal) => (exit = { code, signal }));

/** Every process `pnpm dev` has started so far, by pid: all must be gone after the stop. */
const tree = new Map();
function recordTree() {
  for (const running of treeOf(dev.pid)) tree.set(running.pid, running);
}

let stopping;
/** Ctrl+C for the whole group, then whatever is still running after the bound is killed. */
function stop() {
  stopping ??= (async () => {
    const stopStartedAt = Date.now();
    recordTree();
    try {
      process.kill(-dev.pid, 'SIGINT');
    } catch {
      // the group is already gone
    }
    const deadline = Date.now() + stopTimeoutMs;
    let left = [];
    for (;;) {
      recordTree();
      left = [...tree.values()].filter((running) => isAlive(running.pid));
      if (exit && left.length === 0) break;
      if (Date.now() > deadline) break;
      await sleep(250);
    }
    for (const running of left) {
      try {
        process.kill(running.pid, 'SIGKILL');
      } catch {
        // it ended meanwhile
      }
    }
    if (!exit) {
      try {
        process.kill(-dev.pid, 'SIGKILL');
      } catch {
        // the group is already gone
      }
    }
    return { left, stopMs: Date.now() - stopStartedAt };
  })();
  return stopping;
}

function printLogTail() {
  const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
  console.error(`--- last lines of pnpm dev's output ---\n${lines.slice(-80).join('\n')}\n---`);
}

let finishing = false;
async function finish(problems) {
  if (finishing) return;
  finishing = true;
  const { left, stopMs } = await stop();
  const portsStillOpen = [];
  for (const [name, port] of Object.entries(ports)) {
    if (await isListening(port)) portsStillOpen.push(`${port} (${name})`);
  }
  if (left.length > 0) {
    problems.push(
      `still running ${seconds(stopTimeoutMs)} after Ctrl+C (killed now):\n${left
        .map((running) => `    ${running.pid} ${running.args}`)
        .join('\n')}`,
    );
  }
  if (portsStillOpen.length > 0) {
    problems.push(`port ${portsStillOpen.join(', ')} still open after the stop`);
  }
  if (problems.length > 0) {
    printLogTail();
    console.error(`dev smoke failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  } else {
    console.log(
      `dev smoke: everything answered within ${seconds(answeredAt - startedAt)}; pnpm dev ` +
        `stopped cleanly in ${seconds(stopMs)} (${tree.size} processes, none left running).`,
    );
    if (inputsDigest !== null && recordedDigest() !== inputsDigest) {
      recordPassedDigest(inputsDigest);
      console.log(`dev smoke: recorded its inputs as passed in ${recordFileName}; commit it.`);
    }
  }
  rmSync(workDir, { recursive: true, force: true });
  process.exit(problems.length > 0 ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => finish([`interrupted by ${signal}`]));
}

const pending = new Map(targets.map((target) => [target, 'not asked yet']));
let answeredAt = startedAt;
const deadline = startedAt + startTimeoutMs;
while (pending.size > 0 && !exit && Date.now() < deadline) {
  for (const target of pending.keys()) {
    const result = await probe(target);
    if (result === 'ok') {
      pending.delete(target);
      answeredAt = Date.now();
      console.log(`dev smoke: ${target.name} answered after ${seconds(Date.now() - startedAt)}`);
    } else {
      pending.set(target, result);
    }
  }
  // The tree grows while turbo starts tasks; every process seen is checked at the stop.
  recordTree();
  if (pending.size > 0) await sleep(500);
}

const problems = [...pending].map(
  ([target, last]) =>
    `${target.name} did not answer ${target.url} with 200${target.isPage ? ' and HTML' : ''} ` +
    `within ${seconds(Date.now() - startedAt)}: ${last}`,
);
if (exit) {
  problems.unshift(`pnpm dev exited by itself (${exit.signal ?? `exit code ${exit.code}`})`);
}
await finish(problems);
