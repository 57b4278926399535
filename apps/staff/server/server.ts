import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import {
  accessLog,
  builtFiles,
  defaultAccessLogger,
  drainable,
  healthRoute,
  readyRoute,
  requestIdOf,
  securityHeaders,
  sendBuiltFile,
} from '@territorio/server-kit';
import type { AccessLogger, DrainResult } from '@territorio/server-kit';
import { photoPathPrefix } from '@territorio/api-client/core';
import { staffBasePath } from '@territorio/api-client/staff';

const photoPrefix = photoPathPrefix.replace(/\/$/, '');

export type StaffServerOptions = {
  /** The built console (Vite's dist): index.html and assets/. */
  root: string;
  /** Where the API answers; `staffBasePath` is forwarded there unchanged. */
  apiUrl: string;
  /** Strict-Transport-Security on every answer (also sent whenever the request came over TLS). */
  hsts?: boolean;
  /** One line per answered request; default: JSON on stdout, silent under tests. */
  logger?: AccessLogger;
  /** How long the server goes on serving after it is asked to close, /ready saying 503. */
  drainDelayMs?: number;
};

export type StaffServer = {
  readonly app: FastifyInstance;
  /** Drains the server (@territorio/server-kit's drainable); 10 s by default. */
  close(timeoutMs?: number): Promise<DrainResult>;
};

/**
 * The API's TRUST_PROXY where it runs on this server's host (`pnpm start`, the e2e stack):
 * this server's address as the API sees it, loopback over IPv4, and nothing else. The
 * server appends the peer it sees to X-Forwarded-For and trusts no header of its own
 * (`trustProxy: false`), so whatever a client wrote there stays left of that hop, and the
 * API, taking the last address it does not trust, takes the client's. An explicit
 * TRUST_PROXY wins (a reverse proxy in front: list it too).
 */
export function apiTrustProxy(env: Readonly<Record<string, string | undefined>>): string {
  return env.TRUST_PROXY ?? '127.0.0.1';
}

/**
 * The console's pages may run only their own scripts and styles and talk only to their
 * own origin (the API is reached through the proxy below); no page may frame them.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // The design system's styles are vanilla-extract's static CSS files.
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The group's security headers, made stricter for a signed-in tool. */
function staffHeaders(hsts: boolean): Record<string, string> {
  return {
    ...securityHeaders({ hsts }),
    'Content-Security-Policy': contentSecurityPolicy,
    // Links out (wa.me, mailto) must not tell anyone which lead or operation was open.
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // A signed-in tool: never in a search engine.
    'X-Robots-Tag': 'noindex, nofollow',
  };
}

/** An address of the app (not a file, not the API) answered with index.html. */
function isAppRoute(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !pathname.startsWith(`${staffBasePath}/`) &&
    pathname !== staffBasePath &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * The console's server: the built app (hashed assets cached for good, the page never
 * stored), the app's addresses answered with its page, `staffBasePath` forwarded to the
 * API as it came (cookies, CSRF header and Origin included), and the security headers on
 * every answer. A header the API set itself (a CV download's sandbox policy) is kept.
 */
export async function createStaffServer(options: StaffServerOptions): Promise<StaffServer> {
  const app = Fastify({ genReqId: requestIdOf, requestIdHeader: false, trustProxy: false });
  const drain = drainable(app, { delayMs: options.drainDelayMs ?? 0 });
  const log = options.logger ?? defaultAccessLogger();
  if (log) accessLog(app, log);
  healthRoute(app);
  readyRoute(app, drain.isStopping);

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    const headers = staffHeaders(Boolean(options.hsts) || request.protocol === 'https');
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });

  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: staffBasePath,
    rewritePrefix: staffBasePath,
    http2: false,
    replyOptions: {
      // The API sees who asked (its sign-in locks and rate limits count per address when
      // it trusts this hop): the peer, appended after anything the client sent, which the
      // API believes only as far as it trusts the hops (apiTrustProxy).
      rewriteRequestHeaders: (request, headers) => {
        const forwarded = headers['x-forwarded-for'];
        return {
          ...headers,
          'x-forwarded-for': forwarded ? `${String(forwarded)}, ${request.ip}` : request.ip,
          'x-forwarded-proto': request.protocol,
        };
      },
    },
  });

  // A unit's photos, which the console previews: public files the API serves (immutable,
  // content-hashed names), forwarded so the pages show images of their own origin only.
  // In a scope of its own: the proxy above already took this instance's body parsers.
  await app.register(async (scope) => {
    await scope.register(httpProxy, {
      upstream: options.apiUrl,
      prefix: photoPrefix,
      rewritePrefix: photoPrefix,
      http2: false,
      httpMethods: ['GET', 'HEAD'],
      proxyPayloads: false,
    });
  });

  await builtFiles(app, { root: options.root });

  const sendPage = (reply: FastifyReply) =>
    sendBuiltFile(
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8'),
      options.root,
      'index.html',
    );

  // The console's first address is its page, not the files' folder (which has no index).
  app.get('/', (_request, reply) => sendPage(reply));

  app.setNotFoundHandler((request, reply) => {
    if (isAppRoute(request)) return sendPage(reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('No encontramos lo que buscás.');
  });

  return { app, close: (timeoutMs = 10_000) => drain(timeoutMs) };
}

/** The built console's folder in this repository. */
export const defaultStaffRoot = join(import.meta.dirname, '..', 'dist');
