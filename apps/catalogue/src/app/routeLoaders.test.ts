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
import * as storyRoute from '../routes/story';
import * as familiesRoute from '../routes/families';
import * as homeRoute from '../routes/home';

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

/** What React Router hands a route's server loader for `path`. */
function serverArgs(path: string, params: Record<string, string>): LoaderFunctionArgs {
  const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
  return {
    request: new Request(`http://catalogue.test${path}`),
    params,
    context: { runtimeConfig: config },
  } as unknown as LoaderFunctionArgs;
}

function brandArgs(brand: string) {
  const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
  return {
    request: new Request(`http://catalogue.test/vehiculos-0km/${brand}`),
    params: { brand },
    context: { runtimeConfig: config },
  } as unknown as Parameters<typeof brandRoute.loader>[0];
}

describe('route loaders on the server', () => {
  it('an unknown address answers 404', () => {
    expect(notFoundRoute.loader().init?.status).toBe(404);
  });

  it('the Ducati brand page is a redirect to the Ducati page', async () => {
    const thrown = await brandRoute.loader(brandArgs('ducati')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/ducati');
  });

  it('a brand the catalogue does not have answers 404', async () => {
    const answer = await brandRoute.loader(brandArgs('ferrari'));
    expect('init' in answer ? answer.init?.status : 200).toBe(404);
  });

  it('the shell reads the parameters every page shows, dated', async () => {
    const before = Date.now();
    const shell = await shellRoute.loader(
      serverArgs('/vehiculos-0km/versiones/volkswagen/polo/101', {}) as Parameters<
        typeof shellRoute.loader
      >[0],
    );
    expect(shell.parameters).toMatchObject({ contact_methods: expect.any(Array) });
    expect(shell.takenAt).toBeGreaterThanOrEqual(before);
  });

  it('a news item the parameters do not have answers 404; the page shows the shell’s copy', async () => {
    const missing = await newsRoute.loader(
      serverArgs('/noticias/999/nada', { id: '999', slug: 'nada' }) as Parameters<
        typeof newsRoute.loader
      >[0],
    );
    expect(missing.init?.status).toBe(404);
    expect(missing.data).not.toHaveProperty('parameters');
    expect(missing.data.html).toEqual({});
  });

  it('a story the parameters do not have sends the visitor home', async () => {
    const thrown = await storyRoute
      .loader(
        serverArgs('/historias/999/nada', { id: '999', slug: 'nada' }) as Parameters<
          typeof storyRoute.loader
        >[0],
      )
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/');
  });

  it('a brand’s page comes whole: its families and offers, a failed read its failure', async () => {
    server.on('GET', '/v1/vw/stock/families', {
      status: 500,
      body: { data: null, error: { code: 'boom', message: 'Falló.' } },
    });
    const answer = await brandRoute.loader(brandArgs('volkswagen'));
    expect('parts' in answer ? answer.parts : null).toMatchObject({
      brandId: 1,
      families: { failedRead: { message: 'Falló.', isNotFound: false } },
      offers: { best: [{ brand_id: 1 }] },
    });
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

  it('the home comes whole: every brand’s offers, a failed brand left out, all failed a failure', async () => {
    const homeOffers = async () => {
      const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
      const answer = await homeRoute.loader({
        request: new Request('http://catalogue.test/'),
        params: {},
        context: { runtimeConfig: config },
      } as unknown as Parameters<typeof homeRoute.loader>[0]);
      return answer.offers;
    };
    expect(Object.keys(await homeOffers())).toEqual(['1', '2', '4', '6']);
    const failed = { status: 500, body: { data: null } };
    server.on('GET', '/v1/gm/offers', failed);
    expect(Object.keys(await homeOffers())).toEqual(['1', '4', '6']);
    for (const path of ['/v1/vw/offers', '/v2/nissan/model/offers', '/v2/baic/model/offers']) {
      server.on('GET', path, failed);
    }
    expect(await homeOffers()).toMatchObject({ failedRead: { isNotFound: false } });
  });
});
