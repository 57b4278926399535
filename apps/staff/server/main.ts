// `node dist-server/main.js`: the console alone, on STAFF_PORT (8082), forwarding the
// staff API to API_URL (or API_PORT on this machine).
import { defaultPorts, runtimeConfigFromEnv } from '@territorio/site-config';
import { drainDelayFromEnv } from '@territorio/server-kit';
import { createStaffServer, defaultStaffRoot } from './server';

const config = runtimeConfigFromEnv(process.env);
const port = Number(process.env.STAFF_PORT ?? defaultPorts.staff);
const { app, close } = await createStaffServer({
  root: process.env.STAFF_ROOT ?? defaultStaffRoot,
  apiUrl: config.apiUrl,
  hsts: process.env.STAFF_HSTS === 'true',
  drainDelayMs: drainDelayFromEnv(process.env),
});
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`Staff console on ${config.staffUrl} (API ${config.apiUrl})`);
const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // The proxy's upstream connections would keep the process alive: it exits once drained.
  process.once(
    signal,
    () => void close(timeoutMs).then(({ drained }) => process.exit(drained ? 0 : 1)),
  );
}
