import type { FastifyInstance } from 'fastify';

/** What the access log says of one request (never the query string: it may hold codes). */
export type AccessLogLine = {
  readonly time: string;
  readonly requestId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Bytes written to the connection for the answer: headers and body, after compression. */
  readonly bytes: number;
  readonly ms: number;
};

export type AccessLogger = (line: AccessLogLine) => void;

/** A JSON line per request on stdout; silent under tests (NODE_ENV=test or vitest). */
export function defaultAccessLogger(): AccessLogger | undefined {
  if (process.env.NODE_ENV === 'test' || process.env.VITEST) return undefined;
  return (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
}

/**
 * One access log line per answered request. The bytes are the connection's count at the
 * answer's end less its count at the request's start: a connection answers one request at
 * a time.
 */
export function accessLog(app: FastifyInstance, log: AccessLogger): void {
  const startBytes = new WeakMap<object, number>();
  app.addHook('onRequest', (request, _reply, done) => {
    startBytes.set(request.raw, request.raw.socket.bytesWritten);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const before = startBytes.get(request.raw) ?? 0;
    log({
      time: new Date().toISOString(),
      requestId: request.id,
      method: request.method,
      path: request.url.split('?')[0] ?? '/',
      status: reply.statusCode,
      bytes: Math.max(0, request.raw.socket.bytesWritten - before),
      ms: Math.round(reply.elapsedTime),
    });
    done();
  });
}
