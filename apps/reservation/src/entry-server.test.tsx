/**
 * Issue 7: the buy route rendered on the server, against a real HTTP API (test server):
 * the page's content and data are in the HTML, the browser's store starts from that data,
 * and the addresses this server does not render are left to the browser.
 */
// @vitest-environment node
import { apiPaths, stockUnitPath } from '@territorio/api-client';
import { createDealershipFlowStore } from '@territorio/dealership-flow';
import type { FlowSnapshot } from '@territorio/dealership-flow';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { serverStateIn } from '@territorio/static-server/page';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPageRenderer } from './entry-server';
import { startTestApi } from '@territorio/e2e-kit/test-api';
import type { TestApi } from '@territorio/e2e-kit/test-api';
import { parameters } from './test/fixtures';

const template = `<!doctype html><html lang="es-AR"><head><title>Concesionario Digital</title>
<meta name="description" content="Reservá tu 0km online."></head>
<body><div id="root"></div><script type="module" crossorigin src="/assets/index-AbCdEf12.js"></script></body></html>`;

const stockPath = new URL(stockUnitPath(1, 7), 'http://x.invalid').pathname;
const buyPath = '/vehiculos-0km/reservar/volkswagen/7/polo/101/polo-trendline-170-tsi-mt';

const stock = {
  id: 7,
  brand_id: 1,
  family_id: 101,
  subfamily_id: 1001,
  name: 'Polo Trendline 170 TSI MT',
  model: 'Polo Trendline 170 TSI MT',
  family: 'Polo',
  price: 33_000_000,
  list_price: 32_000_000,
  special_discount: 0,
  license_price: 1_280_000,
  delivery_price: 950_000,
  chasis: '8AWP0L251TP105594',
  color: 'Gris Platinum',
  location: 'San Juan',
  image: '/media/vehicles/vw-polo-gris-platinum.svg',
  status: 'available',
};

let api: TestApi;
let render: ReturnType<typeof createPageRenderer>;

function carried(html: string): FlowSnapshot {
  const state = serverStateIn<FlowSnapshot>(html);
  if (!state) throw new Error('The page carries no flow data.');
  return state;
}

beforeAll(async () => {
  api = await startTestApi();
  // The stock unit's path takes the id as a query (the test server routes by path).
  api.on(stockPath, (request) =>
    request.query.get('id') === '7'
      ? { body: { data: stock } }
      : { status: 404, body: { error: { code: 'not_found', message: 'No encontrada.' } } },
  );
  api.on(apiPaths.parameters, { body: { data: parameters } });
  api.on(apiPaths.promotionDiscover, { body: { data: null } });
  render = createPageRenderer({
    config: { ...defaultRuntimeConfig, apiUrl: api.url, intranetUrl: api.url },
    template,
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

describe('the buy route rendered on the server (issue 7)', () => {
  it('has the heading, the title, the picture and the price breakdown in its HTML', async () => {
    const page = await render(buyPath);
    expect(page?.status).toBe(200);
    const html = page?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Reservá online tu Polo Trendline 170 TSI MT<\/h1>/);
    expect(html).toContain(
      '<title>Reservá online tu Polo Trendline 170 TSI MT | Concesionario Digital | Piedemonte Automotores</title>',
    );
    expect(html).toContain(`${api.url}/media/vehicles/vw-polo-gris-platinum.svg`);
    expect(html).toContain('Precio de lista contado');
    expect(html).toContain('Reservar online');
    expect(html).not.toContain('Cargando el vehículo');
    // Its script loads paint-first: no <script src> competes with the unit's picture.
    expect(html).not.toContain('src="/assets/index-AbCdEf12.js"');
    expect(html).toContain('("/assets/index-AbCdEf12.js", [])');
    expect(api.requests.map((request) => request.pathname)).toEqual(
      expect.arrayContaining([stockPath, apiPaths.parameters]),
    );
  });

  it('carries the data it rendered with; a store started from it needs no API call', async () => {
    const html = (await render(buyPath))?.html ?? '';
    const flow = carried(html);
    expect(flow.vehicle.status).toBe('loaded');
    api.requests.length = 0;
    const store = createDealershipFlowStore({
      api: {} as never,
      initial: flow,
    });
    expect(store.getState().vehicle).toEqual(flow.vehicle);
    expect(store.getState().services.status).toBe('loaded');
    expect(api.requests).toEqual([]);
  });

  it('a unit that is not for sale renders the unavailable screen, never a spinner', async () => {
    const html = (await render('/vehiculos-0km/reservar/volkswagen/999/polo/101/otra'))?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Vehículo no disponible<\/h1>/);
    expect(carried(html).vehicle.status).toBe('unavailable');
  });

  it('an unknown brand renders the unavailable screen without asking the API', async () => {
    const html = (await render('/vehiculos-0km/reservar/no-marca/7/polo/101/x'))?.html ?? '';
    expect(html).toMatch(/<h1[^>]*>Vehículo no disponible<\/h1>/);
    expect(api.requests).toEqual([]);
  });

  it('leaves the other screens of the app to the browser', async () => {
    expect(await render('/concesionario-digital/forma-de-pago/K7M2P9X4QRST')).toBeNull();
    expect(await render('/concesionario-digital/continue/K7M2P9X4QRST')).toBeNull();
    expect(await render('/concesionario-digital/continue/')).toBeNull();
    expect(await render('/')).toBeNull();
    expect(api.requests).toEqual([]);
  });

  it('spec 2.11: sends a flow step opened without its code to the resume route', async () => {
    for (const path of [
      '/concesionario-digital/tus-datos/',
      '/concesionario-digital/revisar',
      '/concesionario-digital/finaciacion/',
      '/concesionario-digital/reservado',
    ]) {
      expect(await render(path)).toEqual({
        status: 302,
        html: '',
        location: '/concesionario-digital/continue',
      });
    }
  });

  it('answers an address the app does not serve with its not-found page and a real 404', async () => {
    for (const path of [
      '/concesionario-digital/no-existe/a/b',
      '/otra-cosa',
      '/concesionario-digital/modo-de-pago/K7M2P9X4QRST',
    ]) {
      const page = await render(path);
      expect(page?.status).toBe(404);
      expect(page?.html).toMatch(/<h1[^>]*>Página no encontrada<\/h1>/);
      expect(page?.html).toContain('<title>Página no encontrada | Concesionario Digital');
    }
    expect(api.requests).toEqual([]);
  });
});
