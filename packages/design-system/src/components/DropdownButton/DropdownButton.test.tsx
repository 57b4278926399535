import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInTheme } from '../private/testUtils';
import { Text } from '../Text/Text';
import { DropdownButton } from './DropdownButton';

const options = [
  { label: 'Postventa', href: '/postventa' },
  { label: 'Turnos Nissan', href: 'https://example.com/turnos/nissan', external: true },
];

const setup = () => {
  renderInTheme(
    <>
      <DropdownButton label="Servicios" options={options} />
      <p>Fuera del menú</p>
      <button type="button">Después</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Servicios' });
};

describe('DropdownButton', () => {
  it('takes the small type size of the links it stands among', () => {
    renderInTheme(
      <nav aria-label="Secciones">
        <Text size="small">Oportunidades</Text>
        <DropdownButton label="Postventa" options={options} size="small" />
        <DropdownButton label="Turnos" options={options} />
      </nav>,
    );
    const sibling = getComputedStyle(screen.getByText('Oportunidades')).fontSize;
    expect(getComputedStyle(screen.getByRole('button', { name: 'Postventa' })).fontSize).toBe(
      sibling,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Turnos' })).fontSize).not.toBe(
      sibling,
    );
  });

  it('toggles its list of links', async () => {
    const button = setup();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list).toBeVisible();
    expect(screen.getAllByRole('link')).toHaveLength(2);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders internal options through the router link and external ones in a new tab', async () => {
    const button = setup();
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Postventa' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
    const external = screen.getByRole('link', { name: /Turnos Nissan/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('closes on Escape and returns focus to the button', async () => {
    const button = setup();
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Postventa' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const button = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Fuera del menú'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves past its last link', async () => {
    const button = setup();
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Después' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when an option is chosen', async () => {
    const button = setup();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Postventa' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
