import type { FastifyInstance } from 'fastify';

export type DrainResult = { readonly drained: boolean };

export type DrainOptions = {
  /**
   * How long the server goes on serving once asked to close, while /ready answers 503: a
   * balancer polling /ready stops sending it requests before a connection closes.
   */
  readonly delayMs?: number;
};

/**
 * DRAIN_DELAY_MS of a server's environment: 5 s in production (a balancer polls /ready
 * every few seconds), none elsewhere (locally and in tests nobody polls).
 */
export function drainDelayFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const given = Number(env.DRAIN_DELAY_MS);
  if (env.DRAIN_DELAY_MS !== undefined && Number.isInteger(given) && given >= 0) return given;
  return env.NODE_ENV === 'production' ? 5_000 : 0;
}

/** Closes the server (below); `isStopping` is true from the moment it is asked to. */
export type Drain = ((timeoutMs: number) => Promise<DrainResult>) & {
  readonly isStopping: () => boolean;
};

/**
 * Makes `app` drainable; call it before the app is ready (it adds hooks). The returned
 * function closes the server without cutting a request: from the call, /ready answers 503
 * (`isStopping`) while the server serves as before for `delayMs`; then it stops accepting
 * connections,
 * every answer from then on closes its connection (a keep-alive client takes its next
 * request to another instance), a request arriving on an open connection gets 503 with
 * `Retry-After` (Fastify's own, unless the app was made with `return503OnClosing: false`:
 * then this one, through the app's hooks and access log), idle connections are closed as
 * they go idle, and what is still in flight after `timeoutMs` is cut. It resolves once the
 * server is closed, with whether nothing was cut.
 */
export function drainable(app: FastifyInstance, options: DrainOptions = {}): Drain {
  let stopping = false;
  let draining = false;
  app.addHook('onRequest', (_request, reply, done) => {
    if (!draining) {
      done();
      return;
    }
    // Sent to another instance by the balancer; this one is going away.
    void reply
      .code(503)
      .header('retry-after', '1')
      .type('text/plain; charset=utf-8')
      .send('No disponible por el momento.');
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (draining) reply.header('connection', 'close');
    done();
  });
  let closed: Promise<DrainResult> | undefined;
  const close = (timeoutMs: number) => {
    closed ??= (async () => {
      stopping = true;
      const delayMs = options.delayMs ?? 0;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      draining = true;
      // server.close() closes only the connections idle at that moment; one that answers
      // later is closed when it goes idle.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      let drained = true;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          drained = false;
          app.log.warn({ timeoutMs }, 'shutdown timeout: closing the connections left');
          app.server.closeAllConnections();
          resolve();
        }, timeoutMs);
      });
      const closing = app.close();
      await Promise.race([closing, timeout]);
      await closing;
      clearTimeout(timer);
      clearInterval(idle);
      return { drained };
    })();
    return closed;
  };
  return Object.assign(close, { isStopping: () => stopping });
}
