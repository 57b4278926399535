/**
 * The body of both apps' `entry.server`: a React Router document streamed to the visitor
 * with the request's nonce on every inline script React and React Router write, the
 * security headers and the content policy built from that nonce. Crawlers and other bots
 * get the whole document at once (they do not run the streamed parts' scripts).
 */
import { PassThrough, Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { isbot } from 'isbot';
import type { RuntimeConfig } from '@territorio/site-config';
import { DocumentRequestContext } from './document';
import { contentSecurityPolicy, newNonce, securityHeaders } from './security';

/** A render that has not finished by then is cut, and what was streamed stays. */
export const streamTimeoutMs = 5_000;

export type StreamDocumentOptions = {
  readonly request: Request;
  readonly status: number;
  readonly headers: Headers;
  readonly config: RuntimeConfig;
  /** The app's <ServerRouter> for this request, given its nonce. */
  readonly router: (nonce: string) => ReactNode;
  /** Addresses the app's pages frame (the payment page), beyond its own origin. */
  readonly frames?: readonly string[];
  /** Addresses of scripts the app's pages load, beyond its own origin (a live chat). */
  readonly scripts?: readonly string[];
  /** Strict-Transport-Security (configuration, or a request that came over TLS). */
  readonly hsts?: boolean;
  /** Told of a render error after the shell was sent (the page shows the route's boundary). */
  readonly onError?: (error: unknown) => void;
};

export function streamDocument(options: StreamDocumentOptions): Promise<Response> {
  const { request, headers, config } = options;
  const nonce = newNonce();
  const waitForAll = isbot(request.headers.get('user-agent') ?? '');
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy({
      nonce,
      connect: [config.apiUrl, config.intranetUrl],
      media: [config.apiUrl],
      frames: options.frames ?? [],
      scripts: options.scripts ?? [],
    }),
  );
  for (const [name, value] of Object.entries(securityHeaders({ hsts: options.hsts }))) {
    headers.set(name, value);
  }
  return new Promise((resolve, reject) => {
    let status = options.status;
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <DocumentRequestContext value={{ nonce, config }}>
        {options.router(nonce)}
      </DocumentRequestContext>,
      {
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          resolve(new Response(Readable.toWeb(body) as ReadableStream, { headers, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          if (shellRendered) options.onError?.(error);
        },
      },
    );
    setTimeout(abort, streamTimeoutMs + 1_000);
  });
}
