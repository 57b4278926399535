/**
 * A real HTTP server on a random port for tests of code that calls the API (no fetch
 * mocks): it records every request and answers from a route table. It allows any origin,
 * like the API does for the apps.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  readonly method: string;
  readonly pathname: string;
  readonly search: string;
  readonly body: string;
  readonly json: unknown;
};

export type Answer = { status?: number; body?: unknown; delayMs?: number };
/** Answers a request; an async one holds the answer until it settles (a slow server). */
export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export type TestServer = {
  readonly url: string;
  readonly requests: RecordedRequest[];
  on(method: string, pathname: string, answer: Answer | Handler): void;
  requestsTo(pathname: string, method?: string): RecordedRequest[];
  close(): Promise<void>;
};

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Answer | Handler>();
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = {
        'access-control-allow-origin': '*',
        'access-control-allow-headers': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'content-type': 'application/json',
      };
      if (incoming.method === 'OPTIONS') {
        outgoing.writeHead(204, headers);
        outgoing.end();
        return;
      }
      const url = new URL(incoming.url ?? '/', 'http://test.local');
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        pathname: url.pathname,
        search: url.search,
        body,
        json,
      };
      requests.push(recorded);
      const route = routes.get(`${recorded.method} ${url.pathname}`);
      const notFound: Answer = {
        status: 404,
        body: {
          data: null,
          error: { code: 'not_found', message: 'No encontramos lo que buscás.' },
        },
      };
      void Promise.resolve(typeof route === 'function' ? route(recorded) : route).then(
        (answer = notFound) => {
          const send = () => {
            if (outgoing.destroyed) return;
            outgoing.writeHead(answer.status ?? 200, headers);
            outgoing.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
          };
          if (answer.delayMs) setTimeout(send, answer.delayMs);
          else send();
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, pathname, answer) {
      routes.set(`${method.toUpperCase()} ${pathname}`, answer);
    },
    requestsTo(pathname, method) {
      return requests.filter(
        (request) => request.pathname === pathname && (!method || request.method === method),
      );
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
