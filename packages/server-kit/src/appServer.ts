/**
 * The server of a built React Router app (the catalogue, the reservation app): Fastify with
 * @fastify/static for the client build (the build's brotli copies sent as they are, hashed
 * files cached for a year), @fastify/compress for what is made on request, React Router's
 * request handler for every address that is not a file, and the group's shared pieces
 * (request IDs, security headers, access log, drain, health).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { builtFiles } from './builtFiles';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessLog, defaultAccessLogger } from './accessLog';
import { onRequestBrotliQuality } from './compression';
import type { AccessLogger } from './accessLog';
import { drainable } from './drain';
import type { DrainResult } from './drain';
import { healthRoute, readyRoute } from './health';
import { requestIdOf } from './requestId';
import { origins, securityHeaders } from './security';

/** A React Router server build's handler, given the request (the load context bound). */
export type FetchHandler = (request: Request) => Promise<Response>;

/**
 * A generated document as made: its text, or, for a producer that dates what it makes, its
 * text and when it last changed (sent as `Last-Modified`); `body: null` when the request's
 * `If-Modified-Since` is already as recent (a 304).
 */
export type GeneratedDocument =
  string | { readonly body: string | null; readonly lastModified: string };

/** Makes a generated document; `ifModifiedSince` is the request's header, if any. */
export type GeneratedProducer = (request: {
  readonly ifModifiedSince?: string;
}) => Promise<GeneratedDocument>;

export type AppServerOptions = {
  /** Folder of the app's built browser files (React Router's dist/client). */
  readonly root: string;
  /** React Router's request handler; without one, a page answers 503 (the app is not built). */
  readonly app?: FetchHandler;
  /** Return an absolute address to redirect (302) a path elsewhere, e.g. to another app. */
  readonly redirect?: (pathname: string, search: string) => string | undefined;
  /** Headers of every answer (the security headers). */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Documents made on request (sitemap.xml, robots.txt), by path: a short cache and a
   * validator; a producer that fails answers 503, never a stale or partial document.
   */
  readonly generated?: Readonly<Record<string, GeneratedProducer>>;
  /**
   * Addresses the pages read from (the API): HTML answers carry a `Link: rel=preconnect`
   * header for their origins, so the browser opens those connections while the page loads.
   */
  readonly preconnect?: readonly string[];
  /** One line per answered request; default: JSON on stdout, silent under tests. */
  readonly logger?: AccessLogger;
  /** How long the server goes on serving after it is asked to close, /ready saying 503. */
  readonly drainDelayMs?: number;
};

export type ServedApp = {
  readonly app: FastifyInstance;
  readonly url: string;
  /** Drains the server (drain.ts); 10 s by default. */
  close(timeoutMs?: number): Promise<DrainResult>;
};

/** How long browsers and crawlers may keep a generated document. */
export const generatedMaxAgeSeconds = 300;

/**
 * File types the apps' builds hold. Only these make a path a file: a route such as
 * /vehiculos-0km/reservar/.../polo-track-1.6-msi-mt holds a dot and is still a page.
 */
const fileTypes = new Set(
  'html js mjs css json webmanifest svg png jpg jpeg webp avif ico woff2 woff txt xml mp4 map'
    .split(' ')
    .map((extension) => `.${extension}`),
);

export function isFilePath(pathname: string): boolean {
  const match = /\.[A-Za-z0-9]+$/.exec(pathname);
  return match !== null && fileTypes.has(match[0].toLowerCase());
}

/**
 * The `Link` header value that preconnects to each address's origin, for images (with
 * credentials) and for fetch() (anonymous): browsers keep the two kinds of connection apart.
 */
export function preconnectLinkHeader(addresses: readonly string[]): string | undefined {
  const distinct = origins(addresses);
  if (distinct.length === 0) return undefined;
  return distinct
    .flatMap((origin) => [
      `<${origin}>; rel=preconnect`,
      `<${origin}>; rel=preconnect; crossorigin`,
    ])
    .join(', ');
}

function plain(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}

/** The Fetch API request React Router reads, from Fastify's (the apps answer GET and HEAD). */
function fetchRequest(request: FastifyRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  return new Request(url, { method: request.method, headers, signal });
}

/** Sends React Router's answer; the body streams (and is compressed) as React writes it. */
async function sendFetchResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  handler: FetchHandler,
): Promise<FastifyReply> {
  const aborted = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) aborted.abort();
  });
  const response = await handler(fetchRequest(request, aborted.signal));
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || request.method === 'HEAD') return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}

async function sendGenerated(
  request: FastifyRequest,
  reply: FastifyReply,
  produce: GeneratedProducer,
  type: string,
): Promise<FastifyReply> {
  let document: GeneratedDocument;
  try {
    const since = request.headers['if-modified-since'];
    document = await produce(since ? { ifModifiedSince: since } : {});
  } catch {
    return plain(reply.header('retry-after', '60'), 503, 'No disponible por el momento.');
  }
  let body: string;
  if (typeof document === 'string') body = document;
  else {
    reply.header('last-modified', document.lastModified);
    if (document.body === null) {
      reply.header('cache-control', `public, max-age=${generatedMaxAgeSeconds}`);
      return reply.code(304).send();
    }
    body = document.body;
  }
  const etag = etagOf(body);
  reply
    .header('etag', etag)
    .header('cache-control', `public, max-age=${generatedMaxAgeSeconds}`)
    .type(type);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(body);
}

const generatedTypes: Readonly<Record<string, string>> = {
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Every answer's headers, the redirects to other apps, and the refusal of other methods. */
function crossCutting(app: FastifyInstance, options: AppServerOptions): void {
  const headers = { ...securityHeaders(), ...options.headers };
  const preconnect = preconnectLinkHeader(options.preconnect ?? []);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void plain(reply.header('allow', 'GET, HEAD'), 405, 'Método no permitido.');
      return;
    }
    const url = new URL(request.url, 'http://localhost');
    const target = options.redirect?.(url.pathname, url.search);
    if (target) {
      void reply.redirect(target, 302);
      return;
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (preconnect && type.startsWith('text/html')) reply.header('link', preconnect);
    done(null, payload);
  });
}

/** The Fastify app of a built React Router app; not listening yet. */
export async function createAppServer(
  options: AppServerOptions,
): Promise<{ app: FastifyInstance; close(timeoutMs?: number): Promise<DrainResult> }> {
  const app = Fastify({
    genReqId: requestIdOf,
    requestIdHeader: false,
    logger: false,
    // A request that arrives while draining is answered by drainable's hook, logged.
    return503OnClosing: false,
  });
  const drain = drainable(app, { delayMs: options.drainDelayMs ?? 0 });
  const log = options.logger ?? defaultAccessLogger();
  if (log) accessLog(app, log);
  crossCutting(app, options);
  await app.register(fastifyCompress, {
    global: true,
    threshold: 512,
    encodings: ['br', 'gzip'],
    // Each part React flushes goes out at once, compressed (streamed pages, spec 4's states).
    brotliOptions: {
      flush: zlib.BROTLI_OPERATION_FLUSH,
      params: { [zlib.BROTLI_PARAM_QUALITY]: onRequestBrotliQuality },
    },
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
  });
  healthRoute(app);
  readyRoute(app, drain.isStopping);
  for (const [path, produce] of Object.entries(options.generated ?? {})) {
    const type = generatedTypes[/\.[a-z]+$/.exec(path)?.[0] ?? ''] ?? 'text/plain; charset=utf-8';
    app.get(path, (request, reply) => sendGenerated(request, reply, produce, type));
  }
  // Only a path of a built file's type is looked up; every other one is a page. The build
  // writes a brotli copy beside every hashed text asset (build-tools' precompress).
  await builtFiles(app, { root: options.root, allowedPath: isFilePath, preCompressed: true });
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isFilePath(pathname)) return plain(reply, 404, 'No encontrado.');
    if (!options.app) return plain(reply, 503, 'La aplicación no está compilada.');
    return sendFetchResponse(request, reply, options.app);
  });
  // A malformed address (a bad escape, a path out of the root) is the visitor's: 400.
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error(error);
    return plain(reply, status, status === 500 ? 'Error del servidor.' : 'Dirección inválida.');
  });
  return { app, close: (timeoutMs = 10_000) => drain(timeoutMs) };
}

/** Starts an app's server and resolves with its address once it listens. */
export async function serveApp(
  options: AppServerOptions & { readonly port: number; readonly host?: string },
): Promise<ServedApp> {
  const { app, close } = await createAppServer(options);
  await app.listen({ port: options.port, host: options.host ?? '0.0.0.0' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { app, url: `http://localhost:${port}`, close };
}
