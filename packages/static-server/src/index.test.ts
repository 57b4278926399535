import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gunzipSync,
} from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliForWire, isImmutableAsset, safeJoin, serveStatic } from './index';

let root: string;
let server: Server;
let base: string;
let sitemapFails = false;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'noticias'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(root, 'noticias', 'index.html'), '<!doctype html><title>noticias</title>');
  writeFileSync(join(root, 'assets', 'index-AbCdEf12.js'), 'console.log(1);'.repeat(100));
  // A hashed asset with the build's brotli copy beside it (bundling.ts precompressVitePlugin),
  // made at another quality than the server's, so the test tells the two apart.
  writeFileSync(join(root, 'assets', 'start-AbCdEf12.js'), 'console.log(2);'.repeat(100));
  writeFileSync(
    join(root, 'assets', 'start-AbCdEf12.js.br'),
    brotliCompressSync('console.log(2);'.repeat(100), {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 0 },
    }),
  );
  const started = await serveStatic({
    root,
    port: 0,
    host: '127.0.0.1',
    runtimeConfig: { apiUrl: 'http://api.test' },
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
    },
  });
  server = started.server;
  base = started.url;
});

/** A GET with the given Accept-Encoding (fetch would decompress the body). */
async function rawGet(path: string, encoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ encoding?: string; data: Buffer }>((done, fail) => {
    request(`${base}${path}`, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ encoding: res.headers['content-encoding'], data: Buffer.concat(chunks) }),
      );
    })
      .on('error', fail)
      .end();
  });
}

afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static server', () => {
  it('serves the runtime configuration as a script', async () => {
    const response = await fetch(`${base}/runtime-config.js`);
    expect(await response.text()).toBe(
      'window.__TERRITORIO_CONFIG__ = {"apiUrl":"http://api.test"};\n',
    );
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to the app shell for client routes', async () => {
    const response = await fetch(`${base}/vehiculos-0km/volkswagen`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
  });

  it('serves the shell for a route whose last segment holds a dot (a version name)', async () => {
    const response = await fetch(
      `${base}/vehiculos-0km/reservar/volkswagen/1/polo/101/polo-track-1.6-msi-mt`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
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

  it('prefers a prerendered page over the shell', async () => {
    const response = await fetch(`${base}/noticias`);
    expect(await response.text()).toContain('<title>noticias</title>');
  });

  it('caches hashed assets for a year and answers 304 to a matching validator', async () => {
    const first = await fetch(`${base}/assets/index-AbCdEf12.js`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const second = await fetch(`${base}/assets/index-AbCdEf12.js`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(second.status).toBe(304);
  });

  it('compresses text with gzip when asked', async () => {
    const body = await rawGet('/assets/index-AbCdEf12.js', 'gzip');
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.data).toString()).toBe('console.log(1);'.repeat(100));
  });

  it("sends a hashed asset's precompressed copy to a browser that takes brotli", async () => {
    const response = await rawGet('/assets/start-AbCdEf12.js', 'br');
    const copy = readFileSync(join(root, 'assets', 'start-AbCdEf12.js.br'));
    expect(copy).not.toEqual(brotliForWire(Buffer.from('console.log(2);'.repeat(100))));
    expect(response.encoding).toBe('br');
    expect(response.data).toEqual(copy);
    expect(brotliDecompressSync(response.data).toString()).toBe('console.log(2);'.repeat(100));
    // Without brotli, the file itself, compressed on request.
    const gzip = await rawGet('/assets/start-AbCdEf12.js', 'gzip');
    expect(gunzipSync(gzip.data).toString()).toBe('console.log(2);'.repeat(100));
  });

  it('answers 404 for a missing asset instead of the shell', async () => {
    const response = await fetch(`${base}/assets/missing-12345678.js`);
    expect(response.status).toBe(404);
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

describe('safeJoin', () => {
  it('refuses paths that escape the root', () => {
    expect(safeJoin('/srv/app', '/../etc/passwd')).toBe('/srv/app/etc/passwd');
    expect(safeJoin('/srv/app', '/%2e%2e/%2e%2e/etc/passwd')).toBe('/srv/app/etc/passwd');
    expect(safeJoin('/srv/app', '/%E0%A4%A')).toBeUndefined();
    expect(safeJoin('/srv/app', '/a%00b')).toBeUndefined();
  });
});

describe('isImmutableAsset', () => {
  it('recognises hashed Vite assets only', () => {
    expect(isImmutableAsset('/assets/index-AbCdEf12.js')).toBe(true);
    expect(isImmutableAsset('/favicon.svg')).toBe(false);
    expect(isImmutableAsset('/assets/logo.svg')).toBe(false);
  });
});

describe('server rendering', () => {
  let renderRoot: string;
  let renderServer: Server;
  let renderBase: string;
  const calls: string[] = [];
  const renderErrors: string[] = [];

  beforeAll(async () => {
    renderRoot = mkdtempSync(join(tmpdir(), 'static-server-render-'));
    writeFileSync(join(renderRoot, 'index.html'), '<!doctype html><title>shell</title>');
    const started = await serveStatic({
      root: renderRoot,
      port: 0,
      host: '127.0.0.1',
      renderTimeoutMs: 200,
      onRenderError: (url, error) => renderErrors.push(`${url}: ${String(error)}`),
      runtimeConfig: { apiUrl: 'http://api.test</script>' },
      renderVariant: (request) =>
        /\bclosed=1\b/.test(request.headers.cookie ?? '') ? 'closed' : '',
      render: async (url, variant) => {
        calls.push(url);
        if (variant) return { status: 200, html: `<h1>Página ${url} (${variant})</h1>` };
        if (url.startsWith('/falla')) throw new Error('render failed');
        if (url.startsWith('/lento')) await new Promise((resolve) => setTimeout(resolve, 1000));
        if (url.startsWith('/con-config'))
          return { status: 200, html: '<head><script src="/runtime-config.js" ></script></head>' };
        if (url.startsWith('/historia-vieja')) return { status: 302, html: '', location: '/' };
        if (url.startsWith('/no-existe')) return { status: 404, html: '<h1>No encontrada</h1>' };
        return { status: 200, html: `<h1>Página ${url}</h1>` };
      },
    });
    renderServer = started.server;
    renderBase = started.url;
  });

  afterAll(async () => {
    await new Promise((resolve) => renderServer.close(resolve));
    rmSync(renderRoot, { recursive: true, force: true });
  });

  it('answers a page with its rendered HTML, made once and then kept', async () => {
    const first = await fetch(`${renderBase}/oportunidades?marca=vw`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('text/html');
    expect(await first.text()).toBe('<h1>Página /oportunidades?marca=vw</h1>');
    const again = await fetch(`${renderBase}/oportunidades?marca=vw`, {
      headers: { 'If-None-Match': first.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(calls.filter((url) => url === '/oportunidades?marca=vw')).toHaveLength(1);
  });

  it('renders the home page too (its index.html is the shell, not a prerendered page)', async () => {
    const response = await fetch(`${renderBase}/`);
    expect(await response.text()).toBe('<h1>Página /</h1>');
  });

  it('puts the runtime configuration inline in a rendered page (one request less)', async () => {
    const html = await (await fetch(`${renderBase}/con-config`)).text();
    expect(html).not.toContain('src="/runtime-config.js"');
    expect(html).toContain(
      '<script>window.__TERRITORIO_CONFIG__ = {"apiUrl":"http://api.test\\u003c/script>"};</script>',
    );
  });

  it('renders and keeps each variant of a page apart', async () => {
    const closed = await fetch(`${renderBase}/contacto`, { headers: { Cookie: 'closed=1' } });
    expect(await closed.text()).toBe('<h1>Página /contacto (closed)</h1>');
    const open = await fetch(`${renderBase}/contacto`);
    expect(await open.text()).toBe('<h1>Página /contacto</h1>');
    const again = await fetch(`${renderBase}/contacto`, { headers: { Cookie: 'closed=1' } });
    expect(await again.text()).toBe('<h1>Página /contacto (closed)</h1>');
    expect(calls.filter((url) => url === '/contacto')).toHaveLength(2);
  });

  it('answers a redirect for a page that only sends the visitor elsewhere', async () => {
    const response = await fetch(`${renderBase}/historia-vieja`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it('keeps the status of the render (404 for an unknown address)', async () => {
    const response = await fetch(`${renderBase}/no-existe`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No encontrada');
  });

  it('answers the app shell when the render fails or is too slow', async () => {
    const failed = await fetch(`${renderBase}/falla`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toContain('<title>shell</title>');
    expect(renderErrors).toEqual(['/falla: Error: render failed']);
    const slow = await fetch(`${renderBase}/lento`);
    expect(slow.status).toBe(200);
    expect(await slow.text()).toContain('<title>shell</title>');
  });

  it('renders every request of a page that is never kept (renderMaxAgeSeconds 0)', async () => {
    let renders = 0;
    const { server, url } = await serveStatic({
      root: renderRoot,
      port: 0,
      host: '127.0.0.1',
      renderMaxAgeSeconds: 0,
      render: async () => {
        renders += 1;
        return { status: 200, html: `<h1>Unidad, vista ${renders}</h1>` };
      },
    });
    try {
      expect(await (await fetch(`${url}/unidad`)).text()).toBe('<h1>Unidad, vista 1</h1>');
      expect(await (await fetch(`${url}/unidad`)).text()).toBe('<h1>Unidad, vista 2</h1>');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('never renders files: a missing asset is still a 404', async () => {
    const response = await fetch(`${renderBase}/assets/missing-AbCdEf12.js`);
    expect(response.status).toBe(404);
    expect(calls.some((url) => url.startsWith('/assets/'))).toBe(false);
  });
});
