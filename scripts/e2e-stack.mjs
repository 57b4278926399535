#!/usr/bin/env node
// Starts the whole product for end-to-end tests: the API on a fresh temporary database
// and data folder, the staff console's accounts (the API's `staff-add` command), and the
// three built apps, on test ports that do not collide with `pnpm start`. Playwright's
// webServer runs this and waits for the catalogue address (served last).
// Ports: E2E_API_PORT (18787), E2E_CATALOGUE_PORT (18080), E2E_RESERVATION_PORT (18081),
// E2E_STAFF_PORT (18082), each shifted by E2E_PORT_OFFSET (one per app's suite).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { waitForUrl } from './wait-for.mjs';
import { serveApp } from '@territorio/server-kit/app';
import { catalogueServerOptions, reservationServerOptions } from './app-servers.mjs';
import { runtimeConfigFromEnv } from '@territorio/site-config';
import { e2eStaffAccounts, e2eStaffPassword } from '@territorio/e2e-kit/staff-accounts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Each app's suite shifts every port by its E2E_PORT_OFFSET (e2e-kit reads the same).
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const e2ePorts = {
  api: Number(process.env.E2E_API_PORT ?? 18787 + portOffset),
  catalogue: Number(process.env.E2E_CATALOGUE_PORT ?? 18080 + portOffset),
  reservation: Number(process.env.E2E_RESERVATION_PORT ?? 18081 + portOffset),
  staff: Number(process.env.E2E_STAFF_PORT ?? 18082 + portOffset),
};

const { staffUrl, ...config } = runtimeConfigFromEnv({
  API_PORT: String(e2ePorts.api),
  CATALOGUE_PORT: String(e2ePorts.catalogue),
  RESERVATION_PORT: String(e2ePorts.reservation),
  STAFF_PORT: String(e2ePorts.staff),
});
const dataDir = mkdtempSync(join(tmpdir(), 'territorio-e2e-'));

for (const required of [
  'apps/api/dist/main.js',
  'apps/catalogue/dist/server/index.js',
  'apps/reservation/dist/server/index.js',
  'apps/api/dist/staff-add.js',
  'apps/staff/dist/index.html',
  'apps/staff/dist-server/server.js',
]) {
  if (!existsSync(join(root, required))) {
    console.error(`e2e stack: ${required} is missing; run \`pnpm build\` first.`);
    process.exit(1);
  }
}

const { apiTrustProxy, createStaffServer } = await import(
  pathToFileURL(join(root, 'apps/staff/dist-server/server.js')).href
);

// The API and its `staff-add` command share the stack's database and data folder, and hash
// staff passwords at scrypt N = 2^10 instead of the production 2^17 (allowed with
// NODE_ENV=test only; the API's own tests keep one check at the production cost).
const apiEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
  NODE_ENV: 'test',
  STAFF_PASSWORD_COST: process.env.STAFF_PASSWORD_COST ?? '10',
};
const api = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  cwd: join(root, 'apps/api'),
  env: {
    ...apiEnv,
    API_PORT: String(e2ePorts.api),
    STAFF_ORIGIN: staffUrl,
    CORS_ORIGINS: `${config.catalogueUrl},${config.reservationUrl}`,
    RESERVATION_ORIGIN: config.reservationUrl,
    RESERVATION_PUBLIC_URL: config.reservationUrl,
    PUBLIC_API_URL: config.apiUrl,
    // The console's server forwards each client's address; the API believes it alone.
    TRUST_PROXY: apiTrustProxy(process.env),
    // The suites submit many forms from one address; production limits stay on by default.
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '10000',
    // The suites start many operations, withdrawals and visits for one buyer's address, and
    // book visits from one client and telephone.
    EMAIL_LIMIT_PER_ADDRESS: process.env.EMAIL_LIMIT_PER_ADDRESS ?? '10000',
    VISIT_LIVE_PER_CLIENT: process.env.VISIT_LIVE_PER_CLIENT ?? '10000',
    VISIT_LIVE_PER_TELEPHONE: process.env.VISIT_LIVE_PER_TELEPHONE ?? '10000',
    VISIT_LIVE_PER_EMAIL: process.env.VISIT_LIVE_PER_EMAIL ?? '10000',
    // One line per request drowns the test report; warnings and errors still show.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  stdio: 'inherit',
});

const servers = [];
function stop(code = 0) {
  api.kill('SIGTERM');
  for (const server of servers) void server.close(1_000);
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
api.on('exit', (code) => {
  console.error(`e2e stack: the API stopped (exit code ${code}).`);
  stop(code ?? 1);
});

// A part that cannot start (an app not built, a port taken) stops the rest with it.
try {
  if (!(await waitForUrl(`${config.apiUrl}/health`, 60_000, 200))) {
    console.error('e2e stack: the API did not start within 60 s.');
    stop(1);
  }

  for (const account of Object.values(e2eStaffAccounts)) {
    const args = [account.email, account.role, '--name', account.name];
    if (account.brands) args.push('--brands', account.brands);
    const added = spawnSync(process.execPath, [join(root, 'apps/api/dist/staff-add.js'), ...args], {
      cwd: join(root, 'apps/api'),
      env: { ...apiEnv, STAFF_PASSWORD: e2eStaffPassword, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (added.status !== 0) {
      console.error(`e2e stack: staff-add ${account.email} failed:\n${added.stderr}`);
      stop(1);
    }
  }

  const staff = await createStaffServer({
    root: join(root, 'apps/staff/dist'),
    apiUrl: config.apiUrl,
    logger: () => {},
  });
  await staff.app.listen({ port: e2ePorts.staff, host: '127.0.0.1' });
  servers.push(staff);

  for (const [options, port] of [
    [await reservationServerOptions(root, config), e2ePorts.reservation],
    [await catalogueServerOptions(root, config), e2ePorts.catalogue],
  ]) {
    // An access line per asset drowns the test report; the servers' own tests cover the log.
    servers.push(await serveApp({ ...options, port, host: '127.0.0.1', logger: () => {} }));
  }
} catch (error) {
  console.error('e2e stack: could not start:', error);
  stop(1);
}
console.log(
  `e2e stack ready: catalogue ${config.catalogueUrl}, reservation ${config.reservationUrl}, staff ${staffUrl}, API ${config.apiUrl}, data ${dataDir}`,
);
