// @vitest-environment node
/**
 * The pages render without browser globals (no window, document or storage), so they
 * can be prerendered later: every module is imported and rendered on the server here.
 */
import { describe, expect, it } from 'vitest';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { AppProviders } from './App';
import { AppRoutes } from './AppRoutes';
import { createAppServices } from './services/appServices';

/** The whole page as a build-time prerender makes it, page chunks (React.lazy) included. */
async function prerender(path: string): Promise<string> {
  const services = createAppServices(defaultRuntimeConfig, { storage: null });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders services={services}>
        <AppRoutes />
      </AppProviders>
    </MemoryRouter>,
    // One document: no boundary is outlined for streaming, whatever its size.
    {
      onError: (error) => {
        errors.push(error);
      },
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A page that throws while rendering on the server would be left to the browser.
  expect(errors).toEqual([]);
  return html;
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
