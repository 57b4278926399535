import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInTheme } from '../private/testUtils';
import { WithdrawalForm } from './WithdrawalForm';
import type { WithdrawalFormProps } from './WithdrawalForm';

function renderForm(props: Partial<WithdrawalFormProps> = {}) {
  const send = vi.fn(async () => 'ARR-7KQ2M9XW');
  renderInTheme(
    <WithdrawalForm
      title="Botón de arrepentimiento"
      intro={['Podés pedir la revocación dentro de los 10 días corridos.']}
      privacyNotice="Usamos tus datos solo para responder."
      check={async (values) => ({
        ...(values.name ? {} : { name: 'Ingresá tu nombre.' }),
        ...(values.email ? {} : { email: 'Ingresá tu email.' }),
      })}
      send={send}
      confirmation={(reference) => `Recibimos tu solicitud. Tu código de trámite es ${reference}.`}
      failure={() => '¡Hubo un problema!'}
      {...props}
    />,
  );
  return { send };
}

describe('WithdrawalForm', () => {
  it('is a named form, pre-filled with the operation code', () => {
    renderForm({ operationCode: 'K7PQ2M9XWT' });
    expect(screen.getByRole('form', { name: 'Botón de arrepentimiento' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Código de operación/ })).toHaveValue('K7PQ2M9XWT');
  });

  it('says why under each wrong field, focuses the first and sends nothing', async () => {
    const { send } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const name = screen.getByRole('textbox', { name: /^Nombre/ });
    await expect.poll(() => document.activeElement).toBe(name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Ingresá tu nombre.');
    expect(screen.getByText('Ingresá tu email.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values trimmed and focuses the confirmation with the case code', async () => {
    const { send } = renderForm({ operationCode: 'K7PQ2M9XWT' });
    await userEvent.fill(screen.getByRole('textbox', { name: /^Nombre/ }), ' Lucía ');
    await userEvent.fill(screen.getByRole('textbox', { name: /^Email/ }), 'lucia@correo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Tu código de trámite es ARR-7KQ2M9XW.');
    await expect.poll(() => document.activeElement).toBe(done);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Lucía', operation_code: 'K7PQ2M9XWT' }),
    );
  });

  it('keeps what was typed when sending fails, and says so with the focus on it', async () => {
    renderForm({
      send: async () => {
        throw new Error('down');
      },
    });
    await userEvent.fill(screen.getByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await userEvent.fill(screen.getByRole('textbox', { name: /^Email/ }), 'lucia@correo.example');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('¡Hubo un problema!');
    await expect.poll(() => document.activeElement).toBe(alert);
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Lucía');
  });
});
