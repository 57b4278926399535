import { apiPaths, stockRoutes, stockUnitRoute } from '@territorio/api-client';
import type { StockListing, StockUnitPage } from '@territorio/api-client';
import type { APIRequestContext } from '@playwright/test';
import { e2eUrls, expect, expectNoAxeViolations, main, test, waitForHydration } from './fixtures';

/**
 * A unit with photos and the search page it is on. The seed queues photos for a few units
 * and the API's photo worker makes their files after start: this waits, by the API's own
 * answers, until one unit shows at least three.
 */
async function unitWithPhotos(request: APIRequestContext) {
  let found: { listing: StockListing; page: number; photos: number } | undefined;
  await expect
    .poll(
      async () => {
        for (let page = 1; ; page += 1) {
          const answer = await request.get(`${e2eUrls.api}${apiPaths.stockSearch}?pagina=${page}`);
          const { data } = (await answer.json()) as {
            data: { units: StockListing[]; page_count: number };
          };
          for (const listing of data.units.filter((unit) => unit.cover)) {
            const unitAnswer = await request.get(
              `${e2eUrls.api}${apiPaths.stockUnit.replace(':id', String(listing.id))}`,
            );
            const unitPage = ((await unitAnswer.json()) as { data: StockUnitPage }).data;
            if (unitPage.unit.photos.length >= 3) {
              found = { listing, page, photos: unitPage.unit.photos.length };
              return true;
            }
          }
          if (page >= data.page_count) return false;
        }
      },
      {
        message: 'a unit whose page (the API’s unit JSON) lists three processed seed photos',
        timeout: 120_000,
        intervals: [1_000, 2_000],
      },
    )
    .toBe(true);
  return found!;
}

test.describe('unit photos', () => {
  test('the unit page shows a gallery: modern formats, no layout shift, keys, full screen and back; the card shows the cover', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const { listing, page: searchPage, photos } = await unitWithPhotos(request);
    // The strip scrolls at once rather than smoothly: each key's photo is settled when read.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Every layout shift of the page, from its first paint.
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { layoutShift: typeof shifts }).layoutShift = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(stockUnitRoute(listing));
    const gallery = page.getByRole('region', { name: 'Fotos de la unidad' });
    await expect(gallery).toBeVisible();
    await expect(gallery).toHaveAttribute('aria-roledescription', 'galería');
    await waitForHydration(page);

    // AVIF and WebP sources; the first photo sized by the record, fetched first, not lazy.
    const firstSlide = gallery.getByRole('group', { name: `Foto 1 de ${photos}` });
    await expect(firstSlide.locator('source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /\/photos\/\S+\.avif \d+w/,
    );
    await expect(firstSlide.locator('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      /\/photos\/\S+\.webp \d+w/,
    );
    const firstImage = firstSlide.locator('img');
    await expect(firstImage).toHaveAttribute('width', /^\d+$/);
    await expect(firstImage).toHaveAttribute('height', /^\d+$/);
    await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
    await expect(firstImage).not.toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete))
      .toBe(true);
    const preload = page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]');
    await expect(preload.first()).toHaveAttribute('imagesrcset', /\/photos\//);
    const shift = await page.evaluate(
      () => (window as unknown as { layoutShift: { total: number } }).layoutShift.total,
    );
    expect(shift, 'cumulative layout shift of the unit page').toBeLessThan(0.01);
    await expectNoAxeViolations(page);

    // Next and previous by keyboard: the photo in view is the one in the tab order.
    const inView = (n: number) =>
      expect(
        gallery.getByRole('group', { name: `Foto ${n} de ${photos}` }).getByRole('button'),
      ).toHaveAttribute('tabindex', '0');
    await inView(1);
    await firstSlide.getByRole('button').focus();
    await page.keyboard.press('ArrowRight');
    await inView(2);
    await page.keyboard.press('ArrowRight');
    await inView(3);
    await page.keyboard.press('ArrowLeft');
    await inView(2);
    await gallery.getByRole('button', { name: 'Siguiente' }).click();
    await inView(3);
    await gallery.getByRole('button', { name: 'Anterior' }).click();
    await inView(2);

    // Full screen from the photo in view, and back with Escape to it.
    const photo = gallery.getByRole('group', { name: `Foto 2 de ${photos}` }).getByRole('button');
    await photo.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: `Foto 2 de ${photos}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('img')).toBeVisible();
    await expectNoAxeViolations(page);
    await viewer.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('dialog', { name: `Foto 3 de ${photos}` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: `Foto 2 de ${photos}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(photo).toBeFocused();

    // The search's card shows the cover, in modern formats.
    await page.goto(
      searchPage > 1 ? `${stockRoutes.search}?pagina=${searchPage}` : stockRoutes.search,
    );
    const card = main(page)
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${stockUnitRoute(listing)}"]`) });
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/photos\//);
    await expect(card.locator('img')).toHaveAttribute('width', String(listing.cover!.width));
    expect(consoleErrors).toEqual([]);
  });
});
