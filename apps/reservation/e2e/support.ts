/**
 * Helpers of the reservation end-to-end suite: the buy routes of a unit, the payment
 * frame's card form and the flow's screens. Units, operations started and paid through
 * the API, and the outbox come from the e2e kit, which the console's suite shares.
 */
import type { Browser, FrameLocator, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';
import { buyRoute, dealershipStartRoute } from '@territorio/api-client';
import {
  collectConsoleErrors,
  e2eUrls,
  expectNoAxeViolations,
  waitForHydration,
} from '@territorio/e2e-kit';
import { buyer, testCard, type Unit } from '@territorio/e2e-kit/reservation-api';

export {
  buyer,
  claimUnit,
  isAvailable,
  outboxEmailsFor,
  payViaApi,
  readOperation,
  startOperationViaApi,
  takeUnit,
  testCard,
  type Unit,
} from '@territorio/e2e-kit/reservation-api';

function routeInput(unit: Unit) {
  return {
    brand: unit.brand_id,
    id: unit.id,
    family: unit.family,
    family_id: unit.family_id,
    model: unit.model ?? unit.name,
  };
}

export function buyPath(unit: Unit): string {
  return buyRoute(routeInput(unit));
}

/** The addresses (path and query) the page asks the API for, images left out, as they go. */
export function recordApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.origin === e2eUrls.api && sent.resourceType() !== 'image') {
      reads.push(`${url.pathname}${url.search}`);
    }
  });
  return reads;
}

/** The start screen of a unit (the email form), without the confirmation before it. */
export function startPath(unit: Unit): string {
  return dealershipStartRoute(routeInput(unit));
}

export type CardHolder = 'APRO' | 'CONT' | 'OTHE';

export function paymentFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Pago de la seña con tarjeta de crédito"]');
}

/** Fills the frame's card form and presses 'Pagar'. */
export async function payWithCard(page: Page, holder: CardHolder): Promise<void> {
  const frame = paymentFrame(page);
  await frame.getByLabel('Número de tarjeta').fill(testCard.number);
  await frame.getByLabel('Vencimiento').fill(testCard.expiry);
  await frame.getByLabel('Código de seguridad').fill(testCard.securityCode);
  await frame.getByLabel('Nombre del titular').fill(holder);
  await frame.getByLabel('Documento del titular').fill(testCard.document);
  await frame.getByLabel('Cuotas').selectOption('3');
  await frame.getByRole('button', { name: 'Pagar' }).click();
}

/** The screen's h1 has the focus after an in-app navigation (or is at least visible). */
export async function expectScreen(page: Page, title: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** axe on the whole page, the payment frame (the API's page) included. */
export async function expectAccessible(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
}

export { collectConsoleErrors };

export type FlowOptions = {
  /** Runs axe on every screen passed (default true). */
  readonly checkAccessibility?: boolean;
};

async function maybeCheck(page: Page, options: FlowOptions): Promise<void> {
  if (options.checkAccessibility ?? true) await expectAccessible(page);
}

/** Confirmation -> start with an email -> the operation code. */
export async function startReservation(
  page: Page,
  unit: Unit,
  options: FlowOptions = {},
): Promise<string> {
  await page.goto(buyPath(unit));
  await waitForHydration(page);
  await expectScreen(page, /Reservá online tu/);
  return startOperationFromConfirmation(page, options);
}

/** On the confirmation screen: 'Reservar online', the email, 'Comenzar'; the operation code. */
export async function startOperationFromConfirmation(
  page: Page,
  options: FlowOptions = {},
): Promise<string> {
  await expect(page.getByText('Precio de lista contado')).toBeVisible();
  // The confirmation may have just arrived server-rendered (a link from the catalogue): its
  // button acts once the script has hydrated it.
  await waitForHydration(page);
  await maybeCheck(page, options);
  await page.getByRole('button', { name: 'Reservar online' }).click();
  await expectScreen(page, 'Comenzá tu reserva');
  await maybeCheck(page, options);
  const start = page.getByRole('button', { name: 'Comenzar' });
  await expect(start).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(buyer.email);
  await start.click();
  await expectScreen(page, '¡Tu reserva comenzó!');
  await maybeCheck(page, options);
  const code = (
    await page
      .locator('p', { hasText: /^[0-9A-Z]{10,}$/ })
      .first()
      .innerText()
  ).trim();
  expect(code).toMatch(/^[0-9A-Z]{10,}$/);
  return code;
}

/** Personal data of step 2, typed into the form. */
export async function fillPersonalData(page: Page): Promise<void> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('DNI').fill(buyer.dni);
  await field('Nombre').fill(buyer.name);
  await field('Apellido').fill(buyer.lastname);
  await page.getByLabel(/^Fecha de nacimiento/).fill(buyer.birthdate);
  await page.getByRole('combobox', { name: 'Estado civil' }).click();
  await page.getByRole('option', { name: buyer.maritalStatus }).click();
  await field('Teléfono').fill(buyer.telephone);
  await field('Email').fill(buyer.email);
  await field('Domicilio').fill(buyer.address);
}

/** From 'Siguiente' on the start screen to step 4, paying everything in cash. */
export async function reachPaymentStep(page: Page, options: FlowOptions = {}): Promise<void> {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expectScreen(page, 'Modo de pago');
  await maybeCheck(page, options);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await page.getByRole('button', { name: 'Completar Restante' }).click();
  await expect(page.getByText(/^Saldo pendiente: (US)?\$\u00a00$/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectScreen(page, 'Datos personales');
  await maybeCheck(page, options);
  await fillPersonalData(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectScreen(page, 'Revisa y confirma');
  await maybeCheck(page, options);
  await page.getByRole('button', { name: 'Ir al pago de la seña' }).click();
  await expectScreen(page, 'Pago de seña');
  await expect(paymentFrame(page).getByLabel('Número de tarjeta')).toBeVisible();
  await maybeCheck(page, options);
}

/** A browser context of its own (another buyer, or the same one on another device). */
export async function newBuyerPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: e2eUrls.reservation,
    locale: use.locale,
    timezoneId: use.timezoneId,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
  });
  return context.newPage();
}
