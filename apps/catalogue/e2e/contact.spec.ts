import { messages, personalDataMessages } from '@territorio/api-client';
import { sites } from '@territorio/site-config';
import { sitePhones } from '@territorio/site-config/phones';
import { hydratedAttribute } from '@territorio/server-kit/page';
import {
  desktopOnly,
  expect,
  expectNoAxeViolations,
  holdEntryScript,
  openSection,
  tabTo,
  test,
} from './fixtures';

test.describe('contact (spec 2.9)', () => {
  test('sites, hours, and the form’s checks and answer', async ({
    page,
    isPhone,
    consoleErrors,
  }) => {
    await page.goto('/');
    await openSection(page, isPhone, 'Contactanos');
    await expect(page).toHaveURL(/\/contacto$/);
    await expect(page).toHaveTitle(/Contacto/);
    for (const site of sites) {
      await expect(
        page.getByRole('heading', { level: 3, name: new RegExp(`^${site.name}`) }),
      ).toBeVisible();
    }
    await expect(
      page.getByText(
        'Lunes a viernes de 10:00 a 14:00 y de 15:00 a 19:00. Sábados de 10:00 a 13:00.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Escribir por WhatsApp/ }).first()).toBeVisible();
    // Each site: hours and lines per brand for sales and plans, administration and after-sales.
    for (const site of sites) {
      const card = page.locator('article').filter({
        has: page.getByRole('heading', { level: 3, name: new RegExp(`^${site.name}`) }),
      });
      await expect(card.getByRole('heading', { level: 4 })).toHaveText([
        'Ventas y planes de ahorro',
        'Administración',
        'Postventa',
      ]);
      for (const hours of site.hours) await expect(card).toContainText(hours.text);
      for (const line of sitePhones(site)) {
        await expect(card.getByRole('link', { name: line.phone })).toHaveAttribute(
          'href',
          `tel:${line.phoneE164}`,
        );
      }
    }

    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(form.getByText('Ingresá tu nombre.')).toBeVisible();
    await expect(form.getByText('Ingresá tu apellido.')).toBeVisible();
    await expect(form.getByText(personalDataMessages.telephoneRequired)).toBeVisible();
    await expect(form.getByLabel('Teléfono')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await form.getByLabel('Nombre').fill('Pablo');
    await form.getByLabel('Apellido').fill('Ortiz');
    await form.getByLabel('Teléfono').fill('(0261) 555-0103');
    await form.getByLabel('Email', { exact: false }).fill('pablo@example.com');
    await form.getByLabel('Mensaje').fill('Quisiera una cotización.');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status').getByText(messages.contactSuccess)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('what a person types before the page’s script runs is kept and sent', async ({ page }) => {
    // The page's script waits until the fields are filled (a slow phone network).
    const { release } = await holdEntryScript(page);
    await page.goto('/contacto', { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre').fill('Pablo');
    await form.getByLabel('Apellido').fill('Ortiz');
    await form.getByLabel('Teléfono').fill('(0261) 555-0103');
    release();
    // Wait until the app has hydrated the page (it marks the document once its root commits).
    await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('status').getByText(messages.contactSuccess)).toBeVisible();
  });

  test('a failure shows the problem, the phone and the address', async ({ page }) => {
    await page.goto('/contacto');
    await page.route('**/api/v2/territorio/contact', (route) =>
      route.abort('internetdisconnected'),
    );
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByLabel('Nombre').fill('Pablo');
    await form.getByLabel('Apellido').fill('Ortiz');
    await form.getByLabel('Teléfono').fill('2615550103');
    await form.getByRole('button', { name: 'Enviar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: messages.contactErrorTitle });
    await expect(alert).toContainText(messages.contactErrorBody);
    await expect(alert).toContainText('Av. San Martín Sur 2150');
    await expectNoAxeViolations(page);
    await page.unroute('**/api/v2/territorio/contact');
    await alert.getByRole('button', { name: 'Volver a intentar' }).click();
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(messages.contactSuccess)).toBeVisible();
  });

  test('works with the keyboard only', desktopOnly, async ({ page }) => {
    await page.goto('/contacto');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    // Skip link first, then Tab through the page to the form.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, form.getByLabel('Nombre'));
    await page.keyboard.type('Pablo');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ortiz');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Teléfono')).toBeFocused();
    await page.keyboard.type('2615550103');
    await page.keyboard.press('Enter');
    await expect(page.getByText(messages.contactSuccess)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: messages.contactSuccess }),
    ).toBeFocused();
  });
});
