import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, normalize, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import compression from 'compression';
import { origins } from './security';
import { brotliForWire, isCompressed, precompressedSuffix } from './wire';

export type StaticServerOptions = {
  /** Folder of the app's built browser files (React Router's dist/client). */
  root: string;
  port: number;
  host?: string;
  /** Return an absolute address to redirect (302) a path elsewhere, e.g. to another app. */
  redirect?: (pathname: string, search: string) => string | undefined;
  /** Extra response headers on every answer (security headers). */
  headers?: Record<string, string>;
  /**
   * Documents made on request (sitemap.xml, robots.txt), by path. Answered with a short
   * cache and a validator; a producer that fails answers 503, never a stale document.
   */
  generated?: Record<string, () => Promise<string>>;
  /**
   * A framework app's request listener (React Router's): it answers every GET or HEAD
   * request that is not a file of `root` (a path without a known file extension), with its
   * own status and headers; the server adds its security headers, preconnect header,
   * request ID and access log line. Without one, such a request is answered 503.
   */
  app?: (request: IncomingMessage, response: ServerResponse) => unknown;
  /**
   * Addresses the pages read from (the API): the app's answers and HTML files carry a
   * `Link: rel=preconnect` header for their origins, so the browser opens those
   * connections while the page and its scripts load, not when a script first asks.
   */
  preconnect?: readonly string[];
  /**
   * Receives one access log line per answered request. Default: a JSON line on stdout,
   * except under tests (NODE_ENV=test or vitest), which stay quiet unless they pass one.
   */
  logger?: (line: AccessLogLine) => void;
};

/** What the access log says of one request (never the query string: it may hold codes). */
export type AccessLogLine = {
  readonly time: string;
  readonly requestId: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  /** Body bytes sent (after compression). */
  readonly bytes: number;
  readonly ms: number;
};

const saneRequestId = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The request's ID: the caller's `x-request-id` when it is a sane token (a proxy or a load
 * balancer set it, so log lines join across hops), else a new UUID. Anything else is
 * replaced: it lands in the log and in a response header.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && saneRequestId.test(incoming) ? incoming : randomUUID();
}

function defaultLogger(): ((line: AccessLogLine) => void) | undefined {
  if (process.env.NODE_ENV === 'test' || process.env.VITEST) return undefined;
  return (line) => process.stdout.write(`${JSON.stringify(line)}\n`);
}

/** Servers draining (closeGracefully): new requests get 503, every answer closes its connection. */
const draining = new WeakSet<Server>();

/** How long browsers and crawlers may keep a generated document. */
export const generatedMaxAgeSeconds = 300;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.mp4': 'video/mp4',
  '.map': 'application/json; charset=utf-8',
};

const baseHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

type Entry = { body: Buffer; etag: string; type: string; gzip?: Buffer; br?: Buffer };

/** Hashed file names from Vite (name-AbCd1234.js) never change: cache them for a year. */
export function isImmutableAsset(pathname: string): boolean {
  return /\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(pathname);
}

/** Resolves a URL path inside root, or undefined for traversal attempts. */
export function safeJoin(root: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const full = resolve(root, '.' + normalize('/' + decoded));
  const base = resolve(root);
  return full === base || full.startsWith(base + sep) ? full : undefined;
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

export function createStaticServer(options: StaticServerOptions): Server {
  const compressAnswer = compression();
  const cache = new Map<string, Entry>();
  const preconnect = preconnectLinkHeader(options.preconnect ?? []);

  function entryOf(body: Buffer, type: string): Entry {
    return {
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      type,
    };
  }

  async function load(file: string): Promise<Entry | undefined> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      const key = `${file}:${info.size}:${info.mtimeMs}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const entry = entryOf(
        await readFile(file),
        contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
      );
      // A hashed asset's brotli copy from the build (wire.ts precompressedSuffix): its name
      // holds its content's hash, so the copy belongs to this very file.
      if (isImmutableAsset(`/${relative(options.root, file).split(sep).join('/')}`)) {
        const precompressed = await readFile(`${file}${precompressedSuffix}`).catch(() => null);
        if (precompressed) entry.br = precompressed;
      }
      cache.set(key, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    entry: Entry,
    status: number,
    cacheControl: string,
    ext: string,
  ): void {
    const headers: Record<string, string> = {
      ...baseHeaders,
      ...options.headers,
      'Content-Type': entry.type,
      'Cache-Control': cacheControl,
      ETag: entry.etag,
      Vary: 'Accept-Encoding',
    };
    if (preconnect && entry.type.startsWith('text/html')) headers.Link = preconnect;
    if (status === 200 && request.headers['if-none-match'] === entry.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    let body = entry.body;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (isCompressed(ext, body.length)) {
      if (/\bbr\b/.test(accepts)) {
        entry.br ??= brotliForWire(body);
        body = entry.br;
        headers['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts)) {
        entry.gzip ??= gzipSync(body, { level: 9 });
        body = entry.gzip;
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const { pathname, search } = url;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...baseHeaders, Allow: 'GET, HEAD' }).end();
      return;
    }
    const target = options.redirect?.(pathname, search);
    if (target) {
      response.writeHead(302, { ...baseHeaders, Location: target }).end();
      return;
    }
    const produce = Object.hasOwn(options.generated ?? {}, pathname)
      ? options.generated?.[pathname]
      : undefined;
    if (produce) {
      const ext = extname(pathname).toLowerCase();
      let body: string;
      try {
        body = await produce();
      } catch {
        response.writeHead(503, {
          ...baseHeaders,
          'Content-Type': 'text/plain; charset=utf-8',
          'Retry-After': '60',
        });
        response.end('No disponible por el momento.');
        return;
      }
      const entry = entryOf(Buffer.from(body), contentTypes[ext] ?? 'text/plain; charset=utf-8');
      send(request, response, entry, 200, `public, max-age=${generatedMaxAgeSeconds}`, ext);
      return;
    }
    const file = safeJoin(options.root, pathname);
    if (!file) {
      response.writeHead(400, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Dirección inválida.');
      return;
    }
    const ext = extname(file).toLowerCase();
    // Only a known file type makes a path a file: a route such as
    // /vehiculos-0km/reservar/.../polo-track-1.6-msi-mt holds a dot and is still a page.
    const isFileType = ext !== '' && ext in contentTypes;
    const direct = ext ? await load(file) : undefined;
    if (direct) {
      const cacheControl = isImmutableAsset(pathname)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate';
      send(request, response, direct, 200, cacheControl, ext);
      return;
    }
    if (isFileType) {
      response.writeHead(404, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('No encontrado.');
      return;
    }
    if (!options.app) {
      response.writeHead(503, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('La aplicación no está compilada.');
      return;
    }
    for (const [name, value] of Object.entries({ ...baseHeaders, ...options.headers })) {
      response.setHeader(name, value);
    }
    if (preconnect) response.setHeader('Link', preconnect);
    // The app's answers are made on request and streamed: compressed as they stream (brotli
    // or gzip, as the browser accepts), each part flushed as the app flushes it.
    await new Promise<void>((done) =>
      compressAnswer(request as never, response as never, () => done()),
    );
    await options.app(request, response);
  }

  const log = options.logger ?? defaultLogger();

  const server = createServer((request, response) => {
    const started = performance.now();
    const requestId = requestIdOf(request);
    response.setHeader('X-Request-Id', requestId);
    let bytes = 0;
    const write = response.write.bind(response);
    const end = response.end.bind(response);
    const writeHead = response.writeHead.bind(response);
    // An answer started while draining closes its connection (Node then sends
    // Connection: close), so a keep-alive client takes its next request elsewhere.
    response.writeHead = ((...args: never[]) => {
      if (draining.has(server)) response.shouldKeepAlive = false;
      return writeHead(...(args as unknown as [number]));
    }) as typeof response.writeHead;
    const count = (chunk: unknown) => {
      if (typeof chunk === 'string') bytes += Buffer.byteLength(chunk);
      else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
    };
    response.write = ((chunk: unknown, ...rest: never[]) => {
      count(chunk);
      return write(chunk as string, ...rest);
    }) as typeof response.write;
    response.end = ((chunk?: unknown, ...rest: never[]) => {
      if (typeof chunk !== 'function') count(chunk);
      return end(chunk as string, ...rest);
    }) as typeof response.end;
    if (log) {
      response.once('finish', () => {
        log({
          time: new Date().toISOString(),
          requestId,
          method: request.method ?? '',
          path: (request.url ?? '/').split('?')[0] ?? '/',
          status: response.statusCode,
          bytes: request.method === 'HEAD' ? 0 : bytes,
          ms: Math.round(performance.now() - started),
        });
      });
    }
    if (draining.has(server)) {
      // Sent to another instance by the balancer; this one is going away.
      response.writeHead(503, {
        ...baseHeaders,
        'Content-Type': 'text/plain; charset=utf-8',
        Connection: 'close',
        'Retry-After': '1',
      });
      response.end('No disponible por el momento.');
      return;
    }
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, baseHeaders);
      response.end();
    });
  });
  return server;
}

/**
 * Drains a server: stops accepting connections, answers requests already in flight (each
 * connection closes after its answer; a request arriving on one meanwhile gets 503 with
 * `Connection: close`), and after `timeoutMs` cuts what is left. Resolves with whether
 * every request in flight finished.
 */
export function closeGracefully(server: Server, timeoutMs = 10_000): Promise<{ drained: boolean }> {
  draining.add(server);
  return new Promise((resolvePromise) => {
    let drained = true;
    // server.close() only closes the connections idle at that moment; one that answers later
    // is closed once its answer is out.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const timer = setTimeout(() => {
      drained = false;
      server.closeAllConnections();
    }, timeoutMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(timer);
      resolvePromise({ drained });
    });
    server.closeIdleConnections();
  });
}

/** Starts the server and resolves with its address once it listens. */
export function serveStatic(options: StaticServerOptions): Promise<{
  server: Server;
  url: string;
  /** closeGracefully(server, timeoutMs). */
  close(timeoutMs?: number): Promise<{ drained: boolean }>;
}> {
  const server = createStaticServer(options);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolvePromise({
        server,
        url: `http://localhost:${port}`,
        close: (timeoutMs) => closeGracefully(server, timeoutMs),
      });
    });
  });
}

export { brotliForAsset, brotliForWire, precompressedSuffix, wireBrotliOfFile } from './wire';
export { precompressVitePlugin } from './precompress';
export { builtApp } from './builtApp';
export type { BuiltApp, CreateRequestListener } from './builtApp';
export { layoutChunks, layoutChunksBuild } from './layoutChunks';
export type { ChunkGroup, LayoutChunksOptions, ModuleGraph, RouteEntry } from './layoutChunks';
export * from './budgets';
