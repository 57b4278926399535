import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPaths, messages } from '@territorio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operation, operationCode, parameters } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

const gol = {
  brand: 'Volkswagen',
  model: 'Gol Trend',
  vehicle: '1.6 Trendline 5p',
  codia: '0100123',
  kms: 45_000,
  year: 2018,
  valuation: 9_000_000,
};

let api: CannedHttp;
let serverOperation = operation();

beforeAll(async () => {
  api = await startCannedHttp();
  api.on(apiPaths.dealershipStart, () => ({ body: { data: serverOperation } }));
  api.on(apiPaths.dealershipUpdate, (request) => {
    serverOperation = request.json as typeof serverOperation;
    return { body: { data: serverOperation } };
  });
  api.on(apiPaths.parameters, { body: { data: parameters } });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

describe('Step 1 used vehicles', () => {
  it("after 'Sí, remover' the focus lands on the used vehicles' heading, not the page top", async () => {
    serverOperation = operation({ used_vehicles: [gol] });
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Quitar Volkswagen Gol Trend 1.6 Trendline 5p' }),
    );
    const dialog = await screen.findByRole('dialog', { name: messages.usedVehicleRemoveQuestion });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, remover' }));

    const heading = screen.getByRole('heading', { level: 2, name: 'Vehículos usados' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByText('Volkswagen Gol Trend 1.6 Trendline 5p')).toBeNull();
    expect(serverOperation.used_vehicles).toEqual([]);
  });
});

describe('Step 1 financing row', () => {
  it('names the instalments in the right number', async () => {
    serverOperation = operation({
      credit_id: 4,
      credit_name: 'Prendario 18 meses',
      credit_amount: 5_000_000,
      credit_installments: 18,
      credit_avg_installment: 320_000,
    });
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });
    expect(await screen.findByText(/^\$ 5\.000\.000 en 18 cuotas de \$ 320\.000/)).toBeTruthy();

    serverOperation = operation({
      credit_id: 4,
      credit_name: 'Pago único',
      credit_amount: 5_000_000,
      credit_installments: 1,
      credit_avg_installment: 5_000_000,
    });
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });
    expect(await screen.findByText(/^\$ 5\.000\.000 en 1 cuota de \$ 5\.000\.000/)).toBeTruthy();
  });
});
