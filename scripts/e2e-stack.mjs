#!/usr/bin/env node
// Starts the whole product for end-to-end tests: the API on a fresh temporary database
// and data folder, and both built apps, on test ports that do not collide with
// `pnpm start`. Playwright's webServer runs this and waits for the catalogue address.
// Ports: E2E_API_PORT (18787), E2E_CATALOGUE_PORT (18080), E2E_RESERVATION_PORT (18081).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from './wait-for.mjs';
import { serveStatic } from '@territorio/static-server';
import { catalogueServerOptions, reservationServerOptions } from './app-servers.mjs';
import { runtimeConfigFromEnv } from '@territorio/site-config';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const e2ePorts = {
  api: Number(process.env.E2E_API_PORT ?? 18787),
  catalogue: Number(process.env.E2E_CATALOGUE_PORT ?? 18080),
  reservation: Number(process.env.E2E_RESERVATION_PORT ?? 18081),
};

const config = runtimeConfigFromEnv({
  API_PORT: String(e2ePorts.api),
  CATALOGUE_PORT: String(e2ePorts.catalogue),
  RESERVATION_PORT: String(e2ePorts.reservation),
});
const dataDir = mkdtempSync(join(tmpdir(), 'territorio-e2e-'));

for (const required of [
  'apps/api/dist/main.js',
  'apps/catalogue/dist/index.html',
  'apps/reservation/dist/index.html',
]) {
  if (!existsSync(join(root, required))) {
    console.error(`e2e stack: ${required} is missing; run \`pnpm build\` first.`);
    process.exit(1);
  }
}

const api = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
  cwd: join(root, 'apps/api'),
  env: {
    ...process.env,
    API_PORT: String(e2ePorts.api),
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    CORS_ORIGINS: `${config.catalogueUrl},${config.reservationUrl}`,
    RESERVATION_ORIGIN: config.reservationUrl,
    RESERVATION_PUBLIC_URL: config.reservationUrl,
    PUBLIC_API_URL: config.apiUrl,
    // The suites submit many forms from one address; production limits stay on by default.
    RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '10000',
    // The suites start many operations and withdrawals for one buyer's address.
    START_LIMIT_PER_ADDRESS: process.env.START_LIMIT_PER_ADDRESS ?? '10000',
    EMAIL_LIMIT_PER_ADDRESS: process.env.EMAIL_LIMIT_PER_ADDRESS ?? '10000',
    // One line per request drowns the test report; warnings and errors still show.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
  stdio: 'inherit',
});

const servers = [];
function stop(code = 0) {
  api.kill('SIGTERM');
  for (const server of servers) server.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
api.on('exit', (code) => {
  console.error(`e2e stack: the API stopped (exit code ${code}).`);
  stop(code ?? 1);
});

if (!(await waitForUrl(`${config.apiUrl}/health`, 60_000, 200))) {
  console.error('e2e stack: the API did not start within 60 s.');
  stop(1);
}

for (const [options, port] of [
  [await reservationServerOptions(root, config), e2ePorts.reservation],
  [await catalogueServerOptions(root, config), e2ePorts.catalogue],
]) {
  // An access line per asset drowns the test report; the servers' own tests cover the log.
  const { server } = await serveStatic({ ...options, port, host: '127.0.0.1', logger: () => {} });
  servers.push(server);
}
console.log(
  `e2e stack ready: catalogue ${config.catalogueUrl}, reservation ${config.reservationUrl}, API ${config.apiUrl}, data ${dataDir}`,
);
