import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, brandEndpoints } from './endpoints';
import { createApiClient } from './client';
import type { ApiClient } from './client';
import { catalogueSitemapPaths, robotsTxt, sitemapXml } from './sitemap';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';
import { familyWire } from './test-fixtures';

let api: TestServer;
let client: ApiClient;

const news = {
  id: 7,
  title: 'Nuevo Polo GTS: ya podés reservarlo',
  content: '<p>Texto</p>',
  display_date: '2026-10-01',
  brand_id: 1,
  brand_string: 'Volkswagen',
  type_string: 'Novedad',
};

beforeAll(async () => {
  api = await startTestServer();
  client = createApiClient({ apiBaseUrl: api.url, intranetBaseUrl: api.url, readRetries: 0 });
});
afterEach(() => api.reset());
afterAll(() => api.close());

function serveCatalogue() {
  api.on(brandEndpoints[1].family, { body: { data: [familyWire] } });
  api.on(brandEndpoints[2].family, {
    body: { data: [{ ...familyWire, id: 20, brand_id: 2, name: 'Onix Plus' }] },
  });
  api.on(brandEndpoints[4].family, { body: { data: [] } });
  api.on(brandEndpoints[6].family, { body: { data: [] } });
  api.on(apiPaths.parameters, { body: { data: { news: [news] } } });
  // Two pages of available units: 24 on the first, one on the second.
  api.on(apiPaths.stockSearch, (request) => {
    const page = Number(new URLSearchParams(request.search).get('pagina') ?? '1');
    const ids = page === 1 ? Array.from({ length: 24 }, (_, index) => index + 1) : [25];
    return { body: { data: stockPage(ids, page) } };
  });
}

function stockPage(ids: readonly number[], page: number) {
  const unit = (id: number) => ({
    id,
    brand_id: 1,
    family_id: 10,
    subfamily_id: 101,
    family: 'Polo',
    version: 'Highline 170 TSI AT',
    name: 'Polo Highline 170 TSI AT',
    color: 'Blanco Candy',
    location: 'Godoy Cruz',
    image: '',
    currency: 'ars',
    model_year: 2026,
    doors: 5,
    price: 38_200_000,
    list_price: 38_200_000,
    discount: 0,
    special_discount: 0,
    license_price: 1_528_000,
    delivery_price: 450_000,
    chassis_masked: '•••••••••••104902',
    financing: null,
  });
  const steps = { precio_min: [], precio_max: [], cuota_max: [] };
  return {
    units: ids.map(unit),
    total: 25,
    page,
    page_count: 2,
    page_size: 24,
    facets: { marca: [], familia: [], sucursal: [], color: [], descuento: 0, ...steps },
    query: page === 1 ? '' : `pagina=${page}`,
    ignored: [],
    reference_plan: null,
  };
}

describe('sitemap and robots', () => {
  it('lists the static pages, each brand, each model and each news item, once', async () => {
    serveCatalogue();
    const paths = await catalogueSitemapPaths(client);
    expect(paths).toEqual(expect.arrayContaining(['/', '/vehiculos-0km', '/oportunidades']));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/vehiculos-0km/volkswagen',
        '/oportunidades/baic',
        '/planes-de-ahorro/nissan',
        '/vehiculos-0km/versiones/volkswagen/polo/10',
        '/vehiculos-0km/versiones/chevrolet/onix-plus/20',
        // Route parameters are percent-encoded by the shared route filling.
        '/noticias/7/nuevo-polo-gts%3A-ya-pod%C3%A9s-reservarlo',
        // The stock search and every available unit, from every page of the search.
        '/stock',
        '/stock/1/volkswagen-polo-highline-170-tsi-at-blanco-candy',
        '/stock/25/volkswagen-polo-highline-170-tsi-at-blanco-candy',
      ]),
    );
    // BAIC sells no savings plan (spec 7.1); reservation pages are not public pages.
    expect(paths).not.toContain('/planes-de-ahorro/baic');
    expect(paths.some((path) => path.startsWith('/concesionario-digital'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('fails instead of publishing a partial sitemap when the API fails', async () => {
    serveCatalogue();
    api.on(brandEndpoints[4].family, { status: 500, body: {} });
    await expect(catalogueSitemapPaths(client)).rejects.toThrow();
  });

  it('writes absolute, percent-encoded, XML-escaped addresses', () => {
    const xml = sitemapXml('https://www.piedemonte.example', [
      '/',
      '/noticias/7/nuevo-polo-gts:-ya-podés-reservarlo',
      '/buscar?a=1&b=2',
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(xml).toContain('<loc>https://www.piedemonte.example/</loc>');
    expect(xml).toContain(
      '<loc>https://www.piedemonte.example/noticias/7/nuevo-polo-gts:-ya-pod%C3%A9s-reservarlo</loc>',
    );
    expect(xml).toContain('<loc>https://www.piedemonte.example/buscar?a=1&amp;b=2</loc>');
  });

  it('announces the sitemap in robots.txt', () => {
    expect(robotsTxt('https://www.piedemonte.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.piedemonte.example/sitemap.xml\n',
    );
  });
});
