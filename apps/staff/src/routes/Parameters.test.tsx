import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { staffMessages } from '@territorio/api-client/staff';
import type {
  StaffContactMethod,
  StaffParameters,
  VisitSettings,
} from '@territorio/api-client/staff';
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
  in_transit_reservable: false,
});

const visitSettings = (closedDays: VisitSettings['closed_days'] = []): VisitSettings => ({
  capacities: [
    { site: 'godoy-cruz', capacity: 2 },
    { site: 'san-rafael', capacity: 2 },
    { site: 'san-juan', capacity: 3 },
  ],
  closed_days: closedDays,
});

const contactMethodsSection = async () =>
  screen.findByRole('region', { name: 'Medios de contacto y emails de cada área' });

describe('Parameters: contact methods', () => {
  let api: CannedHttp;
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
    api.on('/staff/api/parameters/visits', { body: { data: visitSettings() } });
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
    // Saved once the page has read the parameters again.
    expect(await within(section).findByText(staffMessages.saved)).toBeTruthy();
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

describe('Parameters: visits', () => {
  let api: CannedHttp;
  let closedDays: VisitSettings['closed_days'];
  beforeEach(async () => {
    api = await startConsoleApi();
    closedDays = [{ site: 'san-juan', date: '2026-12-25', reason: 'Navidad' }];
    api.on('/staff/api/session', { body: { data: sessionOf('admin') } });
    api.on('/staff/api/parameters', { body: { data: parameters([]) } });
    api.on('/staff/api/parameters/visits', () => ({ body: { data: visitSettings(closedDays) } }));
  });
  afterEach(() => api.close());

  const visitsSection = () => screen.findByRole('region', { name: 'Visitas y pruebas de manejo' });

  it('saves every site’s capacity, refusing one out of range before sending', async () => {
    api.on('/staff/api/parameters/visits/capacity', { body: { data: visitSettings() } });
    renderConsole('/parametros');
    const section = await visitsSection();
    const sanRafael = within(section).getByLabelText(/^Visitas por horario en San Rafael/);
    await userEvent.clear(sanRafael);
    await userEvent.type(sanRafael, '25');
    await userEvent.click(within(section).getByRole('button', { name: 'Guardar capacidad' }));
    expect(
      await within(section).findByText('La capacidad es de hasta 20 visitas por horario.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(sanRafael));
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await userEvent.clear(sanRafael);
    await userEvent.type(sanRafael, '4');
    await userEvent.click(within(section).getByRole('button', { name: 'Guardar capacidad' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.method === 'PUT')).toMatchObject({
        pathname: '/staff/api/parameters/visits/capacity',
        json: {
          capacities: [
            { site: 'godoy-cruz', capacity: 2 },
            { site: 'san-rafael', capacity: 4 },
            { site: 'san-juan', capacity: 3 },
          ],
        },
      }),
    );
    expect(await within(section).findByText(staffMessages.saved)).toBeTruthy();
  });

  it('closes a day and says how many visits are booked that day, focusing that', async () => {
    api.on('/staff/api/parameters/visits/closed-days', (request) => {
      const body = request.json as { site: string; date: string; reason: string };
      closedDays = [...closedDays, body];
      return { status: 201, body: { data: { ...visitSettings(closedDays), booked_count: 2 } } };
    });
    renderConsole('/parametros');
    const section = await visitsSection();
    const form = within(section).getByRole('form', { name: 'Cerrar un día' });
    await userEvent.click(within(form).getByRole('button', { name: 'Cerrar el día' }));
    expect(await within(form).findByText('Indicá una fecha (AAAA-MM-DD).')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.click(within(form).getByRole('combobox', { name: /^Sucursal/ }));
    await userEvent.click(screen.getByRole('option', { name: 'San Rafael' }));
    await userEvent.type(within(form).getByLabelText(/^Día/), '2026-12-24');
    await userEvent.type(within(form).getByLabelText(/^Motivo/), 'Nochebuena');
    await userEvent.click(within(form).getByRole('button', { name: 'Cerrar el día' }));

    const notice = await within(form).findByText(
      'Cerramos el día. Ese día hay 2 visitas agendadas: llamá a cada comprador para cambiar o cancelar su visita desde la agenda.',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(api.requests.find((request) => request.method === 'POST')?.json).toEqual({
      site: 'san-rafael',
      date: '2026-12-24',
      reason: 'Nochebuena',
    });
    const table = within(section).getByRole('table', { name: /^Días cerrados/ });
    expect(await within(table).findByText('Nochebuena')).toBeTruthy();
  });

  it('opens a closed day again', async () => {
    api.on('/staff/api/parameters/visits/closed-days/san-juan/2026-12-25', () => {
      closedDays = [];
      return { body: { data: visitSettings(closedDays) } };
    });
    renderConsole('/parametros');
    const section = await visitsSection();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Abrir el día 25/12/2026 en San Juan' }),
    );
    const notice = await within(section).findByText(
      'Abrimos el 25/12/2026 en San Juan: se pueden agendar visitas otra vez.',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(api.requests.find((request) => request.method === 'DELETE')?.pathname).toBe(
      '/staff/api/parameters/visits/closed-days/san-juan/2026-12-25',
    );
    expect(await within(section).findByText('No hay días cerrados desde hoy.')).toBeTruthy();
  });
});
