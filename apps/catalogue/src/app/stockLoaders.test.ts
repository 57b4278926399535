/**
 * The stock routes' server loaders against a local HTTP stand-in of the API: a unit's
 * status says its state (410 reserved or sold, 404 unknown), and a failed read is the
 * failure the page shows, not an error page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, messages } from '@territorio/api-client/core';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { isFailedPart } from './loaderData';
import * as stockRoute from '../routes/stock';
import * as stockUnitRoute from '../routes/stock-unit';

let server: CannedHttp;

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', apiPaths.stockUnit.replace(':id', '7'), {
    status: 410,
    body: { data: { similar: [] }, error: { code: 'stock_unit_gone', message: 'Reservada' } },
  });
  server.on('GET', apiPaths.stockUnit.replace(':id', '8'), {
    status: 404,
    body: { data: null, error: { code: 'not_found', message: 'No existe' } },
  });
  server.on('GET', apiPaths.stockUnit.replace(':id', '9'), { status: 500, body: { data: null } });
  server.on('GET', apiPaths.stockSearch, { status: 503, body: '' });
});
afterAll(() => server.close());

function args<Params>(path: string, params: Params) {
  const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
  return {
    request: new Request(`http://catalogue.test${path}`),
    url: new URL(`http://catalogue.test${path}`),
    pattern: '',
    params,
    context: { runtimeConfig: config },
  };
}

function unitLoad(id: string) {
  return stockUnitRoute.loader(args(`/stock/${id}/auto`, { id, slug: 'auto' }));
}

describe('stock loaders on the server', () => {
  it('a unit reserved or sold answers 410 with its similar units', async () => {
    const answer = await unitLoad('7');
    expect(answer.init?.status).toBe(410);
    expect(answer.data.unit).toEqual({ kind: 'gone', similar: [] });
  });

  it('an unknown unit answers 404', async () => {
    const answer = await unitLoad('8');
    expect(answer.init?.status).toBe(404);
    expect(answer.data.unit).toEqual({ kind: 'unknown' });
  });

  it('a unit not read answers 200 with the failure the page shows', async () => {
    const answer = await unitLoad('9');
    expect(answer.init?.status ?? 200).toBe(200);
    expect(isFailedPart(answer.data.unit)).toBe(true);
  });

  it('a search not read is the failure the page shows beside its filters', async () => {
    const answer = await stockRoute.loader(args('/stock?marca=volkswagen', {}));
    expect(answer.search).toEqual({
      failedRead: { message: messages.serverError, isNotFound: false },
    });
  });
});
