/**
 * The reservation's money on a dollar-priced unit (DECISIONS "Money on dollar-priced
 * units": peso trade-ins and credits converted with the operation's rate, both figures
 * shown, the totals adding up), and what a buyer types surviving a reload and a second
 * tab editing the same operation.
 */
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { apiPaths, messages } from '@territorio/api-client';
import { e2eUrls } from '@territorio/e2e-kit';
import {
  buyer,
  collectConsoleErrors,
  expectAccessible,
  expectScreen,
  fillPersonalData,
  paymentFrame,
  startReservation,
  takeUnit,
} from './support';

/** '$ 8.660.000' or 'US$ 5.849' as a number. */
function amountOf(text: string): number {
  const match = /(?:US)?\$\s*([\d.]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No amount in "${text}"`);
  return Number(match[1].replace(/\./g, ''));
}

/** A peso figure with its conversion: '$ 8.660.000 ≈ US$ 5.849'. */
const pesosWithDollars = /\$\u00a0([\d.]+) ≈ US\$\u00a0([\d.]+)/;

function convertedPair(text: string): { pesos: number; dollars: number } {
  const match = pesosWithDollars.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`No converted figure in "${text}"`);
  return {
    pesos: Number(match[1].replace(/\./g, '')),
    dollars: Number(match[2].replace(/\./g, '')),
  };
}

/** The amount of a row of a price breakdown (dt label, dd amount) in `scope`. */
/** A breakdown row's amount in the operation's currency (a dollar row adds the pesos after it). */
function breakdownAmount(page: Page, scope: Locator, label: string | RegExp): Locator {
  return scope
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type StoredOperation = {
  cash_amount: number;
  credit_amount: number;
  pending_amount: number;
  version: number;
  currency: string;
  usd_rate: number;
  purchase: { name: string; lastname: string };
  amounts?: {
    promotion_price: number;
    used_vehicles: number[];
    used_vehicles_total: number;
    credit_pesos: number;
    credit: number;
    cash: number;
    pending: number;
  };
};

async function storedOperation(page: Page, code: string): Promise<StoredOperation> {
  const response = await page.request.post(`${e2eUrls.api}${apiPaths.dealershipStart}`, {
    data: { code },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: StoredOperation }).data;
}

/** The browser logs the 409 of a stale update; it is the expected answer here. */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !/status of 409/.test(error));
}

const cashField = (page: Page) =>
  page.getByRole('textbox', { name: 'Monto en efectivo o transferencia' });

test.describe('Money on a dollar-priced unit', () => {
  test('a peso trade-in and a peso credit are converted, shown in both currencies and add up', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    // Chevrolet (brand 2) finances its dollar units; BAIC's financing is 'Próximamente'.
    const unit = await takeUnit(request, {
      brandId: 2,
      exclusive: false,
      where: (candidate) => candidate.currency === 'usd',
    });
    const code = await startReservation(page, unit);
    const stored = await storedOperation(page, code);
    expect(stored.currency).toBe('usd');
    const rate = stored.usd_rate;
    expect(rate).toBeGreaterThan(0);
    const toDollars = (pesos: number) => Math.floor((pesos * 100) / Math.round(rate * 100));

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectScreen(page, 'Modo de pago');
    const summary = page.getByRole('complementary', { name: 'Tu reserva' });
    // Res. SIyC 4/2025: the peso price first, the dollar price beside it.
    const summaryPrice = summary.getByRole('group', { name: 'Precio final' });
    await expect(summaryPrice).toContainText(/\$\u00a0[\d.]+ (equivalente a )?US\$\u00a0[\d.]+/);
    const price = amountOf(/US\$\u00a0[\d.]+/.exec(await summaryPrice.innerText())?.[0] ?? '');
    await expectAccessible(page);

    // A trade-in is quoted in pesos and counts in dollars, rounded down.
    await page.getByRole('button', { name: 'Agregar Usado' }).click();
    await expectScreen(page, 'Agregar Usado');
    await chooseOption(page, 'Marca', 'Volkswagen');
    await chooseOption(page, 'Modelo', 'Gol Trend');
    await chooseOption(page, 'Versión', '1.6 Trendline 5p');
    await page.getByRole('textbox', { name: 'Año' }).fill('2015');
    await page.getByRole('textbox', { name: 'Kilometraje' }).fill('90000');
    await page.getByRole('button', { name: 'Cotizar' }).click();
    await expect(page.getByRole('heading', { name: 'Cotización de tu usado' })).toBeFocused();
    const quote = convertedPair(await page.getByText(pesosWithDollars).first().innerText());
    expect(quote.dollars).toBe(toDollars(quote.pesos));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Aceptar Cotización' }).click();
    await expectScreen(page, 'Modo de pago');
    await expect(page.getByText(/Cotización \$\u00a0[\d.]+ ≈ US\$\u00a0[\d.]+/)).toBeVisible();

    // The credit is a peso loan: typed in pesos, prefilled with what remains in pesos.
    await page.getByRole('button', { name: 'Agregar financiación' }).click();
    await expectScreen(page, 'Agregar financiación');
    const loan = page.getByRole('textbox', { name: 'Monto a financiar' });
    // Grouped in thousands as the buyer reads it ('41.173.720').
    const prefilled = Number((await loan.inputValue()).replace(/\D/g, ''));
    expect(toDollars(prefilled)).toBe(price - quote.dollars);
    await expect(loan).toHaveAccessibleDescription(/En pesos/);
    await loan.fill('10000000');
    await expect(page.getByText(/^Encontramos \d+ planes? para ese importe\.$/)).toBeVisible();
    const plan = page.getByRole('article').filter({ hasText: 'Prendario tasa fija 36 meses' });
    await expect(plan.getByText(/\$\u00a020\.000\.000 ≈ US\$\u00a0[\d.]+/).first()).toBeVisible();
    await expectAccessible(page);
    await plan.getByRole('button', { name: 'Elegir este plan' }).click();
    const credit = toDollars(10_000_000);
    await expect(
      page.getByText(
        `Elegiste Prendario tasa fija 36 meses: financiás $ 10.000.000 ≈ US$ ${credit.toLocaleString('es-AR')} en 36 cuotas.`,
      ),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Volver a Modo de pago' }).click();
    await expectScreen(page, 'Modo de pago');
    await expect(
      page.getByText(/^\$\u00a010\.000\.000 ≈ US\$\u00a0[\d.]+ en 36 cuotas de \$\u00a0/),
    ).toBeVisible();

    // What remains, in dollars: the price less the converted trade-in and credit.
    const pending = price - quote.dollars - credit;
    await expect(page.getByText(/^Saldo pendiente: US\$/).first()).toHaveText(
      `Saldo pendiente: US$ ${pending.toLocaleString('es-AR')}`,
    );
    // Cash over what remains is capped, and the field says why.
    await cashField(page).fill(String(pending + 5_000));
    await expect(cashField(page)).toHaveAccessibleDescription(
      `El efectivo no puede superar lo que resta pagar: US$ ${pending.toLocaleString('es-AR')}. Lo ajustamos a ese importe.`,
    );
    await expect(cashField(page)).toHaveValue(String(pending));
    await expect(page.getByText(/^Saldo pendiente: US\$\u00a00$/).first()).toBeVisible();
    await expectAccessible(page);

    // The server stored the figures the buyer saw.
    await expect
      .poll(async () => (await storedOperation(page, code)).amounts)
      .toMatchObject({
        full_price: price,
        promotion_discount: 0,
        promotion_price: price,
        used_vehicles: [quote.dollars],
        used_vehicles_total: quote.dollars,
        credit_pesos: 10_000_000,
        credit,
        cash: pending,
        pending: 0,
      });

    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectScreen(page, 'Datos personales');
    await fillPersonalData(page);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectScreen(page, 'Revisa y confirma');
    const review = page.getByRole('region', { name: 'Modo de pago' });
    await expect(review.getByRole('group', { name: 'Precio final' })).toContainText(
      `US$ ${price.toLocaleString('es-AR')}`,
    );
    await expect(breakdownAmount(page, review, 'Contado')).toHaveText(
      `US$ ${pending.toLocaleString('es-AR')}`,
    );
    await expect(breakdownAmount(page, review, /^Vehículos usados/)).toHaveText(
      `US$ ${quote.dollars.toLocaleString('es-AR')}`,
    );
    await expect(breakdownAmount(page, review, /^Financiación/)).toHaveText(
      `US$ ${credit.toLocaleString('es-AR')}`,
    );
    await expect(
      review.getByText(/\$\u00a010\.000\.000 ≈ US\$\u00a0[\d.]+ · 36 cuotas de \$\u00a0/),
    ).toBeVisible();
    await expect(breakdownAmount(page, review, 'Saldo pendiente')).toHaveText('US$ 0');
    await expect(review.getByText(pesosWithDollars).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Ir al pago de la seña' }).click();
    await expectScreen(page, 'Pago de seña');
    await expect(paymentFrame(page).getByLabel('Número de tarjeta')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

test.describe('What the buyer typed is not lost', () => {
  test('a reload right after typing keeps the cash and the personal data', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 104, exclusive: false });
    const code = await startReservation(page, unit, { checkAccessibility: false });
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectScreen(page, 'Modo de pago');

    // Typed and reloaded at once: before the 500 ms of the cash's debounce.
    await cashField(page).fill('7000000');
    await page.reload();
    await expectScreen(page, 'Modo de pago');
    await expect(cashField(page)).toHaveValue('7000000');
    expect((await storedOperation(page, code)).cash_amount).toBe(7_000_000);

    await page.getByRole('button', { name: 'Completar Restante' }).click();
    await expect(page.getByText(/^Saldo pendiente: \$\u00a00$/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectScreen(page, 'Datos personales');
    // Before the 750 ms of the personal data's debounce.
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(buyer.name);
    await page.reload();
    await expectScreen(page, 'Datos personales');
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
      buyer.name,
    );
    expect((await storedOperation(page, code)).purchase.name).toBe(buyer.name);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('two tabs on one operation: the stale one takes the other changes and keeps its own', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 104, exclusive: false });
    const code = await startReservation(page, unit, { checkAccessibility: false });
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expectScreen(page, 'Modo de pago');
    await page.getByRole('button', { name: 'Completar Restante' }).click();
    await expect(page.getByText(/^Saldo pendiente: \$\u00a00$/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expectScreen(page, 'Datos personales');

    // The same buyer opens the reservation in a second tab of the same browser.
    const other = await page.context().newPage();
    const otherErrors = collectConsoleErrors(other);
    await other.goto(page.url());
    await expectScreen(other, 'Datos personales');

    // The second tab stores a last name first.
    const saved = other.waitForResponse((response) =>
      response.url().endsWith('/dealership/update'),
    );
    await other.getByRole('textbox', { name: 'Apellido', exact: true }).fill('Pérez');
    expect((await saved).ok()).toBe(true);

    // The first tab, still on the older copy, is typing the name.
    const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
    await name.fill('Lucía');
    const notice = page.getByRole('status').filter({ hasText: messages.operationChangedElsewhere });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(new RegExp(messages.operationChangedElsewhere));
    // What it was typing stays; the other tab's change is taken.
    await expect(name).toHaveValue('Lucía');
    await expect(page.getByRole('textbox', { name: 'Apellido', exact: true })).toHaveValue('Pérez');
    await expectAccessible(page);
    // And its change was stored on top of the other tab's.
    await expect
      .poll(async () => {
        const stored = await storedOperation(page, code);
        return { name: stored.purchase.name, lastname: stored.purchase.lastname };
      })
      .toEqual({ name: 'Lucía', lastname: 'Pérez' });

    await page.getByRole('button', { name: 'Entendido' }).click();
    await expect(notice).toHaveCount(0);
    await other.close();
    expect(unexpected(errors)).toEqual([]);
    expect(otherErrors).toEqual([]);
  });
});
