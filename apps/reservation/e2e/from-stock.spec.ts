import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, brandEndpoints, stockUnitRoute } from '@territorio/api-client';
import type { StockListing, StockSearchResult } from '@territorio/api-client';
import { e2eUrls } from '@territorio/e2e-kit';
import {
  claimUnit,
  isAvailable,
  payViaApi,
  startOperationViaApi,
} from '@territorio/e2e-kit/reservation-api';
import type { Unit } from '@territorio/e2e-kit/reservation-api';
import {
  collectConsoleErrors,
  expectScreen,
  payWithCard,
  reachPaymentStep,
  startOperationFromConfirmation,
} from './support';

/** A peso unit of the stock search that no other test of this run holds, taken for this test. */
async function takeListedUnit(request: APIRequestContext, search: string): Promise<StockListing> {
  const response = await request.get(`${e2eUrls.api}${apiPaths.stockSearch}?${search}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: StockSearchResult };
  // A peso unit: the suite's other tests need the few dollar-priced ones.
  for (const unit of data.units.filter((listed) => listed.currency === 'ars')) {
    if (await isAvailable(request, unit.brand_id, unit.id)) {
      claimUnit(unit.id);
      return unit;
    }
  }
  throw new Error(`No unit left to take in ${search}`);
}

/** The catalogue shows its popups first (spec 2.2); a buyer closes them. */
async function closePopups(page: Page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Cerrar' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

const priceText = (page: Page) =>
  page.getByRole('group', { name: 'Precio final' }).first().innerText();

test.describe('From a unit page of the stock to a paid reservation', () => {
  test('the unit page shows the figures the confirmation shows, and it is reserved from there', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeListedUnit(request, 'marca=chevrolet&orden=-precio');
    await page.goto(`${e2eUrls.catalogue}${stockUnitRoute(unit)}`);
    await closePopups(page);
    const section = page.getByRole('region', { name: 'Precio' });
    await expect(section).toBeVisible();
    const price = await priceText(page);
    const rows = await section.locator('dl > div').allInnerTexts();
    expect(rows[0]).toMatch(/^Precio de lista contado/);

    await section.getByRole('link', { name: 'Reservar online' }).click();
    await expect(page).toHaveURL(new RegExp(`^${e2eUrls.reservation}/vehiculos-0km/reservar/`));
    await expectScreen(page, /Reservá online tu/);
    await expect(page.getByText('Precio de lista contado')).toBeVisible();
    expect(await priceText(page)).toBe(price);
    const confirmationRows = await page.locator('dl > div').allInnerTexts();
    expect(confirmationRows).toEqual(expect.arrayContaining(rows));

    const code = await startOperationFromConfirmation(page, { checkAccessibility: false });
    await reachPaymentStep(page, { checkAccessibility: false });
    await payWithCard(page, 'APRO');
    await expectScreen(page, 'Tu 0km te espera');
    expect(code).not.toBe('');
    expect(errors).toEqual([]);
  });

  test('a unit reserved in another context answers 410 with similar units', async ({
    page,
    request,
  }) => {
    const unit = await takeListedUnit(request, 'marca=nissan&orden=-precio');
    const address = `${e2eUrls.catalogue}${stockUnitRoute(unit)}`;
    const open = await page.goto(address);
    expect(open?.status()).toBe(200);
    await closePopups(page);

    // Another buyer reserves and pays it.
    const stock = await request.get(`${e2eUrls.api}${brandEndpoints[unit.brand_id].stock}`);
    const full = ((await stock.json()) as { data: Unit[] }).data.find(
      (candidate) => candidate.id === unit.id,
    );
    if (!full) throw new Error(`Unit ${unit.id} is not in its brand's stock`);
    const code = await startOperationViaApi(request, full);
    await payViaApi(request, code);

    const gone = await page.reload();
    expect(gone?.status()).toBe(410);
    await expectScreen(page, 'Esta unidad ya no está disponible');
    const similar = page.getByRole('region', { name: 'Unidades similares' }).getByRole('article');
    await expect(similar.first()).toBeVisible();
    expect(await similar.count()).toBeLessThanOrEqual(3);
    // It left the search at once.
    const search = await request.get(
      `${e2eUrls.api}${apiPaths.stockSearch}?marca=nissan&orden=-precio`,
    );
    const { data } = (await search.json()) as { data: StockSearchResult };
    expect(data.units.some((listed) => listed.id === unit.id)).toBe(false);
  });
});
