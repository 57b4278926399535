import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiPaths } from '@territorio/api-client';
import { desktopOnly, e2eUrls, expectNoAxeViolations } from '@territorio/e2e-kit';
import { unitHeldReason } from '@territorio/api-client/staff';
import { payViaApi, startOperationViaApi, takeUnit } from '@territorio/e2e-kit/reservation-api';
import { closeCataloguePopups, signIn } from './support';

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A chassis no other unit has: ISO 3779 letters, a random serial. */
function freshChassis(): string {
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `9BWZZZ6RZTA${serial}`;
}

/**
 * A reservation with a used vehicle valued and accepted, then paid: the buyer's steps
 * through the public API (the used catalogue's first version, valued for the operation).
 */
async function paidReservationWithTradeIn(request: APIRequestContext): Promise<string> {
  const unit = await takeUnit(request, { brandId: 1 });
  const code = await startOperationViaApi(request, unit);
  const read = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${e2eUrls.api}${path}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const [brand] = await read<{ id: number; name: string }[]>(apiPaths.usedBrands);
  const [model] = await read<{ name: string }[]>(`${apiPaths.usedModels}?brand_id=${brand!.id}`);
  const [version] = await read<{ description: string; codia: string }[]>(
    `${apiPaths.usedVehicles}?brand_id=${brand!.id}&group=${encodeURIComponent(model!.name)}`,
  );
  const used = {
    codia: version!.codia,
    brand: brand!.name,
    model: model!.name,
    vehicle: version!.description,
    year: 2021,
    kms: 60_000,
  };
  const valued = await request.post(`${e2eUrls.api}${apiPaths.dealershipValuation}`, {
    data: { ...used, operation: code },
  });
  expect(valued.status()).toBe(201);
  const { valuation } = ((await valued.json()) as { data: { valuation: number } }).data;
  const accepted = await request.post(`${e2eUrls.api}${apiPaths.dealershipUpdate}`, {
    data: { code, used_vehicles: [{ ...used, valuation }] },
  });
  expect(accepted.ok()).toBe(true);
  await payViaApi(request, code);
  return code;
}

/** Whether the catalogue's stock search, newest first, links to the unit. */
async function catalogueLists(page: Page, id: number): Promise<boolean> {
  await page.goto(`${e2eUrls.catalogue}/stock?orden=recientes`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="/stock/"]').first()).toBeVisible();
  return (await page.locator(`a[href^="/stock/${id}/"]`).count()) > 0;
}

test.describe('stock in the console', () => {
  test(
    'the stock manager adds a used unit, the catalogue lists it, and once sold it leaves the search',
    desktopOnly,
    async ({ page }) => {
      await signIn(page, 'stock', '/stock');
      await expect(page.getByRole('heading', { level: 1, name: 'Stock y ofertas' })).toBeVisible();
      // The stock manager's navigation offers the stock alone.
      const navigation = page.getByRole('navigation', { name: 'Secciones' });
      await expect(navigation.getByRole('link')).toHaveText(['Stock y ofertas']);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: 'Nueva unidad' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Nueva unidad' })).toBeVisible();
      // The shared schema's words under each field, focus on the first one.
      await page.getByRole('button', { name: 'Cargar unidad' }).click();
      await expect(page.getByText('Elegí la versión.')).toBeVisible();
      await expect(page.getByRole('combobox', { name: /^Versión/ })).toBeFocused();
      await expectNoAxeViolations(page);

      await choose(page, /^Marca/, 'Volkswagen');
      await choose(page, /^Modelo/, 'Polo');
      await page.getByRole('combobox', { name: /^Versión/ }).click();
      await page.getByRole('option').first().click();
      const chassis = freshChassis();
      await page.getByLabel(/^Chasis/).fill(chassis);
      await page.getByLabel(/^Color/).fill('Gris Platino');
      await choose(page, /^Sucursal/, 'San Juan');
      await page.getByLabel(/^Año modelo/).fill('2022');
      await choose(page, /^Condición/, 'Usado');
      await expect(page.getByRole('heading', { level: 2, name: 'Usado' })).toBeVisible();
      await page.getByRole('spinbutton', { name: /^Precio de lista/ }).fill('21000000');
      await page.getByRole('spinbutton', { name: /^Precio$/ }).fill('20000000');
      await page.getByRole('spinbutton', { name: /^Patentamiento/ }).fill('0');
      await page.getByRole('spinbutton', { name: /^Flete/ }).fill('0');
      await page.getByRole('spinbutton', { name: /^Kilómetros/ }).fill('48000');
      await page.getByRole('spinbutton', { name: /^Dueños/ }).fill('1');
      await page.getByRole('textbox', { name: /^Patente/ }).fill('AB123CD');
      await choose(page, /^Frenos/, 'Verificado');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Cargar unidad' }).click();

      await expect(page.getByText('Cargamos la unidad: ya está en el stock.')).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 1, name: new RegExp(chassis) }),
      ).toBeVisible();
      const id = Number(/\/stock\/(\d+)/.exec(page.url())?.[1]);
      expect(id).toBeGreaterThan(0);
      await expectNoAxeViolations(page);

      await closeCataloguePopups(page);
      expect(await catalogueLists(page, id)).toBe(true);

      // Sold at the counter: off the catalogue at the next stock version.
      await page.goto(`${e2eUrls.staff}/stock/${id}`);
      await choose(page, /^Estado/, 'Vendida');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(page.getByText('Guardamos los cambios de la unidad.')).toBeVisible();
      await page.goto(`${e2eUrls.staff}/stock?condition=used&status=sold`);
      await expect(page.getByRole('row').filter({ hasText: chassis })).toContainText('Vendida');
      await expectNoAxeViolations(page);
      expect(await catalogueLists(page, id)).toBe(false);
    },
  );

  test(
    'a unit reserved by an operation is read-only, saying which operation and until when',
    desktopOnly,
    async ({ page, request }) => {
      const unit = await takeUnit(request, { brandId: 4 });
      const code = await startOperationViaApi(request, unit);
      await payViaApi(request, code);

      await signIn(page, 'stock', `/stock?q=${unit.chassis}`);
      const row = page.getByRole('row').filter({ hasText: unit.chassis });
      // The stock role reads the operation's code masked: it resumes the reservation.
      const reason = unitHeldReason('reserved', `${'*'.repeat(code.length - 3)}${code.slice(-3)}`);
      await expect(row).toContainText(reason);
      await expect(row.getByRole('button')).toHaveCount(0);
      await row.getByRole('link', { name: /^Ver unidad/ }).click();
      await expect(page.getByRole('alert')).toHaveText(reason);
      await expect(page.getByLabel(/^Color/)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );

  test(
    'an admin takes a paid reservation’s trade-in into stock, once',
    desktopOnly,
    async ({ page, request }) => {
      const code = await paidReservationWithTradeIn(request);
      await signIn(page, 'admin', `/reservas/${code}`);
      const section = page.getByRole('region', { name: 'Usados entregados' });
      await expect(section).toContainText('60.000 km');
      await expectNoAxeViolations(page);
      await section.getByRole('link', { name: /^Ingresar usado al stock/ }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Ingresar usado al stock' }),
      ).toBeVisible();
      await expect(page.getByRole('spinbutton', { name: /^Kilómetros/ })).toHaveValue('60000');
      await expect(page.getByRole('spinbutton', { name: /^Año modelo/ })).toHaveValue('2021');

      await choose(page, /^Marca/, 'Volkswagen');
      await choose(page, /^Modelo/, 'Polo');
      await page.getByRole('combobox', { name: /^Versión/ }).click();
      await page.getByRole('option').first().click();
      await page.getByLabel(/^Chasis/).fill(freshChassis());
      await page.getByLabel(/^Color/).fill('Blanco');
      await choose(page, /^Sucursal/, 'Godoy Cruz');
      await page.getByRole('spinbutton', { name: /^Patentamiento/ }).fill('0');
      await page.getByRole('spinbutton', { name: /^Flete/ }).fill('0');
      await page.getByRole('spinbutton', { name: /^Dueños/ }).fill('2');
      await page.getByRole('textbox', { name: /^Patente/ }).fill('AC456BD');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Cargar unidad' }).click();
      await expect(page.getByText('Cargamos la unidad: ya está en el stock.')).toBeVisible();

      await page.goto(`/reservas/${code}`);
      await expect(section).toContainText('Ya se ingresó al stock');
      await expect(section.getByRole('link', { name: /^Ingresar usado/ })).toHaveCount(0);
    },
  );
});
