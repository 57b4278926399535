// @vitest-environment node
/**
 * The pages render without browser globals (no window, document or storage), so the
 * server can render them (entry-server): every module is imported and rendered here.
 */
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { AppProviders } from './App';
import { AppRoutes } from './AppRoutes';
import { renderToHtml } from '@territorio/static-server/render';
import { createAppServices } from './services/appServices';

/** The whole page as the server renders it, page chunks (React.lazy) included. */
function prerender(path: string): Promise<string> {
  const services = createAppServices(defaultRuntimeConfig, {});
  // A page that throws while rendering on the server rejects here.
  return renderToHtml(
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
  ])('renders %s', async (path, text) => {
    const html = await prerender(path);
    expect(html).toContain(text);
    expect(html).toContain('Saltar al contenido');
  });

  it('renders lazy pages whole, and the loading state of pages that wait for data', async () => {
    const postventa = await prerender('/postventa');
    expect(postventa).not.toContain('Cargando Postventa…');
    expect(postventa).toMatch(/<h1[^>]*>Postventa<\/h1>/);
    expect(await prerender('/vehiculos-0km/versiones/volkswagen/polo/101')).toContain(
      'Cargando vehículo…',
    );
    expect(await prerender('/historias/1/polo')).toContain('Cargando historia…');
  });
});
