/**
 * `@territorio/e2e-kit/canned-http`, test support for unit and component tests (node only,
 * no Playwright): a real node:http server on a random port that answers canned JSON, so
 * tests exercise the code's calls over HTTP (never a mocked fetch). It stands in for a
 * third party or for a failure the real API cannot be made to give.
 *
 * - Routes are keyed by pathname, for any method and query, or for one method
 *   (`on('POST', pathname, route)`); a request no route answers gets the API's 404 body, or
 *   is passed to `forwardTo` when given (a real server behind the canned answers).
 * - Every request is recorded on arrival, in order.
 * - A route may answer with a promise: the connection stays open until it settles, so a
 *   test can hold a call open. `delayMs` answers late (timeouts).
 * - Every answer allows any origin and OPTIONS is answered, for code running in a
 *   browser-like environment.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  readonly method: string;
  /** Path and query as received, e.g. '/v1/vw/stock/stock?id=5'. */
  readonly url: string;
  readonly pathname: string;
  /** The query with its '?', or ''. */
  readonly search: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The body as text. */
  readonly body: string;
  /** The body parsed as JSON, when it is JSON. */
  readonly json: unknown;
  /** The multipart body, when it is multipart. */
  formData(): Promise<FormData>;
};

export type Reply = {
  readonly status?: number;
  /** Serialised as JSON unless `raw` is given. */
  readonly body?: unknown;
  readonly raw?: string;
  /** Answer this long after the route settles. */
  readonly delayMs?: number;
};

/** Answers a request (undefined: not answered here); a promise holds the answer open. */
export type Handler = (request: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>;

/** A canned reply, or a function of the request. */
export type Route = Reply | Handler;

export type CannedHttp = {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answers `pathname` (any method, any query) with `route`. */
  on(pathname: string, route: Route): void;
  /** Answers `method` on `pathname` (any query); it takes precedence over any method. */
  on(method: string, pathname: string, route: Route): void;
  /** The requests that reached `pathname` (by `method` when given), in arrival order. */
  requestsTo(pathname: string, method?: string): RecordedRequest[];
  /** Forgets every route and recorded request. */
  reset(): void;
  close(): Promise<void>;
};

export type CannedHttpOptions = {
  /** The origin requests no route answers are passed to, answered as it answers. */
  readonly forwardTo?: string;
};

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

const notFound: Reply = {
  status: 404,
  body: { data: null, error: { code: 'not_found', message: 'No encontramos lo que buscás.' } },
};

function send(outgoing: ServerResponse, reply: Reply) {
  // A held reply may settle after close() cut its connection: nobody is left to answer.
  if (outgoing.destroyed) return;
  const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  outgoing.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...corsHeaders });
  outgoing.end(text);
}

/** Passes the request to `origin` and answers with its status and body. */
async function forwarded(origin: string, request: RecordedRequest, bytes: Buffer) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'host' || name === 'connection') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const answer = await fetch(`${origin}${request.url}`, {
    method: request.method,
    headers,
    body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(bytes),
  });
  return { status: answer.status, raw: await answer.text() };
}

export async function startCannedHttp(options: CannedHttpOptions = {}): Promise<CannedHttp> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, Route>();

  const answer = async (request: RecordedRequest, bytes: Buffer): Promise<Reply> => {
    const route =
      routes.get(`${request.method} ${request.pathname}`) ?? routes.get(request.pathname);
    const reply = typeof route === 'function' ? await route(request) : route;
    if (reply) return reply;
    return options.forwardTo ? forwarded(options.forwardTo, request, bytes) : notFound;
  };

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      if (incoming.method === 'OPTIONS') {
        outgoing.writeHead(204, corsHeaders);
        outgoing.end();
        return;
      }
      const bytes = Buffer.concat(chunks);
      const url = new URL(incoming.url ?? '/', 'http://test.local');
      const body = bytes.toString('utf8');
      let json: unknown;
      try {
        json = body === '' ? undefined : JSON.parse(body);
      } catch {
        json = undefined;
      }
      const { headers } = incoming;
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        pathname: url.pathname,
        search: url.search,
        query: url.searchParams,
        headers,
        body,
        json,
        formData: () =>
          new Request('http://test.local/', {
            method: 'POST',
            headers: { 'content-type': String(headers['content-type'] ?? '') },
            body: new Uint8Array(bytes),
          }).formData(),
      };
      requests.push(request);
      // A rejected reply stays unhandled, so the test fails as it does when a route throws.
      void answer(request, bytes).then((reply) => {
        if (reply.delayMs) setTimeout(() => send(outgoing, reply), reply.delayMs);
        else send(outgoing, reply);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(...args: [string, Route] | [string, string, Route]) {
      if (args.length === 2) routes.set(args[0], args[1]);
      else routes.set(`${args[0].toUpperCase()} ${args[1]}`, args[2]);
    },
    requestsTo(pathname, method) {
      return requests.filter(
        (request) =>
          request.pathname === pathname && (method === undefined || request.method === method),
      );
    },
    reset() {
      requests.length = 0;
      routes.clear();
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
