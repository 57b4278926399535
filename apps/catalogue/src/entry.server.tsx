/** Every document answer: streamed, with the request's nonce and the security headers. */
import { ServerRouter } from 'react-router';
import type { AppLoadContext, EntryContext } from 'react-router';
import { streamDocument, streamTimeoutMs } from '@territorio/static-server/streamDocument';

export { handleError } from '@territorio/static-server/streamDocument';

export const streamTimeout = streamTimeoutMs;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  context: AppLoadContext,
): Promise<Response> {
  return streamDocument({
    request,
    status,
    headers,
    context,
    // The live chat, when configured, is a script of its own origin (spec 2.2).
    scripts: (config) => (config.liveChatUrl ? [config.liveChatUrl] : []),
    router: (nonce) => <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
  });
}
