/** Every document answer: streamed, with the request's nonce and the security headers. */
import { ServerRouter, isRouteErrorResponse } from 'react-router';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { streamDocument } from '@territorio/static-server/streamDocument';
import { serverConfig } from './app/loader.server';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const config = serverConfig(loadContext);
  return streamDocument({
    request,
    status,
    headers,
    config,
    // The live chat, when configured, is a script of its own origin (spec 2.2).
    scripts: config.liveChatUrl ? [config.liveChatUrl] : [],
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
