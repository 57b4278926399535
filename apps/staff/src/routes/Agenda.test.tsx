import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { addDays } from '@territorio/api-client/core';
import type { Agenda, StaffVisit } from '@territorio/api-client/staff';
import { staffMessages } from '@territorio/api-client/staff';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';

const visit = (overrides: Partial<StaffVisit>): StaffVisit => ({
  code: 'V-7KQ2M9',
  status: 'booked',
  site: 'godoy-cruz',
  date: '2026-12-08',
  time: '10:30',
  starts_at: '2026-12-08T13:30:00.000Z',
  test_drive: true,
  name: 'Lucía Quiroga',
  email: 'lucia@example.com',
  telephone: '261 555-0000',
  vehicle: {
    brand_id: 1,
    family_id: 102,
    title: 'Volkswagen Amarok',
    unit_id: null,
    unit_path: null,
  },
  notes: '',
  created_at: '2026-12-01T14:00:00.000Z',
  cancelled_at: null,
  source: null,
  ...overrides,
});

const dayOf = (visits: StaffVisit[], overrides: Partial<Agenda> = {}): Agenda => ({
  site: 'godoy-cruz',
  view: 'day',
  dates: ['2026-12-08'],
  closed: [],
  visits,
  floods: [],
  ...overrides,
});

const daySection = (name: string) => screen.findByRole('region', { name });

describe('Agenda', () => {
  let api: CannedHttp;
  let visits: StaffVisit[];

  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('sales', [1]) } });
    visits = [
      visit({}),
      visit({
        code: 'V-3HX8PA',
        time: '11:00',
        test_drive: false,
        name: 'Marta Ríos',
        email: 'marta@example.com',
        telephone: '+54 9 261 555-0101',
        vehicle: {
          brand_id: 1,
          family_id: 101,
          title: 'Volkswagen Polo Track, Blanco Candy',
          unit_id: 12,
          unit_path: '/stock/12/volkswagen-polo-track-blanco-candy',
        },
      }),
    ];
    api.on('/staff/api/agenda', (request) => ({
      body: {
        data: dayOf(visits, {
          site: request.query.get('site') ?? 'godoy-cruz',
          view: request.query.get('view') === 'week' ? 'week' : 'day',
        }),
      },
    }));
  });
  afterEach(() => api.close());

  /** The stand-in API applies a PATCH or a cancel to the visit, as the real one does. */
  function acceptChanges(code: string) {
    api.on(`/staff/api/visits/${code}`, (request) => {
      visits = visits.map((entry) =>
        entry.code === code ? { ...entry, ...(request.json as Partial<StaffVisit>) } : entry,
      );
      return { body: { data: visits.find((entry) => entry.code === code) } };
    });
    api.on(`/staff/api/visits/${code}/cancel`, () => {
      visits = visits.map((entry) =>
        entry.code === code
          ? { ...entry, status: 'cancelled', cancelled_at: '2026-12-02T10:00:00.000Z' }
          : entry,
      );
      return { body: { data: visits.find((entry) => entry.code === code) } };
    });
  }

  it('lists the day’s visits with their contact, vehicle, kind and status, asking the API for the address’s agenda', async () => {
    renderConsole('/agenda?site=godoy-cruz&from=2026-12-08');
    const day = await daySection('Martes 8 de diciembre');
    const rows = within(day).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelectorAll('td')[1]?.textContent)).toEqual([
      '10:30',
      '11:00',
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Lucía Quiroga')).toBeTruthy();
    expect(within(first).getByRole('link', { name: '261 555-0000' }).getAttribute('href')).toBe(
      'tel:+542615550000',
    );
    expect(
      within(first).getByRole('link', { name: 'lucia@example.com' }).getAttribute('href'),
    ).toBe('mailto:lucia@example.com');
    expect(within(first).getByText('Prueba de manejo')).toBeTruthy();
    expect(within(first).getByText('Agendada')).toBeTruthy();
    expect(within(second).getByText('Visita')).toBeTruthy();
    expect(within(second).getByText('Volkswagen Polo Track, Blanco Candy')).toBeTruthy();

    const query = api.requests.find((request) => request.pathname === '/staff/api/agenda')!.query;
    expect(Object.fromEntries(query)).toEqual({ site: 'godoy-cruz', from: '2026-12-08' });
    const nav = screen.getByRole('navigation', { name: 'Secciones' });
    expect(within(nav).getByRole('link', { name: 'Agenda' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Cambiar de fecha' });
    expect(within(steps).getByRole('link', { name: 'Día anterior' }).getAttribute('href')).toBe(
      '/agenda?site=godoy-cruz&view=day&from=2026-12-07',
    );
    expect(within(steps).getByRole('link', { name: 'Hoy' }).getAttribute('href')).toBe(
      '/agenda?site=godoy-cruz&view=day',
    );
  });

  it('asks for the head office’s today when the address names no valid site, view or date', async () => {
    renderConsole('/agenda?site=mendoza&from=ayer&view=mes');
    await daySection('Martes 8 de diciembre');
    const query = api.requests.find((request) => request.pathname === '/staff/api/agenda')!.query;
    expect(Object.fromEntries(query)).toEqual({ site: 'godoy-cruz' });
  });

  it('says when a day has no visits and when the site is closed', async () => {
    api.on('/staff/api/agenda', {
      body: {
        data: dayOf([], {
          site: 'san-juan',
          view: 'week',
          dates: Array.from({ length: 7 }, (_, index) => addDays('2026-12-07', index)),
          closed: ['2026-12-08'],
        }),
      },
    });
    renderConsole('/agenda?site=san-juan&view=week&from=2026-12-07');
    const holiday = await daySection('Martes 8 de diciembre');
    expect(
      within(holiday).getByText('San Juan no atiende este día: no se agendan visitas.'),
    ).toBeTruthy();
    expect(
      within(holiday).getByText(
        'No hay visitas agendadas para el martes 8 de diciembre en San Juan.',
      ),
    ).toBeTruthy();
    expect(
      screen.getAllByRole('region', {
        name: /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) /,
      }),
    ).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Semana siguiente' }).getAttribute('href')).toBe(
      '/agenda?site=san-juan&view=week&from=2026-12-14',
    );
  });

  it('marks a visit attended and takes the mark back, focus staying on the button', async () => {
    acceptChanges('V-7KQ2M9');
    renderConsole('/agenda?site=godoy-cruz&from=2026-12-08');
    const day = await daySection('Martes 8 de diciembre');
    const attended = within(day).getByRole('button', { name: 'Asistió Lucía Quiroga (10:30)' });
    expect(attended.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(attended);

    expect(
      await screen.findByText('La visita de Lucía Quiroga quedó como «Asistió».'),
    ).toBeTruthy();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({
      pathname: '/staff/api/visits/V-7KQ2M9',
      json: { status: 'attended' },
    });
    const pressed = within(day).getByRole('button', { name: 'Asistió Lucía Quiroga (10:30)' });
    await waitFor(() => expect(pressed.getAttribute('aria-pressed')).toBe('true'));
    expect(document.activeElement).toBe(pressed);
    // An attended visit is no longer cancelled from here.
    expect(
      within(day).queryByRole('button', { name: 'Cancelar visita de Lucía Quiroga' }),
    ).toBeNull();

    await userEvent.click(pressed);
    await waitFor(() => expect(pressed.getAttribute('aria-pressed')).toBe('false'));
    expect(api.requests.filter((request) => request.method === 'PATCH').at(-1)?.json).toEqual({
      status: 'booked',
    });
  });

  it('saves the notes in a dialog, focus back on the button that opened it', async () => {
    acceptChanges('V-7KQ2M9');
    renderConsole('/agenda?site=godoy-cruz&from=2026-12-08');
    const day = await daySection('Martes 8 de diciembre');
    const open = within(day).getByRole('button', { name: 'Notas de la visita de Lucía Quiroga' });
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', {
      name: 'Notas de la visita de Lucía Quiroga',
    });
    const notes = within(dialog).getByLabelText(/^Notas/);
    await waitFor(() => expect(document.activeElement).toBe(notes));
    await userEvent.type(notes, 'Quiere probar la versión automática.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar notas' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Guardamos las notas de la visita de Lucía Quiroga.')).toBeTruthy();
    expect(api.requests.find((request) => request.method === 'PATCH')?.json).toEqual({
      notes: 'Quiere probar la versión automática.',
    });
    expect(
      await within(day).findByText('Notas: Quiere probar la versión automática.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('cancels with a reason: none refused before sending, then the visit cancelled and the result focused', async () => {
    acceptChanges('V-7KQ2M9');
    renderConsole('/agenda?site=godoy-cruz&from=2026-12-08');
    const day = await daySection('Martes 8 de diciembre');
    await userEvent.click(
      within(day).getByRole('button', { name: 'Cancelar visita de Lucía Quiroga' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Cancelar la visita de Lucía Quiroga',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Sí, cancelar la visita' });
    await userEvent.click(confirm);
    const reason = within(dialog).getByLabelText(/^Motivo/);
    expect(await within(dialog).findByText('Indicá el motivo de la cancelación.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(reason, 'Llamó para avisar que no viene.');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = screen.getByText(
      'Cancelamos la visita de Lucía Quiroga y le enviamos la cancelación por email.',
    );
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
      pathname: '/staff/api/visits/V-7KQ2M9/cancel',
      json: { reason: 'Llamó para avisar que no viene.' },
    });
    await waitFor(() => expect(document.activeElement).toBe(notice));
    const row = within(day).getByText('Lucía Quiroga').closest('tr')!;
    expect(within(row).getByText('Cancelada')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Asistió/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^Cancelar visita/ })).toBeNull();
  });

  it('warns of a slot filled fast from one source, chooses its visits and cancels them without emailing', async () => {
    visits = [
      visit({ source: 'A' }),
      visit({ code: 'V-3HX8PA', name: 'Falso Dos', email: 'x2@example.com', source: 'A' }),
      visit({ code: 'V-9PQ4RT', time: '11:00', name: 'Marta Ríos', email: 'marta@example.com' }),
    ];
    const flood = {
      date: '2026-12-08',
      time: '10:30',
      sources: ['A'],
      codes: ['V-7KQ2M9', 'V-3HX8PA'],
      burst: 2,
      minutes: 3,
    };
    api.on('/staff/api/agenda', () => ({
      body: { data: dayOf(visits, { floods: visits[0]!.status === 'booked' ? [flood] : [] }) },
    }));
    api.on('/staff/api/visits/cancel', (request) => {
      const { codes } = request.json as { codes: string[] };
      visits = visits.map((entry) =>
        codes.includes(entry.code) ? { ...entry, status: 'cancelled' } : entry,
      );
      return { body: { data: { cancelled: codes, skipped: [] } } };
    });
    renderConsole('/agenda?site=godoy-cruz&from=2026-12-08');
    const day = await daySection('Martes 8 de diciembre');
    // The warning is words, not a colour.
    expect(
      within(day).getByText('Atención: horario de las 10:30 con posibles reservas falsas'),
    ).toBeTruthy();
    expect(
      within(day).getByText(
        /^2 visitas del horario de las 10:30 se agendaron en 3 minutos desde un mismo origen \(A\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Ninguna visita elegida/).getAttribute('role')).toBe('status');

    await userEvent.click(
      within(day).getByRole('button', {
        name: 'Elegir estas 2 visitas de las 10:30 del martes 8 de diciembre',
      }),
    );
    const box = (name: string) => within(day).getByRole('checkbox', { name }) as HTMLInputElement;
    expect(box('Elegir la visita de Lucía Quiroga (10:30)').checked).toBe(true);
    expect(box('Elegir la visita de Falso Dos (10:30)').checked).toBe(true);
    expect(box('Elegir la visita de Marta Ríos (11:00)').checked).toBe(false);
    expect(screen.getByText('2 visitas elegidas.')).toBeTruthy();
    // A real buyer of that slot is taken out of the choice by their own box.
    await userEvent.click(box('Elegir la visita de Lucía Quiroga (10:30)'));
    expect(screen.getByText('1 visita elegida.')).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: 'Cancelar las elegidas sin avisar…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar 1 visita sin avisar' });
    expect(within(dialog).getByRole('list', { name: 'Visitas elegidas' }).textContent).toContain(
      'Falso Dos',
    );
    const reason = within(dialog).getByLabelText(/^Motivo/);
    await waitFor(() => expect(document.activeElement).toBe(reason));
    const confirm = within(dialog).getByRole('button', { name: 'Sí, cancelar 1 visita' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText('Indicá el motivo de la cancelación.')).toBeTruthy();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await userEvent.type(reason, 'Reservas falsas desde un mismo origen');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({
      pathname: '/staff/api/visits/cancel',
      json: { codes: ['V-3HX8PA'], reason: 'Reservas falsas desde un mismo origen' },
    });
    const notice = screen.getByText(
      'Cancelamos 1 visita sin avisar por email; su horario quedó libre.',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    const row = within(day).getByText('Falso Dos').closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Cancelada')).toBeTruthy());
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/^Ninguna visita elegida/)).toBeTruthy();
  });

  it('shows the API’s refusal of a mark and focuses it', async () => {
    api.on('/staff/api/visits/V-7KQ2M9', {
      status: 409,
      body: {
        error: {
          code: 'visit_changed',
          message: staffMessages.visitChangedMeanwhile,
        },
      },
    });
    renderConsole('/agenda?site=godoy-cruz&from=2026-12-08');
    const day = await daySection('Martes 8 de diciembre');
    await userEvent.click(
      within(day).getByRole('button', { name: 'No asistió Lucía Quiroga (10:30)' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(staffMessages.visitChangedMeanwhile);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('is not for human resources', async () => {
    api.on('/staff/api/session', { body: { data: sessionOf('hr') } });
    renderConsole('/agenda');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sin acceso' })).toBeTruthy();
    expect(api.requests.some((request) => request.pathname === '/staff/api/agenda')).toBe(false);
  });
});
