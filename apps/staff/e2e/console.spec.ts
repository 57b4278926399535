import { expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  desktopOnly,
  e2eUrls,
  expectNoAxeViolations,
} from '@territorio/e2e-kit';
import {
  apiPaths,
  formatPrice,
  fullPriceWithDiscount,
  priceAfterDiscount,
  type StockPriceInput,
} from '@territorio/api-client';
import { staffMessages } from '@territorio/api-client/staff';
import {
  outboxEmailsFor,
  payViaApi,
  startOperationViaApi,
  takeUnit,
} from '@territorio/e2e-kit/reservation-api';
import { closeCataloguePopups, isOnSale, samplePdf, showCataloguePrices, signIn } from './support';

test.describe('staff console', () => {
  test('the address `pnpm start` prints opens the console', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('sign-in errors, the security headers and sign-out', async ({ page }) => {
    const response = await page.goto('/consultas');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-store');

    // Without a session: the sign-in page, which says why.
    await expect(page).toHaveURL(/\/ingresar\?siguiente=%2Fconsultas/);
    await expect(page.getByText(staffMessages.unauthenticated)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByText('Ingresá un email válido.')).toBeVisible();
    await expect(page.getByText('Ingresá tu contraseña.')).toBeVisible();

    await page.getByLabel('Email').fill('rrhh@consola.test');
    await page.getByLabel('Contraseña').fill('no-es-la-clave-correcta');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(staffMessages.wrongCredentials);
    await expect(alert).toBeFocused();
    await expectNoAxeViolations(page);

    await signIn(page, 'hr');
    // hr lands on its one section; the others are not in its menu.
    await expect(page).toHaveURL(/\/postulaciones$/);
    const nav = page.getByRole('navigation', { name: 'Secciones' });
    await expect(nav.getByRole('link')).toHaveText(['Postulaciones']);
    await page.goto('/consultas');
    await expect(page.getByText(staffMessages.forbidden)).toBeVisible();

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByText(staffMessages.signedOut)).toBeVisible();
    await page.goto('/postulaciones');
    await expect(page).toHaveURL(/\/ingresar/);
  });

  test('a salesperson finds the price request sent from the catalogue and marks it contacted', async ({
    page,
  }, testInfo) => {
    const consoleErrors = collectConsoleErrors(page);
    const lastname = `Prueba${testInfo.project.name}${Date.now()}`;
    await closeCataloguePopups(page);

    await page.goto(`${e2eUrls.catalogue}/vehiculos-0km/versiones/volkswagen/polo/101`);
    const versions = page.getByRole('region', { name: 'Versiones del Polo' });
    await versions.getByRole('button', { name: 'Consultar precio' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Precios del Polo' });
    await dialog.getByLabel('Nombre').fill('Lucía');
    await dialog.getByLabel('Apellido').fill(lastname);
    await dialog.getByLabel('Email', { exact: false }).fill('lucia.prueba@example.com');
    await dialog.getByRole('button', { name: 'Ver precios' }).click();
    await expect(dialog).toHaveCount(0);

    await signIn(page, 'sales');
    await expect(page).toHaveURL(/\/consultas$/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Buscar').fill(lastname);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const row = page.getByRole('row').filter({ hasText: lastname });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Solicitud de precio');
    await expect(row).toContainText('Volkswagen');
    await expect(row).toContainText('Nuevo');
    await row.getByRole('link', { name: `Lucía ${lastname}` }).click();

    await expect(page.getByRole('heading', { level: 1 })).toContainText(lastname);
    await expectNoAxeViolations(page);
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Contactado' }).click();
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: staffMessages.saved })).toBeVisible();

    await page.getByLabel('Nueva nota').fill('Le escribí por email con los precios.');
    await page.getByRole('button', { name: 'Agregar nota' }).click();
    await expect(page.getByText('Le escribí por email con los precios.')).toBeVisible();

    await page.goto(`/consultas?q=${encodeURIComponent(lastname)}`);
    await expect(page.getByRole('row').filter({ hasText: lastname })).toContainText('Contactado');
    expect(consoleErrors).toEqual([]);
  });

  test(
    'an admin changes a unit’s special discount and the catalogue shows the new price',
    desktopOnly,
    async ({ page, request }) => {
      const unit = await takeUnit(request, {
        brandId: 1,
        familyId: 101,
        where: (candidate) => candidate.currency !== 'usd',
      });
      await signIn(page, 'admin', '/stock');
      await page.getByLabel('Buscar').fill(unit.chassis);
      await page.getByRole('button', { name: 'Filtrar' }).click();
      const row = page.getByRole('row').filter({ hasText: unit.chassis });
      await expect(row).toHaveCount(1);
      await expectNoAxeViolations(page);

      await row.getByRole('button', { name: /^Editar precios/ }).click();
      const dialog = page.getByRole('dialog', { name: /^Editar precios/ });
      const specialDiscount = dialog.getByLabel('Descuento especial');
      // Field-named errors from the contract, focus on the field.
      await specialDiscount.fill('-5');
      await dialog.getByRole('button', { name: 'Guardar precios' }).click();
      await expect(dialog.getByText('El descuento especial no puede ser negativo.')).toBeVisible();
      await expect(specialDiscount).toBeFocused();
      await expectNoAxeViolations(page);

      const discount = unit.special_discount + 1_234_000;
      await specialDiscount.fill(String(discount));
      await dialog.getByRole('button', { name: 'Guardar precios' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(staffMessages.saved)).toBeVisible();
      const updated = page.getByRole('row').filter({ hasText: unit.chassis });
      await expect(updated).toContainText(`Desc. especial ${formatPrice(discount)}`);
      // The console shows the vehicle after discounts; the catalogue's final price adds
      // registration and delivery to it (the same price rules).
      const edited: StockPriceInput = {
        ...unit,
        license_cost: unit.license_price,
        preparation_cost: unit.delivery_price,
        special_discount: discount,
      };
      await expect(updated).toContainText(formatPrice(priceAfterDiscount(edited)));
      const finalPrice = formatPrice(fullPriceWithDiscount(edited));
      // The public side: the catalogue's units of the family, with the new final price.
      await closeCataloguePopups(page);
      await showCataloguePrices(page);
      await page.goto(`${e2eUrls.catalogue}/vehiculos-0km/versiones/volkswagen/polo/101`);
      const versions = page.getByRole('region', { name: 'Versiones del Polo' });
      await versions.getByRole('button', { name: 'Ver unidades disponibles' }).first().click();
      const units = page.getByRole('dialog', { name: /^Unidades / });
      await expect(units.getByText(`-${formatPrice(discount)}`)).toBeVisible();
      await expect(units.getByText(finalPrice).first()).toBeVisible();
    },
  );

  test(
    'a refund from the console frees the unit and the buyer gets the refund email',
    desktopOnly,
    async ({ page, request }) => {
      const unit = await takeUnit(request, { brandId: 2 });
      const code = await startOperationViaApi(request, unit);
      await payViaApi(request, code);
      expect(await isOnSale(request, unit)).toBe(false);

      await signIn(page, 'sales', `/reservas?q=${code}`);
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('Reservada');
      await expectNoAxeViolations(page);
      await row.getByRole('link', { name: code }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Operación ${code}` }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Cancelar y reembolsar la seña' }).click();
      await expect(page.getByText('Indicá el motivo (al menos 5 caracteres).')).toBeVisible();
      await page.getByLabel('Motivo').fill('El comprador desistió por teléfono.');
      await page.getByRole('button', { name: 'Cancelar y reembolsar la seña' }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancelar y reembolsar la seña' });
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
      await expect(
        page.getByText('Cancelamos la operación y pedimos el reembolso de la seña.'),
      ).toBeVisible();
      await expect(page.getByText('Cancelada').first()).toBeVisible();

      await expect.poll(() => isOnSale(request, unit)).toBe(true);
      await expect
        .poll(() => outboxEmailsFor(code).some((email) => email.kind === 'refund'))
        .toBe(true);
    },
  );

  test('hr downloads a CV as an attachment', desktopOnly, async ({ page, request }) => {
    const lastname = `Postulante${Date.now()}`;
    const sent = await request.post(`${e2eUrls.api}${apiPaths.cv}`, {
      multipart: {
        'data[name]': 'Sofía',
        'data[lastname]': lastname,
        'data[cellphone]': '2615550000',
        'data[email]': 'sofia.prueba@example.com',
        'data[position]': 'Ventas',
        file: { name: 'mi-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf },
      },
    });
    expect(sent.ok()).toBe(true);

    await signIn(page, 'hr', `/postulaciones?q=${lastname}`);
    const row = page.getByRole('row').filter({ hasText: lastname });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: /^Descargar CV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cv-\d+\.pdf$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('an admin’s parameters and audit log pass axe', desktopOnly, async ({ page }) => {
    await signIn(page, 'admin', '/parametros');
    await expect(page.getByRole('heading', { level: 1, name: 'Parámetros' })).toBeVisible();
    await expectNoAxeViolations(page);
    const firstPrice = page.getByLabel(/^Seña de /).first();
    await firstPrice.fill('-1');
    await page.getByRole('button', { name: 'Guardar señas' }).click();
    await expect(page.getByText(/^La seña no puede ser negativ/)).toBeVisible();
    await expect(firstPrice).toBeFocused();

    await page.getByRole('link', { name: 'Auditoría' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Registro de auditoría' }),
    ).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
