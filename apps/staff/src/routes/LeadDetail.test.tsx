import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { withdrawalStatusLabels } from '@territorio/api-client/staff';
import type { LeadDetail } from '@territorio/api-client/staff';
import { renderConsole, sessionOf, startConsoleApi } from '../test/renderConsole';

const withdrawal = (overrides: Partial<LeadDetail>): LeadDetail => ({
  id: 31,
  type: 'withdrawal',
  status: 'new',
  brand_id: 2,
  name: 'Marta',
  lastname: 'Quiroga',
  email: 'marta@example.com',
  telephone: '2615550000',
  vehicle: '',
  subject: 'Botón de arrepentimiento',
  reference: 'ARR-7KQ2M9XW',
  operation_code: 'HX4N7PQR2T',
  assigned_to: null,
  created_at: '2026-12-10T13:00:00.000Z',
  updated_at: '2026-12-10T13:00:00.000Z',
  message: 'Me arrepentí de la compra.',
  notes: [],
  whatsapp_url: null,
  phone_url: null,
  withdrawal_status: 'refundable',
  withdrawal_paid_at: '2026-12-01T15:30:00.000Z',
  withdrawal_deadline: '2026-12-12T02:59:59.999Z',
  withdrawal_reason: 'Pedido dentro de los 10 días corridos desde el pago de la seña.',
  ...overrides,
});

const caseSection = () => screen.findByRole('region', { name: 'Pedido de arrepentimiento' });

describe('LeadDetail: a withdrawal request', () => {
  let api: CannedHttp;
  beforeEach(async () => {
    api = await startConsoleApi();
    api.on('/staff/api/session', { body: { data: sessionOf('sales', [2]) } });
    api.on('/staff/api/members', { body: { data: [] } });
  });
  afterEach(() => api.close());

  it('shows the case, the operation, both dates, the standing and the reason', async () => {
    api.on('/staff/api/leads/31', { body: { data: withdrawal({}) } });
    renderConsole('/consultas/31');
    const section = await caseSection();
    expect(within(section).getByText('ARR-7KQ2M9XW')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'HX4N7PQR2T' }).getAttribute('href')).toBe(
      '/reservas/HX4N7PQR2T',
    );
    // Argentine time: paid 1/12 12:30, the right ends at the end of 11/12.
    expect(within(section).getByText(/^1\/12\/26, 12:30/)).toBeTruthy();
    expect(within(section).getByText(/^Hasta el 11\/12\/26, 11:59/)).toBeTruthy();
    expect(within(section).getByText(withdrawalStatusLabels.refundable)).toBeTruthy();
    expect(
      within(section).getByText('Pedido dentro de los 10 días corridos desde el pago de la seña.'),
    ).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Devolver seña' })).toBeTruthy();
  });

  it('asks for the reason before anything is sent, focusing the field', async () => {
    api.on('/staff/api/leads/31', { body: { data: withdrawal({}) } });
    renderConsole('/consultas/31');
    const section = await caseSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Devolver seña' }));
    const field = within(section).getByLabelText(/^Motivo de la devolución/);
    expect(
      await within(section).findByText('Indicá el motivo (al menos 5 caracteres).'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refunds after the confirmation and shows the new standing, focusing the result', async () => {
    let refunded = false;
    api.on('/staff/api/leads/31', () => ({
      body: {
        data: withdrawal(
          refunded
            ? {
                withdrawal_status: 'refunded',
                withdrawal_reason: 'Seña devuelta por la concesionaria.',
              }
            : {},
        ),
      },
    }));
    api.on('/staff/api/leads/31/withdrawal-refund', () => {
      refunded = true;
      return { body: { data: withdrawal({ withdrawal_status: 'refunded' }) } };
    });
    renderConsole('/consultas/31');
    const section = await caseSection();
    await userEvent.type(
      within(section).getByLabelText(/^Motivo de la devolución/),
      'Arrepentimiento dentro del plazo legal.',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Devolver seña' }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver seña' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, devolver la seña' }));

    const notice = await within(section).findByText(
      'Devolvimos la seña y le avisamos al comprador por email.',
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(await within(section).findByText('Seña devuelta')).toBeTruthy();
    // The refunded request no longer has the form; focus stays on the result.
    expect(document.activeElement).toBe(notice);
    expect(within(section).queryByRole('button', { name: 'Devolver seña' })).toBeNull();
    expect(
      api.requests.find((request) => request.pathname.endsWith('/withdrawal-refund')),
    ).toMatchObject({
      method: 'POST',
      json: { reason: 'Arrepentimiento dentro del plazo legal.' },
    });
  });

  it('puts the API’s refusal on the reason field', async () => {
    api.on('/staff/api/leads/31', { body: { data: withdrawal({}) } });
    api.on('/staff/api/leads/31/withdrawal-refund', {
      status: 422,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Revisá los datos ingresados.',
          fields: { reason: 'El motivo puede tener hasta 500 caracteres.' },
        },
      },
    });
    renderConsole('/consultas/31');
    const section = await caseSection();
    const field = within(section).getByLabelText(/^Motivo de la devolución/);
    await userEvent.type(field, 'Un motivo cualquiera.');
    await userEvent.click(within(section).getByRole('button', { name: 'Devolver seña' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, devolver la seña' }));
    expect(
      await within(section).findByText('El motivo puede tener hasta 500 caracteres.'),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('out of term: the reason, and no refund', async () => {
    api.on('/staff/api/leads/31', {
      body: {
        data: withdrawal({
          withdrawal_status: 'out_of_term',
          withdrawal_reason: 'El pedido llegó después de los 10 días corridos desde el pago.',
        }),
      },
    });
    renderConsole('/consultas/31');
    const section = await caseSection();
    expect(within(section).getByText('Fuera de plazo')).toBeTruthy();
    expect(
      within(section).getByText('El pedido llegó después de los 10 días corridos desde el pago.'),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Devolver seña' })).toBeNull();
  });

  it('a member who may not work the brand gets no refund action', async () => {
    api.on('/staff/api/session', { body: { data: sessionOf('sales', [1]) } });
    api.on('/staff/api/leads/31', { body: { data: withdrawal({}) } });
    renderConsole('/consultas/31');
    const section = await caseSection();
    expect(within(section).queryByRole('button', { name: 'Devolver seña' })).toBeNull();
  });
});
