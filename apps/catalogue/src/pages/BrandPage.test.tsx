import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { brandEndpoints } from '@territorio/api-client';
import { data, family, offers, parameters } from '../test/fixtures';
import { renderAwaited, testServices } from '../test/renderApp';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { useLoaderData } from 'react-router';
import type { clientLoader } from '../routes/brand';
import { BrandPage } from './BrandPage';

let server: CannedHttp;

const story = (id: number, brandId: number, brand: string, category = '0 km') => ({
  id,
  title: `Historia ${brand} ${id}`,
  brand_id: brandId,
  brand_string: brand,
  category_string: category,
  slug_url: `historia-${id}`,
  video_path: `/media/stories/historia-${id}.mp4`,
});

beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', '/api/v2/territorio/parameter', {
    body: data(
      parameters({
        stories: [
          story(1, 1, 'Volkswagen'),
          story(2, 2, 'Chevrolet'),
          story(3, 4, 'Nissan'),
          story(4, 1, 'Volkswagen', 'Planes de Ahorro'),
          story(5, 1, 'Volkswagen'),
        ],
      }),
    ),
  });
  for (const brandId of [1, 6] as const) {
    server.on('GET', brandEndpoints[brandId].offer, { body: data(offers(brandId, 2)) });
    server.on('GET', brandEndpoints[brandId].family, {
      body: data([family({ id: brandId * 10, brand_id: brandId })]),
    });
  }
});
afterAll(() => server.close());

/** The page with the data its route's client loader reads. */
function BrandRoute() {
  return <BrandPage parts={useLoaderData<typeof clientLoader>().parts} />;
}

async function renderBrandPage(slug: string) {
  const services = testServices(server.url);
  await (await renderAwaited(<BrandRoute />, services, `/vehiculos-0km/${slug}`)).settled();
  await screen.findByRole('heading', { level: 1 });
  await screen.findByRole('link', { name: /Ver todas las oportunidades/ });
}

describe('brand page stories (spec 2.5)', () => {
  it('shows only the brand’s own 0 km stories', async () => {
    await renderBrandPage('volkswagen');
    const stories = screen.getByRole('region', { name: 'Historias' });
    const links = await within(stories).findAllByRole('link', { name: /Ver historia completa/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/historias/1/historia-1',
      '/historias/5/historia-5',
    ]);
  });

  it('leaves the section out for a brand without stories', async () => {
    await renderBrandPage('baic');
    expect(await screen.findByRole('region', { name: 'Oportunidades BAIC' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Historias' })).toBeNull());
    expect(screen.queryByText(/Historia (Volkswagen|Chevrolet|Nissan)/)).toBeNull();
  });
});
