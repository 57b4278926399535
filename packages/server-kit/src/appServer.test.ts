import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFilePath, serveApp } from './app';
import { isImmutableAsset } from './builtFiles';
import type { ServedApp } from './app';
import { onRequestBrotliQuality } from './compression';

let outer: string;
let root: string;
let server: ServedApp;
let base: string;
let sitemapFails = false;
const datedAt = 'Mon, 07 Dec 2026 12:00:00 GMT';
/** The addresses the app's listener answered. */
const appRequests: string[] = [];

const streamedParts = [
  '<!doctype html><main>' + 'Polo '.repeat(500),
  'Amarok '.repeat(500) + '</main>',
];
let receivedFirstPart = () => {};
const firstPartReceived = new Promise<void>((resolve) => (receivedFirstPart = resolve));

beforeAll(async () => {
  // The client build in a folder of its own, a file beside it that must never be served.
  outer = mkdtempSync(join(tmpdir(), 'server-kit-'));
  root = join(outer, 'client');
  mkdirSync(root);
  writeFileSync(join(outer, 'secret.txt'), 'root:x:0:0');
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'assets', 'index-AbCdEf12.js'), 'console.log(1);'.repeat(100));
  // A hashed asset with the build's brotli copy beside it (precompress.ts precompressVitePlugin),
  // made at another quality than the server's, so the test tells the two apart.
  writeFileSync(join(root, 'assets', 'start-AbCdEf12.js'), 'console.log(2);'.repeat(100));
  writeFileSync(
    join(root, 'assets', 'start-AbCdEf12.js.br'),
    brotliCompressSync('console.log(2);'.repeat(100), {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 0 },
    }),
  );
  server = await serveApp({
    root,
    port: 0,
    host: '127.0.0.1',
    headers: { 'X-Frame-Options': 'DENY' },
    preconnect: ['http://api.test/v1', 'http://api.test', 'not an address'],
    redirect: (pathname, search) =>
      pathname.startsWith('/concesionario-digital/')
        ? `http://reserva.test${pathname}${search}`
        : undefined,
    generated: {
      '/robots.txt': () => Promise.resolve(`User-agent: *\nSitemap: ${base}/sitemap.xml\n`),
      '/sitemap.xml': () =>
        sitemapFails
          ? Promise.reject(new Error('API down'))
          : Promise.resolve('<?xml version="1.0"?><urlset></urlset>'),
      // A dated document: 304 when the request's copy is as recent.
      '/feeds/dated.xml': ({ ifModifiedSince }) =>
        Promise.resolve({
          body: ifModifiedSince === datedAt ? null : '<?xml version="1.0"?><listings/>',
          lastModified: datedAt,
        }),
    },
    app: async (request) => {
      const { pathname, search } = new URL(request.url);
      appRequests.push(`${pathname}${search}`);
      const html = { 'Content-Type': 'text/html; charset=utf-8' };
      if (pathname === '/streamed') {
        // A page streamed in two parts, as React Router writes one: the second part waits
        // until the test has received the first.
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode(streamedParts[0]));
            await firstPartReceived;
            controller.enqueue(encoder.encode(streamedParts[1]));
            controller.close();
          },
        });
        return new Response(body, { headers: html });
      }
      return new Response(`<!doctype html><h1>${pathname}${search}</h1>`, {
        status: pathname === '/no-existe' ? 404 : 200,
        headers: html,
      });
    },
  });
  base = server.url;
});

/**
 * A GET with the given headers, as a browser sends it (fetch would decompress the body, and
 * adds `Cache-Control: no-cache` to a conditional request, which asks for the file again).
 */
async function rawGet(path: string, encoding: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http');
  return new Promise<{ status?: number; encoding?: string; data: Buffer }>((done, fail) => {
    request(`${base}${path}`, { headers: { 'Accept-Encoding': encoding, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          data: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

afterAll(async () => {
  await server.close();
  rmSync(outer, { recursive: true, force: true });
});

describe('app server', () => {
  it("hands every address that is not a file to the app's handler, with its status", async () => {
    const page = await fetch(`${base}/vehiculos-0km/volkswagen?x=1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<!doctype html><h1>/vehiculos-0km/volkswagen?x=1</h1>');
    const missing = await fetch(`${base}/no-existe`);
    expect(missing.status).toBe(404);
  });

  it('hands the app a route whose last segment holds a dot (a version name)', async () => {
    const path = '/vehiculos-0km/reservar/volkswagen/1/polo/101/polo-track-1.6-msi-mt';
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<h1>${path}</h1>`);
  });

  it("adds the security headers and a request ID to the app's answers", async () => {
    const response = await fetch(`${base}/contacto`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers HEAD and every encoding of the first page from the app, not the files' folder", async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const page = await rawGet('/', encoding);
      expect(page.status, encoding).toBe(200);
    }
    const head = await fetch(`${base}/vehiculos-0km`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
  });

  it('answers /health for the load balancer', async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers generated documents with their type, a validator and a short cache', async () => {
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toContain('Sitemap:');
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers.get('cache-control')).toBe('public, max-age=300');
    const etag = sitemap.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${base}/sitemap.xml`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('dates a document whose producer dates it, and answers 304 to a copy as recent', async () => {
    const feed = await fetch(`${base}/feeds/dated.xml`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('last-modified')).toBe(datedAt);
    expect(await feed.text()).toContain('<listings/>');
    const again = await fetch(`${base}/feeds/dated.xml`, {
      headers: { 'if-modified-since': datedAt },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('last-modified')).toBe(datedAt);
  });

  it('answers 503 when a generated document cannot be made, never a partial one', async () => {
    sitemapFails = true;
    try {
      const response = await fetch(`${base}/sitemap.xml`);
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
    } finally {
      sitemapFails = false;
    }
  });

  it('caches hashed assets for a year and answers 304 to a matching validator', async () => {
    const first = await fetch(`${base}/assets/index-AbCdEf12.js`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await rawGet('/assets/index-AbCdEf12.js', 'br', { 'If-None-Match': etag ?? '' });
    expect(second.status).toBe(304);
  });

  it("compresses the app's answers as they stream, each part sent when the app flushes it", async () => {
    const { request } = await import('node:http');
    const { createBrotliDecompress } = await import('node:zlib');
    const result = await new Promise<{ encoding?: string; text: string }>((done, fail) => {
      request(`${base}/streamed`, { headers: { 'Accept-Encoding': 'br, gzip' } }, (res) => {
        const inflate = createBrotliDecompress();
        let text = '';
        inflate.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          if (text.length >= streamedParts[0]!.length) receivedFirstPart();
        });
        inflate.on('end', () => done({ encoding: res.headers['content-encoding'], text }));
        res.pipe(inflate);
      })
        .on('error', fail)
        .end();
    });
    expect(result.encoding).toBe('br');
    expect(result.text).toBe(streamedParts.join(''));
  });

  it('compresses text with gzip when asked', async () => {
    const body = await rawGet('/assets/index-AbCdEf12.js', 'gzip');
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.data).toString()).toBe('console.log(1);'.repeat(100));
  });

  it("sends a hashed asset's precompressed copy to a browser that takes brotli", async () => {
    const response = await rawGet('/assets/start-AbCdEf12.js', 'br');
    const copy = readFileSync(join(root, 'assets', 'start-AbCdEf12.js.br'));
    expect(copy).not.toEqual(
      brotliCompressSync('console.log(2);'.repeat(100), {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: onRequestBrotliQuality },
      }),
    );
    expect(response.encoding).toBe('br');
    expect(response.data).toEqual(copy);
    expect(brotliDecompressSync(response.data).toString()).toBe('console.log(2);'.repeat(100));
    // Without brotli, the file itself, compressed on request.
    const gzip = await rawGet('/assets/start-AbCdEf12.js', 'gzip');
    expect(gunzipSync(gzip.data).toString()).toBe('console.log(2);'.repeat(100));
  });

  it('answers 404 for a missing file, never asking the app', async () => {
    for (const path of ['/assets/missing-12345678.js', '/missing.html', '/logo.svg']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
    }
    expect(appRequests.filter((url) => url.includes('missing') || url.includes('logo'))).toEqual(
      [],
    );
  });

  it('serves a file that is not hashed with a validator, revalidated on every use', async () => {
    const response = await fetch(`${base}/favicon.svg`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('refuses other methods than GET and HEAD', async () => {
    const response = await fetch(`${base}/contacto`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('redirects paths that belong to another app, keeping path and query', async () => {
    const response = await fetch(`${base}/concesionario-digital/continue/ABC?x=1`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      'http://reserva.test/concesionario-digital/continue/ABC?x=1',
    );
  });

  it('tells the browser to open the API connections with every page, only pages', async () => {
    const page = await fetch(`${base}/vehiculos-0km`);
    expect(page.headers.get('link')).toBe(
      '<http://api.test>; rel=preconnect, <http://api.test>; rel=preconnect; crossorigin',
    );
    const script = await fetch(`${base}/assets/index-AbCdEf12.js`);
    expect(script.headers.get('link')).toBeNull();
  });

  it('sends nosniff and a strict referrer policy', async () => {
    const response = await fetch(`${base}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('addresses out of the root', () => {
  it("never serve a file beside the root, and a malformed address is the visitor's error", async () => {
    for (const path of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(await response.text(), path).not.toContain('root:');
    }
    const malformed = await fetch(`${base}/%E0%A4%A`);
    expect(malformed.status).toBeLessThan(500);
  });
});

describe('isFilePath', () => {
  it("takes only the build's file types as files, not a version name with a dot", () => {
    expect(isFilePath('/assets/index-AbCdEf12.js')).toBe(true);
    expect(isFilePath('/robots.txt')).toBe(true);
    expect(isFilePath('/vehiculos-0km/reservar/volkswagen/1/polo/101/polo-track-1.6-msi-mt')).toBe(
      false,
    );
    expect(isFilePath('/contacto')).toBe(false);
  });
});

describe('isImmutableAsset', () => {
  it('recognises hashed Vite assets only', () => {
    expect(isImmutableAsset('/assets/index-AbCdEf12.js')).toBe(true);
    expect(isImmutableAsset('/favicon.svg')).toBe(false);
    expect(isImmutableAsset('/assets/logo.svg')).toBe(false);
  });
});

describe('without an app handler', () => {
  it('answers 503 for a page and still serves the files', async () => {
    const bare = await serveApp({ root, port: 0, host: '127.0.0.1' });
    const { url } = bare;
    try {
      const page = await fetch(`${url}/vehiculos-0km`);
      expect(page.status).toBe(503);
      expect(await page.text()).toBe('La aplicación no está compilada.');
      expect((await fetch(`${url}/favicon.svg`)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
