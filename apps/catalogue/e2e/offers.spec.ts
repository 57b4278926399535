import { messages } from '@territorio/api-client';
import { hydratedAttribute } from '@territorio/server-kit/page';
import {
  description,
  e2eUrls,
  expect,
  expectNoAxeViolations,
  main,
  openSection,
  test,
  waitForHydration,
} from './fixtures';

test.describe('offers (spec 2.8)', () => {
  test('brand tabs, counts, the unit list with scroll restore, and the lead form', async ({
    page,
    isPhone,
    consoleErrors,
  }) => {
    await page.goto('/');
    await openSection(page, isPhone, 'Oportunidades');
    await expect(page).toHaveURL(/\/oportunidades$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Oportunidades 0km' })).toBeVisible();
    expect(await description(page)).toContain('descuentos');
    const headline = page.getByText(/^\d+ unidades 0km con descuentos especiales\.$/);
    await expect(headline).toBeVisible();
    const total = Number((await headline.textContent())?.split(' ')[0]);

    const tabs = page.getByRole('tablist', { name: 'Marcas' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Chevrolet',
      'Nissan',
      'Volkswagen',
      'BAIC',
      'Todos',
    ]);
    await expect(tabs.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    const brandHeadings = page.getByRole('heading', {
      level: 2,
      name: /^(Chevrolet|Nissan|Volkswagen|BAIC) \(\d+\)$/,
    });
    const counts = await brandHeadings.allTextContents();
    expect(counts).toHaveLength(4);
    expect(counts.reduce((sum, text) => sum + Number(/\((\d+)\)/.exec(text)?.[1]), 0)).toBe(total);
    await expectNoAxeViolations(page);

    await tabs.getByRole('tab', { name: 'Nissan' }).click();
    await expect(page).toHaveURL(/\/oportunidades\/nissan$/);
    await expect(page.getByRole('heading', { level: 2, name: /^Nissan \(\d+\)$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /^Chevrolet \(/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(/\/oportunidades$/);
    // The address changes before the router renders the new panel (a transition): wait for
    // every brand's list, or the last button below could still be Nissan's, about to go.
    await expect(tabs.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    await expect(brandHeadings).toHaveCount(4);

    // Open the last family card, come back to the same place.
    const open = page.getByRole('button', { name: /^Ver unidades de / }).last();
    await open.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    await open.click();
    const reserve = page.getByRole('link', { name: 'Reservar online' }).first();
    await expect(reserve).toHaveAttribute(
      'href',
      new RegExp(`^${e2eUrls.reservation}/vehiculos-0km/reservar/`),
    );
    await expect(page.getByText(/^Descuento especial -(US)?\$\u00a0/).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Volver a las oportunidades' }).click();
    await expect(open).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThan(5);

    // The buttons of the hero scroll to the lead form; its checks and its answer.
    await page.getByRole('button', { name: 'Quiero que me contacten' }).click();
    const lead = page.getByRole('form', { name: 'Quiero que me contacten' });
    await expect(lead).toBeInViewport();
    await lead.getByRole('button', { name: 'Enviar' }).click();
    await expect(lead.getByText('Ingresá tu nombre.')).toBeVisible();
    await lead.getByLabel('Nombre').fill('Carla');
    await lead.getByLabel('Apellido').fill('Videla');
    await lead.getByLabel('Teléfono').fill('264 555-7000');
    await lead.getByLabel('Email', { exact: false }).fill('carla@example.com');
    await lead.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(messages.contactSuccess)).toBeVisible();
    await expect(page.getByText(/Las fotos no son contractuales/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the unit list has its own address: Back closes it, a reload or a shared link reopens it', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await page.goto('/oportunidades');
    const open = page.getByRole('button', { name: /^Ver unidades de / }).last();
    const family = ((await open.textContent()) ?? '').replace('Ver unidades de ', '');
    await open.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    await open.click();
    await expect(page).toHaveURL(/\/oportunidades\?unidades=\d+$/);
    const heading = page.getByRole('heading', { level: 2, name: new RegExp(` ${family}$`) });
    await expect(heading).toBeVisible();
    await expect(heading.locator('..')).toBeFocused();
    const units = main(page).getByRole('link', { name: 'Reservar online', exact: true });
    const count = await units.count();
    expect(count).toBeGreaterThan(0);
    const address = page.url();

    // A reload reopens it, from the server's HTML on.
    const served = await (await page.request.get(address)).text();
    expect(served.match(/>Reservar online</g)).toHaveLength(count);
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(units).toHaveCount(count);
    await expectNoAxeViolations(page);

    // Back closes it, at the card that opened it.
    await page.goBack();
    await expect(page).toHaveURL(/\/oportunidades$/);
    await expect(heading).toHaveCount(0);
    await expect(open).toBeVisible();
    await expect(open).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 5);

    // A shared link opens it in another tab; closing it removes the parameter.
    const shared = await context.newPage();
    await shared.goto(address);
    const sharedHeading = shared.getByRole('heading', {
      level: 2,
      name: new RegExp(` ${family}$`),
    });
    await expect(sharedHeading).toBeVisible();
    await expect(shared.locator('html')).toHaveAttribute(hydratedAttribute, '');
    await shared.getByRole('button', { name: 'Volver a las oportunidades' }).click();
    await expect(shared).toHaveURL(/\/oportunidades$/);
    await expect(
      shared.getByRole('heading', { level: 1, name: 'Oportunidades 0km' }),
    ).toBeVisible();
    await expect(sharedHeading).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the lead form says when the message could not be sent', async ({ page }) => {
    await page.goto('/oportunidades/chevrolet');
    // The form sends through its script once hydrated; before, it is a plain form post.
    await waitForHydration(page);
    // A network failure of the browser (the API itself is never faked).
    await page.route('**/api/v2/territorio/contact', (route) =>
      route.abort('internetdisconnected'),
    );
    const lead = page.getByRole('form', { name: 'Quiero que me contacten' });
    await lead.getByLabel('Nombre').fill('Carla');
    await lead.getByLabel('Apellido').fill('Videla');
    await lead.getByLabel('Teléfono').fill('2645557000');
    await lead.getByRole('button', { name: 'Enviar' }).click();
    const alert = page.getByRole('alert').filter({ hasText: messages.contactErrorTitle });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(messages.contactErrorBody);
    await expect(alert).toContainText('Godoy Cruz');
  });

  test('a brand whose offers fail is named and left out of the total; Reintentar completes it', async ({
    page,
    isPhone,
  }) => {
    const baicOffers = '**/v2/baic/model/offers*';
    // A page that reads no offers, then the offers page in the browser: BAIC's read fails.
    await page.goto('/contacto');
    await page.route(baicOffers, (route) => route.abort('internetdisconnected'));
    await openSection(page, isPhone, 'Oportunidades');
    await expect(page).toHaveURL(/\/oportunidades$/);
    await expect(
      page.getByText('No pudimos cargar las oportunidades de BAIC: no están en el total.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        /^\d+ unidades 0km de Chevrolet, Nissan y Volkswagen con descuentos especiales\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByText(/^\d+ unidades 0km con descuentos especiales\.$/)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'BAIC', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute(baicOffers);
    await page.getByRole('button', { name: messages.retry }).first().click();
    await expect(page.getByText(/^\d+ unidades 0km con descuentos especiales\.$/)).toBeVisible();
    await expect(page.getByText(/No pudimos cargar las oportunidades/)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: /^BAIC \(\d+\)$/ })).toBeVisible();
  });
});
