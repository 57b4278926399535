import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { origins } from './security';
import { brotliForWire, isCompressed, precompressedSuffix } from './wire';

export type StaticServerOptions = {
  /** Folder of the built app (its index.html is the SPA fallback). */
  root: string;
  port: number;
  host?: string;
  /** Served as /runtime-config.js: `window.__TERRITORIO_CONFIG__ = {...}`. */
  runtimeConfig?: Record<string, string>;
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
   * Server rendering (issue 7): the HTML of every address that is not a file, made on
   * request. An answer is kept per address for renderMaxAgeSeconds, then served while a
   * new one is made. A render that fails, or takes longer than renderTimeoutMs, answers
   * the app shell instead (the browser renders the page), never an error.
   */
  render?: (url: string, variant: string) => Promise<RenderedPage>;
  /**
   * A framework app's request listener (React Router's): it answers every GET or HEAD
   * request that is not a file of `root`, with its own status and headers; the server adds
   * its security headers, request ID and access log line.
   */
  app?: (request: IncomingMessage, response: ServerResponse) => unknown;
  /**
   * Which version of a page a request gets when the HTML depends on the visitor (e.g. a
   * session cookie): rendered and kept apart per variant. '' for all by default.
   */
  renderVariant?: (request: IncomingMessage) => string;
  renderTimeoutMs?: number;
  /**
   * How long a rendered page is kept and served (default renderMaxAgeSeconds). 0: never
   * kept, every request renders (a page whose data must be current, such as a unit that
   * may be reserved at any moment).
   */
  renderMaxAgeSeconds?: number;
  /** Told when a render fails (the visitor got the app shell): for the server's log. */
  onRenderError?: (url: string, error: unknown) => void;
  /**
   * Addresses the pages read from (the API): HTML answers carry a `Link: rel=preconnect`
   * header for their origins, so the browser opens those connections while the page and
   * its script load, not when the script first asks (issue 7).
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

export type RenderedPage = {
  readonly status: number;
  readonly html: string;
  /** A page that only sends the visitor elsewhere: answered as a redirect. */
  readonly location?: string;
};

/** How long a rendered page is served before it is made again. */
export const renderMaxAgeSeconds = 60;
/** Rendered pages kept (addresses with query strings can be many). */
const renderCacheSize = 500;

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

export function runtimeConfigScript(config: Record<string, string>): string {
  return `window.__TERRITORIO_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/**
 * A page the server renders carries the runtime configuration inline: one request less
 * before the first paint (the script in index.html blocks rendering).
 */
export function inlineRuntimeConfig(html: string, config: Record<string, string>): string {
  return html.replace(
    /<script src="\/runtime-config\.js"[^>]*><\/script>/,
    () => `<script>${runtimeConfigScript(config).replace(/</g, '\\u003c').trim()}</script>`,
  );
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
  const cache = new Map<string, Entry>();
  type Rendered = { entry: Entry; status: number; location?: string };
  const rendered = new Map<string, Rendered & { at: number }>();
  const rendering = new Map<string, Promise<Rendered | undefined>>();
  const configScript = Buffer.from(runtimeConfigScript(options.runtimeConfig ?? {}));
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

  /** A fresh render of an address, shared by the requests that wait for it. */
  function renderFresh(url: string, variant: string): Promise<Rendered | undefined> {
    const key = `${variant}\n${url}`;
    const running = rendering.get(key);
    if (running) return running;
    const render = options.render;
    if (!render) return Promise.resolve(undefined);
    const maxAge = options.renderMaxAgeSeconds ?? renderMaxAgeSeconds;
    const promise = render(url, variant)
      .then((page) => {
        const html = inlineRuntimeConfig(page.html, options.runtimeConfig ?? {});
        const entry = entryOf(Buffer.from(html), contentTypes['.html'] ?? 'text/html');
        rendered.delete(key);
        const result: Rendered = { entry, status: page.status };
        if (page.location !== undefined) result.location = page.location;
        if (maxAge > 0) rendered.set(key, { ...result, at: Date.now() });
        if (rendered.size > renderCacheSize) {
          const oldest = rendered.keys().next().value;
          if (oldest !== undefined) rendered.delete(oldest);
        }
        return result;
      })
      .catch((error: unknown) => {
        options.onRenderError?.(url, error);
        return undefined;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, promise);
    return promise;
  }

  /** The rendered page of an address, or undefined to answer the app shell. */
  async function renderedPage(url: string, variant: string): Promise<Rendered | undefined> {
    const kept = rendered.get(`${variant}\n${url}`);
    if (kept) {
      const maxAge = options.renderMaxAgeSeconds ?? renderMaxAgeSeconds;
      if (Date.now() - kept.at > maxAge * 1000) void renderFresh(url, variant);
      return kept;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<undefined>((resolveTimeout) => {
      timer = setTimeout(() => resolveTimeout(undefined), options.renderTimeoutMs ?? 8000);
    });
    try {
      return await Promise.race([renderFresh(url, variant), timeout]);
    } finally {
      clearTimeout(timer);
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
    if (pathname === '/runtime-config.js') {
      response.writeHead(200, {
        ...baseHeaders,
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      response.end(request.method === 'HEAD' ? undefined : configScript);
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
    if (options.app && !isFileType) {
      for (const [name, value] of Object.entries({ ...baseHeaders, ...options.headers })) {
        response.setHeader(name, value);
      }
      if (preconnect) response.setHeader('Link', preconnect);
      await options.app(request, response);
      return;
    }
    // A prerendered page (path/index.html) wins over the SPA shell.
    const shellFile = join(options.root, 'index.html');
    const pageFile = join(file, 'index.html');
    const prerendered = isFileType || pageFile === shellFile ? undefined : await load(pageFile);
    if (prerendered) {
      send(request, response, prerendered, 200, 'public, max-age=0, must-revalidate', '.html');
      return;
    }
    const page = isFileType
      ? undefined
      : await renderedPage(`${pathname}${search}`, options.renderVariant?.(request) ?? '');
    if (page?.location !== undefined) {
      response.writeHead(302, { ...baseHeaders, Location: page.location }).end();
      return;
    }
    if (page) {
      send(
        request,
        response,
        page.entry,
        page.status,
        'public, max-age=0, must-revalidate',
        '.html',
      );
      return;
    }
    if (isFileType && ext !== '.html') {
      response.writeHead(404, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('No encontrado.');
      return;
    }
    const shell = await load(shellFile);
    if (!shell) {
      response.writeHead(503, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('La aplicación no está compilada.');
      return;
    }
    send(request, response, shell, 200, 'public, max-age=0, must-revalidate', '.html');
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

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
type MiddlewareHost = { middlewares: { use: (handler: Middleware) => void } };

/**
 * The same /runtime-config.js for Vite's dev and preview servers, so `pnpm dev` reads
 * addresses exactly as production does. Typed structurally to avoid a Vite dependency.
 */
export function runtimeConfigVitePlugin(config: Record<string, string>): {
  name: string;
  configureServer: (server: MiddlewareHost) => void;
  configurePreviewServer: (server: MiddlewareHost) => void;
} {
  const script = runtimeConfigScript(config);
  const middleware: Middleware = (request, response, next) => {
    if (request.url?.split('?')[0] !== '/runtime-config.js') return next();
    response.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    response.end(script);
  };
  return {
    name: 'territorio-runtime-config',
    // Block bodies: a hook that returns something (connect's `use` returns the app) is
    // taken by Vite for a post hook and called later with no request.
    configureServer: (server) => {
      server.middlewares.use(middleware);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(middleware);
    },
  };
}

export { brotliForAsset, brotliForWire, precompressedSuffix, wireBrotliOfFile } from './wire';
export * from './budgets';
export * from './manifest';
export * from './fontPreload';
export * from './bundling';
export * from './paintFirst';
export * from './localeWarmup';
