/** Every document answer: streamed, with the request's nonce and the security headers. */
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { runtimeConfigFromEnv } from '@territorio/site-config';
import type { RuntimeConfig } from '@territorio/site-config';
import { streamDocument } from '@territorio/static-server/streamDocument';

declare module 'react-router' {
  interface AppLoadContext {
    /** The addresses this server was started with (scripts/app-servers.mjs). */
    readonly runtimeConfig?: RuntimeConfig;
    /** Strict-Transport-Security on every answer (configuration). */
    readonly hsts?: boolean;
  }
}

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  // `react-router dev` passes no context: the addresses come from the environment.
  const config = loadContext.runtimeConfig ?? runtimeConfigFromEnv(process.env);
  return streamDocument({
    request,
    status,
    headers,
    config,
    // The payment step frames the API's payment page (spec 2.10).
    frames: [config.apiUrl],
    hsts: Boolean(loadContext.hsts) || new URL(request.url).protocol === 'https:',
    router: (nonce) => <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    onError: (error) => console.error('Rendering a page failed:', error),
  });
}

/** Logs what failed on the server; an unknown address (404) or a visitor who left is not a failure. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};
