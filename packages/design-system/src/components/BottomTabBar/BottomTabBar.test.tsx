import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { IconHome } from '../../icons/icons';
import { renderInTheme } from '../private/testUtils';
import { BottomTabBar } from './BottomTabBar';

const setup = () => {
  renderInTheme(
    <BottomTabBar
      hideFrom="never"
      tabs={[
        { label: 'Inicio', href: '/', icon: <IconHome />, isActive: true },
        { label: '0km', href: '/vehiculos-0km', icon: <IconHome /> },
        { label: 'Ofertas', href: '/oportunidades', icon: <IconHome /> },
        { label: 'Planes', href: '/planes-de-ahorro', icon: <IconHome /> },
      ]}
      moreTitle="Más de Piedemonte Automotores"
      moreEntries={[
        { label: 'Contacto', href: '/contacto' },
        { label: 'Llamar', href: 'tel:+542614000000' },
        { label: 'Usados', href: 'https://example.com/usados', external: true },
      ]}
    />,
  );
  return screen.getByRole('button', { name: 'Más' });
};

describe('BottomTabBar', () => {
  it('shows four link tabs and the Más tab, with the active one marked', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(5);
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '0km' })).not.toHaveAttribute('aria-current');
  });

  it('opens a full-screen menu titled by the prop, with the app entries', async () => {
    const more = setup();
    expect(more).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'Más de Piedemonte Automotores' });
    expect(within(dialog).getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
    expect(within(dialog).getByRole('link', { name: 'Llamar' })).toHaveAttribute(
      'href',
      'tel:+542614000000',
    );
    expect(within(dialog).getByRole('link', { name: /Usados/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('closes the menu with its close button and returns focus to Más', async () => {
    const more = setup();
    await userEvent.click(more);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu on Escape and when an entry is chosen', async () => {
    const more = setup();
    await userEvent.click(more);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(more);
    await userEvent.click(screen.getByRole('link', { name: 'Contacto' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
