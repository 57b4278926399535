import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderInTheme } from '../private/testUtils';
import { Button } from './Button';

describe('Button', () => {
  it('is a real button of type "button" that calls onClick', async () => {
    const onClick = vi.fn();
    renderInTheme(<Button onClick={onClick}>Continuar</Button>);
    const button = screen.getByRole('button', { name: 'Continuar' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('cannot be used while disabled', () => {
    renderInTheme(<Button disabled>Continuar</Button>);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });

  it('announces the busy state and ignores clicks while busy', async () => {
    const onClick = vi.fn();
    renderInTheme(
      <Button isBusy busyLabel="Enviando…" onClick={onClick}>
        Enviar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Enviando…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Playwright refuses to click aria-disabled elements, so dispatch the click directly.
    button.click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('renders app paths through the router link', () => {
    renderInTheme(<Button href="/contacto">Contactanos</Button>);
    const link = screen.getByRole('link', { name: 'Contactanos' });
    expect(link).toHaveAttribute('href', '/contacto');
    expect(link).toHaveAttribute('data-router-link', 'true');
  });

  it('calls onClick when it is a link, before the link is followed', async () => {
    const onClick = vi.fn();
    renderInTheme(
      <>
        <Button href="/como-reservar" onClick={onClick}>
          Ver más
        </Button>
        <Button href="https://example.com/promo" external onClick={onClick}>
          Ver la promo
        </Button>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Ver más' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    const external = screen.getByRole('link', { name: /Ver la promo/ });
    // Dispatched directly: a real click would open the new tab.
    external.addEventListener('click', (event) => event.preventDefault());
    external.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('opens external links in a new tab safely and says so', () => {
    renderInTheme(
      <Button href="https://example.com/usados" external>
        Usados
      </Button>,
    );
    const link = screen.getByRole('link', { name: /Usados/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Usados (se abre en una pestaña nueva)');
    expect(link).not.toHaveAttribute('data-router-link');
  });

  it('falls back to a disabled button when a link is disabled', () => {
    renderInTheme(
      <Button href="/reservar" disabled>
        Reservar
      </Button>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reservar' })).toBeDisabled();
  });
});
