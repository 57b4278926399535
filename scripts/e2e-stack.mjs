#!/usr/bin/env node
// Starts the whole product for end-to-end tests: the API on a fresh temporary database
// and data folder, the staff console's accounts (the API's `staff-add` command), and the
// three built apps, on test ports that do not collide with `pnpm start`. Playwright's
// webServer runs this and waits for the catalogue address (served last).
// Ports: E2E_API_PORT (18787), E2E_CATALOGUE_PORT (18080), E2E_RESERVATION_PORT (18081),
// E2E_STAFF_PORT (18082), each shifted by E2E_PORT_OFFSET (one per app's suite).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveApp } from '@territorio/server-kit/app';
import { catalogueServerOptions, reservationServerOptions } from './app-servers.mjs';
import { runtimeConfigFromEnv } from '@territorio/site-config';
import { e2eStaffAccounts, e2eStaffPassword } from '@territorio/e2e-kit/staff-accounts';
import { apiDir, apiTestEnv, startApiProcess } from '@territorio/e2e-kit/api-process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Each app's suite shifts every port by its E2E_PORT_OFFSET (e2e-kit reads the same).
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const e2ePorts = {
  api: Number(process.env.E2E_API_PORT ?? 18787 + portOffset),
  catalogue: Number(process.env.E2E_CATALOGUE_PORT ?? 18080 + portOffset),
  reservation: Number(process.env.E2E_RESERVATION_PORT ?? 18081 + portOffset),
  staff: Number(process.env.E2E_STAFF_PORT ?? 18082 + portOffset),
};

/** The variables among `names` this process was given, to override the test settings. */
function definedEnv(names) {
  return Object.fromEntries(
    names
      .filter((name) => process.env[name] !== undefined)
      .map((name) => [name, process.env[name]]),
  );
}

const { staffUrl, ...config } = runtimeConfigFromEnv({
  API_PORT: String(e2ePorts.api),
  CATALOGUE_PORT: String(e2ePorts.catalogue),
  RESERVATION_PORT: String(e2ePorts.reservation),
  STAFF_PORT: String(e2ePorts.staff),
});
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

const servers = [];
let api;
let isStopping = false;
async function stop(code = 0) {
  if (isStopping) return;
  isStopping = true;
  for (const server of servers) void server.close(1_000);
  // Stops the API and removes its data folder.
  await api?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// A part that cannot start (an app not built, a port taken) stops the rest with it.
try {
  // The API on a fresh temporary database and data folder (its outbox is read by the
  // suites: the folder's name starts with 'territorio-e2e-'), with the test settings of
  // e2e-kit's api-process; the variables below may be set to override them.
  api = await startApiProcess({
    port: e2ePorts.api,
    dataDirPrefix: 'territorio-e2e-',
    output: 'inherit',
    env: {
      ...definedEnv(['STAFF_PASSWORD_COST', 'RATE_LIMIT_MAX', 'EMAIL_LIMIT_PER_ADDRESS']),
      ...definedEnv(['VISIT_LIVE_PER_CLIENT', 'VISIT_LIVE_PER_TELEPHONE', 'VISIT_LIVE_PER_EMAIL']),
      ...definedEnv(['LOG_LEVEL']),
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      HOST: process.env.HOST ?? '0.0.0.0',
      STAFF_ORIGIN: staffUrl,
      CORS_ORIGINS: `${config.catalogueUrl},${config.reservationUrl}`,
      RESERVATION_ORIGIN: config.reservationUrl,
      RESERVATION_PUBLIC_URL: config.reservationUrl,
      PUBLIC_API_URL: config.apiUrl,
      // The console's server forwards each client's address; the API believes it alone.
      TRUST_PROXY: apiTrustProxy(process.env),
      // A few seeded units get photos the photo worker processes after start (the
      // catalogue's gallery suite waits for them).
      SEED_PHOTOS: process.env.SEED_PHOTOS ?? 'true',
    },
  });
  void api.exited.then((code) => {
    console.error(`e2e stack: the API stopped (exit code ${code}).`);
    void stop(code ?? 1);
  });
  // The API's `staff-add` command shares its database, data folder and password cost.
  const apiEnv = {
    ...process.env,
    ...apiTestEnv(api.dataDir),
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
    ...definedEnv(['STAFF_PASSWORD_COST']),
  };

  for (const account of Object.values(e2eStaffAccounts)) {
    const args = [account.email, account.role, '--name', account.name];
    if (account.brands) args.push('--brands', account.brands);
    const added = spawnSync(process.execPath, [join(root, 'apps/api/dist/staff-add.js'), ...args], {
      cwd: apiDir,
      env: { ...apiEnv, STAFF_PASSWORD: e2eStaffPassword, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (added.status !== 0) {
      console.error(`e2e stack: staff-add ${account.email} failed:\n${added.stderr}`);
      await stop(1);
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
  await stop(1);
}
console.log(
  `e2e stack ready: catalogue ${config.catalogueUrl}, reservation ${config.reservationUrl}, staff ${staffUrl}, API ${config.apiUrl}, data ${api.dataDir}`,
);
