/**
 * `@territorio/e2e-kit/test-api`, test support for unit and component tests (node only, no
 * Playwright): a real node:http server on a random port standing in for the API, so tests
 * exercise the code's calls over HTTP (never a mocked fetch). Routes are keyed by pathname
 * (any method, any query) and answer canned JSON, with CORS for tests in a browser-like
 * environment; every request is recorded. A route may answer with a promise: the request is
 * recorded on arrival and its connection stays open until the reply settles, so a test can
 * hold a call open.
 */
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  readonly method: string;
  readonly pathname: string;
  readonly query: URLSearchParams;
  readonly json: unknown;
};

export type Reply = { readonly status?: number; readonly body?: unknown };
export type Route = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

export type TestApi = {
  readonly url: string;
  readonly requests: RecordedRequest[];
  on(pathname: string, route: Route): void;
  close(): Promise<void>;
};

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

function send(outgoing: ServerResponse, reply: Reply) {
  // A held reply may settle after close() cut its connection: nobody is left to answer.
  if (outgoing.destroyed) return;
  outgoing.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...corsHeaders });
  outgoing.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
}

export async function startTestApi(): Promise<TestApi> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Route>();

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      if (incoming.method === 'OPTIONS') {
        outgoing.writeHead(204, corsHeaders);
        outgoing.end();
        return;
      }
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
      const route = routes.get(url.pathname);
      const reply = (typeof route === 'function' ? route(request) : route) ?? {
        status: 404,
        body: { error: { code: 'not_found', message: 'No encontramos lo que buscás.' } },
      };
      // A rejected reply stays unhandled, so the test fails as it does when a route throws.
      if (reply instanceof Promise) void reply.then((held) => send(outgoing, held));
      else send(outgoing, reply);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(pathname, route) {
      routes.set(pathname, route);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
