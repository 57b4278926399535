import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { brandEndpoints } from '@territorio/api-client';
import { data, offers } from '../test/fixtures';
import { renderWithServices, testServices } from '../test/renderApp';
import { startTestServer } from '../test/testServer';
import type { TestServer } from '../test/testServer';
import { OffersPage } from './OffersPage';

let server: TestServer;
let isBaicDown = true;

beforeAll(async () => {
  server = await startTestServer();
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

describe('offers page when a brand’s offers fail (spec 2.8)', () => {
  it('says which brand is missing from the total, and completes it on Reintentar', async () => {
    const user = userEvent.setup();
    renderWithServices(
      <Routes>
        <Route path="/oportunidades" element={<OffersPage />} />
      </Routes>,
      testServices(server.url),
      '/oportunidades',
    );
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
