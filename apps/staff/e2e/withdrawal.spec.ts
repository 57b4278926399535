import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { desktopOnly, e2eUrls, expectNoAxeViolations } from '@territorio/e2e-kit';
import { apiPaths } from '@territorio/api-client';
import {
  outboxEmailsFor,
  payViaApi,
  startOperationViaApi,
  takeUnit,
} from '../../reservation/e2e/support';
import { backdatePayment, signIn, type Role } from './support';

/**
 * The 10-calendar-day withdrawal right (Res. 424/2020, Disp. 954/2025): a buyer whose
 * deposit was paid `days` ago uses the "Botón de arrepentimiento"; the request answers
 * with its case code at once, and the console shows where it stands.
 */
async function withdrawAfter(
  request: APIRequestContext,
  days: number,
): Promise<{ code: string; reference: string; lastname: string }> {
  const unit = await takeUnit(request, { brandId: 2 });
  const code = await startOperationViaApi(request, unit);
  await payViaApi(request, code);
  await backdatePayment(code, days);
  const lastname = `Arrepentida${days}d${Date.now()}`;
  const response = await request.post(`${e2eUrls.api}${apiPaths.withdrawal}`, {
    data: {
      name: 'Marta',
      lastname,
      email: 'marta.arrepentida@example.com',
      operation_code: code,
      message: 'Me arrepentí de la reserva.',
    },
  });
  expect(response.status()).toBe(201);
  const { reference } = ((await response.json()) as { data: { reference: string } }).data;
  expect(reference).toMatch(/^ARR-/);
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
      const { code, reference, lastname } = await withdrawAfter(request, 9);
      const section = await openRequest(page, 'sales', lastname);
      await expect(section).toContainText(reference);
      await expect(section.getByRole('link', { name: code })).toHaveAttribute(
        'href',
        `/reservas/${code}`,
      );
      await expect(section).toContainText('Dentro del plazo: corresponde devolver la seña');
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
      const { reference, lastname } = await withdrawAfter(request, 11);
      const section = await openRequest(page, 'admin', lastname);
      await expect(section).toContainText(reference);
      await expect(section).toContainText('Fuera de plazo');
      // The reason the API recorded, and answered to the buyer, is there.
      const reason = section.locator('dt:text-is("Motivo") + dd');
      await expect(reason).toHaveText(/\w{5,}/);
      await expect(section.getByRole('button', { name: 'Devolver seña' })).toHaveCount(0);
      await expectNoAxeViolations(page);
    },
  );
});
