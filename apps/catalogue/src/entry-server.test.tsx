// @vitest-environment node
/**
 * Issue 7: the server renders a page with its data, into the build's index.html, so the
 * content, title, description and canonical address are there before any JavaScript.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, brandEndpoints, messages, offerUnitsRoute } from '@territorio/api-client';
import { defaultRuntimeConfig, group } from '@territorio/site-config';
import { renderMaxAgeSeconds } from '@territorio/static-server';
import { createPageRenderer } from './entry-server';
import type { BuildManifest } from '@territorio/static-server/page';
import { serverStateElementId, serverStateIn } from '@territorio/static-server/page';
import type { StoresSnapshot } from './services/appServices';
import { servedDataMaxAgeMs } from './stores/catalogueStore';
import { data, family, offers, parameters, stockUnit, subfamily } from './test/fixtures';
import { startTestServer } from './test/testServer';
import type { TestServer } from './test/testServer';

const template = [
  '<!doctype html><html lang="es-AR"><head>',
  '<title>Inicio</title>',
  '<meta name="description" content="Descripción del inicio" />',
  '<link rel="modulepreload" crossorigin href="/assets/shared-1.js">',
  '</head><body><div id="root"></div>',
  '<script type="module" src="/assets/index-1.js"></script></body></html>',
].join('');

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_Cards.js': { file: 'assets/Cards-1.js', imports: ['_shared.js'] },
  'src/pages/VersionsPage.tsx': {
    file: 'assets/VersionsPage-1.js',
    imports: ['_shared.js', '_Cards.js'],
  },
};

const hostileNews = {
  id: 1,
  title: 'Nuevo Polo',
  content: '<p>Llegó.</p><img src="/media/x.svg" onerror="alert(1)"><script>alert(2)</script>',
  display_date: '2026-11-20',
  url: null,
  images: [],
  brand_id: 1,
  brand_string: 'Volkswagen',
  type_string: 'Lanzamiento',
};

let server: TestServer;
let render: (url: string) => Promise<{ status: number; html: string }>;

beforeAll(async () => {
  server = await startTestServer();
  server.on('GET', apiPaths.parameters, { body: data(parameters({ news: [hostileNews] })) });
  server.on('GET', `${brandEndpoints[1].family}/101`, { body: data(family()) });
  server.on('GET', brandEndpoints[1].subfamily, { body: data([subfamily()]) });
  server.on('GET', brandEndpoints[1].stock, { body: data([stockUnit()]) });
  for (const [brandId, count] of [
    [1, 1],
    [2, 3],
    [4, 2],
    [6, 1],
  ] as const) {
    server.on('GET', brandEndpoints[brandId].offer, { body: data(offers(brandId, count)) });
  }
  render = createPageRenderer({
    config: { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url },
    template,
    manifest,
  });
});

afterAll(() => server.close());

function serverState(html: string): StoresSnapshot {
  const state = serverStateIn<StoresSnapshot>(html);
  if (!state) throw new Error('no server state in the page');
  return state;
}

describe('server rendering', () => {
  it('renders a versions page with its data, head and page chunk', async () => {
    const page = await render('/vehiculos-0km/versiones/volkswagen/polo/101');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1[^>]*>Volkswagen Polo<\/h1>/);
    expect(page.html).toContain('Track 1.6 MSI MT');
    expect(page.html).not.toContain('Cargando vehículo…');
    expect(page.html).toContain('<title>Volkswagen Polo: versiones y precios | ');
    expect(page.html).toContain('<meta name="description" content="Versiones, equipamiento');
    expect(page.html).not.toContain('Descripción del inicio');
    expect(page.html).toContain(
      `<link rel="canonical" href="${defaultRuntimeConfig.catalogueUrl}/vehiculos-0km/versiones/volkswagen/polo/101">`,
    );
    // The page chunk and what it imports, not what the entry loads already.
    expect(page.html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/VersionsPage-1.js">',
    );
    expect(page.html).toContain('<link rel="modulepreload" crossorigin href="/assets/Cards-1.js">');
    expect(page.html.match(/shared-1\.js/g)).toHaveLength(1);
    // The browser hydrates from the data the page was rendered with.
    const state = serverState(page.html);
    expect(state.catalogue.resources.family[1].selected).toMatchObject({ id: 101, name: 'Polo' });
    expect(state.catalogue.resources.subfamily[1].all).toHaveLength(1);
    expect(state.parameters.parameters.selected?.news).toHaveLength(1);
    // Dated, so the browser fetches prices again only when the page may come from the cache.
    expect(Date.now() - (state.catalogue.takenAt ?? 0)).toBeLessThan(servedDataMaxAgeMs);
    expect(servedDataMaxAgeMs).toBe(renderMaxAgeSeconds * 1000);
  });

  it('answers 404, with noindex and no canonical, for an unknown address or item', async () => {
    for (const url of [
      '/no-existe',
      '/vehiculos-0km/versiones/volkswagen/polo/999',
      '/noticias/9/x',
    ]) {
      const page = await render(url);
      expect(page.status, url).toBe(404);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(page.html).not.toContain('rel="canonical"');
    }
  });

  it('answers a redirect where the page sends the visitor elsewhere (an unknown story)', async () => {
    const page = await render('/historias/9999/no-existe');
    expect(page).toEqual({ status: 302, html: '', location: '/' });
  });

  it('sends /solicitar-turno/{brand} to the main site for a brand with appointments', async () => {
    for (const brand of ['chevrolet', 'volkswagen', 'Nissan']) {
      expect(await render(`/solicitar-turno/${brand}`)).toEqual({
        status: 302,
        html: '',
        location: `${group.mainSiteUrl}/solicitar-turno/${brand.toLowerCase()}`,
      });
    }
  });

  it('answers the not-found page with 404 for /solicitar-turno/ of any other brand', async () => {
    for (const url of ['/solicitar-turno/baic', '/solicitar-turno/no-existe']) {
      const page = await render(url);
      expect(page.status, url).toBe(404);
      expect(page.html).toContain(messages.notFound);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      // The site's page: its header and footer around the message.
      expect(page.html).toMatch(/<header[^>]*>/);
      expect(page.html).toMatch(/<footer[^>]*>/);
      expect(page.html).not.toContain('Te llevamos a los turnos');
    }
  });

  it('renders the unit list of an offer family from its address (spec 2.8)', async () => {
    const page = await render(offerUnitsRoute({ familyId: 20 }));
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h2[^>]*>Chevrolet Modelo 2<\/h2>/);
    expect(page.html.match(/Reservar online/g)).toHaveLength(3);
    expect(page.html).not.toContain('Cargando oportunidades…');
    expect(page.html).toContain(
      `<link rel="canonical" href="${defaultRuntimeConfig.catalogueUrl}/oportunidades">`,
    );
    const onBrandPage = await render(offerUnitsRoute({ familyId: 20, brand: 'chevrolet' }));
    expect(onBrandPage.html).toMatch(/<h2[^>]*>Chevrolet Modelo 2<\/h2>/);
  });

  it('sanitizes news HTML on the server, and the data cannot end its script early', async () => {
    const page = await render('/noticias/1/nuevo-polo');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<p>Llegó.</p>');
    const root = page.html.slice(
      page.html.indexOf('<div id="root">'),
      page.html.indexOf(`<script id="${serverStateElementId}"`),
    );
    expect(root).not.toContain('onerror');
    expect(root).not.toContain('<script>');
    // The raw content travels in the state, with '<' escaped.
    expect(page.html).not.toContain('<script>alert(2)</script>');
    expect(serverState(page.html).parameters.parameters.selected?.news[0]?.content).toContain(
      '<script>alert(2)</script>',
    );
  });

  it('renders the loading-free failure state when the API fails, never throws', async () => {
    server.on('GET', `${brandEndpoints[1].family}/102`, { status: 500, body: {} });
    const page = await render('/vehiculos-0km/versiones/volkswagen/t-cross/102');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Cargando vehículo…');
    expect(page.html).toContain('role="alert"');
  });
});
