/**
 * Prices, offers and withdrawal as Argentine consumer rules require (docs/decisions.md):
 * the final price with the price without national taxes, both currencies for a dollar
 * unit, an offer's units and dates, and the withdrawal link from the first access.
 */
import type { Locator, Page } from '@playwright/test';
import { messages } from '@territorio/api-client';
import {
  expect,
  expectNoAxeViolations,
  requestedPrices,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

const withoutTaxesLine = /^Precio sin impuestos nacionales: \$\u00a0[\d.]+$/;
const pesos = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Every row of a unit's breakdown added up, deductions taken off. */
async function breakdownTotal(unit: Locator): Promise<number> {
  const amounts = await unit.locator('dl dd').allTextContents();
  return amounts.reduce(
    (total, text) => total + (text.trim().startsWith('-') ? -pesos(text) : pesos(text)),
    0,
  );
}

/** The figures of the price labelled 'Precio final' in `scope` (amount and dollars). */
async function finalPrice(scope: Locator): Promise<string> {
  const price = scope.getByRole('group', { name: 'Precio final' });
  await expect(price).toBeVisible();
  return ((await price.locator('p').first().textContent()) ?? '').trim();
}

async function openUnits(page: Page, path: string, familyName: string): Promise<Locator> {
  await requestedPrices(page);
  await page.goto(path);
  await waitForHydration(page);
  const versions = page.getByRole('region', { name: `Versiones ${familyName}` });
  await versions.getByRole('button', { name: 'Ver unidades disponibles' }).first().click();
  const units = page.getByRole('dialog', { name: /^Unidades / });
  await expect(units.getByRole('article').first()).toBeVisible();
  return units;
}

test.describe('prices (Res. SIyC 4/2025)', () => {
  test('a version shows a list price and where the final price is; each unit its final price, the same as the reservation’s', async ({
    page,
    consoleErrors,
  }) => {
    await requestedPrices(page);
    await page.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
    await waitForHydration(page);
    const versions = page.getByRole('region', { name: 'Versiones del Polo' });
    const card = versions
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Ver unidades disponibles' }) })
      .first();
    await expect(card.getByText('Precio de lista', { exact: true })).toBeVisible();
    await expect(card.getByText(withoutTaxesLine)).toBeVisible();
    await expect(versions.getByText('Precio final', { exact: true })).toHaveCount(0);
    await expect(
      versions.getByText(/^Precio de lista: No incluye patentamiento ni entrega/),
    ).toBeVisible();

    await card.getByRole('button', { name: 'Ver unidades disponibles' }).click();
    const units = page.getByRole('dialog', { name: /^Unidades / });
    const unit = units.getByRole('article').first();
    const final = await finalPrice(unit);
    expect(final).toMatch(/^\$\u00a0[\d.]+$/);
    await expect(unit.getByText(withoutTaxesLine)).toBeVisible();
    // The final price is what the buyer pays: registration and delivery are in it.
    await expect(unit.locator('dt', { hasText: 'Patentamiento' })).toBeVisible();
    await expect(unit.locator('dt', { hasText: 'Entrega' })).toBeVisible();
    expect(pesos(final)).toBe(await breakdownTotal(unit));
    await expect(units.getByText(/No incluye patentamiento ni entrega/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The reservation's confirmation calls the same figure the final price.
    const reserve = unit.getByRole('link', { name: 'Reservar online' });
    await page.goto((await reserve.getAttribute('href')) ?? '');
    expect(await finalPrice(page.getByRole('region', { name: 'Precio' }))).toBe(final);
    expect(consoleErrors).toEqual([]);
  });

  test('a dollar unit shows its dollar price beside the peso figure', async ({ page }) => {
    const units = await openUnits(
      page,
      '/vehiculos-0km/versiones/chevrolet/equinox/206',
      'de la Equinox',
    );
    const unit = units.getByRole('article').first();
    const final = await finalPrice(unit);
    // Pesos at the day's rate (the API's final_price_ars), the dollars beside them.
    expect(final).toMatch(/^\$\u00a0[\d.]+ equivalente a US\$\u00a0[\d.]+$/);
    const [peso, dollar] = final.split(' equivalente a ');
    expect(pesos(peso ?? '')).toBeGreaterThan(pesos(dollar ?? ''));
    await expect(unit.getByText(withoutTaxesLine)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('energy label (Res. 383/2021)', () => {
  test('a versions page shows each version’s class, consumption and CO₂ emissions', async ({
    page,
  }) => {
    await page.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
    await waitForHydration(page);
    const versions = page.getByRole('region', { name: 'Versiones del Polo' });
    const card = versions.getByRole('article').first();
    await expect(card.getByText('Etiqueta de eficiencia energética')).toBeVisible();
    const value = (term: string) =>
      card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Clase de eficiencia energética')).toHaveText(/^[A-G]$/);
    await expect(value('Consumo combinado')).toHaveText(/^\d+(,\d)? l\/100 km$/);
    await expect(value('Emisiones de CO₂')).toHaveText(/^\d+ g\/km$/);
  });
});

test.describe('offers (Ley 24.240 art. 7)', () => {
  test('a group and its unit list state the units, the dates and each final price', async ({
    page,
  }) => {
    await page.goto('/oportunidades/volkswagen');
    await waitForHydration(page);
    const group = page.getByRole('article').first();
    const validity = group.getByText(/^\d+ unidad(es)?\./);
    await expect(validity).toBeVisible();
    await expect(validity).toHaveText(
      /^\d+ unidad(es)?\. Vigencia del \d{1,2}\/\d{1,2}\/\d{4} al \d{1,2}\/\d{1,2}\/\d{4}$/,
    );
    const units = Number((await validity.textContent())?.split(' ')[0]);
    await expect(group.getByText(withoutTaxesLine)).toBeVisible();
    expect(await finalPrice(group)).toMatch(/^Desde \$\u00a0[\d.]+$/);

    await group.getByRole('button', { name: /^Ver unidades de / }).click();
    const list = page
      .getByRole('list')
      .filter({ has: page.getByRole('link', { name: 'Reservar online' }) });
    await expect(list.getByRole('article')).toHaveCount(units);
    await expect(
      page
        .locator('main')
        .getByText(/^\d+ unidad(es)?\. Vigencia del \d{1,2}\/\d{1,2}\/\d{4} al /)
        .first(),
    ).toBeVisible();
    const offer = list.getByRole('article').first();
    expect(await finalPrice(offer)).toMatch(/^\$\u00a0[\d.]+/);
    await expect(offer.getByText(withoutTaxesLine)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown brand answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/oportunidades/ferrari');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages.notFound })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('withdrawal (Res. 424/2020, Disp. 954/2025)', () => {
  test.use({ popupsClosed: false });

  test('the link is reached by keyboard on the first visit, with the welcome popup open', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const popup = page.getByRole('dialog', { name: 'Reservá tu 0km online' });
    await expect(popup).toBeVisible();
    const link = popup.getByRole('link', { name: 'Botón de arrepentimiento' });
    await tabTo(page, link, 20);
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Botón de arrepentimiento' });
    await expect(form.getByLabel('Nombre')).toBeVisible();
    await expect(form).toContainText('10 días corridos');
    await expect(form).toContainText('código de trámite');
    await expect(popup).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('withdrawal from the footer', () => {
  test('the footer’s link is reached by keyboard on any page', async ({ page }) => {
    await page.goto('/contacto');
    await waitForHydration(page);
    const button = page.getByRole('contentinfo').getByRole('button', {
      name: 'Botón de arrepentimiento',
    });
    await tabTo(page, button, 200);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Botón de arrepentimiento' })).toBeVisible();
  });
});
