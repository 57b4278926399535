import { expect, test } from '@playwright/test';
import { apiPaths, messages, personalDataMessages, stockUnitPath } from '@territorio/api-client';
import { e2eUrls, holdEntryScript, waitForHydration } from '@territorio/e2e-kit';
import {
  buyPath,
  buyer,
  collectConsoleErrors,
  expectAccessible,
  expectScreen,
  fillPersonalData,
  newBuyerPage,
  payWithCard,
  readOperation,
  recordApiReads,
  payViaApi,
  startOperationViaApi,
  startPath,
  startReservation,
  takeUnit,
} from './support';

/** Chromium reports every 4xx answer in the console; an expected one is not an error. */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !/status of 404/.test(error));
}

test.describe('Confirmation and start', () => {
  test('a discount code is applied on the confirmation and travels with the operation', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 101, exclusive: false });
    await page.goto(buyPath(unit));
    await waitForHydration(page);
    await expectScreen(page, /Reservá online tu/);
    // Polo units have a discoverable code (seed: POLOWEB750): the suggestion is offered.
    await expect(page.getByRole('button', { name: 'Usar el código POLOWEB750' })).toBeVisible();

    await page.getByRole('button', { name: 'Agregar Descuento' }).click();
    const code = page.getByRole('textbox', { name: 'Código de descuento' });
    await expect(code).toBeFocused();
    await code.fill('NOVALE');
    await expect(page.getByText(messages.promotionNotFound)).toBeVisible();
    await code.fill('PIEDEMONTE500');
    await expect(page.getByText('Código PIEDEMONTE500 aplicado', { exact: false })).toBeVisible();
    const row = page.getByRole('definition').filter({ hasText: '- $ 500.000' });
    await expect(row).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reservar online' }).click();
    await expectScreen(page, 'Comenzá tu reserva');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('promo@correo.example');
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await expectScreen(page, '¡Tu reserva comenzó!');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectScreen(page, 'Modo de pago');
    await expect(page.getByText('Descuento aplicado: $ 500.000')).toBeVisible();
    // The refused code is a 404 of the API.
    expect(unexpected(errors)).toEqual([]);
  });

  test('the confirmation arrives rendered with its unit: its script reads nothing again', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 101, exclusive: false });
    const reads = recordApiReads(page);
    // The page's script arrives late (a slow phone network): the page is whole without it.
    const { release, isAsked } = await holdEntryScript(page);
    await page.goto(buyPath(unit));
    await expectScreen(page, /Reservá online tu/);
    await expect(page.getByText('Precio de lista contado')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Usar el código POLOWEB750' })).toBeVisible();
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expect.poll(isAsked).toBe(true);
    release();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Usar el código POLOWEB750' }).click();
    await expect(page.getByText('Código POLOWEB750 aplicado', { exact: false })).toBeVisible();
    // The unit, its booking price and the suggested code came with the page.
    const unitRead = stockUnitPath(unit.brand_id, unit.id);
    expect(reads.filter((read) => read === unitRead || read === apiPaths.parameters)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the start screen reads its unit and the parameters once', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 101, exclusive: false });
    const reads = recordApiReads(page);
    await page.goto(startPath(unit));
    await expectScreen(page, 'Comenzá tu reserva');
    await waitForHydration(page);
    const unitRead = stockUnitPath(unit.brand_id, unit.id);
    const count = (path: string) => reads.filter((read) => read === path).length;
    await expect.poll(() => count(unitRead)).toBe(1);
    await expect.poll(() => count(apiPaths.parameters)).toBe(1);
    await page.waitForLoadState('networkidle');
    expect(count(unitRead)).toBe(1);
    expect(count(apiPaths.parameters)).toBe(1);
    expect(errors).toEqual([]);
  });

  test('the suggested code is applied with one button', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 101, exclusive: false });
    await page.goto(buyPath(unit));
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Usar el código POLOWEB750' }).click();
    await expect(page.getByText('Código POLOWEB750 aplicado', { exact: false })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '- $ 750.000' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unknown or already reserved unit says it is not available, with "Volver"', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/vehiculos-0km/reservar/volkswagen/999999/polo/101/polo');
    await expectScreen(page, 'Vehículo no disponible');
    await expect(page.getByText(messages.vehicleUnavailable)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver' })).toHaveAttribute(
      'href',
      e2eUrls.catalogue,
    );
    await expectAccessible(page);

    // Another buyer reserves a unit; its buy route then says the same.
    const unit = await takeUnit(request, { brandId: 1, familyId: 105 });
    await payViaApi(request, await startOperationViaApi(request, unit));
    await page.goto(buyPath(unit));
    await waitForHydration(page);
    await expectScreen(page, 'Vehículo no disponible');
    expect(unexpected(errors)).toEqual([]);
  });

  test('an operation is resumed on a fresh browser by its code', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 104, exclusive: false });
    const code = await startReservation(page, unit, { checkAccessibility: false });
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectScreen(page, 'Modo de pago');
    const saved = page.waitForResponse((response) => response.url().endsWith('/dealership/update'));
    await page.getByRole('textbox', { name: 'Monto en efectivo o transferencia' }).fill('5000000');
    await saved;

    const other = await newBuyerPage(browser, testInfo);
    const otherErrors = collectConsoleErrors(other);
    await other.goto('/');
    await expectScreen(other, 'Concesionario Digital');
    await expect(other.getByRole('link', { name: 'Ver oportunidades' })).toHaveAttribute(
      'href',
      `${e2eUrls.catalogue}/oportunidades`,
    );
    await expectAccessible(other);
    await other.getByRole('textbox', { name: 'Código de operación' }).fill(code);
    await other.getByRole('button', { name: 'Retomar' }).click();
    await expectScreen(other, 'Modo de pago');
    await expect(
      other.getByRole('textbox', { name: 'Monto en efectivo o transferencia' }),
    ).toHaveValue('5000000');

    // The resume route of the email does the same.
    await other.goto(`/concesionario-digital/continue/${code}`);
    await expectScreen(other, 'Modo de pago');

    // A wrong code is told, with a way to try again.
    await other.goto('/concesionario-digital/continue/ZZZZZZZZZZZZ');
    await expectScreen(other, 'No pudimos retomar tu reserva');
    await expect(other.getByText(messages.operationNotFound)).toBeVisible();
    await expectAccessible(other);
    await other.context().close();
    expect(errors).toEqual([]);
    expect(unexpected(otherErrors)).toEqual([]);
  });

  test('resumed on a new device by code, a reservation is completed with its masked data untouched, and another with the DNI typed again', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.slow();
    const errors = collectConsoleErrors(page);
    /** The buyer's data as the API answers anyone holding the code. */
    const publicPurchase = async (code: string) =>
      ((await readOperation(request, code)) as unknown as { purchase: Record<string, string> })
        .purchase;

    for (const retypedDni of [null, '28999888']) {
      // First device: step 1 in cash and the personal data typed, up to the review.
      const unit = await takeUnit(request, { brandId: 1, familyId: 101 });
      const code = await startReservation(page, unit, { checkAccessibility: false });
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expectScreen(page, 'Modo de pago');
      await page.getByRole('button', { name: 'Completar Restante' }).click();
      await expect(page.getByText(/^Saldo pendiente: (US)?\$\u00a00$/).first()).toBeVisible();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expectScreen(page, 'Datos personales');
      await fillPersonalData(page);
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expectScreen(page, 'Revisa y confirma');
      // Stored, and answered masked to whoever holds the code.
      await expect.poll(async () => (await publicPurchase(code)).dni).toBe('30.***.456');

      // A new device: the code opens the reservation, not the buyer's identity.
      const other = await newBuyerPage(browser, testInfo);
      const otherErrors = collectConsoleErrors(other);
      await other.goto(`/concesionario-digital/tus-datos/${code}`);
      await expectScreen(other, 'Datos personales');
      await waitForHydration(other);
      const dni = other.getByRole('textbox', { name: 'DNI', exact: true });
      const birthdate = other.getByLabel(/^Fecha de nacimiento/);
      const address = other.getByRole('textbox', { name: 'Domicilio', exact: true });
      await expect(dni).toHaveValue('30.***.456');
      await expect(birthdate).toHaveValue('1988-**-**');
      await expect(address).toHaveValue('Bel ***');
      await expect(other.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
        buyer.name,
      );
      // Each masked field says it is kept, as its description (read with the field).
      for (const field of [dni, birthdate, address]) {
        await expect(field).toHaveAccessibleDescription(personalDataMessages.maskedKept);
      }
      await expectAccessible(other);

      if (retypedDni) {
        const saved = other.waitForResponse((response) =>
          response.url().endsWith(apiPaths.dealershipUpdate),
        );
        await dni.fill(retypedDni);
        await expect(dni).not.toHaveAccessibleDescription(personalDataMessages.maskedKept);
        expect((await saved).status()).toBe(200);
      }
      await other.getByRole('button', { name: 'Continuar' }).click();
      await expectScreen(other, 'Revisa y confirma');
      await other.getByRole('button', { name: 'Ir al pago de la seña' }).click();
      await expectScreen(other, 'Pago de seña');
      await payWithCard(other, 'APRO');
      await expectScreen(other, 'Tu 0km te espera');

      // The stored DNI: kept when its mask went back untouched, replaced when typed again.
      expect(await publicPurchase(code)).toMatchObject({
        dni: retypedDni ? '28.***.888' : '30.***.456',
        birthdate: '1988-**-**',
        address: 'Bel ***',
      });
      await other.context().close();
      expect(unexpected(otherErrors)).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  test('a flow step opened without a code goes to the resume route, which asks for it', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    // The server answers the address itself with a redirect, never a soft 404.
    for (const path of ['/concesionario-digital/tus-datos/', '/concesionario-digital/revisar']) {
      const answer = await request.get(`${e2eUrls.reservation}${path}`, { maxRedirects: 0 });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe('/concesionario-digital/continue');
    }
    await page.goto('/concesionario-digital/revisar');
    await expectScreen(page, 'Retomá tu reserva');
    await expect(page).toHaveURL(/\/concesionario-digital\/continue$/);
    await expect(page.getByRole('textbox', { name: 'Código de operación' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a link to review with step 2 incomplete lands on step 2', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 104, exclusive: false });
    const code = await startOperationViaApi(request, unit);
    await page.goto(`/concesionario-digital/continue/${code}`);
    await expectScreen(page, 'Modo de pago');
    await page.getByRole('button', { name: 'Completar Restante' }).click();
    await expect(page.getByText(/^Saldo pendiente: (US)?\$\u00a00$/).first()).toBeVisible();
    await page.goto(`/concesionario-digital/revisar/${code}`);
    await expectScreen(page, 'Datos personales');
    await expect(page).toHaveURL(new RegExp(`/concesionario-digital/tus-datos/${code}$`, 'i'));
    expect(errors).toEqual([]);
  });

  test("the footer's 'Botón de arrepentimiento' opens the request with the operation's code", async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 104, exclusive: false });
    const code = await startOperationViaApi(request, unit);
    await page.goto(`/concesionario-digital/continue/${code}`);
    await expectScreen(page, 'Modo de pago');
    const opener = page.getByRole('contentinfo').getByRole('button', {
      name: messages.withdrawalTitle,
    });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: messages.withdrawalTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Código de operación' })).toHaveValue(code);
    await expectAccessible(page);
    // Keyboard: an empty request says why and stays; Escape closes and gives the focus back.
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText('Ingresá tu nombre.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^Nombre/ })).toBeFocused();
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill('Lucía');
    await dialog.getByRole('textbox', { name: /^Apellido/ }).fill('Giménez');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill('lucia@correo.example');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText(messages.withdrawalSuccess)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('an unknown address shows a page with a way back', async ({ page, request }) => {
    const answer = await request.get(`${e2eUrls.reservation}/concesionario-digital/no-existe`);
    expect(answer.status()).toBe(404);
    await page.goto('/concesionario-digital/no-existe');
    await expectScreen(page, 'Página no encontrada');
    await expect(page.getByRole('link', { name: 'Ir al Concesionario Digital' })).toBeVisible();
    await expectAccessible(page);
  });
});
