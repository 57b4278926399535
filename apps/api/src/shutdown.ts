/**
 * SIGTERM and SIGINT drain the server (ApiServer.close) and end the process: 0 when every
 * request in flight finished, 1 when some were cut at SHUTDOWN_TIMEOUT_MS or the release
 * failed.
 */
import type { ApiServer } from './server';

export function exitOnSignals(server: ApiServer, timeoutMs: number): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ timeoutMs }, `${signal}: draining (new requests get 503), then closing`);
    // The drain itself is bounded by timeoutMs; this only guards against a release
    // (workers, database pool) that never returns.
    setTimeout(() => {
      server.app.log.error('close did not finish: exiting');
      process.exit(1);
    }, timeoutMs + 5_000).unref();
    server.close({ timeoutMs }).then(
      ({ drained }) => {
        if (drained) server.app.log.info('closed');
        else server.app.log.warn('closed; requests still in flight at the timeout were cut');
        process.exit(drained ? 0 : 1);
      },
      (error: unknown) => {
        server.app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
