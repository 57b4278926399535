import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bannerImage, sampleImageSize } from '../../stories/fixtures';
import { renderInTheme } from '../private/testUtils';
import { HeroBanner } from './HeroBanner';
import { truncateText } from './truncateText';

describe('truncateText', () => {
  it('keeps text of up to 140 characters', () => {
    const text = 'a'.repeat(140);
    expect(truncateText(text)).toBe(text);
  });

  it('cuts longer text at 140 characters and adds an ellipsis', () => {
    const result = truncateText('b'.repeat(141));
    expect(result).toBe(`${'b'.repeat(140)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('Hola mundo', 5)).toBe('Hola…');
  });

  it('counts accented letters and emoji as single characters', () => {
    expect(truncateText('ñandú🚗x', 6)).toBe('ñandú🚗…');
  });
});

describe('HeroBanner', () => {
  it('shows breadcrumbs with the current page marked and the title as the main heading', () => {
    renderInTheme(
      <HeroBanner
        title="Autoahorro Volkswagen"
        breadcrumbs={[{ label: 'Inicio', href: '/' }, { label: 'Planes de Ahorro' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Planes de Ahorro')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Autoahorro Volkswagen');
    expect(screen.getByRole('region', { name: 'Autoahorro Volkswagen' })).toBeInTheDocument();
  });

  it('cuts its text at 140 characters', () => {
    const text = 'Texto largo '.repeat(20);
    renderInTheme(<HeroBanner title="Novedades" text={text} />);
    const paragraph = screen.getByText(/^Texto largo/);
    expect(paragraph.textContent).toBe(truncateText(text));
    expect([...(paragraph.textContent ?? '')].length).toBeLessThanOrEqual(141);
  });

  it('renders no breadcrumbs when none are given', () => {
    renderInTheme(<HeroBanner title="Contacto" />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('fetches its picture first, with its size set, unless told it is not the main image', () => {
    const image = { src: bannerImage, alt: 'Oportunidades', ...sampleImageSize };
    const { unmount } = renderInTheme(<HeroBanner title="Ofertas" image={image} />);
    const main = screen.getByRole('img', { name: 'Oportunidades' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading');
    expect(main).toHaveAttribute('width', '320');
    expect(main).toHaveAttribute('height', '200');
    unmount();

    renderInTheme(<HeroBanner title="Ofertas" image={{ ...image, isPriority: false }} />);
    expect(screen.getByRole('img', { name: 'Oportunidades' })).toHaveAttribute('loading', 'lazy');
  });
});
