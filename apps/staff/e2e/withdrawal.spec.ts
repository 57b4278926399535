import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { desktopOnly, e2eUrls, expectNoAxeViolations, waitForHydration } from '@territorio/e2e-kit';
import { apiPaths, withdrawalDays } from '@territorio/api-client';
import { withdrawalStatusLabels } from '@territorio/api-client/staff';
import {
  outboxEmailsFor,
  payViaApi,
  startOperationViaApi,
  takeUnit,
} from '@territorio/e2e-kit/reservation-api';
import { backdatePayment, closeCataloguePopups, signIn, type Role } from './support';

/**
 * The 10-calendar-day withdrawal right (Res. 424/2020, Disp. 954/2025): a buyer whose
 * deposit was paid `days` ago uses the "Botón de arrepentimiento" on the public site; the
 * page shows the case code the API answered at once, the acknowledgement email carries
 * it, and the console shows where the request stands.
 */
async function withdrawAfter(
  page: Page,
  request: APIRequestContext,
  days: number,
): Promise<{ code: string; reference: string; lastname: string }> {
  const unit = await takeUnit(request, { brandId: 2 });
  const code = await startOperationViaApi(request, unit);
  await payViaApi(request, code);
  await backdatePayment(code, days);
  const lastname = `Arrepentida${days}d${Date.now()}`;

  await closeCataloguePopups(page);
  await page.goto(
    `${e2eUrls.catalogue}/?arrepentimiento&operation_code=${encodeURIComponent(code)}`,
  );
  await waitForHydration(page);
  const form = page.getByRole('dialog', { name: 'Botón de arrepentimiento' });
  await expect(form.getByLabel('Código de operación')).toHaveValue(code);
  await form.getByLabel('Nombre').fill('Marta');
  await form.getByLabel('Apellido').fill(lastname);
  await form.getByLabel('Email').fill('marta.arrepentida@example.com');
  await form.getByLabel('Motivo (opcional)').fill('Me arrepentí de la reserva.');
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(apiPaths.withdrawal) && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  const response = await answered;
  expect(response.status()).toBe(201);
  const { reference } = ((await response.json()) as { data: { reference: string } }).data;
  expect(reference).toMatch(/^ARR-[A-Z0-9]+$/);
  // At once: on the page that sent it, and in the acknowledgement email.
  await expect(form).toContainText(`Tu código de trámite es ${reference}.`);
  await expect
    .poll(() =>
      outboxEmailsFor(code).some(
        (email) => email.kind === 'withdrawal' && email.subject.includes(reference),
      ),
    )
    .toBe(true);
  return { code, reference, lastname };
}

async function openRequest(page: Page, role: Role, lastname: string) {
  await signIn(page, role, `/consultas?type=withdrawal&q=${encodeURIComponent(lastname)}`);
  const row = page.getByRole('row').filter({ hasText: lastname });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: `Marta ${lastname}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(lastname);
  return page.getByRole('region', { name: 'Pedido de arrepentimiento' });
}

test.describe('withdrawal requests in the console', () => {
  test(
    'a withdrawal on day 9 after a paid deposit is refunded from the console',
    desktopOnly,
    async ({ page, request }) => {
      const { code, reference, lastname } = await withdrawAfter(page, request, 9);
      const section = await openRequest(page, 'sales', lastname);
      await expect(section).toContainText(reference);
      await expect(section.getByRole('link', { name: code })).toHaveAttribute(
        'href',
        `/reservas/${code}`,
      );
      await expect(section).toContainText(withdrawalStatusLabels.refundable);
      await expectNoAxeViolations(page);

      // The reason is required, and named before anything is sent.
      await section.getByRole('button', { name: 'Devolver seña' }).click();
      const reason = section.getByLabel('Motivo de la devolución');
      await expect(section.getByText('Indicá el motivo (al menos 5 caracteres).')).toBeVisible();
      await expect(reason).toBeFocused();

      await reason.fill('Arrepentimiento dentro de los 10 días corridos.');
      await section.getByRole('button', { name: 'Devolver seña' }).click();
      const confirm = page.getByRole('dialog', { name: 'Devolver seña' });
      await expectNoAxeViolations(page);
      await confirm.getByRole('button', { name: 'Sí, devolver la seña' }).click();

      const done = section.getByText('Devolvimos la seña y le avisamos al comprador por email.');
      await expect(done).toBeFocused();
      await expect(section).toContainText('Seña devuelta');
      await expect(section.getByRole('button', { name: 'Devolver seña' })).toHaveCount(0);
      await expect
        .poll(() => outboxEmailsFor(code).some((email) => email.kind === 'refund'))
        .toBe(true);

      // The operation shows the refund too.
      await section.getByRole('link', { name: code }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Operación ${code}` }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Pagos' })).toContainText('Reembolsado');
    },
  );

  test(
    'a withdrawal on day 11 shows it is out of term, with its reason and no refund',
    desktopOnly,
    async ({ page, request }) => {
      const { reference, lastname } = await withdrawAfter(page, request, 11);
      const section = await openRequest(page, 'admin', lastname);
      await expect(section).toContainText(reference);
      await expect(section).toContainText(withdrawalStatusLabels.out_of_term);
      // The reason the API recorded and sent to the buyer (services/withdrawal.ts).
      const reason = section.locator('dt:text-is("Motivo") + dd');
      const day = String.raw`\d{2}/\d{2}/\d{4}`;
      await expect(reason).toHaveText(
        new RegExp(
          `^La solicitud llegó el ${day}, después de los ${withdrawalDays} días corridos desde el pago de la seña \\(${day}\\)\\.$`,
        ),
      );
      await expect(section.getByRole('button', { name: 'Devolver seña' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );
});
