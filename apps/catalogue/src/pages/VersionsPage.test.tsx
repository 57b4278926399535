import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { messages, routes } from '@territorio/api-client';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { data, family, stockUnit, subfamily } from '../test/fixtures';
import { testServices } from '../test/renderApp';
import { AppProviders } from '../app/AppProviders';
import { setBrowserServices } from '../app/browserServices';
import { hasSessionFlag, sessionKeys } from '../stores/sessionStore';
import Versions, { clientLoader, loader } from '../routes/versions';
import { canCompare } from './VersionsPage';
import { versionAction } from './VersionCards';

let server: CannedHttp;

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', '/v1/vw/stock/families/101', { body: data(family()) });
  server.on('GET', '/v1/vw/stock/families/102', {
    body: data(family({ id: 102, description: '<p>Hola<script>alert(1)</script></p>' })),
  });
  server.on('GET', '/v1/vw/stock/families/106', {
    body: data(family({ id: 106, name: 'Amarok', family: 'Amarok', article: 'la' })),
  });
  server.on('GET', '/v1/vw/stock/families/999', {
    status: 404,
    body: { data: null, error: { code: 'family_not_found', message: messages.familyNotFound } },
  });
  server.on('GET', '/v1/vw/stock/subfamilies', {
    body: data([
      subfamily(),
      subfamily({ id: 1012, name: 'Highline 170 TSI AT', price: 31000000, stock_count: 0 }),
    ]),
  });
  server.on('GET', '/v1/vw/stock/stock', { body: data([stockUnit()]) });
  server.on('POST', '/api/v2/territorio/price-request', { status: 204 });
  server.on('POST', '/api/v2/territorio/contact', { status: 204 });
});
afterAll(() => server.close());

function renderVersions(path: string) {
  const services = testServices(server.url);
  setBrowserServices(services);
  // jsdom-like environments have no layout; the page scrolls with scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
  const Stub = createRoutesStub([
    {
      path: routes.subfamilies,
      Component: Versions,
      HydrateFallback: () => null,
      loader: (args) => clientLoader(args as unknown as Parameters<typeof clientLoader>[0]),
    },
  ]);
  render(
    <AppProviders services={services}>
      <Stub initialEntries={[path]} />
    </AppProviders>,
  );
  return services;
}

/** The route's server loader at `path`, against the test server. */
function loadOnServer(path: string) {
  const [brand = '', familySlug = '', id = ''] = path.split('/').slice(3);
  const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
  return loader({
    request: new Request(`http://catalogue.test${path}`),
    params: { brand, family: familySlug, id },
    context: { runtimeConfig: config },
  } as unknown as Parameters<typeof loader>[0]);
}

describe('the versions page on the server', () => {
  it('comes with its family, its versions and its description sanitized', async () => {
    const answer = await loadOnServer('/vehiculos-0km/versiones/volkswagen/polo/102');
    expect(answer.init?.status ?? 200).toBe(200);
    expect(answer.data.family).toMatchObject({ id: 102 });
    expect(answer.data.subfamilies).toMatchObject([{ id: 1011 }, { id: 1012 }]);
    expect(Object.values(answer.data.html ?? {})).toEqual(['<p>Hola</p>']);
    expect(server.requestsTo('/v1/vw/stock/subfamilies').at(-1)?.search).toBe('?family_id=102');
  });

  it('answers 404 for a family the API does not have, and for an unknown address', async () => {
    const missing = await loadOnServer('/vehiculos-0km/versiones/volkswagen/x/999');
    expect(missing.init?.status).toBe(404);
    expect(missing.data.family).toBeNull();
    const unknown = await loadOnServer('/vehiculos-0km/versiones/ferrari/roma/1');
    expect(unknown.init?.status).toBe(404);
  });
});

describe('versions page rules (spec 2.6, 4)', () => {
  it('offers the compare toggle for every brand but Nissan', () => {
    expect(canCompare(1)).toBe(true);
    expect(canCompare(4)).toBe(false);
  });

  it('decides what a version card does', () => {
    expect(versionAction({ priceRequested: false, stockCount: 3 })).toBe('requestPrice');
    expect(versionAction({ priceRequested: false, stockCount: 0 })).toBe('requestPrice');
    expect(versionAction({ priceRequested: true, stockCount: 3 })).toBe('showUnits');
    expect(versionAction({ priceRequested: true, stockCount: 0 })).toBe('contactAdvisor');
  });
});

describe('versions page', () => {
  it('writes the model with its own article: "de la Amarok"', async () => {
    const user = userEvent.setup();
    renderVersions('/vehiculos-0km/versiones/volkswagen/amarok/106');
    expect(await screen.findByRole('region', { name: 'Versiones de la Amarok' })).toBeTruthy();
    // The advisor's form closes the page; its code arrives after the page's own.
    expect(await screen.findByRole('form', { name: 'Consulta por la Amarok' })).toBeTruthy();
    await user.click((await screen.findAllByRole('button', { name: 'Consultar precio' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Precios de la Amarok' });
    expect(within(dialog).getByRole('form', { name: 'Pedir precio de la Amarok' })).toBeTruthy();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /disponibles de la Volkswagen Amarok\./,
    );
  });

  it('says so when the family is unknown', async () => {
    renderVersions('/vehiculos-0km/versiones/volkswagen/x/999');
    expect(await screen.findByRole('heading', { name: messages.familyNotFound })).toBeTruthy();
  });

  it('says so when the address names no family', async () => {
    renderVersions('/vehiculos-0km/versiones/ferrari/roma/1');
    expect(await screen.findByRole('heading', { name: messages.familyNotFound })).toBeTruthy();
  });

  it('asks for the price first, then shows prices and units (priceRequested flow)', async () => {
    const user = userEvent.setup();
    const services = renderVersions('/vehiculos-0km/versiones/volkswagen/polo/101');
    expect(await screen.findByRole('heading', { name: 'Track 1.6 MSI MT' })).toBeTruthy();
    expect(screen.queryByText('$ 25.000.000')).toBeNull();
    expect(screen.getByText(messages.versionWithoutStock)).toBeTruthy();

    // Before a price request every card opens the request form.
    await user.click(screen.getAllByRole('button', { name: 'Consultar precio' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Precios del Polo' });
    await user.click(within(dialog).getByRole('button', { name: 'Ver precios' }));
    expect(await within(dialog).findByText('Ingresá tu nombre.')).toBeTruthy();
    expect(within(dialog).getByText('Ingresá tu email.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Nombre/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(server.requestsTo('/api/v2/territorio/price-request')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Nombre/), 'Ana');
    await user.type(within(dialog).getByLabelText(/Apellido/), 'Pérez');
    await user.type(within(dialog).getByLabelText(/Email/), 'ana@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Ver precios' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [request] = server.requestsTo('/api/v2/territorio/price-request', 'POST');
    expect(request?.json).toMatchObject({
      name: 'Ana',
      lastname: 'Pérez',
      email: 'ana@example.com',
      vehicle: 'Polo',
    });
    expect(services.stores.session.getState().priceRequested).toBe(true);
    expect(hasSessionFlag(document.cookie, sessionKeys.priceRequested)).toBe(true);
    expect(screen.getAllByText('$ 25.000.000').length).toBeGreaterThan(0);

    // After it: a card with stock opens its units, one without stock goes to the advisor form.
    expect(screen.getByRole('button', { name: messages.versionWithoutStockAction })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver unidades disponibles' }));
    const units = await screen.findByRole('dialog', { name: 'Unidades Track 1.6 MSI MT' });
    const reserve = await within(units).findByRole('link', { name: 'Reservar online' });
    expect(reserve.getAttribute('href')).toBe(
      'http://reservas.test/vehiculos-0km/reservar/volkswagen/7/polo/101/polo-track-1.6-msi-mt',
    );
    expect(within(units).getByText('Descuento especial')).toBeTruthy();
    expect(server.requestsTo('/v1/vw/stock/stock')[0]?.search).toBe(
      '?family_id=101&subfamily_id=1011',
    );
  });

  it('shows the comparison table on demand', async () => {
    const user = userEvent.setup();
    renderVersions('/vehiculos-0km/versiones/volkswagen/polo/101');
    const toggle = await screen.findByRole('button', { name: 'Comparar versiones' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('table', { name: 'Comparación de versiones' })).toBeTruthy();
  });
});
