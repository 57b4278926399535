import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { lockedMessage, staffMessages } from '@territorio/api-client/staff';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';

describe('SignIn', () => {
  let api: CannedHttp;
  beforeEach(async () => {
    api = await startConsoleApi();
  });
  afterEach(() => api.close());

  it('names the empty fields without asking the API, and focuses the first', async () => {
    renderConsole('/ingresar');
    await userEvent.click(await screen.findByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Ingresá un email válido.')).toBeTruthy();
    expect(screen.getByText('Ingresá tu contraseña.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Email/)));
    expect(api.requests).toEqual([]);
  });

  it('shows the lockout message the API answers, focused', async () => {
    api.on('/staff/api/session', {
      status: 423,
      body: { error: { code: 'locked', message: lockedMessage(15) } },
    });
    renderConsole('/ingresar');
    await userEvent.type(await screen.findByLabelText(/^Email/), 'Vera@Consola.test');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'una clave equivocada');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(lockedMessage(15));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    // The contract's schema normalises the email before it is sent.
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      json: { email: 'vera@consola.test', password: 'una clave equivocada' },
    });
  });

  it('goes where the member was headed once signed in', async () => {
    const session = sessionOf('sales', [1]);
    api.on('/staff/api/session', ({ method }) =>
      method === 'POST' ? { body: { data: session } } : { body: { data: session } },
    );
    api.on('/staff/api/reservations', {
      body: { data: { items: [], total: 0, page: 1, page_size: 25 } },
    });
    renderConsole('/ingresar?siguiente=%2Freservas');
    expect(await screen.findByText(staffMessages.unauthenticated)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^Email/), 'persona@consola.test');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'una clave larga de verdad');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reservas' })).toBeTruthy();
    expect(await screen.findByText('Todavía no hay operaciones.')).toBeTruthy();
    // A salesperson's menu: leads, reservations and the agenda only.
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect([...nav.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Consultas',
      'Reservas',
      'Agenda',
    ]);
  });
});
