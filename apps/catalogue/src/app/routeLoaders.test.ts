/**
 * The server side of the catalogue's routes: each route's loader reads the API (a real
 * local HTTP server), answers with the resources, the status they give and the API's HTML
 * sanitized.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '@territorio/site-config';
import type { LoaderFunctionArgs } from 'react-router';
import { data, family, offers, parameters } from '../test/fixtures';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import * as brandRoute from '../routes/brand';
import * as shellRoute from '../routes/shell';
import * as notFoundRoute from '../routes/not-found';
import * as newsRoute from '../routes/news-detail';
import * as familiesRoute from '../routes/families';
import type { RouteData } from './routeData';

let server: CannedHttp;

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', '/api/v2/territorio/parameter', { body: data(parameters()) });
  for (const [path, brandId] of [
    ['/v1/vw/offers', 1],
    ['/v1/gm/offers', 2],
    ['/v2/nissan/model/offers', 4],
    ['/v2/baic/model/offers', 6],
  ] as const) {
    server.on('GET', path, { body: data(offers(brandId, 1)) });
  }
});
afterAll(() => server.close());

type Answer = { data: RouteData; init?: { status?: number } };

async function load(
  loader: (args: LoaderFunctionArgs) => Promise<unknown>,
  path: string,
  params: Record<string, string>,
): Promise<Answer> {
  const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
  return (await loader({
    request: new Request(`http://catalogue.test${path}`),
    params,
    context: { runtimeConfig: config },
  } as unknown as LoaderFunctionArgs)) as Answer;
}

describe('route loaders on the server', () => {
  it('an unknown address answers 404', () => {
    expect(notFoundRoute.loader().init?.status).toBe(404);
  });

  it('the Ducati brand page is a redirect to the Ducati page', async () => {
    const thrown = await load(brandRoute.loader, '/vehiculos-0km/ducati', { brand: 'ducati' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/ducati');
  });

  it('the shell reads the parameters every page shows, dated', async () => {
    const before = Date.now();
    const shell = await load(shellRoute.loader, '/vehiculos-0km/versiones/volkswagen/polo/101', {});
    expect(shell.data.reads.parameters).toMatchObject({ brandId: 5, error: null });
    expect(shell.data.takenAt).toBeGreaterThanOrEqual(before);
  });

  it('a news item the parameters do not have answers 404; the page shows the shell’s copy', async () => {
    const missing = await load(newsRoute.loader, '/noticias/999/nada', { id: '999', slug: 'nada' });
    expect(missing.init?.status).toBe(404);
    expect(missing.data.reads.parameters).toBeUndefined();
  });

  it('a brand’s page reads its families and offers; a failed read is data, not a failure', async () => {
    server.on('GET', '/v1/vw/stock/families', {
      status: 500,
      body: { data: null, error: { code: 'boom', message: 'Falló.' } },
    });
    const answer = await load(brandRoute.loader, '/vehiculos-0km/volkswagen', {
      brand: 'volkswagen',
    });
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.reads.families?.[1]).toMatchObject({ error: { message: 'Falló.' } });
    expect(answer.data.reads.offers?.[1]).toMatchObject({ brandId: 1, error: null });
  });

  it('the models page comes whole: each brand its models, a failed brand its failure', async () => {
    server.on('GET', '/v1/vw/stock/families', { body: data([family()]) });
    server.on('GET', '/v1/gm/stock/families', { body: data([]) });
    server.on('GET', '/v2/nissan/family', { body: data([]) });
    server.on('GET', '/v2/baic/family', { status: 500, body: { data: null } });
    const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
    const { families } = await familiesRoute.loader({
      request: new Request('http://catalogue.test/vehiculos-0km'),
      params: {},
      context: { runtimeConfig: config },
    } as unknown as Parameters<typeof familiesRoute.loader>[0]);
    expect(families[1]).toMatchObject([{ id: 101 }]);
    expect(families[2]).toEqual([]);
    expect(families[6]).toMatchObject({ failedRead: { isNotFound: false } });
  });
});
