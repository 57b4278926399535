import { apiPaths, parseAmount, stockRoutes, usedWarrantyText } from '@territorio/api-client';
import type { Page } from '@playwright/test';
import {
  e2eUrls,
  expect,
  expectNoAxeViolations,
  main,
  sessionKeys,
  test,
  waitForHydration,
} from './fixtures';

/** The result cards' titles, in order. */
const cardTitles = (page: Page) =>
  main(page).getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();

/** The final prices of the result cards, in pesos, in order. */
async function cardPrices(page: Page): Promise<number[]> {
  const groups = main(page).getByRole('article').getByRole('group', { name: 'Precio final' });
  const texts = await groups.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('p')?.textContent ?? ''),
  );
  return texts.map((text) => parseAmount(text.replace(/[^\d]/g, '')));
}

const summary = (page: Page) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: /^Encontramos/ });

test.describe('stock search (/stock)', () => {
  test('filter by brand and maximum price, sort by price, open a unit, Back: the same results and scroll', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(stockRoutes.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock disponible' })).toBeVisible();
    await expect(summary(page)).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.getByRole('checkbox', { name: /^Volkswagen/ }).check();
    await expect(page).toHaveURL(/\/stock\?marca=volkswagen$/);
    await page.getByRole('combobox', { name: 'Precio final hasta' }).selectOption('50000000');
    await expect(page).toHaveURL(/marca=volkswagen&precio_max=50000000/);
    await page.getByRole('combobox', { name: 'Ordenar por' }).selectOption('-precio');
    await expect(page).toHaveURL(/orden=-precio/);
    await expect(summary(page)).toBeVisible();
    // The previous answer's cards stay until the sorted ones arrive: read them once sorted.
    await expect
      .poll(async () => {
        const shown = await cardPrices(page);
        return (
          shown.length > 1 &&
          shown.every((price, index) => index === 0 || shown[index - 1]! >= price)
        );
      })
      .toBe(true);

    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(1);
    expect(titles.every((title) => title.startsWith('Volkswagen '))).toBe(true);
    const prices = await cardPrices(page);
    expect(prices.every((price) => price <= 50_000_000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // Open the last unit, from further down the page; Back returns to the same place.
    const link = main(page).getByRole('article').last().getByRole('link');
    await link.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    const search = new URL(page.url()).search;
    await link.click();
    await expect(page).toHaveURL(/\/stock\/\d+\/volkswagen-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles.at(-1) ?? '');
    await page.goBack();
    await expect(page).toHaveURL(`${e2eUrls.catalogue}${stockRoutes.search}${search}`);
    await expect.poll(() => cardTitles(page)).toEqual(titles);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect(consoleErrors).toEqual([]);
  });

  test('a shared address shows the same results in another browser', async ({ page, browser }) => {
    await page.goto(`${stockRoutes.search}?marca=chevrolet&orden=precio`);
    await expect(summary(page)).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);

    const other = await browser.newContext();
    await other.addCookies([
      { name: sessionKeys.popupsClosed, value: '1', url: e2eUrls.catalogue },
    ]);
    const shared = await other.newPage();
    await shared.goto(page.url());
    await expect(
      shared
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^Encontramos/ }),
    ).toBeVisible();
    expect(await cardTitles(shared)).toEqual(titles);
    await other.close();
  });

  test('the filters by keyboard only: the focus stays on the control that changed', async ({
    page,
  }) => {
    await page.goto(stockRoutes.search);
    await waitForHydration(page);
    const nissan = page.getByRole('checkbox', { name: /^Nissan/ });
    await nissan.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/marca=nissan/);
    await expect(nissan).toBeFocused();
    await expect(nissan).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    // Back through the brands to the sort, then a lower price first by the keyboard.
    const sort = page.getByRole('combobox', { name: 'Ordenar por' });
    await sort.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/orden=-precio/);
    await expect(sort).toBeFocused();
    // The address changes when the search starts; its results render when its answer arrives.
    await expect
      .poll(async () => {
        const titles = await cardTitles(page);
        return titles.length > 0 && titles.every((title) => title.startsWith('Nissan '));
      })
      .toBe(true);
  });

  test('an unknown value is left out with a note, never an error page', async ({ page }) => {
    const response = await page.goto(`${stockRoutes.search}?marca=ferrari&precio_max=barato`);
    expect(response?.status()).toBe(200);
    await expect(
      page.getByText('Dejamos fuera de la búsqueda lo que no reconocimos:'),
    ).toBeVisible();
    await expect(page.getByText('Marca: “ferrari”')).toBeVisible();
    await expect(page.getByText('Precio hasta: “barato”')).toBeVisible();
    await expect(summary(page)).toBeVisible();
    // A filtered page is crawled through, not listed; the plain search is listed.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await page.goto(stockRoutes.search);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('no results: remove the last filter or ask an advisor for the unit', async ({ page }) => {
    await page.goto(`${stockRoutes.search}?marca=baic&precio_max=20000000`);
    await expect(page.getByText('No hay unidades disponibles con estos filtros.')).toBeVisible();
    await page.getByRole('link', { name: /^Quitar el filtro Precio hasta/ }).click();
    await expect(page).toHaveURL(/\/stock\?marca=baic$/);
    await expect(summary(page)).toBeVisible();
  });

  test('the API down: the page says so and keeps the filters', async ({ page }) => {
    await page.goto(`${stockRoutes.search}?marca=volkswagen`);
    await waitForHydration(page);
    await page.route(`${e2eUrls.api}${apiPaths.stockSearch}**`, (route) =>
      route.fulfill({ status: 503, body: '' }),
    );
    await page.getByRole('checkbox', { name: /^Chevrolet/ }).check();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Volkswagen/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^Chevrolet/ })).toBeChecked();
    await page.unroute(`${e2eUrls.api}${apiPaths.stockSearch}**`);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(summary(page)).toBeVisible();
  });

  test('without JavaScript the filters are a plain form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([
      { name: sessionKeys.popupsClosed, value: '1', url: e2eUrls.catalogue },
    ]);
    const page = await context.newPage();
    await page.goto(`${e2eUrls.catalogue}${stockRoutes.search}`);
    await page.getByRole('checkbox', { name: /^BAIC/ }).check();
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/marca=baic/);
    // The address changes as the new document starts to arrive; its results come after.
    await expect(main(page).getByRole('article').first()).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.startsWith('BAIC '))).toBe(true);
    await context.close();
  });
});

test.describe('a unit page (/stock/{id}/{slug})', () => {
  test('photos, specs, site, price and financing; a wrong slug redirects; axe finds nothing', async ({
    page,
    request,
  }) => {
    await page.goto(`${stockRoutes.search}?marca=chevrolet`);
    const link = main(page).getByRole('article').first().getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    const [, , id = ''] = href.split('/');
    await link.click();
    await expect(page).toHaveURL(`${e2eUrls.catalogue}${href}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ficha de la unidad' })).toBeVisible();
    await expect(page.getByText(/^•+[A-Z0-9]{6}\b/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Dónde está: / })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Precio final' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reservar online', exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^${e2eUrls.reservation}/vehiculos-0km/reservar/chevrolet/${id}/`),
    );
    await expect(page.getByRole('link', { name: /^Consultar por WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=.*stock/,
    );
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const car = jsonLd.find(
      (data) => Array.isArray(data['@type']) && data['@type'].includes('Car'),
    );
    expect(car).toMatchObject({ '@type': ['Car', 'Product'], offers: { priceCurrency: 'ARS' } });

    const wrong = await request.get(`${e2eUrls.catalogue}/stock/${id}/otro-nombre`, {
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(301);
    expect(wrong.headers().location).toBe(href);
    const unknown = await request.get(`${e2eUrls.catalogue}/stock/999999/nada`);
    expect(unknown.status()).toBe(404);
  });
  test('the parts loaded after the page (visit, share, financing, similar units): on a first visit and after a navigation', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const lowerParts = async () => {
      await expect(
        page.getByRole('link', { name: 'Agendar visita o prueba de manejo' }),
      ).toHaveAttribute('href', /^\/agendar-visita\?unidad=\d+$/);
      await expect(page.getByRole('link', { name: 'Compartir esta unidad' })).toBeVisible();
      await expect(
        page.getByRole('group', { name: /^Ejemplo de financiación: / }).first(),
      ).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: 'Otras unidades que te pueden interesar' }),
      ).toBeVisible();
    };
    await page.goto(`${stockRoutes.search}?marca=chevrolet`);
    await waitForHydration(page);
    const link = main(page).getByRole('article').first().getByRole('link');
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(`${e2eUrls.catalogue}${href}`);
    await lowerParts();

    await page.goto(href);
    await lowerParts();
    await waitForHydration(page);
    // Once the server has their file (its first render of them streams them after a
    // placeholder), it renders them in place: no part of the document waits for a script.
    const html = await (await request.get(`${e2eUrls.catalogue}${href}`)).text();
    for (const text of [
      'Agendar visita o prueba de manejo',
      'Compartir esta unidad',
      'Ejemplo de financiación: ',
      'Otras unidades que te pueden interesar',
    ]) {
      expect(html.indexOf(text)).toBeGreaterThan(0);
      expect(html.indexOf(text)).toBeLessThan(html.indexOf('</main>'));
    }
    // Once its file has arrived the share link runs its script: the page says what it did.
    await expect(async () => {
      await page.getByRole('link', { name: 'Compartir esta unidad' }).click();
      await expect(
        main(page)
          .getByRole('status')
          .filter({ hasText: /enlace/ }),
      ).toBeVisible({
        timeout: 1000,
      });
    }).toPass();
    // A similar unit's card leads to its page, which shows its own lower parts.
    const similar = main(page).getByRole('article').first().getByRole('link');
    const next = (await similar.getAttribute('href')) ?? '';
    await similar.click();
    await expect(page).toHaveURL(`${e2eUrls.catalogue}${next}`);
    await lowerParts();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('used units (/stock?condicion=usado)', () => {
  test('the Condición facet finds used units; a used unit shows its kilometres, owners and the 3-month warranty; axe finds nothing', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(stockRoutes.search);
    await expect(summary(page)).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('checkbox', { name: /^Usado/ }).check();
    await expect(page).toHaveURL(/\/stock\?condicion=usado$/);
    await expect(page.getByRole('checkbox', { name: /^Usado/ })).toBeFocused();
    await expect
      .poll(async () => {
        const cards = await main(page).getByRole('article').allInnerTexts();
        return cards.length > 0 && cards.every((card) => /Usado · [\d.]+\s?km/.test(card));
      })
      .toBe(true);
    await expectNoAxeViolations(page);

    const link = main(page).getByRole('article').first().getByRole('link');
    await link.click();
    await expect(page).toHaveURL(/\/stock\/\d+\//);
    const facts = page.locator('dl').first();
    await expect(facts.getByText('Kilómetros', { exact: true })).toBeVisible();
    await expect(facts.getByText('Dueños', { exact: true })).toBeVisible();
    await expect(facts.getByText('Patente', { exact: true })).toBeVisible();
    await expect(page.getByText(usedWarrantyText)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Inspección' })).toBeVisible();
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const car = jsonLd.find(
      (data) => Array.isArray(data['@type']) && data['@type'].includes('Car'),
    );
    expect(car).toMatchObject({
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', unitCode: 'KMT' },
    });
    expect(consoleErrors).toEqual([]);
  });

  test('without JavaScript the Condición facet is part of the plain form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([
      { name: sessionKeys.popupsClosed, value: '1', url: e2eUrls.catalogue },
    ]);
    const page = await context.newPage();
    await page.goto(`${e2eUrls.catalogue}${stockRoutes.search}`);
    await page.getByRole('checkbox', { name: /^Usado/ }).check();
    await page.getByRole('combobox', { name: 'Kilómetros hasta' }).selectOption('50000');
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await expect(page).toHaveURL(/condicion=usado&km_hasta=50000/);
    await expect(main(page).getByRole('article').first()).toBeVisible();
    const cards = await main(page).getByRole('article').allInnerTexts();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => /Usado · [\d.]+\s?km/.test(card))).toBe(true);
    await context.close();
  });
});
