// @vitest-environment node
/**
 * The pages render without browser globals (no window, document or storage), so they
 * can be prerendered later: every module is imported and rendered on the server here.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { AppProviders } from './App';
import { AppRoutes } from './AppRoutes';
import { createAppServices } from './services/appServices';

function prerender(path: string): string {
  const services = createAppServices(defaultRuntimeConfig, { storage: null });
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders services={services}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
  );
}

describe('prerendering', () => {
  it('has no browser globals here', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each([
    ['/', 'Tu 0km en Mendoza y San Juan'],
    ['/vehiculos-0km', 'Vehículos 0km'],
    ['/vehiculos-0km/volkswagen', 'Volkswagen 0km'],
    ['/oportunidades', 'Oportunidades 0km'],
    ['/planes-de-ahorro', 'Planes de ahorro'],
    ['/noticias', 'Noticias'],
    ['/contacto', 'Contacto'],
    ['/mercedes-benz', 'Mercedes-Benz'],
    ['/cv-recibido', 'Trabajá con nosotros'],
  ])('renders %s', (path, text) => {
    const html = prerender(path);
    expect(html).toContain(text);
    expect(html).toContain('Saltar al contenido');
  });

  it('renders a lazy page’s loading state and the pages that wait for data', () => {
    expect(prerender('/postventa')).toContain('Cargando Postventa…');
    expect(prerender('/vehiculos-0km/versiones/volkswagen/polo/101')).toContain(
      'Cargando vehículo…',
    );
    expect(prerender('/historias/1/polo')).toContain('Cargando historia…');
  });
});
