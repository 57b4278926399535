import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  collectConsoleErrors,
  desktopOnly,
  e2eUrls,
  expectNoAxeViolations,
  tabTo,
} from '@territorio/e2e-kit';
import { bookInFreeSlot, bookVisit, bookedVisit } from '@territorio/e2e-kit/visit-api';
import {
  addDays,
  apiPaths,
  formatShortDate,
  siteLocalTime,
  visitSiteBySlug,
  visitSlotsSchema,
  type VisitBooked,
} from '@territorio/api-client';
import { signIn } from './support';

/** Chevrolet Onix (family 201): the e2e sales member works Chevrolet; a family takes no unit. */
const onix = { brand_id: 2, family_id: 201 } as const;
/** Chevrolet Tracker (family 203): a second vehicle, so one email may book a slot twice. */
const tracker = { brand_id: 2, family_id: 203 } as const;
const site = 'godoy-cruz';

/** Books a test drive of the Onix through the public API in the first free slot. */
function bookTestDrive(request: APIRequestContext, name: string): Promise<VisitBooked> {
  return bookInFreeSlot(request, {
    site,
    ...onix,
    name,
    telephone: '261 555-0199',
    email: `agenda.${Date.now()}@example.com`,
    test_drive: true,
  });
}

/** Presses Shift+Tab until `target` has the keyboard focus; fails after `maxPresses`. */
async function shiftTabTo(page: Page, target: Locator, maxPresses = 20): Promise<void> {
  for (let press = 0; press <= maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  throw new Error(`Shift+Tab never reached ${target.toString()}`);
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
    await expect(row.getByRole('cell').nth(7)).toHaveText('Asistió');
    await expectNoAxeViolations(page);

    // The mark is the API's: it is there after a reload too.
    await page.reload();
    await expect(
      page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(7),
    ).toHaveText('Asistió');
    expect(consoleErrors).toEqual([]);
  });

  test('a salesperson sees a slot flooded from one source and cancels its bookings by keyboard, emailing no one', async ({
    page,
    request,
  }, testInfo) => {
    const consoleErrors = collectConsoleErrors(page);
    const stamp = `${testInfo.project.name} ${Date.now()}`;
    // Both places of one slot, one after the other, from one email: a source flooding it.
    const email = `inundacion.${Date.now()}@example.com`;
    const fake = (name: string) => ({
      site,
      name: `${name} ${stamp}`,
      telephone: '261 555-0177',
      email,
      test_drive: true,
    });
    const first = await bookInFreeSlot(request, { ...fake('Falso Uno'), ...onix }, { places: 2 });
    const { date, time } = first.visit;
    await bookedVisit(await bookVisit(request, { ...fake('Falso Dos'), ...tracker, date, time }));

    await signIn(page, 'sales', `/agenda?site=${site}&from=${date}`);
    await expect(
      page.getByText(`Atención: horario de las ${time} con posibles reservas falsas`),
    ).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(
          `^2 visitas del horario de las ${time} se agendaron en \\d+ minutos? desde un mismo origen`,
        ),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    const choose = page.getByRole('button', {
      name: new RegExp(`^Elegir estas 2 visitas de las ${time} del `),
    });
    await tabTo(page, choose, 120);
    await page.keyboard.press('Enter');
    await expect(page.getByText('2 visitas elegidas.')).toBeVisible();
    for (const name of ['Falso Uno', 'Falso Dos']) {
      await expect(
        page.getByRole('checkbox', { name: `Elegir la visita de ${name} ${stamp} (${time})` }),
      ).toBeChecked();
    }

    const cancelChosen = page.getByRole('button', { name: 'Cancelar las elegidas sin avisar…' });
    await shiftTabTo(page, cancelChosen);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancelar 2 visitas sin avisar' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('No le enviamos nada a ninguna de estas direcciones'),
    ).toBeVisible();
    const reason = dialog.getByLabel(/^Motivo/);
    await expect(reason).toBeFocused();
    await page.keyboard.type('Reservas falsas: un mismo email tomó el horario entero.');
    await expectNoAxeViolations(page);
    await tabTo(page, dialog.getByRole('button', { name: 'Sí, cancelar 2 visitas' }));
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    const notice = page.getByText(
      'Cancelamos 2 visitas sin avisar por email; sus horarios quedaron libres.',
    );
    await expect(notice).toBeFocused();
    for (const name of ['Falso Uno', 'Falso Dos']) {
      await expect(
        page
          .getByRole('row')
          .filter({ hasText: `${name} ${stamp}` })
          .getByRole('cell')
          .nth(7),
      ).toHaveText('Cancelada');
    }
    await expect(page.getByText('2 visitas elegidas.')).toBeHidden();
    await expectNoAxeViolations(page);

    // The places are free again for real buyers.
    const slots = await request.get(`${e2eUrls.api}${apiPaths.visitSlots}?site=${site}`);
    const { days } = visitSlotsSchema.parse(((await slots.json()) as { data: unknown }).data);
    expect(
      days.find((day) => day.date === date)?.slots.find((slot) => slot.time === time)?.free,
    ).toBe(2);
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
