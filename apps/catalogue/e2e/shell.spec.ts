import { messages } from '@territorio/api-client';
import { group } from '@territorio/site-config';
import { hydratedAttribute } from '@territorio/server-kit/page';
import {
  desktopOnly,
  e2eUrls,
  expect,
  expectNoAxeViolations,
  holdEntryScript,
  main,
  openSection,
  phoneOnly,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

test.describe('header (spec 2.2)', () => {
  test(
    'icons follow the administration contact method; the active section is highlighted',
    desktopOnly,
    async ({ page }) => {
      const header = page.getByRole('banner');
      // spec 3: the first administration entry, the group's in the seed (a zoom link and a
      // messaging number), on every page, a brand's page too.
      for (const path of ['/vehiculos-0km/chevrolet', '/']) {
        await page.goto(path);
        await expect(header.getByRole('link', { name: /Videollamada por Zoom/ })).toHaveAttribute(
          'href',
          /zoom/,
        );
        await expect(header.getByRole('link', { name: /Escribinos por WhatsApp/ })).toHaveAttribute(
          'href',
          /^https:\/\/wa\.me\/\d+$/,
        );
      }
      await expect(header.getByRole('link', { name: `Llamar al ${group.phone}` })).toBeVisible();
      await page.goto('/vehiculos-0km/chevrolet');
      await expect(
        header
          .getByRole('navigation', { name: 'Secciones' })
          .getByRole('link', { name: 'Vehículos 0Km' }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(header.getByRole('link', { name: /Usados/ })).toHaveAttribute(
        'href',
        group.usedVehiclesUrl,
      );
      // Postventa, a button among links, is set in the same type.
      const sections = header.getByRole('navigation', { name: 'Secciones' });
      const linkSize = await sections
        .getByRole('link', { name: 'Oportunidades' })
        .evaluate((link) => getComputedStyle(link).fontSize);
      await expect(sections.getByRole('button', { name: 'Postventa' })).toHaveCSS(
        'font-size',
        linkSize,
      );
    },
  );

  test(
    'keyboard only: skip link, sections and the Postventa dropdown',
    desktopOnly,
    async ({ page }) => {
      await page.goto('/');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Saltar al contenido' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      const offers = page
        .getByRole('navigation', { name: 'Secciones' })
        .getByRole('link', { name: 'Oportunidades' });
      await tabTo(page, offers, 10);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/oportunidades$/);

      const postventa = page.getByRole('button', { name: 'Postventa' });
      await tabTo(page, postventa, 20);
      await page.keyboard.press('Enter');
      await expect(postventa).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Servicios de postventa' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/postventa$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Postventa' })).toBeVisible();
    },
  );

  test('after-sales (lazy) through the Postventa menu', async ({
    page,
    isPhone,
    consoleErrors,
  }) => {
    await page.goto('/');
    if (isPhone) {
      await page.getByRole('button', { name: 'Más' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Postventa' }).click();
    } else {
      await page.getByRole('button', { name: 'Postventa' }).click();
      await expect(page.getByRole('link', { name: /Turnos Nissan/ })).toHaveAttribute(
        'href',
        `${group.mainSiteUrl}/solicitar-turno/nissan`,
      );
      await page.getByRole('link', { name: 'Servicios de postventa' }).click();
    }
    await expect(page).toHaveURL(/\/postventa$/);
    await expect(page).toHaveTitle(/Postventa/);
    await expect(main(page).getByRole('table').first()).toBeVisible();
    await expect(main(page).getByRole('link', { name: /Turnos Volkswagen/ })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('Ducati (lazy) and Mercedes-Benz pages', async ({ page, isPhone, consoleErrors }) => {
    await page.goto('/');
    await openSection(page, isPhone, 'Ducati');
    await expect(page).toHaveURL(/\/ducati$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Ducati' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mercedes-Benz' }).click();
    await expect(page).toHaveURL(/\/mercedes-benz$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mercedes-Benz' })).toBeVisible();
    await expect(page).toHaveTitle(/Mercedes-Benz/);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a page whose code fails to load: the page on screen is loaded again, whole', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const ducatiCode = '**/assets/ducati-*.js';
    await page.route(ducatiCode, (route) => route.abort('internetdisconnected'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ducati' }).click();
    // React Router loads the document again: after a deployment, its new files.
    const isSameDocument = () => page.evaluate(() => 'sameDocument' in window).catch(() => true);
    await expect.poll(isSameDocument).toBe(false);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu 0km en Mendoza y San Juan' }),
    ).toBeVisible();
    await page.unroute(ducatiCode);
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Ducati' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ducati' })).toBeVisible();
  });

  test('an unknown address says so', async ({ page }) => {
    await page.goto('/no-existe');
    await expect(page.getByRole('heading', { level: 1, name: messages.notFound })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/solicitar-turno/: the main site for a brand with appointments, 404 for any other', async ({
    page,
    consoleErrors,
  }) => {
    const unknown = await page.goto('/solicitar-turno/baic');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: messages.notFound })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
    // Hydrated, it stays the not-found page: nothing sends the visitor away.
    await expect(page).toHaveURL(/\/solicitar-turno\/baic$/);
    await expect(page.getByRole('heading', { level: 1, name: messages.notFound })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors.filter((error) => !/404/.test(error))).toEqual([]);

    const known = await page.request.get('/solicitar-turno/chevrolet', { maxRedirects: 0 });
    expect(known.status()).toBe(302);
    expect(known.headers().location).toBe(`${group.mainSiteUrl}/solicitar-turno/chevrolet`);
    // The browser follows it there (a site these tests cannot reach).
    const followed = page.waitForRequest(`${group.mainSiteUrl}/solicitar-turno/nissan`);
    await expect(page.goto('/solicitar-turno/nissan')).rejects.toThrow();
    expect((await followed).isNavigationRequest()).toBe(true);
  });
});

test.describe('scroll', () => {
  test('a page scrolled before its script runs stays where the person left it; a new page starts at the top', async ({
    page,
  }) => {
    const script = await holdEntryScript(page);
    await page.goto('/');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await page.evaluate(() => window.scrollY);
    script.release();
    await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
    // Scroll restoration runs in a layout effect of the hydrating render: two frames after
    // the page says it is hydrated, any jump it made has been painted.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page
      .getByRole('region', { name: 'Noticias' })
      .getByRole('link', { name: 'Ver todas las noticias' })
      .click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile bar (spec 2.2)', () => {
  test('tabs and the "Más" menu with its entries', phoneOnly, async ({ page, consoleErrors }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Navegación móvil' });
    await expect(bar.getByRole('link')).toHaveText(['Inicio', '0km', 'Ofertas', 'Planes']);
    await expect(bar.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('navigation', { name: 'Secciones' })).toBeHidden();
    await bar.getByRole('button', { name: 'Más' }).click();
    const menu = page.getByRole('dialog', { name: `Más de ${group.name}` });
    await expect(menu).toBeVisible();
    // The group's administration method: a zoom link and a messaging number.
    await expect(menu.getByRole('link', { name: /Videollamada por Zoom/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: /Escribinos por WhatsApp/ })).toBeVisible();
    for (const entry of [
      'Postventa',
      'Contacto',
      'Usados',
      'Turnos Chevrolet',
      'Turnos Volkswagen',
      'Turnos Nissan',
    ]) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${entry}`) })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await menu.getByRole('button', { name: 'Cerrar' }).click();
    await expect(menu).toHaveCount(0);
    await bar.getByRole('link', { name: 'Planes' }).click();
    await expect(page).toHaveURL(/\/planes-de-ahorro$/);
    await expect(bar.getByRole('link', { name: 'Planes' })).toHaveAttribute('aria-current', 'page');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('reservation paths (DECISIONS)', () => {
  test('open on the reservation origin, keeping the path', async ({ page }) => {
    const response = await page.request.get('/concesionario-digital/continue/K7PQ2M9XWT?x=1', {
      maxRedirects: 0,
    });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.headers().location).toBe(
      `${e2eUrls.reservation}/concesionario-digital/continue/K7PQ2M9XWT?x=1`,
    );
    await page.goto('/vehiculos-0km/reservar/volkswagen/1/polo/101/polo-track');
    await expect(page).toHaveURL(
      `${e2eUrls.reservation}/vehiculos-0km/reservar/volkswagen/1/polo/101/polo-track`,
    );
  });
});

test.describe('service worker (DECISIONS)', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'is registered and keeps catalogue reads available offline',
    desktopOnly,
    async ({ page, context }) => {
      await page.goto('/');
      await expect
        .poll(() =>
          page.evaluate(
            async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? '',
          ),
        )
        .toBe('activated');
      const firstOffer = page
        .getByRole('region', { name: 'Oportunidades de la semana' })
        .getByRole('article')
        .first();
      // Visit with the worker in control, so the reads are in its cache.
      await page.reload();
      await expect(firstOffer).toBeVisible();
      await page.waitForLoadState('networkidle');
      await context.setOffline(true);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Tu 0km en Mendoza y San Juan' }),
      ).toBeVisible();
      await expect(firstOffer).toBeVisible();
      await context.setOffline(false);
    },
  );
});
