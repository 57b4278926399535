/**
 * The API as `main.ts` runs it (configuration from the environment, exitOnSignals), plus
 * two test routes for requests that are in flight when SIGTERM comes: GET /test/slow?ms=N
 * answers after N ms, and GET /test/held?ms=N waits for a gate, then N ms. The gate opens
 * on SIGUSR2, which the test sends once it has seen the drain begin: a request to the
 * server could not open it then, as the drain refuses new requests. Each request logs its
 * arrival, so a test knows when they are all in flight.
 */
import { loadConfig } from '../config';
import { createServer } from '../server';
import { exitOnSignals } from '../shutdown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const delayOf = (query: unknown) => Number((query as { ms?: string }).ms ?? 500);

let openGate!: () => void;
const gate = new Promise<void>((resolve) => (openGate = resolve));
process.on('SIGUSR2', () => openGate());

const config = loadConfig();
const server = await createServer(config);
server.app.get('/test/slow', async (request) => {
  request.log.info('slow request arrived');
  const ms = delayOf(request.query);
  await sleep(ms);
  return { data: { slept: ms } };
});
server.app.get('/test/held', async (request) => {
  request.log.info('held request arrived');
  await gate;
  const ms = delayOf(request.query);
  await sleep(ms);
  return { data: { slept: ms } };
});
const address = await server.listen();
server.app.log.info(`API listening on ${address}`);
exitOnSignals(server, { timeoutMs: config.shutdownTimeoutMs, delayMs: config.drainDelayMs });
