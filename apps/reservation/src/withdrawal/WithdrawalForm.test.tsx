import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiPaths, messages } from '@territorio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operation, operationCode, parameters } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

let api: CannedHttp;

beforeAll(async () => {
  api = await startCannedHttp();
  api.on(apiPaths.dealershipStart, { body: { data: operation() } });
  api.on(apiPaths.parameters, { body: { data: parameters } });
  api.on(apiPaths.withdrawal, {
    status: 201,
    body: { data: { id: 4, reference: 'ARR-9QW3KD7M' } },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: messages.withdrawalTitle }));
  const dialog = await screen.findByRole('dialog', { name: messages.withdrawalTitle });
  // The form's code arrives when the dialog first opens.
  await within(dialog).findByRole('button', { name: 'Enviar solicitud' });
  return dialog;
}

describe("Footer 'Botón de arrepentimiento'", () => {
  it('is on every page, the home page included', async () => {
    renderApp('/', { apiUrl: api.url });
    const dialog = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: /^Código de operación/ })).toHaveProperty(
      'value',
      '',
    );
  });

  it("opens the request pre-filled with the operation's code, checks it and sends it", async () => {
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });
    await screen.findByRole('heading', { level: 1, name: 'Modo de pago' });
    const dialog = await openDialog();
    const field = (name: RegExp) => within(dialog).getByRole('textbox', { name });
    expect(field(/^Código de operación/)).toHaveProperty('value', operationCode);

    // The first field left wrong takes the focus and says why.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Ingresá tu nombre.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field(/^Nombre/)));
    expect(field(/^Nombre/).getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Ingresá tu email.')).toBeTruthy();
    expect(api.requests.some((request) => request.pathname === apiPaths.withdrawal)).toBe(false);

    fireEvent.change(field(/^Nombre/), { target: { value: 'Lucía' } });
    fireEvent.change(field(/^Apellido/), { target: { value: 'Giménez' } });
    fireEvent.change(field(/^Email/), { target: { value: 'lucia@correo.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));

    const done = await within(dialog).findByText(/Tu código de trámite es ARR-9QW3KD7M\./);
    expect(done.textContent).toContain(messages.withdrawalSuccess);
    await waitFor(() => expect(document.activeElement).toBe(done));
    const sent = api.requests.find((request) => request.pathname === apiPaths.withdrawal);
    expect(sent?.json).toMatchObject({
      name: 'Lucía',
      lastname: 'Giménez',
      email: 'lucia@correo.example',
      operation_code: operationCode,
    });
  });
});
