import { messages, personalDataMessages } from '@territorio/api-client';
import {
  collectConsoleErrors,
  description,
  e2eUrls,
  expect,
  expectNoAxeViolations,
  main,
  openSection,
  requestedPrices,
  sessionKeys,
  test,
} from './fixtures';

test.describe('0km catalogue (spec 2.5, 2.6)', () => {
  test('all families, a brand page and a versions page, reached by clicking', async ({
    page,
    isPhone,
    consoleErrors,
  }) => {
    await page.goto('/');
    await openSection(page, isPhone, 'Vehículos 0Km');
    await expect(page).toHaveURL(/\/vehiculos-0km$/);
    await expect(page).toHaveTitle(/Vehículos 0km/);
    for (const brand of ['Volkswagen', 'Chevrolet', 'Nissan', 'BAIC']) {
      await expect(page.getByRole('heading', { level: 2, name: brand, exact: true })).toBeVisible();
    }
    await expect(
      main(page)
        .getByRole('link', { name: /Ver versiones/ })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Ver página de Chevrolet' }).click();
    await expect(page).toHaveURL(/\/vehiculos-0km\/chevrolet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chevrolet 0km' })).toBeVisible();
    expect(await description(page)).toContain('Chevrolet');
    await expect(
      page.getByRole('navigation', { name: 'Marcas' }).getByRole('link', { name: 'Ducati' }),
    ).toBeVisible();
    await expect(page.getByText('Asistencia a bordo las 24 horas')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historias' })).toBeVisible();
    const offers = page.getByRole('region', { name: 'Oportunidades Chevrolet' });
    await expect(offers.getByRole('link', { name: /Reservar online/ }).first()).toBeVisible();
    expect(await offers.getByRole('article').count()).toBeLessThanOrEqual(4);
    await expect(
      page.getByRole('region', { name: 'Modelos Chevrolet' }).getByRole('link').first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Marcas' })
      .getByRole('link', { name: 'Volkswagen' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Volkswagen 0km' })).toBeVisible();
    await expect(page.getByText('Asistencia a bordo las 24 horas')).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Modelos Volkswagen' })
      .getByRole('link', { name: /Polo/ })
      .click();
    await expect(page).toHaveURL(/\/vehiculos-0km\/versiones\/volkswagen\/polo\/101$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Volkswagen Polo' })).toBeVisible();
    await expect(page).toHaveTitle(/Volkswagen Polo: versiones y precios/);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('price request overlay, prices, units overlay and the reserve link (spec 4)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
    const versions = page.getByRole('region', { name: 'Versiones del Polo' });
    await expect(versions.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(versions.getByText(/\$\u00a0\d/)).toHaveCount(0);
    // A version without stock says so (spec 8).
    const noStock = versions.getByRole('article').filter({ hasText: 'GTS 250 TSI AT' });
    await expect(noStock.getByText(messages.versionWithoutStock)).toBeVisible();

    await versions.getByRole('button', { name: 'Consultar precio' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Precios del Polo' });
    await dialog.getByRole('button', { name: 'Ver precios' }).click();
    await expect(dialog.getByText('Ingresá tu nombre.')).toBeVisible();
    await expect(dialog.getByText('Ingresá tu apellido.')).toBeVisible();
    await expect(dialog.getByText('Ingresá tu email.')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Nombre').fill('Martín');
    await dialog.getByLabel('Apellido').fill('Sosa');
    await dialog.getByLabel('Email', { exact: false }).fill('martin@');
    await dialog.getByRole('button', { name: 'Ver precios' }).click();
    await expect(dialog.getByText(/Ingresá un email válido/)).toBeVisible();
    await dialog.getByLabel('Email', { exact: false }).fill('martin@example.com');
    await dialog.getByRole('button', { name: 'Ver precios' }).click();
    await expect(dialog).toHaveCount(0);

    // A session cookie: the other tabs and the next visit of this session share it.
    expect(await page.context().cookies()).toContainEqual(
      expect.objectContaining({ name: sessionKeys.priceRequested, value: '1', expires: -1 }),
    );
    await expect(versions.getByText(/^\$\u00a0[\d.]+$/).first()).toBeVisible();
    await expect(
      noStock.getByRole('button', { name: messages.versionWithoutStockAction }),
    ).toBeVisible();

    await versions.getByRole('button', { name: 'Comparar versiones' }).click();
    await expect(versions.getByRole('table', { name: 'Comparación de versiones' })).toBeVisible();
    // Scrolled sideways (a phone), the first column stays, over the cells passing under it.
    const compare = versions.getByRole('region', { name: 'Comparación de versiones' });
    await compare.evaluate((region) => region.scrollTo({ left: region.scrollWidth }));
    const rowHeader = compare.getByRole('rowheader').first();
    const [regionBox, rowHeaderBox] = [await compare.boundingBox(), await rowHeader.boundingBox()];
    expect(Math.abs((rowHeaderBox?.x ?? -1) - (regionBox?.x ?? 0))).toBeLessThan(1);
    expect(
      await rowHeader.evaluate((cell) => {
        // Mid-screen, clear of the fixed header and mobile bar that may cover its edges.
        cell.scrollIntoView({ block: 'center', inline: 'nearest' });
        const box = cell.getBoundingClientRect();
        return document.elementFromPoint(box.left + 4, box.top + box.height / 2) === cell;
      }),
    ).toBe(true);

    await versions.getByRole('button', { name: 'Ver unidades disponibles' }).first().click();
    const units = page.getByRole('dialog', { name: /^Unidades / });
    // A list of cards, not bullets; the page behind is dimmed by the backdrop.
    await expect(units.getByRole('listitem').first()).toHaveCSS('list-style-type', 'none');
    expect(
      await units.evaluate((dialog) => document.elementFromPoint(1, 1) === dialog.parentElement),
    ).toBe(true);
    const reserve = units.getByRole('link', { name: 'Reservar online' }).first();
    await expect(reserve).toHaveAttribute(
      'href',
      new RegExp(`^${e2eUrls.reservation}/vehiculos-0km/reservar/volkswagen/\\d+/polo/101/[^/]+$`),
    );
    await expect(units.getByText('Precio de lista contado').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await units.getByRole('button', { name: 'Cerrar' }).click();

    // The session remembers the request on the next family.
    await page.goto('/vehiculos-0km/versiones/volkswagen/virtus/102');
    await expect(
      page
        .getByRole('region', { name: 'Versiones del Virtus' })
        .getByText(/^\$\u00a0[\d.]+$/)
        .first(),
    ).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a brand page shows its own stories only, and no stories section without any (spec 2.5)', async ({
    page,
  }) => {
    await page.goto('/vehiculos-0km/volkswagen');
    const stories = page.getByRole('region', { name: 'Historias' });
    await expect(stories.getByRole('link', { name: /Ver historia completa/ })).toHaveCount(1);
    await expect(stories).toContainText('Polo GTS en la ruta');
    await expect(stories).not.toContainText(/Tracker|Frontier/);

    await page.goto('/vehiculos-0km/baic');
    await expect(page.getByRole('heading', { level: 1, name: 'BAIC 0km' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Oportunidades BAIC' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historias' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Ver historia completa/ })).toHaveCount(0);
  });

  test('a price request holds in every tab of the session, open or opened later (spec 3)', async ({
    page,
    consoleErrors,
  }) => {
    const price = /^\$\u00a0[\d.]+$/;
    // A tab already open on another family, its page hydrated, before the request.
    const openTab = await page.context().newPage();
    const openTabErrors = collectConsoleErrors(openTab);
    await openTab.goto('/vehiculos-0km/versiones/volkswagen/virtus/102');
    const openVersions = openTab.getByRole('region', { name: 'Versiones del Virtus' });
    await openVersions.getByRole('button', { name: 'Consultar precio' }).first().click();
    await openTab.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await expect(openVersions.getByText(price)).toHaveCount(0);

    await page.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
    const versions = page.getByRole('region', { name: 'Versiones del Polo' });
    await versions.getByRole('button', { name: 'Consultar precio' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Precios del Polo' });
    await dialog.getByLabel('Nombre').fill('Martín');
    await dialog.getByLabel('Apellido').fill('Sosa');
    await dialog.getByLabel('Email', { exact: false }).fill('martin@example.com');
    await dialog.getByRole('button', { name: 'Ver precios' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(versions.getByText(price).first()).toBeVisible();

    // The open tab shows prices without a reload, and does not ask again.
    await expect(openVersions.getByText(price).first()).toBeVisible();
    await expect(openVersions.getByRole('button', { name: 'Consultar precio' })).toHaveCount(0);

    // A tab opened now: the server's page hydrates without a mismatch, then shows prices.
    const newTab = await page.context().newPage();
    const newTabErrors = collectConsoleErrors(newTab);
    await newTab.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
    const newVersions = newTab.getByRole('region', { name: 'Versiones del Polo' });
    await expect(newVersions.getByText(price).first()).toBeVisible();
    await expect(newVersions.getByRole('button', { name: 'Consultar precio' })).toHaveCount(0);
    expect([...consoleErrors, ...openTabErrors, ...newTabErrors]).toEqual([]);
  });

  test('a version without stock sends the person to the advisor form, which works', async ({
    page,
  }) => {
    await requestedPrices(page);
    await page.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
    const noStock = page.getByRole('article').filter({ hasText: 'GTS 250 TSI AT' });
    await noStock.getByRole('button', { name: messages.versionWithoutStockAction }).click();
    const advisor = page.getByRole('region', { name: 'Hablá con un asesor' });
    await expect(advisor).toBeInViewport();
    await advisor.getByRole('button', { name: 'Enviar' }).click();
    await expect(advisor.getByText(personalDataMessages.telephoneRequired)).toBeVisible();
    await advisor.getByLabel('Nombre').fill('Martín');
    await advisor.getByLabel('Apellido').fill('Sosa');
    await advisor.getByLabel('Teléfono').fill('+54 261 555-0102');
    await advisor.getByRole('button', { name: 'Enviar' }).click();
    await expect(advisor.getByText(messages.contactSuccess)).toBeVisible();
  });

  test('Nissan has no compare toggle', async ({ page }) => {
    await requestedPrices(page);
    await page.goto('/vehiculos-0km/versiones/nissan/kicks/402');
    await expect(page.getByRole('heading', { level: 1, name: /Nissan/ })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Ver unidades disponibles/ }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Comparar versiones' })).toHaveCount(0);
  });

  test('an unknown family says so (spec 8)', async ({ page }) => {
    await page.goto('/vehiculos-0km/versiones/volkswagen/no-existe/999');
    await expect(
      page.getByRole('heading', { level: 1, name: messages.familyNotFound }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/Vehículo no encontrado/);
    await expectNoAxeViolations(page);
  });
});
