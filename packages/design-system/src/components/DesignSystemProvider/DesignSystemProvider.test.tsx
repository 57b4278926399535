import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themes } from '../../themes';
import { TextLink } from '../TextLink/TextLink';
import { TestRouterLink } from '../private/testUtils';
import { DesignSystemProvider } from './DesignSystemProvider';

describe('DesignSystemProvider', () => {
  it('wraps its children in the theme class', () => {
    render(
      <DesignSystemProvider theme="gm">
        <p>Hola</p>
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Hola').parentElement).toHaveClass(themes.gm);
  });

  it('renders app paths with the given link component and other links as anchors', () => {
    render(
      <DesignSystemProvider linkComponent={TestRouterLink}>
        <TextLink href="/contacto">Contacto</TextLink>
        <TextLink href="tel:+542614000000">Llamar</TextLink>
        <TextLink href="//example.com">Otro sitio</TextLink>
      </DesignSystemProvider>,
    );
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Llamar' })).not.toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Otro sitio' })).not.toHaveAttribute(
      'data-router-link',
    );
  });

  it('lets a nested provider change the theme and keep the link component', () => {
    render(
      <DesignSystemProvider theme="vw" linkComponent={TestRouterLink}>
        <DesignSystemProvider theme="nissan">
          <TextLink href="/nissan">Nissan</TextLink>
        </DesignSystemProvider>
      </DesignSystemProvider>,
    );
    const link = screen.getByRole('link', { name: 'Nissan' });
    expect(link).toHaveAttribute('data-router-link', 'true');
    expect(link.closest(`.${themes.nissan}`)).not.toBeNull();
  });

  it('falls back to a plain anchor without a link component', () => {
    render(<TextLink href="/contacto">Contacto</TextLink>);
    expect(screen.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '/contacto');
  });
});
