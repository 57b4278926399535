import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInTheme } from '../private/testUtils';
import { CustomSelect } from './CustomSelect';
import type { CustomSelectProps } from './CustomSelect';

const options = [
  { value: '1', label: 'Casado/a' },
  { value: '2', label: 'Soltero/a' },
  { value: '3', label: 'Divorciado/a' },
  { value: '4', label: 'Viudo/a' },
];

const setup = (props: Partial<CustomSelectProps> = {}) => {
  const onChange = vi.fn();
  renderInTheme(
    <form aria-label="Datos">
      <button type="button">Campo anterior</button>
      <CustomSelect
        label="Estado civil"
        name="marital_status_id"
        options={options}
        onChange={onChange}
        {...props}
      />
      <button type="button">Siguiente campo</button>
    </form>,
  );
  const combobox = screen.getByRole('combobox', { name: 'Estado civil' });
  const hiddenInput = () =>
    document.querySelector<HTMLInputElement>('input[type="hidden"][name="marital_status_id"]');
  const activeOption = () =>
    document.getElementById(combobox.getAttribute('aria-activedescendant') ?? '');
  return { combobox, onChange, hiddenInput, activeOption };
};

describe('CustomSelect', () => {
  it('starts closed with the placeholder and an empty hidden input', () => {
    const { combobox, hiddenInput } = setup();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).toHaveTextContent('Seleccioná una opción');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(hiddenInput()).toHaveValue('');
  });

  it('opens with ArrowDown, moves with the arrows and chooses with Enter', async () => {
    const { combobox, onChange, hiddenInput, activeOption } = setup();
    await userEvent.tab();
    await userEvent.tab();
    expect(combobox).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Estado civil' });
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(activeOption()).toHaveTextContent('Casado/a');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Soltero/a');

    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('2', options[1]);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Soltero/a');
    expect(combobox).toHaveFocus();
    expect(hiddenInput()).toHaveValue('2');
  });

  it('jumps with Home and End, chooses with Space and opens on the chosen option', async () => {
    const { combobox, onChange, activeOption } = setup();
    combobox.focus();
    await userEvent.keyboard('{End}');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Viudo/a');
    await userEvent.keyboard('{Home}');
    expect(activeOption()).toHaveTextContent('Casado/a');
    await userEvent.keyboard('{End}[Space]');
    expect(onChange).toHaveBeenLastCalledWith('4', options[3]);

    await userEvent.keyboard('{Enter}');
    expect(activeOption()).toHaveTextContent('Viudo/a');
    expect(screen.getByRole('option', { name: 'Viudo/a' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('closes on Escape without choosing', async () => {
    const { combobox, onChange } = setup({ defaultValue: '1' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveTextContent('Casado/a');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses by typing the first letters, accents ignored', async () => {
    const { combobox, onChange, activeOption } = setup();
    combobox.focus();
    await userEvent.keyboard('v');
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Viudo/a');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('4', options[3]);
  });

  it('selects the highlighted option when Tab leaves an open list', async () => {
    const { combobox, onChange } = setup();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.tab();
    expect(onChange).toHaveBeenCalledWith('2', options[1]);
    expect(screen.getByRole('button', { name: 'Siguiente campo' })).toHaveFocus();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with Alt+ArrowUp', async () => {
    const { combobox, onChange } = setup();
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
    expect(onChange).toHaveBeenCalledWith('2', options[1]);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on click and chooses an option with the pointer, keeping focus', async () => {
    const { combobox, onChange, hiddenInput } = setup();
    await userEvent.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('option', { name: 'Divorciado/a' }));
    expect(onChange).toHaveBeenCalledWith('3', options[2]);
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
    expect(hiddenInput()).toHaveValue('3');
  });

  it('closes when focus leaves', async () => {
    const { combobox } = setup();
    await userEvent.click(combobox);
    await userEvent.click(screen.getByRole('button', { name: 'Campo anterior' }));
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the value prop when controlled', async () => {
    const Controlled = () => {
      const [value, setValue] = useState('1');
      return (
        <CustomSelect label="Estado civil" options={options} value={value} onChange={setValue} />
      );
    };
    renderInTheme(<Controlled />);
    const combobox = screen.getByRole('combobox', { name: 'Estado civil' });
    expect(combobox).toHaveTextContent('Casado/a');
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(combobox).toHaveTextContent('Soltero/a');
  });

  it('wires the error and help text with aria-invalid and aria-describedby', () => {
    const { combobox } = setup({
      hasError: true,
      errorMessage: 'Elegí tu estado civil.',
      helpText: 'Figura en tu DNI.',
      required: true,
    });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAccessibleDescription('Elegí tu estado civil. Figura en tu DNI.');
  });

  it('has no aria-invalid or error text without the error flag', () => {
    const { combobox } = setup({ helpText: 'Figura en tu DNI.' });
    expect(combobox).not.toHaveAttribute('aria-invalid');
    expect(combobox).toHaveAccessibleDescription('Figura en tu DNI.');
  });

  it('does not block a form when required is set (styling only)', () => {
    setup({ required: true });
    const form = screen.getByRole('form', { name: 'Datos' }) as HTMLFormElement;
    expect(form.checkValidity()).toBe(true);
  });
});
