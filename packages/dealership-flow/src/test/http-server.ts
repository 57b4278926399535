/**
 * Test support: a real node:http server on a random port. It records every request and
 * answers from handlers keyed by pathname (any method, any query).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  readonly method: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly json: unknown;
};

export type Answer = { readonly status?: number; readonly body: unknown };
export type Handler = (request: RecordedRequest) => Answer;

export type HttpTestServer = {
  readonly url: string;
  readonly requests: RecordedRequest[];
  on(pathname: string, handler: Handler | Answer): void;
  close(): Promise<void>;
};

export async function startHttpServer(): Promise<HttpTestServer> {
  const requests: RecordedRequest[] = [];
  const handlers = new Map<string, Handler | Answer>();
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://test.local');
      const text = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch {
        json = undefined;
      }
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        pathname: url.pathname,
        query: url.searchParams,
        json,
      };
      requests.push(request);
      const handler = handlers.get(url.pathname);
      const answer: Answer = handler
        ? typeof handler === 'function'
          ? handler(request)
          : handler
        : {
            status: 404,
            body: { error: { code: 'not_found', message: 'No encontramos lo que buscás.' } },
          };
      outgoing.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(pathname, handler) {
      handlers.set(pathname, handler);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
