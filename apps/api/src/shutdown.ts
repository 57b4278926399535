/**
 * SIGTERM and SIGINT drain the server (ApiServer.close: /ready says 503 at once, serving
 * goes on for DRAIN_DELAY_MS, then the drain) and end the process: 0 when every request in
 * flight finished, 1 when some were cut at SHUTDOWN_TIMEOUT_MS or the release failed.
 */
import type { ApiServer } from './server';

export function exitOnSignals(
  server: ApiServer,
  { timeoutMs, delayMs }: { readonly timeoutMs: number; readonly delayMs: number },
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info(
      { timeoutMs, delayMs },
      `${signal}: /ready says 503; serving for the delay, then draining and closing`,
    );
    // The drain itself is bounded by timeoutMs; this only guards against a release
    // (workers, database pool) that never returns.
    setTimeout(
      () => {
        server.app.log.error('close did not finish: exiting');
        process.exit(1);
      },
      delayMs + timeoutMs + 5_000,
    ).unref();
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
