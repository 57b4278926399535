/**
 * `pnpm start` / `pnpm dev`: reads the configuration from the environment, migrates and
 * (first time only) seeds the database, and serves the API.
 */
import { loadConfig } from './config';
import { createServer } from './server';
import { exitOnSignals } from './shutdown';

async function main() {
  const config = loadConfig();
  const server = await createServer(config);
  if (config.production && config.paymentProvider === 'sandbox') {
    server.app.log.warn(
      '!!! PAYMENT SANDBOX IN PRODUCTION (ALLOW_PAYMENT_SANDBOX=true): deposits are fake, ' +
        'no money is taken and every "reservation" is a demonstration. !!!',
    );
  }
  const address = await server.listen();
  const database =
    config.database.kind === 'sqlite'
      ? `SQLite ${config.database.file}`
      : 'PostgreSQL (DATABASE_URL)';
  server.app.log.info(
    `API listening on ${address} (main API at '${config.apiBasePath || '/'}', intranet at '${
      config.intranetBasePath || '/'
    }', ${database}, email ${config.smtpUrl ? 'by SMTP' : `to the outbox in ${config.dataDir}/outbox`})`,
  );
  const metricsAddress = server.metricsApp?.server.address();
  if (metricsAddress && typeof metricsAddress === 'object') {
    server.app.log.info(
      `Metrics at http://${metricsAddress.address}:${metricsAddress.port}/metrics`,
    );
  }

  exitOnSignals(server, { timeoutMs: config.shutdownTimeoutMs, delayMs: config.drainDelayMs });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
