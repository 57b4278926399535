import { maxCvBytes, messages } from '@territorio/api-client';
import { group } from '@territorio/site-config';
import { hydratedAttribute } from '@territorio/server-kit/page';
import {
  description,
  e2eUrls,
  expect,
  expectNoAxeViolations,
  holdEntryScript,
  main,
  phoneOnly,
  test,
  waitForHydration,
} from './fixtures';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test.describe('home (spec 2.3)', () => {
  test('shows every block, with reserve links to the reservation app in a new tab', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`${group.name} | Autos 0km en Mendoza y San Juan`);
    expect(await description(page)).toContain('Mendoza');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu 0km en Mendoza y San Juan' }),
    ).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Promociones' });
    await expect(carousel.getByRole('img').first()).toBeVisible();
    await carousel.getByRole('button', { name: /Ir a la diapositiva 2 de/ }).click();
    await expect(
      carousel.getByRole('button', { name: /Ir a la diapositiva 2 de/ }),
    ).toHaveAttribute('aria-current', 'true');

    const offers = page.getByRole('region', { name: 'Oportunidades de la semana' });
    const reserve = offers.getByRole('link', { name: /Reservar online/ });
    await expect(reserve.first()).toBeVisible();
    expect(await reserve.count()).toBe(4);
    await expect(reserve.first()).toHaveAttribute('target', '_blank');
    await expect(reserve.first()).toHaveAttribute(
      'href',
      new RegExp(`^${e2eUrls.reservation}/vehiculos-0km/reservar/[a-z]+/\\d+/[^/]+/\\d+/[^/]+$`),
    );
    await expect(offers.getByText(/^Descuento especial -\$\u00a0[\d.]+$/).first()).toBeVisible();

    await expect(
      page
        .getByRole('region', { name: 'Historias' })
        .getByRole('link', { name: /Ver historia completa/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Noticias' }).getByRole('article')).toHaveCount(
      2,
    );
    await expect(
      page.getByRole('region', { name: 'Nuestros modelos 0km' }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Nuestra historia' })).toContainText(
      'Club del Presidente',
    );
    await page.getByRole('button', { name: 'Sacá un turno' }).click();
    await expect(page.getByRole('link', { name: /Turnos Chevrolet/ })).toHaveAttribute(
      'href',
      `${group.mainSiteUrl}/solicitar-turno/chevrolet`,
    );
    await page.keyboard.press('Escape');
    // The job form loads on request; focus lands on its first field.
    await expect(page.getByRole('form', { name: 'Postulación laboral' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Postularme' }).click();
    const jobForm = page.getByRole('form', { name: 'Postulación laboral' });
    await expect(jobForm).toBeVisible();
    await expect(jobForm.getByLabel('Nombre')).toBeFocused();

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  // On a phone the stories are below the fold.
  test(
    'story previews load nothing until they are near the screen, then play',
    phoneOnly,
    async ({ page }) => {
      const clips: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('.mp4')) clips.push(request.url());
      });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      expect(clips).toEqual([]);
      const firstClip = page.getByRole('region', { name: 'Historias' }).locator('video').first();
      await firstClip.scrollIntoViewIfNeeded();
      await expect.poll(() => clips.length).toBeGreaterThan(0);
      await expect
        .poll(() => firstClip.evaluate((video: HTMLVideoElement) => !video.paused))
        .toBe(true);
    },
  );

  test('a link below the fold navigates inside the app (no page reload)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const news = page.getByRole('region', { name: 'Noticias' });
    // A click without scrolling (as from assistive technology).
    await news
      .getByRole('link', { name: 'Ver todas las noticias' })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(page.getByRole('heading', { level: 1, name: /Noticias/ })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('the how-to-buy banner leads to /como-reservar (lazy page)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Cómo reservar online' }).first().click();
    await expect(page).toHaveURL(/\/como-reservar$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cómo reservar tu 0km online' }),
    ).toBeVisible();
    await expect(main(page)).toContainText('Paso 6');
    await expect(page).toHaveTitle(/Cómo reservar/);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('job application (spec 5, 8)', () => {
  test('validates, then shows /cv-recibido with the thanks', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Postularme' }).click();
    const form = page.getByRole('form', { name: 'Postulación laboral' });
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(form.getByText(messages.cvMissing)).toBeVisible();
    await expect(form.getByText('Ingresá tu nombre.')).toBeVisible();
    await expect(form.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Nombre')).toBeFocused();

    await form.getByLabel('Nombre').fill('Lucía');
    await form.getByLabel('Apellido').fill('Gómez');
    await form.getByLabel('Celular').fill('261 555-0101');
    await form.getByLabel('Email', { exact: false }).fill('lucia@example.com');
    await form.getByRole('combobox', { name: 'Puesto' }).click();
    await page.getByRole('option', { name: 'Ventas' }).click();
    await form
      .getByLabel(/Currículum/)
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Enviar postulación' }).click();

    await expect(page).toHaveURL(/\/cv-recibido$/);
    await expect(page.getByRole('status').getByText(messages.cvSuccess)).toBeVisible();
    await expect(page).toHaveTitle(/Recibimos tu currículum/);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a CV over 5 MB or not PDF or Word is refused in the browser, never uploaded', async ({
    page,
  }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/cv')) {
        uploads.push(request.url());
      }
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Postularme' }).click();
    const form = page.getByRole('form', { name: 'Postulación laboral' });
    const field = form.getByLabel(/Currículum/);
    await field.setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(maxCvBytes + 1, 0x20),
    });
    // At once, beside the field and read with it.
    await expect(form.getByText(messages.cvTooLarge)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(messages.cvTooLarge));

    await form.getByLabel('Nombre').fill('Lucía');
    await form.getByLabel('Apellido').fill('Gómez');
    await form.getByLabel('Celular').fill('2615550101');
    await form.getByLabel('Email', { exact: false }).fill('lucia@example.com');
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(field).toBeFocused();
    await expect(form.getByText(messages.cvTooLarge)).toBeVisible();

    await field.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: pdf });
    await expect(form.getByText(messages.cvType)).toBeVisible();
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(field).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
    expect(uploads).toEqual([]);
  });

  test('a file the server rejects shows /cv-error with its message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Postularme' }).click();
    const form = page.getByRole('form', { name: 'Postulación laboral' });
    await form.getByLabel('Nombre').fill('Lucía');
    await form.getByLabel('Apellido').fill('Gómez');
    await form.getByLabel('Celular').fill('2615550101');
    await form.getByLabel('Email', { exact: false }).fill('lucia@example.com');
    // Named .pdf, but not a PDF: only the server can tell.
    await form.getByLabel(/Currículum/).setInputFiles({
      name: 'cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('esto no es un PDF'),
    });
    await form.getByRole('button', { name: 'Enviar postulación' }).click();
    await expect(page).toHaveURL(/\/cv-error$/);
    const alert = page.getByRole('alert');
    await expect(alert.getByText(messages.contactErrorTitle)).toBeVisible();
    await expect(alert.getByText(messages.cvMissing)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Postulación laboral' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('popups (spec 2.2)', () => {
  test.use({ popupsClosed: false });

  test('are shown first, remembered once closed, and never on a campaign address', async ({
    page,
  }) => {
    await page.goto('/oportunidades?source=campaign');
    await expect(page.getByRole('heading', { level: 1, name: 'Oportunidades 0km' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Reservá tu 0km online' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // The server puts them in the first paint, and leaves them out once closed.
    expect(await (await page.request.get('/')).text()).toContain('role="dialog"');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await (await page.request.get('/')).text()).not.toContain('role="dialog"');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('following the popup’s own “Ver más” closes it for the session', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(hydratedAttribute, '');
    const dialog = page.getByRole('dialog', { name: 'Reservá tu 0km online' });
    await dialog.getByRole('link', { name: 'Ver más' }).click();
    await expect(page).toHaveURL(/\/como-reservar$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Another page of the app, then a page loaded from the server: still closed.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Piedemonte/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goto('/noticias');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await (await page.request.get('/')).text()).not.toContain('role="dialog"');
    expect(consoleErrors).toEqual([]);
  });

  test('the popup is on the page before its script, and closes once the page runs', async ({
    page,
  }) => {
    // The page's script arrives late (a slow phone network): the page is whole without it.
    const script = await holdEntryScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    const dialog = page.getByRole('dialog', { name: 'Reservá tu 0km online' });
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await expect.poll(script.isAsked).toBe(true);
    script.release();
    await waitForHydration(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await (await page.request.get('/')).text()).not.toContain('role="dialog"');
  });

  test('open first over a page styled by its own HTML, close by keyboard and stay closed', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    const html = await (await page.request.get('/')).text();
    // The styles are inside the document: the first paint waits for nothing else.
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html).toMatch(/<style nonce="[^"]+">[^<]{10000,}<\/style>/);
    // The page's main image is fetched first; the popup's picture takes no priority from it.
    expect(html).toMatch(
      /<link rel="preload" as="image"[^>]*fetchPriority="high"[^>]*oportunidades/,
    );
    expect(html).not.toMatch(/<link rel="preload"[^>]*fetchPriority="high"[^>]*popup-reserva/);
    expect(html).not.toMatch(/<img[^>]*fetchPriority="high"[^>]*popup-reserva/);

    // Without any script the page is styled: its header has the brand's colour.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${e2eUrls.catalogue}/`);
    const headerColour = await bare
      .getByRole('banner')
      .first()
      .evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(headerColour).not.toBe('rgba(0, 0, 0, 0)');
    await noScript.close();

    await page.goto('/');
    await waitForHydration(page);
    const dialog = page.getByRole('dialog', { name: 'Reservá tu 0km online' });
    await expect(dialog).toBeVisible();
    // Focus is in the dialog, on its first control, so Escape and Tab work at once.
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('footer (spec 2.2, DECISIONS)', () => {
  test('has the group’s data and the withdrawal form, pre-filled from the address', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/?arrepentimiento&operation_code=K7PQ2M9XWT');
    const dialog = page.getByRole('dialog', { name: 'Botón de arrepentimiento' });
    await expect(dialog.getByLabel('Código de operación')).toHaveValue('K7PQ2M9XWT');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText('Ingresá tu email.')).toBeVisible();
    await dialog.getByLabel('Nombre').fill('Lucía');
    await dialog.getByLabel('Apellido').fill('Gómez');
    await dialog.getByLabel('Email', { exact: false }).fill('lucia@example.com');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog.getByText(/Recibimos tu solicitud de arrepentimiento/)).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Piedemonte/ }).first()).toHaveAttribute(
      'href',
      '/',
    );
    await expect(footer.getByRole('link', { name: group.phone })).toHaveAttribute(
      'href',
      `tel:${group.phoneE164}`,
    );
    await expect(footer).toContainText('Godoy Cruz');
    await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Facebook/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await expect(footer).toContainText('Ley 25.326');
    await footer.getByRole('button', { name: 'Botón de arrepentimiento' }).click();
    await expect(page.getByRole('dialog', { name: 'Botón de arrepentimiento' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
