/**
 * The server side of the catalogue's routes: each route's loader reads the API (a real
 * local HTTP server) into stores of its own, answers with their data, the status the data
 * gives and the API's HTML sanitized; the document's stores start from every matched
 * route's data merged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '@territorio/site-config';
import type { LoaderFunctionArgs } from 'react-router';
import { data, family, offers, parameters, subfamily } from '../test/fixtures';
import { startTestServer } from '../test/testServer';
import type { TestServer } from '../test/testServer';
import * as brandRoute from '../routes/brand';
import * as shellRoute from '../routes/shell';
import * as versionsRoute from '../routes/versions';
import * as notFoundRoute from '../routes/not-found';
import * as offersRoute from '../routes/offers';
import { mergeRouteData } from './routeData';
import type { RouteData } from './routeData';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.on('GET', '/v1/vw/stock/families/101', {
    body: data(family({ description: '<p>Hola<script>alert(1)</script></p>' })),
  });
  server.on('GET', '/v1/vw/stock/families/999', {
    status: 404,
    body: { data: null, error: { code: 'family_not_found', message: 'No existe' } },
  });
  server.on('GET', '/v1/vw/stock/subfamilies', { body: data([subfamily()]) });
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
  it('a versions page comes with its family, its versions and its HTML sanitized', async () => {
    const answer = await load(
      versionsRoute.loader,
      '/vehiculos-0km/versiones/volkswagen/polo/101',
      {
        brand: 'volkswagen',
        family: 'polo',
        id: '101',
      },
    );
    expect(answer.init?.status ?? 200).toBe(200);
    const { resources } = answer.data.stores.catalogue;
    expect(resources.family[1].selected?.id).toBe(101);
    expect(resources.subfamily[1].all).toHaveLength(1);
    const html = Object.values(answer.data.stores.html ?? {});
    expect(html).toEqual(['<p>Hola</p>']);
    // The parameters are the shell's to hand over.
    expect(answer.data.stores.parameters.parameters.selected).toBeNull();
  });

  it('a family the API does not have answers 404, and so does an unknown address', async () => {
    const missing = await load(versionsRoute.loader, '/vehiculos-0km/versiones/volkswagen/x/999', {
      brand: 'volkswagen',
      family: 'x',
      id: '999',
    });
    expect(missing.init?.status).toBe(404);
    const unknown = await load(notFoundRoute.loader, '/no-existe', {});
    expect(unknown.init?.status).toBe(404);
  });

  it('the offers of a brand the catalogue has answer 200; of any other word, 404', async () => {
    const known = await load(offersRoute.loader, '/oportunidades/nissan', { brand: 'nissan' });
    expect(known.init?.status ?? 200).toBe(200);
    expect(known.data.stores.catalogue.resources.offer[4].selected?.grouped).toHaveLength(1);
    const all = await load(offersRoute.loader, '/oportunidades', {});
    expect(all.init?.status ?? 200).toBe(200);
    const unknown = await load(offersRoute.loader, '/oportunidades/ferrari', { brand: 'ferrari' });
    expect(unknown.init?.status).toBe(404);
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

  it('the document starts from the shell’s parameters and the page’s reads together', async () => {
    const shell = await load(shellRoute.loader, '/vehiculos-0km/versiones/volkswagen/polo/101', {});
    const page = await load(versionsRoute.loader, '/vehiculos-0km/versiones/volkswagen/polo/101', {
      brand: 'volkswagen',
      family: 'polo',
      id: '101',
    });
    const merged = mergeRouteData([{ popupsClosed: true }, shell.data, page.data]);
    expect(merged.popupsClosed).toBe(true);
    expect(merged.stores?.parameters.parameters.selected).not.toBeNull();
    expect(merged.stores?.catalogue.resources.family[1].selected?.id).toBe(101);
    expect(Object.keys(merged.stores?.html ?? {})).toHaveLength(1);
  });
});
