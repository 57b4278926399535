import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stockListingSchema, type StockListing } from '@territorio/api-client';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { stockUnit, unitPhoto } from '../../test/fixtures';
import { testServices } from '../../test/renderApp';
import { StockCard } from './StockCard';
import { StockGallery } from './StockGallery';

const apiUrl = 'http://api.test';
const photos = [unitPhoto('a'), unitPhoto('b'), unitPhoto('c')];

function renderIn(children: ReactNode) {
  return render(
    <AppProviders services={testServices(apiUrl)}>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>,
  );
}

describe('a unit’s gallery', () => {
  it('names the gallery and each photo for screen readers, the first fetched first', () => {
    renderIn(<StockGallery photos={photos} />);
    const gallery = screen.getByRole('region', { name: 'Fotos de la unidad' });
    expect(gallery.getAttribute('aria-roledescription')).toBe('galería');
    const slides = within(gallery).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      'Foto 1 de 3',
      'Foto 2 de 3',
      'Foto 3 de 3',
    ]);
    expect(slides[0]!.style.backgroundColor).toMatch(/#5a6b7c|rgb\(90, 107, 124\)/);
    const [first, second] = within(gallery).getAllByRole('img', { hidden: true }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.hasAttribute('loading')).toBe(false);
    expect(first.getAttribute('width')).toBe('1600');
    expect(first.getAttribute('height')).toBe('1200');
    expect(first.getAttribute('alt')).toBe('Foto a');
    expect(first.getAttribute('src')).toBe(`${apiUrl}/photos/a-1080.jpg`);
    expect(second.getAttribute('loading')).toBe('lazy');
    const sources = slides[0]!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      `${apiUrl}/photos/a-360.avif 360w, ${apiUrl}/photos/a-720.avif 720w`,
    );
  });

  it('moves a photo at a time with its buttons; the photo in view is the one in the tab order', async () => {
    // The page has no layout here: a strip 100 px wide that scrolls as a browser's would.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(100);
    HTMLElement.prototype.scrollBy = function (
      this: HTMLElement,
      options?: ScrollToOptions | number,
    ) {
      const left = typeof options === 'object' ? (options.left ?? 0) : 0;
      this.scrollLeft = Math.min(Math.max(this.scrollLeft + left, 0), 200);
      this.dispatchEvent(new Event('scroll'));
    } as typeof HTMLElement.prototype.scrollBy;
    const user = userEvent.setup();
    renderIn(<StockGallery photos={photos} />);
    const gallery = screen.getByRole('region', { name: 'Fotos de la unidad' });
    // The photo in view: the one in the tab order.
    const counter = () =>
      gallery
        .querySelector('button[tabindex="0"]')
        ?.closest('[role="group"]')
        ?.getAttribute('aria-label');
    expect(counter()).toBe('Foto 1 de 3');
    await user.click(within(gallery).getAllByRole('button', { name: 'Siguiente' })[0]!);
    expect(counter()).toBe('Foto 2 de 3');
    const next = within(gallery).getAllByRole('button', { name: 'Siguiente' })[0]!;
    await user.click(next);
    expect(counter()).toBe('Foto 3 de 3');
    await user.click(next);
    expect(counter()).toBe('Foto 3 de 3');
    await user.click(within(gallery).getAllByRole('button', { name: 'Anterior' })[0]!);
    expect(counter()).toBe('Foto 2 de 3');
    vi.restoreAllMocks();
  });

  it('opens the full-screen view from the photo in view, named by its place', async () => {
    const user = userEvent.setup();
    const showModal = vi.fn();
    HTMLDialogElement.prototype.showModal = showModal;
    const { container } = renderIn(<StockGallery photos={photos} />);
    await user.click(screen.getByRole('button', { name: 'Foto a' }));
    expect(showModal).toHaveBeenCalledTimes(1);
    const viewer = container.querySelector('dialog')!;
    expect(viewer.getAttribute('aria-label')).toBe('Foto 1 de 3');
    expect(viewer.querySelector('img')!.getAttribute('src')).toBe(`${apiUrl}/photos/a-1080.jpg`);
  });
});

describe('a search card', () => {
  const listing = (overrides = {}): StockListing =>
    stockListingSchema.parse({
      ...stockUnit(),
      version: 'Track',
      final_price: 26_950_000,
      final_price_ars: 26_950_000,
      chassis_masked: '•••••••••••000001',
      financing: null,
      ...overrides,
    });

  it('shows the cover in modern formats, sized, in its dominant colour while it loads', () => {
    const { container } = renderIn(<StockCard unit={listing({ cover: photos[0] })} />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.closest('div')!.style.backgroundColor).toMatch(/#5a6b7c|rgb\(90, 107, 124\)/);
    expect([...container.querySelectorAll('source')].map((s) => s.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
  });

  it('shows the drawing without a cover', () => {
    const { container } = renderIn(<StockCard unit={listing({ image: '/media/polo.svg' })} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(`${apiUrl}/media/polo.svg`);
  });
});
