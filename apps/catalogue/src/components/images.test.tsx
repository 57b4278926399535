/**
 * Images: every picture reserves its box (width and height), decodes off the
 * main thread and loads lazily, except the page's largest image above the fold, which is
 * fetched first; the story posters come in modern formats at two widths; the preload
 * helper for server-rendered HTML names exactly what the first banner slide shows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLoaderData } from 'react-router';
import { parametersSchema, pictureVariants, storyPosterVariants } from '@territorio/api-client';
import type { PictureKind } from '@territorio/api-client';
import { imagePreloads, mediaQueries } from '@territorio/design-system';
import { HomePage } from '../pages/HomePage';
import type { clientLoader as homeLoader } from '../routes/home';
import { NewsDetailPage } from '../pages/NewsDetailPage';
import { StoryPage } from '../pages/StoryPage';
import { data, parameters } from '../test/fixtures';
import { renderAwaited, testServices } from '../test/renderApp';
import { startCannedHttp } from '@territorio/e2e-kit/canned-http';
import type { CannedHttp } from '@territorio/e2e-kit/canned-http';
import { bannerImage, cardImageSizes } from './media';

const banner = (id: number, slug: string, name: string) => ({
  id,
  name,
  url: '/oportunidades',
  images: [
    { path: `/media/banners/${slug}-desktop.svg`, width: 1600, height: 600 },
    { path: `/media/banners/${slug}-mobile.svg`, width: 750, height: 1000 },
  ],
});

const story = (id: number, slug: string, title: string) => ({
  id,
  title,
  brand_id: 1,
  brand_string: 'Volkswagen',
  category_string: '0 km',
  slug_url: slug,
  video_path: `/media/stories/${slug}.mp4`,
  poster_path: `/media/stories/${slug}.jpg`,
});

const news = (id: number, slug: string, title: string, date: string) => ({
  id,
  title,
  content: '<p>Texto de la noticia.</p>',
  display_date: date,
  images: [{ path: `/media/news/${slug}.svg` }, { path: `/media/news/${slug}-2.svg` }],
  brand_id: 1,
  brand_string: 'Volkswagen',
  type_string: 'Lanzamiento',
});

const wire = parameters({
  banners: [
    banner(1, 'oportunidades', 'Oportunidades 0km'),
    banner(2, 'postventa', 'Postventa Piedemonte'),
  ],
  stories: [story(1, 'polo-gts-en-ruta', 'Polo GTS en ruta'), story(2, 'tracker-rs', 'Tracker RS')],
  news: [
    news(1, 'polo-gts', 'Llegó el Polo GTS', '2026-03-01'),
    news(2, 'kicks', 'Nueva Kicks', '2026-02-01'),
  ],
  vehicles: [
    {
      brand_id: 1,
      family_id: 101,
      family: 'Polo',
      name: 'Polo',
      image: '/media/vehicles/polo.svg',
    },
    {
      brand_id: 4,
      family_id: 401,
      family: 'Kicks',
      name: 'Kicks',
      image: '/media/vehicles/kicks.svg',
    },
  ],
});

let server: CannedHttp;
beforeAll(async () => {
  server = await startCannedHttp();
  server.on('GET', '/api/v2/territorio/parameter', { body: data(wire) });
});
afterAll(() => server.close());

/** The home with the offers its route's client loader reads. */
function HomeRoute() {
  return <HomePage offers={useLoaderData<typeof homeLoader>().offers} />;
}

async function renderPage(path: string) {
  const services = testServices(server.url);
  Element.prototype.scrollIntoView = vi.fn();
  const page = path.startsWith('/noticias/') ? (
    <NewsDetailPage />
  ) : path.startsWith('/historias/') ? (
    <StoryPage />
  ) : (
    <HomeRoute />
  );
  const view = await renderAwaited(page, services, path);
  await view.settled();
  return { ...view, services };
}

/** Every <img> is sized and decoded async; returns those fetched first (all others lazy). */
function priorityImages(container: HTMLElement): HTMLImageElement[] {
  const images = [...container.querySelectorAll('img')];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) {
    const label = image.getAttribute('src') ?? '';
    expect(Number(image.getAttribute('width')), label).toBeGreaterThan(0);
    expect(Number(image.getAttribute('height')), label).toBeGreaterThan(0);
    expect(image.getAttribute('decoding'), label).toBe('async');
    const isPriority = image.getAttribute('fetchpriority') === 'high';
    expect(image.getAttribute('loading'), label).toBe(isPriority ? null : 'lazy');
  }
  return images.filter((image) => image.getAttribute('fetchpriority') === 'high');
}

const media = (path: string) => `${server.url}${path}`;

describe('home page images', () => {
  it('fetches the first banner slide first and everything else lazily', async () => {
    const { container } = await renderPage('/');
    await screen.findByRole('img', { name: 'Oportunidades 0km' });
    await screen.findByRole('heading', { name: 'Tracker RS' });
    const priority = priorityImages(container);
    expect(priority.map((image) => image.getAttribute('alt'))).toEqual(['Oportunidades 0km']);
    const second = screen.getByRole('img', { name: 'Postventa Piedemonte' });
    expect(second.getAttribute('loading')).toBe('lazy');
  });

  it('shows the portrait banner on phones and the landscape one, with its own size, from tablet up, WebP first', async () => {
    await renderPage('/');
    const image = await screen.findByRole('img', { name: 'Oportunidades 0km' });
    expect(image.getAttribute('src')).toBe(media('/media/banners/oportunidades-mobile.svg'));
    expect(image.getAttribute('width')).toBe('750');
    expect(image.getAttribute('height')).toBe('1000');
    expect(image.getAttribute('sizes')).toBe('100vw');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
      srcSet: source.getAttribute('srcset'),
      type: source.getAttribute('type'),
      media: source.getAttribute('media'),
      size: [source.getAttribute('width'), source.getAttribute('height')],
    }));
    const webp = (path: string, kind: PictureKind) =>
      pictureVariants(path, kind)
        .map((variant) => `${media(variant.path)} ${variant.width}w`)
        .join(', ');
    expect(sources).toEqual([
      {
        srcSet: webp('/media/banners/oportunidades-desktop.svg', 'bannerDesktop'),
        type: 'image/webp',
        media: mediaQueries.tablet,
        size: ['1600', '600'],
      },
      {
        srcSet: media('/media/banners/oportunidades-desktop.svg'),
        type: null,
        media: mediaQueries.tablet,
        size: ['1600', '600'],
      },
      {
        srcSet: webp('/media/banners/oportunidades-mobile.svg', 'bannerMobile'),
        type: 'image/webp',
        media: null,
        size: [null, null],
      },
    ]);
    expect(sources[2]?.srcSet).toContain('oportunidades-mobile-750w.webp 750w');
  });

  it('offers vehicle pictures as WebP at 320 and 640 w over the SVG, sized for the card grid', async () => {
    const { container } = await renderPage('/');
    await screen.findByRole('img', { name: 'Oportunidades 0km' });
    const pictures = [...container.querySelectorAll('img[src*="/media/vehicles/"]')];
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) {
      const path = new URL(picture.getAttribute('src') ?? '').pathname;
      const source = picture.parentElement?.querySelector('source');
      expect(source?.getAttribute('type')).toBe('image/webp');
      expect(source?.getAttribute('srcset')).toBe(
        pictureVariants(path, 'vehicle')
          .map((variant) => `${media(variant.path)} ${variant.width}w`)
          .join(', '),
      );
      expect(picture.getAttribute('sizes')).toBe(cardImageSizes);
    }
  });

  it('offers the story posters as AVIF and WebP at 180 and 360 w, over the JPEG', async () => {
    const { container } = await renderPage('/');
    await screen.findByRole('heading', { name: 'Polo GTS en ruta' });
    const poster = container.querySelector<HTMLImageElement>(
      `img[src="${media('/media/stories/polo-gts-en-ruta.jpg')}"]`,
    );
    expect(poster).not.toBeNull();
    expect(poster?.getAttribute('alt')).toBe('');
    expect(poster?.hasAttribute('sizes')).toBe(true);
    const sources = [...(poster?.parentElement?.querySelectorAll('source') ?? [])];
    const variants = storyPosterVariants('/media/stories/polo-gts-en-ruta.jpg');
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      variants
        .filter((variant) => variant.type === 'image/avif')
        .map((variant) => `${media(variant.path)} ${variant.width}w`)
        .join(', '),
    );
    for (const source of sources) {
      expect(source.getAttribute('sizes')).toBe(poster?.getAttribute('sizes'));
    }
    // The clip plays over its poster; it takes no poster attribute of its own.
    expect(container.querySelector('video')?.hasAttribute('poster')).toBe(false);
  });

  it('preloads, in the server-rendered head, exactly what the first slide shows', async () => {
    const parsed = parametersSchema.parse(wire);
    const [first] = parsed.banners;
    const shown = first ? bannerImage(first, media) : null;
    const preloads = shown ? imagePreloads(shown) : [];
    const webp = (path: string, kind: PictureKind) =>
      pictureVariants(path, kind)
        .map((variant) => `${media(variant.path)} ${variant.width}w`)
        .join(', ');
    expect(preloads).toEqual([
      {
        href: media('/media/banners/oportunidades-desktop-800w.webp'),
        imageSrcSet: webp('/media/banners/oportunidades-desktop.svg', 'bannerDesktop'),
        imageSizes: '100vw',
        type: 'image/webp',
        media: mediaQueries.tablet,
        fetchPriority: 'high',
      },
      {
        href: media('/media/banners/oportunidades-mobile-375w.webp'),
        imageSrcSet: webp('/media/banners/oportunidades-mobile.svg', 'bannerMobile'),
        imageSizes: '100vw',
        type: 'image/webp',
        media: `not ${mediaQueries.tablet}`,
        fetchPriority: 'high',
      },
    ]);
    await renderPage('/');
    const image = await screen.findByRole('img', { name: 'Oportunidades 0km' });
    const sources = [...(image.parentElement?.querySelectorAll('source[type="image/webp"]') ?? [])];
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual(
      preloads.map((preload) => preload.imageSrcSet),
    );
  });
});

describe('other pages', () => {
  it("news: the article's first picture is the main image, the second is lazy", async () => {
    const { container } = await renderPage('/noticias/1/llego-el-polo-gts');
    const main = await screen.findByRole('img', { name: 'Llegó el Polo GTS' });
    expect(priorityImages(container)).toEqual([main]);
  });

  it("story viewer: the poster is the page's main image, under the clip", async () => {
    const { container } = await renderPage('/historias/2/tracker-rs');
    await waitFor(() => expect(container.querySelector('video')).not.toBeNull());
    const [poster] = priorityImages(container);
    expect(poster?.getAttribute('src')).toBe(media('/media/stories/tracker-rs.jpg'));
    expect(container.querySelector('video')?.getAttribute('aria-label')).toBe('Tracker RS');
  });
});
