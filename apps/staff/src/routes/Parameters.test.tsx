import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestApi } from '@territorio/e2e-kit/test-api';
import type { StaffContactMethod, StaffParameters } from '@territorio/api-client/staff';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';

const method = (overrides: Partial<StaffContactMethod>): StaffContactMethod => ({
  brand_id: 1,
  department: 'sales',
  zoom_link: null,
  whatsapp_number: '5492615550001',
  email: 'ventas.vw@example.com',
  site_emails: [],
  adf_in_body: false,
  ...overrides,
});

const parameters = (contactMethods: StaffContactMethod[]): StaffParameters => ({
  booking_prices: { '1': 350_000 },
  contact_methods: contactMethods,
  salesmen: [],
  popups: [],
  banners: [],
});

const contactMethodsSection = async () =>
  screen.findByRole('region', { name: 'Medios de contacto y emails de cada área' });

describe('Parameters: contact methods', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('admin') } });
    api.on('/staff/api/parameters', {
      body: {
        data: parameters([
          method({}),
          method({ department: 'services', email: 'postventa.vw@example.com' }),
        ]),
      },
    });
  });
  afterEach(() => api.close());

  it('adds a method on a free brand and area, removes one, and sends the whole list', async () => {
    api.on('/staff/api/parameters/contact-methods', (request) => ({
      body: {
        data: parameters(
          (request.json as { contact_methods: StaffContactMethod[] }).contact_methods,
        ),
      },
    }));
    renderConsole('/parametros');
    const section = await contactMethodsSection();

    await userEvent.click(
      within(section).getByRole('button', {
        name: 'Quitar el medio de contacto de Volkswagen · Postventa',
      }),
    );
    expect(within(section).queryByRole('group', { name: 'Volkswagen · Postventa' })).toBeNull();
    expect(within(section).getByRole('status').textContent).toMatch(
      /Quitaste Volkswagen · Postventa/,
    );

    await userEvent.click(
      within(section).getByRole('button', { name: 'Agregar medio de contacto' }),
    );
    // The first pair without a method: Volkswagen's second area, its brand focused.
    const added = within(section).getByRole('group', {
      name: 'Nuevo: Volkswagen · Planes de ahorro',
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(added).getByRole('combobox', { name: /^Marca/ })),
    );
    await userEvent.type(within(added).getByLabelText(/^Email del área/), 'planes@example.com');
    await userEvent.click(
      within(section).getByRole('button', { name: 'Guardar medios de contacto' }),
    );

    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PUT')).toMatchObject({
        pathname: '/staff/api/parameters/contact-methods',
        json: {
          contact_methods: [
            { brand_id: 1, department: 'sales', email: 'ventas.vw@example.com' },
            { brand_id: 1, department: 'plans', email: 'planes@example.com' },
          ],
        },
      }),
    );
  });

  it('puts the API’s field errors on the fields of that position, focusing the first', async () => {
    api.on('/staff/api/parameters/contact-methods', {
      status: 422,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Revisá los datos ingresados.',
          fields: {
            'contact_methods.2.department':
              'Ya hay un medio de contacto de esta marca para esta área.',
            'contact_methods.2.email': 'Ingresá un email válido.',
          },
        },
      },
    });
    renderConsole('/parametros');
    const section = await contactMethodsSection();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Agregar medio de contacto' }),
    );
    await userEvent.click(
      within(section).getByRole('button', { name: 'Guardar medios de contacto' }),
    );

    const added = within(section).getByRole('group', { name: /^Nuevo: / });
    const area = within(added).getByRole('combobox', { name: /^Área/ });
    expect(
      await within(added).findByText('Ya hay un medio de contacto de esta marca para esta área.'),
    ).toBeTruthy();
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(
      within(added)
        .getByLabelText(/^Email del área/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(area));
    // The saved methods before it keep their fields clean.
    const first = within(section).getByRole('group', { name: 'Volkswagen · Ventas' });
    expect(
      within(first)
        .getByLabelText(/^Email del área/)
        .getAttribute('aria-invalid'),
    ).toBeNull();
  });
});
