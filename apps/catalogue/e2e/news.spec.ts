import { messages } from '@territorio/api-client';
import { expect, expectNoAxeViolations, holdEntryScript, main, test } from './fixtures';

test.describe('news (spec 2.4)', () => {
  test('list with brand tabs, detail with its next item', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver todas las noticias' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(page).toHaveTitle(/Noticias/);
    const tabs = page.getByRole('tablist', { name: 'Filtrar noticias por marca' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Todas',
      'Volkswagen',
      'Chevrolet',
      'Nissan',
      'Piedemonte',
    ]);
    const panel = page.getByRole('tabpanel');
    const all = await panel.getByRole('article').count();
    await tabs.getByRole('tab', { name: 'Chevrolet' }).click();
    await expect(panel.getByRole('article').first()).toContainText('Chevrolet');
    expect(await panel.getByRole('article').count()).toBeLessThan(all);
    await expectNoAxeViolations(page);

    await panel.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/noticias\/\d+\/[^/]+$/);
    // The list stays on screen while the detail page's chunk arrives (a transition).
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Noticias');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await expect(page).toHaveTitle(new RegExp(title?.slice(0, 10) ?? ''));
    await expect(main(page).locator('time')).toBeVisible();
    await expectNoAxeViolations(page);
    const next = page.getByText('Siguiente noticia:').getByRole('link');
    const nextTitle = await next.textContent();
    await next.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle ?? '');
    expect(consoleErrors).toEqual([]);
  });

  test('lists in news read as lists: in the excerpt and in the article', async ({ page }) => {
    await page.goto('/noticias');
    const card = page
      .getByRole('article')
      .filter({ hasText: 'Chequeo gratuito antes del invierno' });
    await expect(card.getByRole('listitem')).toHaveText([
      'Batería y sistema de carga',
      'Neumáticos y presión',
      'Líquido refrigerante y anticongelante',
      'Luces, limpiaparabrisas y calefacción',
    ]);
    await card.getByRole('link', { name: 'Chequeo gratuito antes del invierno' }).click();
    const items = main(page)
      .getByRole('list')
      .filter({ hasText: 'Batería y sistema de carga' })
      .getByRole('listitem');
    await expect(items.first()).toHaveText('Batería y sistema de carga');
    const [list, first, second] = await Promise.all([
      items.first().evaluate((item) => {
        const style = getComputedStyle(item.parentElement as Element);
        return { marker: style.listStyleType, indent: parseFloat(style.paddingInlineStart) };
      }),
      items.nth(0).boundingBox(),
      items.nth(1).boundingBox(),
    ]);
    expect(list.marker).toBe('disc');
    expect(list.indent).toBeGreaterThan(0);
    // Each item apart from the next.
    expect((second?.y ?? 0) - ((first?.y ?? 0) + (first?.height ?? 0))).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('a link tapped before the page’s script runs opens its page from the server', async ({
    page,
  }) => {
    const { release } = await holdEntryScript(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/', { waitUntil: 'commit' });
    // Without its script the page is plain HTML: its links are real links.
    await page.getByRole('link', { name: 'Ver todas las noticias' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
    expect(documents).toEqual(['/', '/noticias']);
    release();
  });

  test('news HTML is sanitized: scripts, handlers and javascript: links never run', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/noticias/10/amarok-v6');
    const article = page.getByRole('article');
    await expect(article).toContainText('Cupos limitados');
    await expect(article.locator('script')).toHaveCount(0);
    await expect(article.locator('[onload]')).toHaveCount(0);
    await expect(article.getByRole('img', { name: 'Amarok en Potrerillos' })).toBeVisible();
    await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
    // An injected script runs while the page is parsed, an injected handler when its
    // image loads or fails: once the page and every image have loaded, either has run.
    await page.waitForLoadState('load');
    await expect
      .poll(() =>
        article
          .locator('img')
          .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      )
      .toBe(true);
    expect(dialogs).toEqual([]);
  });

  test('an unknown news item says so (spec 8)', async ({ page }) => {
    await page.goto('/noticias/9999/no-existe');
    await expect(
      page.getByRole('heading', { level: 1, name: messages.newsNotFound }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('stories (spec 2.10)', () => {
  test('viewer with video, next story and a close that returns to its section', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Historias' })
      .getByRole('link', { name: /Ver historia completa/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/historias\/\d+\/[^/]+$/);
    // The home stays on screen while the story's chunk arrives: wait for the story.
    await expect(page.getByRole('link', { name: 'Cerrar historia' })).toBeVisible();
    const video = main(page).locator('video');
    await expect(video).toHaveAttribute('loop', '');
    await expect(video).toHaveAttribute('autoplay', '');
    await expect(main(page)).toContainText('· 0 km');
    await expectNoAxeViolations(page);
    const first = page.url();
    await page.getByRole('link', { name: 'Siguiente Historia' }).click();
    await expect(page).not.toHaveURL(first);
    await page.goto('/historias/4/autoahorro-70-30');
    await page.getByRole('link', { name: 'Cerrar historia' }).click();
    await expect(page).toHaveURL(/\/planes-de-ahorro$/);
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown story goes to the home (spec 8)', async ({ page }) => {
    await page.goto('/historias/9999/no-existe');
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu 0km en Mendoza y San Juan' }),
    ).toBeVisible();
  });
});
