import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInTheme } from '../private/testUtils';
import { TextField } from './TextField';

const describedByText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('labels its input and marks it required', () => {
    renderInTheme(<TextField label="Nombre" name="name" required />);
    const input = screen.getByLabelText(/Nombre/);
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'name');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('links the help text with aria-describedby', () => {
    renderInTheme(<TextField label="Teléfono" type="tel" helpText="Con código de área." />);
    const input = screen.getByLabelText('Teléfono');
    expect(input).toHaveAttribute('type', 'tel');
    expect(describedByText(input)).toEqual(['Con código de área.']);
    expect(input).toHaveAccessibleDescription('Con código de área.');
  });

  it('sets aria-invalid and describes the error before the help text', () => {
    renderInTheme(
      <TextField
        label="Email"
        type="email"
        hasError
        errorMessage="Ingresá un email válido."
        helpText="Te enviamos la confirmación."
      />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(input)).toEqual([
      'Ingresá un email válido.',
      'Te enviamos la confirmación.',
    ]);
  });

  it('hides the error message when the error flag is off', () => {
    renderInTheme(
      <TextField label="Email" hasError={false} errorMessage="Ingresá un email válido." />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('Ingresá un email válido.')).toBeNull();
  });

  it('is "focused" while focused and "pristine" again on blur', async () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    renderInTheme(
      <>
        <TextField label="Nombre" onFocus={onFocus} onBlur={onBlur} />
        <button type="button">Otro</button>
      </>,
    );
    const input = screen.getByLabelText('Nombre');
    const wrapper = input.closest('[data-state]');
    expect(wrapper).toHaveAttribute('data-state', 'pristine');

    await userEvent.click(input);
    expect(wrapper).toHaveAttribute('data-state', 'focused');
    expect(onFocus).toHaveBeenCalledTimes(1);

    await userEvent.tab();
    expect(wrapper).toHaveAttribute('data-state', 'pristine');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('passes typing to onChange', async () => {
    const onChange = vi.fn();
    renderInTheme(<TextField label="Mensaje" type="textarea" onChange={onChange} />);
    const textarea = screen.getByLabelText('Mensaje');
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'Hola');
    expect(onChange).toHaveBeenCalledTimes(4);
    expect(textarea).toHaveValue('Hola');
  });

  it('supports file inputs with an accept list', () => {
    renderInTheme(<TextField label="Currículum" type="file" accept=".pdf,.doc,.docx" />);
    const input = screen.getByLabelText('Currículum');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
  });
});
