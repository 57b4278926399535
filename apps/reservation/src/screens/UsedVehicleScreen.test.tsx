import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiPaths } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { operation, operationCode, parameters } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

let api: CannedHttp;

beforeAll(async () => {
  api = await startCannedHttp();
  api.on(apiPaths.dealershipStart, { body: { data: operation() } });
  api.on(apiPaths.parameters, { body: { data: parameters } });
  api.on(apiPaths.usedBrands, { body: { data: [{ id: 1, name: 'Volkswagen' }] } });
});
afterAll(() => api.close());

function describedText(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('Used vehicle form', () => {
  it("says under the year and the kilometres why 'Cotizar' waits", async () => {
    renderApp(`/concesionario-digital/vehiculo-usado/${operationCode}`, {
      apiUrl: api.url,
      now: () => Date.parse('2026-11-22T15:00:00.000Z'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Agregar Usado' });
    // The brands load first (the form waits behind a loader).
    await waitFor(() =>
      expect(api.requests.some((r) => r.pathname === apiPaths.usedBrands)).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Cargando marcas…')).toBeNull());
    const year = await screen.findByRole('textbox', { name: /^Año/ });
    const kms = screen.getByRole('textbox', { name: /^Kilometraje/ });
    expect(year.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(year, { target: { value: '20' } });
    fireEvent.blur(year);
    // Next year's models are on sale this year: 2027 is the latest on 2026-11-22.
    const yearMessage = 'Ingresá un año de 4 dígitos entre 1900 y 2027.';
    expect(await screen.findByText(yearMessage)).toBeTruthy();
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(year)).toContain(yearMessage);

    fireEvent.change(kms, { target: { value: 'mucho' } });
    fireEvent.blur(kms);
    const kmsMessage = 'Ingresá los kilómetros en números, por ejemplo 45000.';
    expect(await screen.findByText(kmsMessage)).toBeTruthy();
    expect(kms.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(kms)).toContain(kmsMessage);

    // Corrected, the messages go.
    fireEvent.change(year, { target: { value: '2018' } });
    fireEvent.change(kms, { target: { value: '45000' } });
    expect(screen.queryByText(yearMessage)).toBeNull();
    expect(screen.queryByText(kmsMessage)).toBeNull();
    expect(year.getAttribute('aria-invalid')).toBeNull();
  });
});
