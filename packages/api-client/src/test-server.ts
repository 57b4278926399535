/**
 * Test support only (not exported from the package): a real node:http server on a random
 * port that records the requests it receives and answers canned responses.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  readonly method: string;
  /** Path and query, as received, e.g. '/v1/vw/stock/stock?id=5'. */
  readonly url: string;
  readonly pathname: string;
  readonly search: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  /** The body parsed as JSON, when it is JSON. */
  readonly json: unknown;
  /** The multipart body, when it is multipart. */
  formData(): Promise<FormData>;
};

export type CannedResponse = {
  readonly status?: number;
  /** Serialized as JSON unless `raw` is given. */
  readonly body?: unknown;
  readonly raw?: string;
  /** Wait this long before answering (timeouts). */
  readonly delayMs?: number;
};

export type Handler = (request: RecordedRequest) => CannedResponse | undefined;

export type TestServer = {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Answer requests for `pathname` (any method, any query) with `response`. */
  on(pathname: string, response: CannedResponse | Handler): void;
  reset(): void;
  close(): Promise<void>;
};

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, CannedResponse | Handler>();

  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const parsedUrl = new URL(incoming.url ?? '/', 'http://test.local');
      let json: unknown;
      try {
        json = body.length > 0 ? JSON.parse(body.toString('utf8')) : undefined;
      } catch {
        json = undefined;
      }
      const headers = incoming.headers;
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        pathname: parsedUrl.pathname,
        search: parsedUrl.search,
        headers,
        body,
        json,
        formData: () =>
          new Request('http://test.local/', {
            method: 'POST',
            headers: { 'content-type': String(headers['content-type'] ?? '') },
            body,
          }).formData(),
      };
      requests.push(recorded);
      const route = routes.get(parsedUrl.pathname);
      const response: CannedResponse = (typeof route === 'function' ? route(recorded) : route) ?? {
        status: 404,
        body: { error: { code: 'not_found', message: 'No encontramos lo que buscás.' } },
      };
      const send = () => {
        if (outgoing.destroyed) return;
        const text =
          response.raw ?? (response.body === undefined ? '' : JSON.stringify(response.body));
        outgoing.writeHead(response.status ?? 200, { 'content-type': 'application/json' });
        outgoing.end(text);
      };
      if (response.delayMs) setTimeout(send, response.delayMs);
      else send();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(pathname, response) {
      routes.set(pathname, response);
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
