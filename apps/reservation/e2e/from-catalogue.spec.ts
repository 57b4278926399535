import { expect, test } from '@playwright/test';
import { e2eUrls } from '@territorio/e2e-kit';
import {
  claimUnit,
  collectConsoleErrors,
  expectScreen,
  isAvailable,
  outboxEmailsFor,
  payWithCard,
  reachPaymentStep,
  startOperationFromConfirmation,
} from './support';

test.describe('From the catalogue to a paid reservation', () => {
  test('an offer found on the catalogue is reserved and paid, and the confirmation is in the outbox', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${e2eUrls.catalogue}/oportunidades`);
    // The catalogue shows its popups first (spec 2.2); a buyer closes them.
    const popup = page.getByRole('dialog');
    await popup
      .getByRole('button', { name: 'Cerrar' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.getByRole('button', { name: 'Ver unidades de Polo' }).click();
    const links = page.getByRole('link', { name: 'Reservar online' });
    await expect(links.first()).toBeVisible();

    // The first unit of the list that no other test of this run holds.
    let chosen: { href: string; id: number } | undefined;
    for (const href of await links.evaluateAll((anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
    )) {
      const id = Number(new URL(href).pathname.split('/')[4]);
      if (await isAvailable(request, 1, id)) {
        chosen = { href, id };
        break;
      }
    }
    if (!chosen) throw new Error('No Polo offer is left to reserve');
    claimUnit(chosen.id);
    expect(chosen.href.startsWith(`${e2eUrls.reservation}/vehiculos-0km/reservar/`)).toBe(true);

    await page.locator(`a[href="${chosen.href}"]`).click();
    await expect(page).toHaveURL(chosen.href);
    await expectScreen(page, /Reservá online tu/);
    await expect(page.getByText('Descuento especial').first()).toBeVisible();
    const code = await startOperationFromConfirmation(page);
    await reachPaymentStep(page, { checkAccessibility: false });
    await payWithCard(page, 'APRO');
    await expectScreen(page, 'Tu 0km te espera');
    await expect
      .poll(() => outboxEmailsFor(code).map((email) => email.kind))
      .toEqual(expect.arrayContaining(['payment']));
    expect(errors).toEqual([]);
  });
});
