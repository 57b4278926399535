import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPaths, messages } from '@territorio/api-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operation, operationCode, readyToPayOperation } from '../test/fixtures';
import { locationPath, renderApp } from '../test/renderApp';

let api: CannedHttp;

beforeAll(async () => {
  api = await startCannedHttp();
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

function resumeAnswers(answer: () => { status?: number; body: unknown }) {
  api.on(apiPaths.dealershipStart, (request) =>
    (request.json as { code?: string }).code ? answer() : { status: 400, body: {} },
  );
}

describe('Flow screens reached without the operation', () => {
  it('go through the resume route, which loads it from the server and comes back', async () => {
    resumeAnswers(() => ({ body: { data: readyToPayOperation() } }));
    renderApp(`/concesionario-digital/tus-datos/${operationCode}`, { apiUrl: api.url });

    // The screen goes to the resume route and comes back: wait for the way back.
    await waitFor(() =>
      expect(locationPath()).toBe(
        `/concesionario-digital/tus-datos/${operationCode.toLowerCase()}`,
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos personales' })).toBeTruthy();
    const resume = api.requests.find((request) => request.pathname === apiPaths.dealershipStart);
    // Route parameters are lower-cased (spec 2); the server reads codes in any case.
    expect((resume?.json as { code: string }).code.toUpperCase()).toBe(operationCode);
  });

  it('land on step 1 when the step asked for is not reached yet (balance not covered)', async () => {
    resumeAnswers(() => ({ body: { data: operation() } }));
    renderApp(`/concesionario-digital/revisar/${operationCode}`, { apiUrl: api.url });

    expect(await screen.findByRole('heading', { level: 1, name: 'Modo de pago' })).toBeTruthy();
    // The location is recorded in an effect, which may run after the heading is shown.
    await waitFor(() =>
      expect(locationPath()).toBe(
        `/concesionario-digital/forma-de-pago/${operationCode.toLowerCase()}`,
      ),
    );
  });

  it('spec 4: a link to review with step 1 done and step 2 not lands on step 2', async () => {
    resumeAnswers(() => ({ body: { data: operation({ cash_amount: 33_000_000 }) } }));
    renderApp(`/concesionario-digital/revisar/${operationCode}`, { apiUrl: api.url });

    expect(await screen.findByRole('heading', { level: 1, name: 'Datos personales' })).toBeTruthy();
    await waitFor(() =>
      expect(locationPath()).toBe(
        `/concesionario-digital/tus-datos/${operationCode.toLowerCase()}`,
      ),
    );
  });

  it('spec 2.11: opened without a code, ask for it on the resume route, then go on there', async () => {
    resumeAnswers(() => ({ body: { data: readyToPayOperation() } }));
    renderApp('/concesionario-digital/tus-datos/', { apiUrl: api.url });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retomá tu reserva' }),
    ).toBeTruthy();
    await waitFor(() => expect(locationPath()).toBe('/concesionario-digital/continue'));
    expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Ingresá el código de operación.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Código de operación/ }), {
      target: { value: operationCode },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Datos personales' })).toBeTruthy();
    await waitFor(() =>
      expect(locationPath()).toBe(
        `/concesionario-digital/tus-datos/${operationCode.toLowerCase()}`,
      ),
    );
  });

  it('of a paid operation show only its outcome page', async () => {
    resumeAnswers(() => ({
      body: {
        data: readyToPayOperation({
          status: 'reserved',
          purchase: { transaction: { status: 'approved', paid_at: '2026-11-20T12:00:00.000Z' } },
        }),
      },
    }));
    api.on(apiPaths.parameters, { body: { data: {} } });
    renderApp(`/concesionario-digital/forma-de-pago/${operationCode}`, { apiUrl: api.url });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tu 0km te espera' })).toBeTruthy();
    await waitFor(() =>
      expect(locationPath()).toBe(
        `/concesionario-digital/reservado/${operationCode.toLowerCase()}`,
      ),
    );
  });

  it('with an unknown code say so and offer to try another', async () => {
    resumeAnswers(() => ({
      status: 404,
      body: { error: { code: 'operation_not_found', message: messages.operationNotFound } },
    }));
    renderApp('/concesionario-digital/forma-de-pago/NOEXISTE2345', { apiUrl: api.url });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No pudimos retomar tu reserva' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.operationNotFound);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    await waitFor(() =>
      expect(locationPath()).toBe('/concesionario-digital/continue/noexiste2345'),
    );
  });
});

describe('Unknown addresses', () => {
  it('show a not-found page with a way back, never a blank page', async () => {
    renderApp('/concesionario-digital/no-existe', { apiUrl: api.url });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Ir al Concesionario Digital' }).getAttribute('href'),
    ).toBe('/');
  });
});
