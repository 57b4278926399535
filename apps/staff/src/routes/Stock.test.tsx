import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '@territorio/e2e-kit/test-api';
import { staffMessages, type StaffStockUnit } from '@territorio/api-client/staff';
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
  ...overrides,
});

describe('Stock', () => {
  let api: TestApi;
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
    const held = (await screen.findByText('Virtus')).closest('tr')!;
    expect(within(held).getByText(/Tiene un pago en curso \(operación ABCD23456K\)/)).toBeTruthy();
    expect(within(held).queryByRole('button')).toBeNull();
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
});
