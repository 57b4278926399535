import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { staffMessages, unitHeldReason } from '@territorio/api-client/staff';
import type { StaffStockUnit } from '@territorio/api-client/staff';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';

const unit = (overrides: Partial<StaffStockUnit>): StaffStockUnit => ({
  id: 11,
  brand_id: 1,
  name: 'Polo Track',
  model: 'Polo',
  color: 'Blanco',
  location: 'Godoy Cruz',
  chassis: '9BWAB45U0PT000011',
  currency: 'ars',
  price: 25_000_000,
  list_price: 0,
  discount: 0,
  special_discount: 500_000,
  final_price: 24_500_000,
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
  ...overrides,
});

describe('Stock', () => {
  let api: CannedHttp;
  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('admin') } });
    api.on('/staff/api/stock', {
      body: {
        data: {
          items: [
            unit({}),
            unit({ id: 12, name: 'Virtus', status: 'held', held_by: 'ABCD23456K' }),
          ],
          total: 2,
          page: 1,
          page_size: 25,
        },
      },
    });
  });
  afterEach(() => api.close());

  it('keeps a unit held by a live payment read-only, saying why', async () => {
    renderConsole('/stock');
    const [virtus] = await screen.findAllByText('Virtus');
    const held = virtus!.closest('tr')!;
    expect(within(held).getByText(unitHeldReason('held', 'ABCD23456K'))).toBeTruthy();
    expect(within(held).queryByRole('button')).toBeNull();
    expect(within(held).getByRole('link', { name: 'Ver unidad Virtus' })).toBeTruthy();
  });

  it('sends the new special discount with the version read, and shows the conflict', async () => {
    api.on('/staff/api/stock/11', {
      status: 409,
      body: { error: { code: 'stale', message: staffMessages.staleUnit } },
    });
    renderConsole('/stock');
    const [name] = await screen.findAllByText('Polo Track');
    const row = name!.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Editar precios/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Descuento especial');
    await userEvent.clear(field);
    await userEvent.type(field, '750000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar precios' }));
    expect(await within(dialog).findByText(staffMessages.staleUnit)).toBeTruthy();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({
      pathname: '/staff/api/stock/11',
      json: {
        price: 25_000_000,
        list_price: 0,
        discount: 0,
        special_discount: 750_000,
        updated_at: '2026-11-26T10:00:00.000Z',
      },
    });
  });

  it('names a negative discount before anything is sent, focusing the field', async () => {
    renderConsole('/stock');
    const [name] = await screen.findAllByText('Polo Track');
    const row = name!.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Editar precios/ }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Descuento especial');
    await userEvent.clear(field);
    await userEvent.type(field, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar precios' }));
    expect(
      await within(dialog).findByText('El descuento especial no puede ser negativo.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('shows an offer’s dates and sends new ones in order, refusing them out of order', async () => {
    api.on('/staff/api/stock', {
      body: {
        data: {
          items: [
            unit({
              id: 13,
              name: 'Amarok V6',
              is_offer: true,
              offer_valid_from: '2026-12-01',
              offer_valid_until: '2026-12-31',
            }),
          ],
          total: 1,
          page: 1,
          page_size: 25,
        },
      },
    });
    api.on('/staff/api/stock/13', { body: { data: unit({ id: 13 }) } });
    renderConsole('/stock');
    const [amarok] = await screen.findAllByText('Amarok V6');
    const row = amarok!.closest('tr')!;
    expect(within(row).getByText('Del 1/12/2026 al 31/12/2026')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: /Editar precios y oferta/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Editar precios y oferta/ });
    const from = within(dialog).getByLabelText(/^Oferta vigente desde/);
    const until = within(dialog).getByLabelText(/^Oferta vigente hasta/);
    await userEvent.clear(from);
    await userEvent.type(from, '2027-01-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar precios' }));
    expect(
      await within(dialog).findByText('La fecha de fin no puede ser anterior a la de inicio.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(until));
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);

    await userEvent.clear(until);
    await userEvent.type(until, '2027-01-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar precios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.method === 'PATCH')).toMatchObject({
      pathname: '/staff/api/stock/13',
      json: { offer_valid_from: '2027-01-10', offer_valid_until: '2027-01-31' },
    });
  });

  it('sends no offer dates for a unit that is not an offer', async () => {
    api.on('/staff/api/stock/11', { body: { data: unit({}) } });
    renderConsole('/stock');
    const [name] = await screen.findAllByText('Polo Track');
    const row = name!.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Editar precios/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/^Oferta vigente/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar precios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.json).not.toHaveProperty('offer_valid_from');
  });
});
