import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import type { StaffPromotion } from '@territorio/api-client/staff';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';

const promotion = (overrides: Partial<StaffPromotion>): StaffPromotion => ({
  code: 'POLOWEB750',
  name: 'Polo web',
  brand_id: 1,
  family: 'Polo',
  chassis: null,
  money_discount: 750_000,
  percentage_discount: null,
  valid_from: '2026-12-01',
  valid_until: '2026-12-31',
  units: 100,
  uses: 3,
  is_current: true,
  ...overrides,
});

const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr')!;

describe('Promotions', () => {
  let api: CannedHttp;
  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('admin') } });
    api.on('/staff/api/promotions', {
      body: {
        data: [
          promotion({}),
          promotion({
            code: 'TRACKER3',
            name: '',
            brand_id: 2,
            family: 'Tracker',
            money_discount: null,
            percentage_discount: 3,
            valid_from: null,
            valid_until: null,
            units: null,
            uses: 0,
            is_current: false,
          }),
        ],
      },
    });
  });
  afterEach(() => api.close());

  it('lists each code with its dates and units, in the menu for an admin', async () => {
    renderConsole('/promociones');
    const polo = await rowOf('POLOWEB750');
    expect(within(polo).getByText('Del 1/12/2026 al 31/12/2026')).toBeTruthy();
    expect(within(polo).getByText('100 unidades (3 usadas)')).toBeTruthy();
    expect(within(polo).getByText('Volkswagen · Polo')).toBeTruthy();
    const tracker = await rowOf('TRACKER3');
    expect(within(tracker).getByText('Sin fechas')).toBeTruthy();
    expect(within(tracker).getByText('Sin límite')).toBeTruthy();
    expect(within(tracker).getByText('3 %')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getByRole('link', { name: 'Promociones' })).toBeTruthy();
  });

  it('refuses dates out of order and units that are not a whole number, sending nothing', async () => {
    renderConsole('/promociones');
    await userEvent.click(
      within(await rowOf('POLOWEB750')).getByRole('button', {
        name: 'Editar la promoción POLOWEB750',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Editar la promoción POLOWEB750' });
    const until = within(dialog).getByLabelText(/^Vigente hasta/);
    await userEvent.clear(until);
    await userEvent.type(until, '2026-11-30');
    const units = within(dialog).getByLabelText(/^Unidades/);
    await userEvent.clear(units);
    await userEvent.type(units, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar promoción' }));
    expect(
      await within(dialog).findByText('La fecha de fin no puede ser anterior a la de inicio.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('La cantidad de unidades no puede ser negativa.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(until));
    expect(api.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('saves new dates and unlimited units, and shows the API’s field errors', async () => {
    api.on('/staff/api/promotions/POLOWEB750', (request) =>
      (request.json as { valid_until: string }).valid_until === '2027-01-31'
        ? {
            status: 422,
            body: {
              error: {
                code: 'invalid_request',
                message: 'Revisá los datos ingresados.',
                fields: { valid_until: 'La promoción no puede durar más de un año.' },
              },
            },
          }
        : { body: { data: promotion({ valid_until: '2027-01-15', units: null }) } },
    );
    renderConsole('/promociones');
    await userEvent.click(
      within(await rowOf('POLOWEB750')).getByRole('button', {
        name: 'Editar la promoción POLOWEB750',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const until = within(dialog).getByLabelText(/^Vigente hasta/);
    await userEvent.clear(until);
    await userEvent.type(until, '2027-01-31');
    await userEvent.clear(within(dialog).getByLabelText(/^Unidades/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar promoción' }));
    expect(
      await within(dialog).findByText('La promoción no puede durar más de un año.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(until));

    await userEvent.clear(until);
    await userEvent.type(until, '2027-01-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar promoción' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Guardamos los cambios.')).toBeTruthy();
    expect(api.requests.filter((request) => request.method === 'PATCH').at(-1)).toMatchObject({
      pathname: '/staff/api/promotions/POLOWEB750',
      json: { valid_from: '2026-12-01', valid_until: '2027-01-15', units: null },
    });
  });

  it('is not in a salesperson’s menu, and its address says so', async () => {
    api.on('/staff/api/session', { body: { data: sessionOf('sales', [1]) } });
    renderConsole('/promociones');
    expect(await screen.findByText('Tu rol no tiene acceso a esta sección.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Promociones' })).toBeNull();
  });
});
