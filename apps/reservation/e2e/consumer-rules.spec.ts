/**
 * Prices, financing and withdrawal as Argentine consumer rules require (docs/decisions.md),
 * and the defects found on the same screens, against the real API.
 */
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { CreditPlan } from '@territorio/api-client';
import {
  apiPaths,
  buyRoute,
  fillRoute,
  formatPrice,
  intranetPaths,
  messages,
  routes,
} from '@territorio/api-client';
import { e2eUrls, waitForHydration } from '@territorio/e2e-kit';
import {
  buyPath,
  collectConsoleErrors,
  expectAccessible,
  expectScreen,
  payViaApi,
  payWithCard,
  reachPaymentStep,
  startOperationViaApi,
  startReservation,
  takeUnit,
} from './support';
import type { Unit } from './support';

/** The unit's list price, read from the same stock answer `takeUnit` reads. */
const priceOf = (unit: Unit) => (unit as Unit & { price: number }).price;

async function openConfirmation(page: Page, unit: Unit) {
  await page.goto(buyPath(unit));
  await waitForHydration(page);
  await expectScreen(page, /Reservá online tu/);
}

async function openStepOne(page: Page) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expectScreen(page, 'Modo de pago');
}

/** Posts a patch of the operation (spec 7.2 update without a version). */
async function updateOperation(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post(`${e2eUrls.api}${apiPaths.dealershipUpdate}`, {
    data: body,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A valuation issued for the operation, as the used-vehicle screen gets one. */
async function quoteUsedVehicle(request: APIRequestContext, code: string, kms: number) {
  const read = async (path: string, query: Record<string, string | number>) => {
    const url = new URL(`${e2eUrls.api}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const response = await request.get(url.toString());
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: Record<string, unknown>[] }).data;
  };
  const brand = (await read(apiPaths.usedBrands, {})).find((item) => item.name === 'Volkswagen')!;
  const versions = await read(apiPaths.usedVehicles, {
    brand_id: brand.id as number,
    group: 'Gol Trend',
  });
  const version = versions[0] as { codia: string; description: string };
  const vehicle = {
    brand: 'Volkswagen',
    model: 'Gol Trend',
    vehicle: version.description,
    codia: version.codia,
    year: 2015,
    kms,
  };
  const response = await request.post(`${e2eUrls.api}${apiPaths.dealershipValuation}`, {
    data: { ...vehicle, operation: code },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: number | { valuation: number } };
  const valuation = typeof body.data === 'number' ? body.data : body.data.valuation;
  return { ...vehicle, valuation };
}

test.describe('Prices as Res. SIyC 4/2025 asks', () => {
  test('a peso unit: the final price, and smaller, the price without national taxes', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, exclusive: false });
    await openConfirmation(page, unit);
    const price = page.getByRole('group', { name: 'Precio final' });
    await expect(price).toContainText(/\$\u00a0[\d.]+/);
    await expect(price).not.toContainText('US$');
    await expect(price).toContainText(/Precio sin impuestos nacionales: \$\u00a0[\d.]+/);
    // Both rights, side by side, before anything is paid.
    const rights = page.getByRole('region', { name: 'Si te arrepentís de la reserva' });
    await expect(rights.getByText('Cancelación dentro de las 48 horas')).toBeVisible();
    await expect(rights.getByText('Arrepentimiento dentro de los 10 días corridos')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a dollar unit: the peso price with the dollar price beside it', async ({
    page,
    request,
  }) => {
    const unit = await takeUnit(request, {
      brandId: 6,
      where: (candidate) => candidate.currency === 'usd',
      exclusive: false,
    });
    await openConfirmation(page, unit);
    const price = page.getByRole('group', { name: 'Precio final' });
    await expect(price).toContainText(
      /^Precio final\$\u00a0[\d.]+ (equivalente a )?US\$\u00a0[\d.]+/,
    );
    await expect(price).toContainText(/Precio sin impuestos nacionales: \$\u00a0[\d.]+/);
    await expectAccessible(page);
  });
});

test.describe('The buy route of a unit that is not for sale', () => {
  test('an unknown unit answers 404 with the message and Volver', async ({ page }) => {
    const response = await page.goto(
      buyRoute({ brand: 1, id: 999_999, family: 'polo', family_id: 101, model: 'polo-track' }),
    );
    expect(response?.status()).toBe(404);
    await expect(page.getByText(messages.vehicleUnavailable)).toBeVisible();
    await expect(page.getByRole('link', { name: messages.vehicleUnavailableAction })).toBeVisible();
  });

  test('a reserved unit is not found or gone, with the message and Volver', async ({
    page,
    request,
  }) => {
    const unit = await takeUnit(request, { brandId: 2 });
    await payViaApi(request, await startOperationViaApi(request, unit));
    const response = await page.goto(buyPath(unit));
    // 410 when the API says the unit is no longer for sale (its status, or 410); the API's
    // stock lists only units for sale, so it answers a reserved unit 404 and the page follows.
    expect([404, 410]).toContain(response?.status());
    await expect(page.getByText(messages.vehicleUnavailable)).toBeVisible();
    await expect(page.getByRole('link', { name: messages.vehicleUnavailableAction })).toBeVisible();
  });

  test("the header's 'Ver vehículos 0km' goes to the 0km catalogue", async ({ page, request }) => {
    const unit = await takeUnit(request, { brandId: 1, exclusive: false });
    await openConfirmation(page, unit);
    await expect(page.getByRole('link', { name: 'Ver vehículos 0km' })).toHaveAttribute(
      'href',
      `${e2eUrls.catalogue}${routes.families}`,
    );
    await expect(page.getByRole('button', { name: messages.withdrawalTitle })).toBeVisible();
  });
});

test.describe('Financing', () => {
  test('the amount is grouped as typed, and one over what remains is lowered in the field', async ({
    page,
    request,
  }) => {
    const unit = await takeUnit(request, { brandId: 1, exclusive: false });
    await startReservation(page, unit, { checkAccessibility: false });
    await openStepOne(page);
    await page.getByRole('button', { name: 'Agregar financiación' }).click();
    await expectScreen(page, 'Agregar financiación');
    const amount = page.getByRole('textbox', { name: 'Monto a financiar' });
    await expect(amount).toHaveValue(/^\d{1,3}(\.\d{3})+$/);
    const remaining = await amount.inputValue();

    await amount.fill('');
    await amount.pressSequentially('1500000');
    await expect(amount).toHaveValue('1.500.000');

    const plans = page.waitForResponse((response) =>
      response.url().includes(intranetPaths.credits),
    );
    await amount.fill('100000000');
    await plans;
    await expect(amount).toHaveValue(remaining);
    await expect(amount).toHaveAccessibleDescription(/Lo ajustamos a ese importe/);
    await expectAccessible(page);
  });

  test('plan cards: the CFTEA at five times the TNA, and a plan over its maximum is offered', async ({
    page,
    request,
  }) => {
    // More than the largest plan's maximum ($ 40.000.000) remains on this unit.
    const unit = await takeUnit(request, {
      brandId: 1,
      where: (candidate) => priceOf(candidate) > 45_000_000,
      exclusive: false,
    });
    const probe = await request.get(
      `${e2eUrls.api}${intranetPaths.credits}?brand_id=1&vehicle=${unit.id}&loan_amount=45000000`,
    );
    // The API lists every plan with its rates, and the one whose maximum is below the loan as not available.
    const listed = ((await probe.json()) as { data: CreditPlan[] }).data;
    expect(listed.every((plan) => plan.tna !== null && plan.cftea !== null)).toBe(true);
    expect(
      listed.some((plan) => !plan.available && plan.financed_amount === plan.financed_max),
    ).toBe(true);
    await startReservation(page, unit, { checkAccessibility: false });
    await openStepOne(page);
    await page.getByRole('button', { name: 'Agregar financiación' }).click();
    await expectScreen(page, 'Agregar financiación');
    const card = page
      .getByRole('article')
      .filter({ hasText: /Financia hasta \$\u00a040\.000\.000/ });
    await expect(card).toBeVisible();
    const sizeOf = (part: string) =>
      card
        .locator(`[data-part="${part}"]`)
        .first()
        .evaluate((element) => {
          const value = element.querySelector('dd') ?? element;
          return Number.parseFloat(getComputedStyle(value).fontSize);
        });
    expect(await sizeOf('cftea')).toBeGreaterThanOrEqual(5 * (await sizeOf('tna')));
    await expect(card).toContainText(/CFTEA \(con IVA\)\s*[\d,]+\u00a0%/);
    await expect(card).not.toContainText(/tasa 0|sin inter/i);
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Elegir este plan' }).click();
    await expect(page.getByText(/financiás \$\u00a040\.000\.000/)).toBeFocused();
  });
});

test.describe('After the deposit', () => {
  test('the summary lists trade-ins and credit once, the make, the instalment and the deposit', async ({
    page,
    request,
  }) => {
    const unit = await takeUnit(request, { brandId: 1 });
    const code = await startOperationViaApi(request, unit);
    const used = await quoteUsedVehicle(request, code, 80_000);
    await updateOperation(request, {
      code,
      used_vehicles: [used],
      credit_id: 9,
      credit_name: 'Prendario 60 meses',
      credit_amount: 6_000_000,
      credit_installments: 60,
      credit_avg_installment: 300_000,
    });
    await payViaApi(request, code);

    await page.goto(fillRoute(routes.reserved, { operation_code: code }));
    await waitForHydration(page);
    await expectScreen(page, 'Tu 0km te espera');
    const agreed = page
      .locator('div', {
        has: page.getByRole('heading', { name: 'Lo que acordamos' }),
      })
      .last();
    await expect(agreed.getByText(formatPrice(used.valuation, 'ars'), { exact: true })).toHaveCount(
      1,
    );
    await expect(agreed.getByText('Seña pagada (se descuenta del precio)')).toBeVisible();
    await expect(
      agreed.getByText('A pagar en el concesionario (contado menos la seña)'),
    ).toBeVisible();
    await expect(agreed.getByText(/60 cuotas de \$\u00a0[\d.]+/).first()).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen de tu reserva' });
    await expect(summary.getByText('Volkswagen', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^1 pago de \$\u00a0[\d.]+$/)).toBeVisible();
    const rights = page.getByRole('region', { name: 'Si te arrepentís de la reserva' });
    await expect(rights.getByText(/Podés cancelar hasta el .+ a las \d\d:\d\d\./)).toBeVisible();
    await expect(rights.getByText(/Podés arrepentirte hasta el .+ inclusive\./)).toBeVisible();
    await expectAccessible(page);
  });

  test('after a rejected card the focus lands on the reason and its retry', async ({
    page,
    request,
  }) => {
    const unit = await takeUnit(request, { brandId: 4 });
    await startReservation(page, unit, { checkAccessibility: false });
    await reachPaymentStep(page, { checkAccessibility: false });
    await expect(
      page.getByRole('region', { name: 'Si te arrepentís de la reserva' }),
    ).toBeVisible();
    await payWithCard(page, 'OTHE');
    await expect(page.getByText('No pudimos cobrar la seña.')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('No pudimos cobrar la seña.');
    await expectAccessible(page);
  });
});

test("a disabled 'Agregar Usado' after three trade-ins says why", async ({ page, request }) => {
  const unit = await takeUnit(request, { brandId: 1, exclusive: false });
  const code = await startOperationViaApi(request, unit);
  const usedVehicles = [
    await quoteUsedVehicle(request, code, 50_000),
    await quoteUsedVehicle(request, code, 60_000),
    await quoteUsedVehicle(request, code, 70_000),
  ];
  await updateOperation(request, { code, used_vehicles: usedVehicles });
  await page.goto(fillRoute(routes.paymentMode, { operation_code: code }));
  await waitForHydration(page);
  await expectScreen(page, 'Modo de pago');
  const add = page.getByRole('button', { name: 'Agregar Usado' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription(messages.tooManyUsedVehicles);
  await expectAccessible(page);
});
