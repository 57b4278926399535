/**
 * The API as `main.ts` runs it (configuration from the environment, exitOnSignals), plus
 * GET /test/slow?ms=N answering after N ms: requests that are in flight when SIGTERM comes.
 * Each logs its arrival, so a test knows when they are all in flight.
 */
import { loadConfig } from '../config';
import { createServer } from '../server';
import { exitOnSignals } from '../shutdown';

const config = loadConfig();
const server = await createServer(config);
server.app.get('/test/slow', async (request) => {
  request.log.info('slow request arrived');
  const ms = Number((request.query as { ms?: string }).ms ?? 500);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { data: { slept: ms } };
});
const address = await server.listen();
server.app.log.info(`API listening on ${address}`);
exitOnSignals(server, { timeoutMs: config.shutdownTimeoutMs, delayMs: config.drainDelayMs });
