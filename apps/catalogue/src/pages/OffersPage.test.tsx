import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { brandEndpoints, routes } from '@territorio/api-client';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { data, offers } from '../test/fixtures';
import { testServices } from '../test/renderApp';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { AppProviders } from '../app/AppProviders';
import { setBrowserServices } from '../app/browserServices';
import { isFailedPart } from '../app/loaderData';
import Offers, { clientLoader, loader, shouldRevalidate } from '../routes/offers';

let server: CannedHttp;
let isBaicDown = true;

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', brandEndpoints[2].offer, { body: data(offers(2, 3)) });
  server.on('GET', brandEndpoints[4].offer, { body: data(offers(4, 2)) });
  server.on('GET', brandEndpoints[1].offer, { body: data(offers(1, 1)) });
  server.on('GET', brandEndpoints[6].offer, () =>
    isBaicDown
      ? { status: 503, body: { data: null, error: { code: 'unavailable', message: 'Caído' } } }
      : { body: data(offers(6, 4)) },
  );
});
afterAll(() => server.close());

type PageProps = Parameters<typeof Offers>[0];

/** The offers route at `path` in the browser, `beside` rendered under the page. */
function renderRoute(path: string, beside: ReactNode = null) {
  const services = testServices(server.url);
  setBrowserServices(services);
  const Page = (props: PageProps) => (
    <>
      <Offers {...props} />
      {beside}
    </>
  );
  const route = {
    Component: Page,
    HydrateFallback: () => null,
    loader: (args: unknown) => clientLoader(args as Parameters<typeof clientLoader>[0]),
    shouldRevalidate,
  };
  const Stub = createRoutesStub([
    { path: routes.offers, ...route },
    { path: routes.offersByBrand, ...route },
  ]);
  render(
    <AppProviders services={services}>
      <Stub initialEntries={[path]} />
    </AppProviders>,
  );
}

/** The route's server loader at `path`, against the test server. */
function loadOnServer(path: string, params: Record<string, string>) {
  const config = { ...defaultRuntimeConfig, apiUrl: server.url, intranetUrl: server.url };
  return loader({
    request: new Request(`http://catalogue.test${path}`),
    params,
    context: { runtimeConfig: config },
  } as unknown as Parameters<typeof loader>[0]);
}

describe('offers page when a brand’s offers fail (spec 2.8)', () => {
  it('says which brand is missing from the total, and completes it on Reintentar', async () => {
    const user = userEvent.setup();
    renderRoute('/oportunidades');
    expect(
      await screen.findByText(
        '6 unidades 0km de Chevrolet, Nissan y Volkswagen con descuentos especiales.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/^\d+ unidades 0km con descuentos especiales\.$/)).toBeNull();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      'No pudimos cargar las oportunidades de BAIC: no están en el total.',
    );
    // The brand's own section has no count to give.
    expect(screen.getByRole('heading', { level: 2, name: 'BAIC' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Chevrolet (3)' })).toBeTruthy();

    isBaicDown = false;
    const [retryAll] = screen.getAllByRole('button', { name: 'Reintentar' });
    await user.click(retryAll!);
    expect(await screen.findByText('10 unidades 0km con descuentos especiales.')).toBeTruthy();
    expect(screen.queryByText(/No pudimos cargar las oportunidades/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'BAIC (4)' })).toBeTruthy();
    expect(server.requestsTo(brandEndpoints[6].offer)).toHaveLength(2);
  });
});

/** The router's address, and the browser's Back button. */
function Browser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Dirección">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Atrás del navegador
      </button>
    </>
  );
}

function renderOffers(path: string) {
  renderRoute(path, <Browser />);
}

const address = () => screen.getByRole('status', { name: 'Dirección' }).textContent;

describe('the unit list of an offer family has an address (spec 2.8)', () => {
  it('opens as a history entry (?unidades=), and Back closes it and returns to its card', async () => {
    isBaicDown = false;
    const user = userEvent.setup();
    renderOffers('/oportunidades?source=campaign');
    await user.click(await screen.findByRole('button', { name: 'Ver unidades de Modelo 4' }));
    expect(address()).toBe('/oportunidades?source=campaign&unidades=40');
    expect(screen.getByRole('heading', { level: 2, name: 'Nissan Modelo 4' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((item) => item.textContent)).toEqual([
      'Modelo 4 versión 1',
      'Modelo 4 versión 2',
    ]);

    await user.click(screen.getByRole('button', { name: 'Atrás del navegador' }));
    expect(address()).toBe('/oportunidades?source=campaign');
    const card = screen.getByRole('button', { name: 'Ver unidades de Modelo 4' });
    expect(document.activeElement).toBe(card);

    // "Volver a las oportunidades" is the same step back, not a new entry.
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Volver a las oportunidades' }));
    expect(address()).toBe('/oportunidades?source=campaign');
    await user.click(screen.getByRole('button', { name: 'Atrás del navegador' }));
    expect(address()).toBe('/oportunidades?source=campaign');
  });

  it('reopens from its address (a reload or a shared link); closing removes the parameter', async () => {
    isBaicDown = false;
    const user = userEvent.setup();
    renderOffers('/oportunidades/chevrolet?unidades=20&source=campaign');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Chevrolet Modelo 2' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Reservar online' })).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Volver a las oportunidades' }));
    expect(address()).toBe('/oportunidades/chevrolet?source=campaign');
    expect(screen.getByRole('heading', { level: 2, name: 'Chevrolet (3)' })).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Ver unidades de Modelo 2' }),
    );
  });

  it('says so when the family has no offers on that page', async () => {
    isBaicDown = false;
    renderOffers('/oportunidades/chevrolet?unidades=40');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Oportunidad no disponible' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver a las oportunidades' })).toBeTruthy();
  });
});

describe('the offers page on the server', () => {
  it('comes whole for a brand the catalogue has: each brand its offers or its failure', async () => {
    isBaicDown = true;
    const known = await loadOnServer('/oportunidades/nissan', { brand: 'nissan' });
    const offersOf = known && 'offers' in known ? known.offers : null;
    expect(offersOf?.[4]).toMatchObject({ grouped: [{ family_id: 40 }] });
    expect(isFailedPart(offersOf?.[6])).toBe(true);
    const all = await loadOnServer('/oportunidades', {});
    expect(all && 'offers' in all ? Object.keys(all.offers) : []).toEqual(['1', '2', '4', '6']);
  });

  it('answers 404 for a word that names no brand', async () => {
    const unknown = await loadOnServer('/oportunidades/ferrari', { brand: 'ferrari' });
    expect(unknown && 'init' in unknown ? unknown.init?.status : null).toBe(404);
  });
});
