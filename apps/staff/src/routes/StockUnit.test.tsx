import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { vinMessages } from '@territorio/api-client/core';
import { unitHeldReason } from '@territorio/api-client/staff';
import type { StaffStockUnit, StockVersion } from '@territorio/api-client/staff';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';
import { unitCreatedMessage, unitSavedMessage } from './StockUnit';

const versions: StockVersion[] = [
  { id: 1011, brand_id: 1, family_id: 101, family: 'Polo', name: 'Track' },
  { id: 1012, brand_id: 1, family_id: 101, family: 'Polo', name: 'Highline' },
  { id: 2011, brand_id: 2, family_id: 201, family: 'Onix', name: 'LT' },
];

const saved: StaffStockUnit = {
  id: 31,
  brand_id: 1,
  name: 'Polo Track',
  model: 'Polo Track',
  color: 'Blanco',
  location: 'Godoy Cruz',
  chassis: '9BWAB45U0PT000011',
  currency: 'ars',
  price: 25_000_000,
  list_price: 25_000_000,
  discount: 0,
  special_discount: 0,
  final_price: 25_000_000,
  status: 'available',
  held_by: null,
  updated_at: '2026-11-26T10:00:00.000Z',
  is_offer: false,
  offer_valid_from: null,
  offer_valid_until: null,
  version_id: 1011,
  site: 'godoy-cruz',
  model_year: 2026,
  license_price: 1_000_000,
  delivery_price: 500_000,
  public_note: null,
  condition: 'new',
  mileage_km: null,
  owners: null,
  plate: null,
  inspection: null,
  arrival_date: null,
  locked_reason: null,
};

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

describe('StockUnit', () => {
  let api: CannedHttp;
  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('stock') } });
    api.on('/staff/api/stock/versions', { body: { data: versions } });
    api.on('/staff/api/stock/31/photos', {
      body: {
        data: { photos: [], limits: { max_photos: 30, max_bytes: 15_728_640 }, editable: true },
      },
    });
  });
  afterEach(() => api.close());

  it('names the fields the shared schema refuses before sending, focusing the first one', async () => {
    renderConsole('/stock/nueva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva unidad' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Usado' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cargar unidad' }));
    expect(await screen.findByText('Elegí la versión.')).toBeTruthy();
    expect(screen.getByText(vinMessages.required)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /^Versión/ })),
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('picks brand, model and version, shows the used section for a used unit and sends the unit', async () => {
    api.on('/staff/api/stock', { status: 201, body: { data: { ...saved, condition: 'used' } } });
    api.on('/staff/api/stock/31', { body: { data: { ...saved, condition: 'used' } } });
    renderConsole('/stock/nueva');
    await screen.findByRole('heading', { level: 1, name: 'Nueva unidad' });
    await choose(/^Marca/, 'Volkswagen');
    await choose(/^Modelo/, 'Polo');
    await choose(/^Versión/, 'Highline');
    await userEvent.type(screen.getByLabelText(/^Chasis/), '9bwab45u0pt000011');
    await userEvent.type(screen.getByLabelText(/^Color/), 'Gris');
    await choose(/^Sucursal/, 'San Juan');
    await userEvent.type(screen.getByLabelText(/^Año modelo/), '2022');
    await choose(/^Condición/, 'Usado');
    expect(await screen.findByRole('heading', { name: 'Usado' })).toBeTruthy();
    for (const [label, value] of [
      [/^Precio de lista/, '20000000'],
      [/^Precio$/, '19000000'],
      [/^Patentamiento/, '0'],
      [/^Flete/, '0'],
      [/^Kilómetros/, '48000'],
      [/^Dueños/, '1'],
    ] as const) {
      await userEvent.type(screen.getByRole('spinbutton', { name: label }), value);
    }
    await userEvent.type(screen.getByRole('textbox', { name: /^Patente/ }), 'ab123cd');
    await choose(/^Frenos/, 'Verificado');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar unidad' }));
    await waitFor(() =>
      expect(api.requests.some((request) => request.method === 'POST')).toBe(true),
    );
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
      pathname: '/staff/api/stock',
      json: {
        version_id: 1012,
        chassis: '9BWAB45U0PT000011',
        site: 'san-juan',
        condition: 'used',
        mileage_km: 48_000,
        owners: 1,
        plate: 'AB123CD',
        inspection: { brakes: { result: 'ok' } },
        status: 'available',
      },
    });
    // The new unit's own page, with the notice.
    expect(await screen.findByText(unitCreatedMessage)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: /Polo Track/ })).toBeTruthy();
  });

  it('edits a unit with the version read and shows the saved notice', async () => {
    api.on('/staff/api/stock/31', { body: { data: saved } });
    renderConsole('/stock/31');
    await screen.findByRole('heading', { level: 1, name: /Polo Track/ });
    const color = screen.getByLabelText(/^Color/);
    await userEvent.clear(color);
    await userEvent.type(color, 'Rojo Flash');
    await choose(/^Estado/, 'En tránsito');
    await userEvent.type(screen.getByLabelText(/^Fecha de arribo/), '2027-01-15');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(unitSavedMessage)).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PATCH')).toMatchObject({
      pathname: '/staff/api/stock/31',
      json: {
        color: 'Rojo Flash',
        status: 'in_transit',
        arrival_date: '2027-01-15',
        version_id: 1011,
        updated_at: saved.updated_at,
      },
    });
    // The page reads the unit again after the change (its new `updated_at`).
    await waitFor(() =>
      expect(
        api.requests.filter(
          (request) => request.method === 'GET' && request.pathname === '/staff/api/stock/31',
        ),
      ).toHaveLength(2),
    );
  });

  it('shows a unit an operation holds read-only, with the reason', async () => {
    const reason = unitHeldReason('reserved', '*********23K');
    api.on('/staff/api/stock/31', {
      body: { data: { ...saved, status: 'reserved', locked_reason: reason } },
    });
    renderConsole('/stock/31');
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
    expect(screen.getByLabelText(/^Color/).closest('fieldset')!.disabled).toBe(true);
  });
});
