/**
 * The body of both apps' `entry.server`: a React Router document streamed to the visitor
 * with the request's nonce on every inline script React and React Router write, the
 * security headers and the content policy built from that nonce. Crawlers and other bots
 * get the whole document at once (they do not run the streamed parts' scripts).
 */
import { PassThrough, Readable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse } from 'react-router';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isbot } from 'isbot';
import { runtimeConfigFromEnv } from '@territorio/site-config';
import type { RuntimeConfig } from '@territorio/site-config';
import { DocumentRequestContext } from './document';
import { contentSecurityPolicy, newNonce, securityHeaders } from './security';

/** A render that has not finished by then is cut, and what was streamed stays. */
export const streamTimeoutMs = 5_000;

declare module 'react-router' {
  /** What the apps' server gives every loader and the document (scripts/app-servers.mjs). */
  interface AppLoadContext {
    /** The addresses this server was started with. */
    readonly runtimeConfig?: RuntimeConfig;
    /** Strict-Transport-Security on every answer (configuration). */
    readonly hsts?: boolean;
    /** The client build's stylesheet, which every document carries inline (builtApp). */
    readonly stylesheet?: string;
  }
}

/**
 * The server's configuration: the apps' server's, or the environment's under
 * `react-router dev`, which passes no context.
 */
export function serverConfig(context: AppLoadContext): RuntimeConfig {
  return context.runtimeConfig ?? runtimeConfigFromEnv(process.env);
}

/**
 * Both apps' `handleError`: logs what failed on the server. An unknown address (a 404
 * thrown as a route error response) or a visitor who left is not a failure.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};

export type StreamDocumentOptions = {
  readonly request: Request;
  readonly status: number;
  readonly headers: Headers;
  /** The request's load context: the configuration and whether HSTS is on. */
  readonly context: AppLoadContext;
  /** The app's <ServerRouter> for this request, given its nonce. */
  readonly router: (nonce: string) => ReactNode;
  /** Addresses the app's pages frame (the payment page), beyond its own origin. */
  readonly frames?: (config: RuntimeConfig) => readonly string[];
  /** Addresses of scripts the app's pages load, beyond its own origin (a live chat). */
  readonly scripts?: (config: RuntimeConfig) => readonly string[];
};

export function streamDocument(options: StreamDocumentOptions): Promise<Response> {
  const { request, headers } = options;
  const config = serverConfig(options.context);
  // Configuration, or a request that came over TLS.
  const hsts = Boolean(options.context.hsts) || new URL(request.url).protocol === 'https:';
  const nonce = newNonce();
  const waitForAll = isbot(request.headers.get('user-agent') ?? '');
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      connect: [config.apiUrl, config.intranetUrl],
      media: [config.apiUrl],
      frames: options.frames?.(config) ?? [],
      scripts: options.scripts?.(config) ?? [],
    }),
  );
  for (const [name, value] of Object.entries(securityHeaders({ hsts }))) {
    headers.set(name, value);
  }
  return new Promise((resolve, reject) => {
    let status = options.status;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentRequestContext value={{ nonce, config, stylesheet: options.context.stylesheet }}>
        {options.router(nonce)}
      </DocumentRequestContext>,
      {
        nonce,
        // A part already rendered goes out in place, however large: React would otherwise
        // send a large one after a placeholder, shown only once a script runs (never, with
        // JavaScript off) and a moment later than the rest. Only parts still waiting for
        // data are streamed after their placeholder.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          resolve(new Response(Readable.toWeb(body) as ReadableStream, { headers, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Before the shell, onShellError answers; after it, the route's boundary shows.
          if (shellRendered) console.error('Rendering a page failed:', error);
        },
      },
    );
    setTimeout(abort, streamTimeoutMs + 1_000);
  });
}

/** The app's own `ServerRouter` (its copy of React Router renders its routes). */
type ServerRouterComponent = ComponentType<{ context: EntryContext; url: string; nonce?: string }>;

/**
 * An app's `entry.server` default export: every document answer streamed by
 * `streamDocument`, with what the app's pages load from other origins.
 */
export function documentRequestHandler(
  ServerRouter: ServerRouterComponent,
  origins: Pick<StreamDocumentOptions, 'frames' | 'scripts'> = {},
) {
  return (
    request: Request,
    status: number,
    headers: Headers,
    routerContext: EntryContext,
    context: AppLoadContext,
  ): Promise<Response> =>
    streamDocument({
      request,
      status,
      headers,
      context,
      ...origins,
      router: (nonce) => <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    });
}
