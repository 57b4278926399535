import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  collectConsoleErrors,
  desktopOnly,
  e2eUrls,
  expectNoAxeViolations,
  tabTo,
} from '@territorio/e2e-kit';
import {
  addDays,
  apiPaths,
  formatShortDate,
  siteLocalTime,
  visitBookedSchema,
  visitSiteBySlug,
  visitSlotsSchema,
  type VisitBooked,
} from '@territorio/api-client';
import { withVisitProof } from '@territorio/e2e-kit/reservation-api';
import { signIn } from './support';

/** Chevrolet Onix (family 201): the e2e sales member works Chevrolet; a family takes no unit. */
const onix = { brand_id: 2, family_id: 201 } as const;
const site = 'godoy-cruz';

/**
 * Books a test drive of the Onix through the public API in the first free slot, with its
 * proof of work; a slot that fills meanwhile is refused and the next one is tried.
 */
async function bookTestDrive(request: APIRequestContext, name: string): Promise<VisitBooked> {
  const slots = await request.get(`${e2eUrls.api}${apiPaths.visitSlots}?site=${site}`);
  expect(slots.ok()).toBe(true);
  const { days } = visitSlotsSchema.parse(((await slots.json()) as { data: unknown }).data);
  const free = days.flatMap((day) =>
    day.closed ? [] : day.slots.filter((slot) => slot.free > 0).map((slot) => ({ ...slot, day })),
  );
  for (const slot of free.slice(0, 5)) {
    const response = await request.post(`${e2eUrls.api}${apiPaths.visits}`, {
      data: await withVisitProof(request, {
        site,
        ...onix,
        date: slot.day.date,
        time: slot.time,
        name,
        telephone: '261 555-0199',
        email: `agenda.${Date.now()}@example.com`,
        test_drive: true,
      }),
    });
    if (response.status() === 201) {
      return visitBookedSchema.parse(((await response.json()) as { data: unknown }).data);
    }
    expect([400, 409], await response.text()).toContain(response.status());
  }
  throw new Error(`no free slot at ${site}`);
}

test.describe('the sales agenda', () => {
  test('a salesperson finds a test drive booked on the site and marks it attended with the keyboard', async ({
    page,
    request,
  }, testInfo) => {
    const consoleErrors = collectConsoleErrors(page);
    const name = `Agenda ${testInfo.project.name} ${Date.now()}`;
    const { visit } = await bookTestDrive(request, name);

    await signIn(page, 'sales', `/agenda?site=${site}&from=${visit.date}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Agenda de visitas' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(visit.time);
    await expect(row).toContainText('Prueba de manejo');
    await expect(row).toContainText('Chevrolet Onix');
    await expect(row).toContainText('Agendada');
    await expect(row.getByRole('link', { name: '261 555-0199' })).toHaveAttribute(
      'href',
      'tel:+542615550199',
    );
    await expectNoAxeViolations(page);

    const attended = row.getByRole('button', {
      name: `Asistió ${name} (${visit.time})`,
      exact: true,
    });
    await expect(attended).toHaveAttribute('aria-pressed', 'false');
    await tabTo(page, attended, 120);
    await page.keyboard.press('Enter');
    await expect(page.getByText(`La visita de ${name} quedó como «Asistió».`)).toBeVisible();
    await expect(attended).toHaveAttribute('aria-pressed', 'true');
    await expect(attended).toBeFocused();
    await expect(row.getByRole('cell').nth(6)).toHaveText('Asistió');
    await expectNoAxeViolations(page);

    // The mark is the API's: it is there after a reload too.
    await page.reload();
    await expect(
      page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(6),
    ).toHaveText('Asistió');
    expect(consoleErrors).toEqual([]);
  });

  test(
    'an admin closes a day at a site, the agenda and the public slots say so, and opens it again',
    desktopOnly,
    async ({ page, request }) => {
      const sanJuan = visitSiteBySlug('san-juan')!;
      // The last day of the booking window: no other test books it.
      const day = addDays(siteLocalTime(sanJuan, new Date()).date, 13);
      const isClosed = async () => {
        const response = await request.get(`${e2eUrls.api}${apiPaths.visitSlots}?site=san-juan`);
        const { days } = visitSlotsSchema.parse(
          ((await response.json()) as { data: unknown }).data,
        );
        return days.find((entry) => entry.date === day)?.closed;
      };

      await signIn(page, 'admin', '/parametros');
      const section = page.getByRole('region', { name: 'Visitas y pruebas de manejo' });
      const form = section.getByRole('form', { name: 'Cerrar un día' });
      await form.getByRole('combobox', { name: /^Sucursal/ }).click();
      await page.getByRole('option', { name: 'San Juan' }).click();
      await form.getByLabel(/^Día/).fill(day);
      await form.getByLabel(/^Motivo/).fill('Inventario anual');
      await form.getByRole('button', { name: 'Cerrar el día' }).click();
      const notice = form.getByText('Cerramos el día: ya no se pueden agendar visitas.');
      await expect(notice).toBeFocused();
      await expect(section.getByRole('row').filter({ hasText: 'Inventario anual' })).toContainText(
        'San Juan',
      );
      await expectNoAxeViolations(page);
      expect(await isClosed()).toBe(true);

      await page.goto(`/agenda?site=san-juan&view=week&from=${day}`);
      await expect(
        page.getByText('San Juan no atiende este día: no se agendan visitas.'),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto('/parametros');
      await page
        .getByRole('button', { name: `Abrir el día ${formatShortDate(day)} en San Juan` })
        .click();
      await expect(
        page.getByText(
          `Abrimos el ${formatShortDate(day)} en San Juan: se pueden agendar visitas otra vez.`,
        ),
      ).toBeFocused();
      expect(await isClosed()).toBe(false);
    },
  );
});
