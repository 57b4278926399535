import { tabTo, waitForHydration } from '@territorio/e2e-kit';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { messages } from '@territorio/api-client';
import {
  buyer,
  buyPath,
  collectConsoleErrors,
  expectAccessible,
  expectScreen,
  newBuyerPage,
  outboxEmailsFor,
  paymentFrame,
  readOperation,
  reachPaymentStep,
  startReservation,
  takeUnit,
  testCard,
} from './support';

/** Fills the frame's card form without submitting it. */
async function fillCard(page: Page, holder: string) {
  const frame = paymentFrame(page);
  await frame.getByLabel('Número de tarjeta').fill(testCard.number);
  await frame.getByLabel('Vencimiento').fill(testCard.expiry);
  await frame.getByLabel('Código de seguridad').fill(testCard.securityCode);
  await frame.getByLabel('Nombre del titular').fill(holder);
  await frame.getByLabel('Documento del titular').fill(testCard.document);
}

/** 'won' on the success page, 'lost' when told the unit is gone. */
async function outcomeOf(page: Page): Promise<'won' | 'lost'> {
  const won = page.getByRole('heading', { level: 1, name: 'Tu 0km te espera' });
  const lost = page.getByText(messages.vehicleUnavailable);
  await expect(won.or(lost)).toBeVisible();
  return (await won.isVisible()) ? 'won' : 'lost';
}

test('two buyers race for one unit: one reserves it, the other is told and not charged', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const unit = await takeUnit(request, { brandId: 1, familyId: 102 });
  const buyers = [page, await newBuyerPage(browser, testInfo)] as const;
  const errors = buyers.map((buyerPage) => collectConsoleErrors(buyerPage));
  const codes: string[] = [];
  for (const buyerPage of buyers) {
    codes.push(await startReservation(buyerPage, unit, { checkAccessibility: false }));
    await reachPaymentStep(buyerPage, { checkAccessibility: false });
    await fillCard(buyerPage, 'APRO');
  }

  // Both press 'Pagar' at the same time.
  await Promise.all(
    buyers.map((buyerPage) =>
      paymentFrame(buyerPage).getByRole('button', { name: 'Pagar' }).click(),
    ),
  );
  const outcomes = await Promise.all(buyers.map(outcomeOf));
  expect([...outcomes].sort()).toEqual(['lost', 'won']);

  const loser = outcomes.indexOf('lost');
  const loserPage = buyers[loser] as Page;
  const loserCode = codes[loser] as string;
  await expect(loserPage.getByText('No se realizó ningún cobro en tu tarjeta.')).toBeVisible();
  await expectAccessible(loserPage);
  const operation = await readOperation(request, loserCode);
  expect(operation.status).toBe('open');
  expect(operation.purchase.transaction.status).toBe('none');
  expect(outboxEmailsFor(loserCode).some((email) => email.kind === 'payment')).toBe(false);
  await buyers[1].context().close();
  // Chromium logs the losing payment's 409 inside the frame, and the 404 of the unit the
  // page then asks about (it left the stock): both are the expected answers.
  expect(errors.flat().filter((error) => !/status of (404|409)/.test(error))).toEqual([]);
});

test('the whole reservation can be completed with the keyboard alone', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const unit = await takeUnit(request, { brandId: 1, familyId: 101 });
  const heading = page.getByRole('heading', { level: 1 });
  const press = async (name: string | RegExp) => {
    await tabTo(page, page.getByRole('button', { name }));
    await page.keyboard.press('Enter');
  };

  await page.goto(buyPath(unit));

  await waitForHydration(page);
  await expectScreen(page, /Reservá online tu/);
  await press('Reservar online');

  await expectScreen(page, 'Comenzá tu reserva');
  await expect(heading).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type(buyer.email);
  await page.keyboard.press('Enter');

  await expectScreen(page, '¡Tu reserva comenzó!');
  await press('Siguiente');

  await expectScreen(page, 'Modo de pago');
  await expect(heading).toBeFocused();
  await press('Completar Restante');
  await expect(page.getByText(/^Saldo pendiente: \$\u00a00$/).first()).toBeVisible();
  await press('Continuar');

  await expectScreen(page, 'Datos personales');
  await expect(heading).toBeFocused();
  const typeInto = async (name: string, text: string) => {
    await tabTo(page, page.getByRole('textbox', { name, exact: true }));
    await page.keyboard.type(text);
  };
  await typeInto('DNI', buyer.dni);
  await typeInto('Nombre', buyer.name);
  await typeInto('Apellido', buyer.lastname);
  await tabTo(page, page.getByLabel(/^Fecha de nacimiento/));
  // es-AR date fields read day, month, year.
  await page.keyboard.type('12041988');
  await tabTo(page, page.getByRole('combobox', { name: 'Estado civil' }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Estado civil' })).toHaveText(/Soltero\/a/);
  await typeInto('Teléfono', buyer.telephone);
  await typeInto('Email', buyer.email);
  await press('Continuar');

  await expectScreen(page, 'Revisa y confirma');
  await expect(heading).toBeFocused();
  await press('Ir al pago de la seña');

  await expectScreen(page, 'Pago de seña');
  const frame = paymentFrame(page);
  await expect(frame.getByLabel('Número de tarjeta')).toBeVisible();
  const typeIntoFrame = async (label: string, text: string) => {
    await tabTo(page, frame.getByLabel(label));
    await page.keyboard.type(text);
  };
  await typeIntoFrame('Número de tarjeta', testCard.number);
  await typeIntoFrame('Vencimiento', testCard.expiry);
  await typeIntoFrame('Código de seguridad', testCard.securityCode);
  await typeIntoFrame('Nombre del titular', 'APRO');
  await typeIntoFrame('Documento del titular', testCard.document);
  await tabTo(page, frame.getByLabel('Cuotas'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, frame.getByRole('button', { name: 'Pagar' }));
  await page.keyboard.press('Enter');

  await expectScreen(page, 'Tu 0km te espera');
  await expect(heading).toBeFocused();
  await expectAccessible(page);
  expect(errors).toEqual([]);
});
