import { expect, test } from '@playwright/test';
import {
  collectConsoleErrors,
  expectAccessible,
  expectScreen,
  outboxEmailsFor,
  paymentFrame,
  payWithCard,
  reachPaymentStep,
  startReservation,
  takeUnit,
} from './support';

test.describe('Reservation paid by card', () => {
  test('an approved card ends on "Tu 0km te espera" and the confirmation email is in the outbox', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 101 });
    const code = await startReservation(page, unit);
    await reachPaymentStep(page);
    await payWithCard(page, 'APRO');
    await expectScreen(page, 'Tu 0km te espera');
    await expect(page).toHaveURL(new RegExp(`/concesionario-digital/reservado/${code}$`, 'i'));
    await expect(page.getByText('dentro de las 48 horas').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /por WhatsApp/ }).first()).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await expect(page.getByRole('link', { name: /Videollamada con/ }).first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Cancelar reserva y pedir la devolución' }),
    ).toBeVisible();
    await expectAccessible(page);

    // The resume-later email of the start, and the confirmation of the payment.
    await expect
      .poll(() => outboxEmailsFor(code).map((email) => email.kind))
      .toEqual(expect.arrayContaining(['resume', 'payment']));
    const confirmation = outboxEmailsFor(code).find((email) => email.kind === 'payment');
    expect(confirmation?.subject).toContain('Reserva confirmada');

    // Cancelling leaves the success page for the cancelled state, where the focus lands.
    await page.getByRole('button', { name: 'Cancelar reserva y pedir la devolución' }).click();
    await page
      .getByRole('dialog', { name: '¿Querés cancelar tu reserva?' })
      .getByRole('button', { name: 'Sí, cancelar y pedir la devolución' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cancelaste esta reserva' }),
    ).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/concesionario-digital/continue/${code}$`, 'i'));
    await expect(page.getByText(/100% de la seña/)).toBeVisible();
    await expect(page.getByText('Tu 0km te espera')).toHaveCount(0);
    await expectAccessible(page);
    // The success address of a cancelled reservation shows it cancelled, never the success.
    await page.goto(`/concesionario-digital/reservado/${code}`);
    await expectScreen(page, 'Cancelaste esta reserva');
    await expect(page).toHaveURL(new RegExp(`/concesionario-digital/continue/${code}$`, 'i'));
    expect(errors).toEqual([]);
  });

  test('a pending card (CONT) ends on the pending page, which also offers the refund', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 103 });
    const code = await startReservation(page, unit, { checkAccessibility: false });
    await reachPaymentStep(page, { checkAccessibility: false });
    await payWithCard(page, 'CONT');
    await expectScreen(page, 'Tu reserva está pendiente de confirmación');
    await expect(page).toHaveURL(new RegExp(`/concesionario-digital/pendiente/${code}$`, 'i'));
    await expect(page.getByText('dentro de las 48 horas').first()).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Cancelar reserva y pedir la devolución' }),
    ).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('a rejected card (OTHE) stays on step 4 with the reason and a retry', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, {
      brandId: 4,
      where: (candidate) => candidate.currency === 'usd',
    });
    await startReservation(page, unit, { checkAccessibility: false });
    await reachPaymentStep(page, { checkAccessibility: false });
    await payWithCard(page, 'OTHE');
    await expect(page.getByText('No pudimos cobrar la seña.')).toBeVisible();
    await expectScreen(page, 'Pago de seña');
    await expect(page).toHaveURL(/\/concesionario-digital\/reserva\//);
    // One way to try again: the frame (with its own retry) steps aside meanwhile.
    await expect(page.getByRole('button', { name: /intentar/i })).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page.getByText('No pudimos cobrar la seña.')).toBeHidden();
    await expect(paymentFrame(page).getByLabel('Número de tarjeta')).toBeVisible();
    await payWithCard(page, 'APRO');
    await expectScreen(page, 'Tu 0km te espera');
    expect(errors).toEqual([]);
  });
});
