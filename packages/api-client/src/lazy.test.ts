import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxCvBytes } from './constants';
import { ApiError } from './errors';
import { createLazyApiClient, loadRequestSchemas, serverRenderClient } from './lazy';
import { messages } from './messages';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';
import { familyWire } from './test-fixtures';

let api: TestServer;

beforeAll(async () => {
  api = await startTestServer();
});

afterAll(async () => {
  await api.close();
});

// The first call loads the client's module, which the test runner compiles then: on a busy
// two-core machine that alone can take seconds.
describe('createLazyApiClient', { timeout: 20_000 }, () => {
  it('sends nothing until a method is called, then behaves as the client', async () => {
    const client = createLazyApiClient({
      apiBaseUrl: api.url,
      intranetBaseUrl: api.url,
      readRetries: 0,
    });
    expect(api.requests).toHaveLength(0);
    api.on('/v1/vw/stock/families', { body: { data: [familyWire] } });
    const families = await client.findFamilies(1);
    expect(families.map((family) => family.id)).toEqual([familyWire.id]);
    expect(api.requests.map((request) => request.url)).toEqual(['/v1/vw/stock/families']);
  });

  it('rejects with the same errors as the client', async () => {
    const client = createLazyApiClient({
      apiBaseUrl: api.url,
      intranetBaseUrl: api.url,
      readRetries: 0,
    });
    api.on('/v1/vw/offers', { status: 500, body: { message: 'caído' } });
    await expect(client.findOffers(1)).rejects.toBeInstanceOf(ApiError);
  });

  it('is not a thenable, so awaiting it does not load or call anything', async () => {
    const client = createLazyApiClient({ apiBaseUrl: api.url, intranetBaseUrl: api.url });
    const before = api.requests.length;
    expect(await Promise.resolve(client)).toBe(client);
    expect(api.requests.length).toBe(before);
  });
});

describe('serverRenderClient', { timeout: 20_000 }, () => {
  it('gives one client per pair of addresses, which reads as the client does', async () => {
    const addresses = { apiUrl: api.url, intranetUrl: api.url };
    const client = serverRenderClient(addresses);
    expect(serverRenderClient({ ...addresses })).toBe(client);
    expect(serverRenderClient({ ...addresses, intranetUrl: `${api.url}/intranet` })).not.toBe(
      client,
    );
    api.on('/v1/vw/stock/families', { body: { data: [familyWire] } });
    const families = await client.findFamilies(1);
    expect(families.map((family) => family.id)).toEqual([familyWire.id]);
  });
});

describe('loadRequestSchemas', () => {
  it('gives the forms their request schemas', async () => {
    const schemas = await loadRequestSchemas();
    expect(schemas.withdrawal.safeParse({}).success).toBe(false);
    expect(Object.keys(schemas).sort()).toEqual([
      'contact',
      'cv',
      'cvFile',
      'priceRequest',
      'visit',
      'withdrawal',
    ]);
    // The CV file's rule words its problem under the field (rules/cv-file).
    const big = { name: 'cv.pdf', size: maxCvBytes + 1, type: 'application/pdf' };
    expect(schemas.cvFile.safeParse({ file: big }).error?.issues).toMatchObject([
      { path: ['file'], message: messages.cvTooLarge },
    ]);
    expect(schemas.cvFile.safeParse({ file: null }).error?.issues[0]?.message).toBe(
      messages.cvMissing,
    );
    const good = { name: 'cv.docx', size: 1000, type: '' };
    expect(schemas.cvFile.safeParse({ file: good }).success).toBe(true);
  });
});
