/** The catalogue's reads against a real local HTTP server: each settles into a resource. */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@territorio/api-client';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { data, family, savingPlan } from '../test/fixtures';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { readEachBrand, readFamilies, readFamily, readSavingPlans, readSubfamilies } from './reads';

let server: CannedHttp;

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', '/v1/vw/stock/families', { body: data([family()]) });
  server.on('GET', '/v1/gm/stock/families', {
    body: data([family({ id: 201, brand_id: 2, name: 'Onix', family: 'Onix' })]),
  });
  server.on('GET', '/v2/baic/family', {
    status: 500,
    body: { error: { code: 'boom', message: 'Falló.' } },
  });
  server.on('GET', '/v1/vw/stock/families/999', {
    status: 404,
    body: { data: null, error: { code: 'family_not_found', message: 'No existe' } },
  });
  server.on('GET', '/v1/gm/plan/find', { body: data([savingPlan({ id: 2, brand_id: 2 })]) });
  server.on('GET', '/v1/vw/stock/subfamilies', (request) => ({
    body: data([{ id: 1011, family_id: 101, brand_id: 1, name: `Track ${request.search}` }]),
  }));
});
afterEach(() => {
  server.requests.length = 0;
});
afterAll(() => server.close());

function services() {
  const api = createApiClient({
    apiBaseUrl: server.url,
    intranetBaseUrl: server.url,
    readRetries: 0,
  });
  const reporter = { report: vi.fn(() => true) };
  return { config: { ...defaultRuntimeConfig, apiUrl: server.url }, api, reporter };
}

describe('catalogue reads (spec 4, 7.1)', () => {
  it('reads a brand’s families from its endpoint, with the brand id', async () => {
    const resource = await readFamilies(services(), 1);
    expect(resource).toMatchObject({ requesting: false, error: null, brandId: 1 });
    expect(resource.all.map((item) => item.name)).toEqual(['Polo']);
    expect(server.requestsTo('/v1/vw/stock/families')).toHaveLength(1);
  });

  it('settles a failure into a failed resource and reports it (spec 8: logged)', async () => {
    const read = services();
    const resource = await readFamilies(read, 6);
    expect(resource).toMatchObject({ requesting: false, error: { message: 'Falló.' } });
    expect(resource.brandId).toBeNull();
    expect(read.reporter.report).toHaveBeenCalledTimes(1);
  });

  it('does not report a not-found: it is an answer', async () => {
    const read = services();
    const resource = await readFamily(read, 1, 999);
    expect(resource.error?.isNotFound).toBe(true);
    expect(read.reporter.report).not.toHaveBeenCalled();
  });

  it('keeps the subfamily query, so a page knows which family the list is for', async () => {
    const resource = await readSubfamilies(services(), 1, 101);
    expect(server.requestsTo('/v1/vw/stock/subfamilies')[0]?.search).toBe('?family_id=101');
    expect(resource.query).toEqual({ family_id: 101 });
  });

  it('reads a brand’s saving plans from its own endpoint', async () => {
    const resource = await readSavingPlans(services(), 2);
    expect(resource).toMatchObject({ brandId: 2, all: [{ id: 2, brand_id: 2 }] });
    expect(server.requestsTo('/v1/gm/plan/find')).toHaveLength(1);
  });

  it('reads each brand apart: one brand’s failure leaves the others’ answers', async () => {
    const read = services();
    const byBrand = readEachBrand([1, 2, 6], (brandId) => readFamilies(read, brandId));
    expect(Object.keys(byBrand)).toEqual(['1', '2', '6']);
    expect((await byBrand[1])?.all[0]?.name).toBe('Polo');
    expect((await byBrand[2])?.all[0]?.name).toBe('Onix');
    expect((await byBrand[6])?.error?.message).toBe('Falló.');
  });
});
