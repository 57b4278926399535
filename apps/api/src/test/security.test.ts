import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, brandEndpoints, intranetPaths, messages } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { json, startBody, startTestServer, type TestServer } from './helpers';

type ErrorBody = { error: { code: string; message: string } };

/** A raw request (fetch normalizes paths, which hides traversal attempts). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('headers, errors and limits', () => {
  let api: TestServer;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = mkdtempSync(join(tmpdir(), 'territorio-media-'));
    mkdirSync(join(mediaDir, 'vehicles'));
    writeFileSync(
      join(mediaDir, 'vehicles', 'polo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    writeFileSync(join(mediaDir, 'story.mp4'), Buffer.alloc(1000, 7));
    writeFileSync(join(tmpdir(), 'territorio-secret.txt'), 'secret');
    api = await startTestServer({ MEDIA_DIR: mediaDir });
  });
  afterAll(async () => {
    await api.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('sends nosniff, a strict referrer policy and forbids framing on every answer', async () => {
    for (const path of [brandEndpoints[1].family, '/no-existe', apiPaths.parameters]) {
      const response = await api.get(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const error = await api.post(apiPaths.contact, '{');
    expect(error.headers.get('x-frame-options')).toBe('DENY');
  });

  it("cached catalogue answers vary by Origin, so one app never gets the other app's CORS answer", async () => {
    // Both apps read the parameters; a shared browser cache must not reuse the catalogue's
    // answer (Access-Control-Allow-Origin: catalogue) for the reservation app.
    for (const path of [apiPaths.parameters, brandEndpoints[1].family]) {
      const response = await api.get(path, {
        origin: 'http://localhost:8081',
        'accept-encoding': 'br',
      });
      const vary = (response.headers.get('vary') ?? '').toLowerCase();
      expect(vary, path).toContain('origin');
      expect(vary, path).toContain('accept-encoding');
    }
  });

  it('answers CORS only to the configured origins', async () => {
    const allowed = await api.get(brandEndpoints[1].family, { origin: 'http://localhost:8080' });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const denied = await api.get(brandEndpoints[1].family, { origin: 'https://evil.example' });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${api.url}${apiPaths.dealershipStart}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8081',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:8081');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const badPreflight = await fetch(`${api.url}${apiPaths.dealershipStart}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(badPreflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 JSON for unknown routes and methods', async () => {
    for (const response of [
      await api.get('/api/v3/nada'),
      await api.post('/v1/vw/stock/families', {}),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect((await json<ErrorBody>(response)).error.message).toBe(messages.notFound);
    }
  });

  it('answers 400 for malformed JSON and 413 for bodies over 100 KB, never 5xx', async () => {
    const malformed = await api.post(apiPaths.contact, '{"name": "A",');
    expect(malformed.status).toBe(400);
    expect((await json<ErrorBody>(malformed)).error).toMatchObject({
      code: 'invalid_json',
      message: messages.invalidRequest,
    });
    const empty = await api.post(apiPaths.dealershipUpdate, '');
    expect(empty.status).toBe(400);
    const huge = await api.post(apiPaths.contact, {
      name: 'A',
      lastname: 'B',
      telephone: '1',
      message: 'x'.repeat(150 * 1024),
    });
    expect(huge.status).toBe(413);
    const wrongType = await fetch(`${api.url}${apiPaths.contact}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hola',
    });
    expect(wrongType.status).toBe(415);
    const nullBody = await api.post(apiPaths.dealershipStart, 'null');
    expect(nullBody.status).toBe(400);
    const proto = await api.post(apiPaths.contact, '{"__proto__": {"admin": true}, "name": "A"}');
    expect(proto.status).toBe(400);
  });

  it('treats injection strings in queries and codes as data', async () => {
    const injected = encodeURIComponent("1' OR '1'='1");
    expect((await api.get(`${brandEndpoints[1].stock}?family_id=${injected}`)).status).toBe(400);
    const families = await api.get(
      `${apiPaths.promotion}?code=${injected}&brand_id=1&family=x&chassis=y`,
    );
    expect(families.status).toBe(404);
    const code = await api.post(apiPaths.dealershipStart, { code: "' OR 1=1 --" });
    expect(code.status).toBe(404);
    // The catalogue is intact.
    const all = await json<{ data: unknown[] }>(await api.get(brandEndpoints[1].family));
    expect(all.data.length).toBe(
      seedData.families.filter((family) => family.brand_id === 1).length,
    );
  });

  it('serves /media/ with caching headers, ETag revalidation and byte ranges', async () => {
    const svg = await api.get('/media/vehicles/polo.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toContain('max-age=86400');
    const etag = svg.headers.get('etag')!;
    expect((await api.get('/media/vehicles/polo.svg', { 'if-none-match': etag })).status).toBe(304);
    const range = await api.get('/media/story.mp4', { range: 'bytes=0-99' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe('bytes 0-99/1000');
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    expect((await api.get('/media/story.mp4', { range: 'bytes=5000-' })).status).toBe(416);
    const head = await fetch(`${api.url}/media/story.mp4`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');
    expect(head.headers.get('content-type')).toBe('video/mp4');
  });

  it('never serves a file outside the media folder', async () => {
    for (const path of [
      '/media/../package.json',
      '/media/..%2f..%2fpackage.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/vehicles/..%5c..%5cpackage.json',
      `/media/${encodeURIComponent(join(tmpdir(), 'territorio-secret.txt'))}`,
      '/media/.env',
      '/media/vehicles/polo.svg%00.txt',
      '/media/nada.svg',
    ]) {
      const response = await rawGet(api.url, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      expect(response.body).not.toContain('"name"');
      expect(response.body).not.toContain('secret');
    }
  });
});

describe('rate limits', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ RATE_LIMIT_MAX: '5', WRONG_CODE_LIMIT: '10' });
  });
  afterAll(async () => {
    await api.close();
  });

  it('limits each form per client and answers 429 with the Spanish message', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) {
      statuses.push(
        (await api.post(apiPaths.contact, { name: 'A', lastname: 'B', telephone: '261 555-2150' }))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    const limited = await api.post(apiPaths.contact, {
      name: 'A',
      lastname: 'B',
      telephone: '261 555-2150',
    });
    expect(limited.status).toBe(429);
    expect((await json<ErrorBody>(limited)).error.message).toBe(messages.tooManyRequests);
    // Another form has its own budget; reads are not limited.
    expect(
      (await api.post(apiPaths.priceRequest, { name: 'A', lastname: 'B', email: 'a@b.co' })).status,
    ).toBe(201);
    expect((await api.get(brandEndpoints[1].family)).status).toBe(200);
  });

  it('blocks a client after 10 wrong operation codes a minute, right codes included', async () => {
    const unit = seedData.stock[0]!;
    const started = await api.post(apiPaths.dealershipStart, startBody(unit, { email: 'a@b.co' }));
    const { code } = (await json<{ data: { code: string } }>(started)).data;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await api.post(apiPaths.dealershipUpdate, { code: `WRONG${attempt}CODE` })).status,
      ).toBe(404);
    }
    const blocked = await api.post(apiPaths.dealershipUpdate, { code, cash_amount: 1 });
    expect(blocked.status).toBe(429);
    expect((await json<ErrorBody>(blocked)).error.message).toBe(messages.tooManyRequests);
    expect((await api.get(`${apiPaths.paymentSandbox}?reference=${code}`)).status).toBe(429);
  });
});

describe('separately configurable base paths', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ API_BASE_PATH: '/api-main/', INTRANET_BASE_PATH: 'intranet' });
  });
  afterAll(async () => {
    await api.close();
  });

  it('serves the main API and the intranet service under their own prefixes', async () => {
    expect((await api.get(`/api-main${brandEndpoints[1].family}`)).status).toBe(200);
    expect((await api.get(brandEndpoints[1].family)).status).toBe(404);
    expect((await api.get(`/intranet${intranetPaths.usdRate}`)).status).toBe(200);
    expect((await api.get(intranetPaths.usdRate)).status).toBe(404);
    const config = await json<{ data: { checkout_url: string } }>(
      await api.get(`/api-main${apiPaths.paymentConfig}?brand_id=1`),
    );
    expect(api.config.publicApiUrl).toMatch(/\/api-main$/);
    expect(config.data.checkout_url).toBe(`${api.config.publicApiUrl}${apiPaths.paymentSandbox}`);
    expect((await api.get('/health')).status).toBe(200);
  });
});
