#!/usr/bin/env node
// `pnpm start`: production builds of everything that exists, then serves them
// (`pnpm serve`, i.e. --no-build: serves an earlier `pnpm build` and builds nothing):
// catalogue on CATALOGUE_PORT (8080), reservation on RESERVATION_PORT (8081), the staff
// console on STAFF_PORT (8082), API on API_PORT (8787). Prints the addresses. Ctrl+C stops all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { waitForUrl } from './wait-for.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

if (!process.argv.includes('--no-build')) {
  console.log('Building everything (cached after the first time)...');
  const build = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    console.error('The build failed; nothing was started.');
    process.exit(build.status ?? 1);
  }
}

// `pnpm serve` (--no-build) runs what `pnpm build` produced and never builds: a missing
// build is an error naming what is missing, not a silently smaller site.
if (process.argv.includes('--no-build')) {
  const required = [
    'apps/api/dist/main.js',
    'apps/catalogue/dist/server/index.js',
    'apps/reservation/dist/server/index.js',
    'apps/staff/dist/index.html',
    'apps/staff/dist-server/server.js',
  ];
  const missing = required.filter((path) => !existsSync(join(root, path)));
  if (missing.length > 0) {
    console.error(
      `Not built yet (missing ${missing.join(', ')}): run \`pnpm build\` first, then \`pnpm serve\`.`,
    );
    process.exit(1);
  }
}

const { defaultPorts, group, runtimeConfigFromEnv } = await import('@territorio/site-config');
const { serveApp } = await import('@territorio/server-kit/app');
const { drainDelayFromEnv } = await import('@territorio/server-kit');
const { catalogueServerOptions, reservationServerOptions } = await import('./app-servers.mjs');

const ports = {
  api: Number(env.API_PORT ?? defaultPorts.api),
  catalogue: Number(env.CATALOGUE_PORT ?? defaultPorts.catalogue),
  reservation: Number(env.RESERVATION_PORT ?? defaultPorts.reservation),
  staff: Number(env.STAFF_PORT ?? defaultPorts.staff),
};
// The console's address is the API's and the console's business, not the public pages'.
const { staffUrl, ...runtimeConfig } = runtimeConfigFromEnv(env);
const children = [];
const servers = [];
const lines = [];

// Drains everything at once: the API child gets SIGTERM (it drains itself within its
// SHUTDOWN_TIMEOUT_MS), the web servers answer what is in flight (new requests get 503),
// and the process exits once all are done, or after the bound whatever is left.
const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
// /ready says 503 at once; the servers go on serving this long before they drain.
const drainDelayMs = drainDelayFromEnv(env);
let stopping;
function stopAll(code = 0) {
  stopping ??= (async () => {
    const exits = children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
          else child.once('exit', (exitCode) => resolve(exitCode));
        }),
    );
    for (const child of children) child.kill('SIGTERM');
    setTimeout(
      () => {
        console.error(
          `Not stopped within ${drainDelayMs + shutdownTimeoutMs + 5_000} ms: exiting.`,
        );
        process.exit(1);
      },
      drainDelayMs + shutdownTimeoutMs + 5_000,
    ).unref();
    const drains = await Promise.all(servers.map((server) => server.close(shutdownTimeoutMs)));
    const childCodes = await Promise.all(exits);
    const clean = drains.every((drain) => drain.drained) && childCodes.every((c) => !c);
    process.exit(code || (clean ? 0 : 1));
  })();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// The staff console: its own server (apps/staff/server), which also forwards the staff API.
const staffServerEntry = join(root, 'apps/staff/dist-server/server.js');
const staffServer =
  existsSync(staffServerEntry) && existsSync(join(root, 'apps/staff/dist/index.html'))
    ? await import(pathToFileURL(staffServerEntry).href)
    : undefined;

const apiEntry = join(root, 'apps/api/dist/main.js');
if (existsSync(apiEntry)) {
  const api = spawn(process.execPath, [apiEntry], {
    cwd: join(root, 'apps/api'),
    // The API derives the apps' origins (CORS, payment frame, staff console) from the same
    // ports and addresses (site-config), as under `pnpm dev`.
    env: {
      ...env,
      API_PORT: String(ports.api),
      PUBLIC_API_URL: env.PUBLIC_API_URL ?? runtimeConfig.apiUrl,
      // Staff sign-ins come through the console's server: the API believes the client
      // address it forwards, and that server's alone, so each member counts apart.
      ...(staffServer ? { TRUST_PROXY: staffServer.apiTrustProxy(env) } : {}),
    },
    stdio: 'inherit',
  });
  api.on('exit', (code) => {
    if (stopping) return;
    console.error(`The API stopped (exit code ${code}).`);
    stopAll(code ?? 1);
  });
  children.push(api);
  const healthUrl = `http://localhost:${ports.api}/health`;
  if (!(await waitForUrl(healthUrl, 60_000))) {
    console.error(`The API did not answer at ${healthUrl} within 60 s.`);
    stopAll(1);
  }
  lines.push(`${'API'.padEnd(12)} ${runtimeConfig.apiUrl}`);
}

const apps = [
  {
    name: 'Catalogue',
    port: ports.catalogue,
    url: runtimeConfig.catalogueUrl,
    options: () => catalogueServerOptions(root, runtimeConfig, { hsts: env.HSTS === 'true' }),
  },
  {
    name: 'Reservation',
    port: ports.reservation,
    url: runtimeConfig.reservationUrl,
    options: () => reservationServerOptions(root, runtimeConfig, { hsts: env.HSTS === 'true' }),
  },
];
for (const app of apps) {
  const options = await app.options();
  // An app that is not built says so (app-servers.mjs) and is left out.
  if (!options.app) continue;
  const started = await serveApp({ ...options, port: app.port, drainDelayMs });
  servers.push(started);
  lines.push(`${app.name.padEnd(12)} ${app.url}`);
}

if (staffServer) {
  const staff = await staffServer.createStaffServer({
    root: join(root, 'apps/staff/dist'),
    apiUrl: runtimeConfig.apiUrl,
    hsts: env.STAFF_HSTS === 'true',
    drainDelayMs,
  });
  await staff.app.listen({ port: ports.staff, host: '0.0.0.0' });
  servers.push(staff);
  lines.push(`${'Staff'.padEnd(12)} ${staffUrl}`);
}

if (lines.length === 0) {
  console.error('Nothing to serve yet: no app has been built.');
  process.exit(1);
}
console.log(`\n${group.name} is running:\n  ${lines.join('\n  ')}\nPress Ctrl+C to stop.\n`);
