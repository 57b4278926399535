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
    // The payment step frames the API's payment page (spec 2.10).
    frames: (config) => [config.apiUrl],
    router: (nonce) => <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
  });
}
