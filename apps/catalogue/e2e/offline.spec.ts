import type { Page } from '@playwright/test';
import { apiPaths } from '@territorio/api-client/core';
import {
  cachedAtHeader,
  formNeedsConnectionMessage,
  offlinePageMessage,
} from '../src/lib/offlineCopy';
import {
  desktopOnly,
  e2eUrls,
  expect,
  expectNoAxeViolations,
  main,
  openSection,
  policyDirectives,
  requestedPrices,
  test,
  waitForHydration,
} from './fixtures';

const offlineNotice = /^Sin conexión: mostramos precios del \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;
const offersHeadline = /^\d+ unidades 0km con descuentos especiales\.$/;
const price = /^\$\u00a0[\d.]+$/;

const readUrl = `${e2eUrls.api}${apiPaths.parameters}`;

/** A catalogue read made by the page, as the app makes it: the worker's stamp, if any. */
async function stampOf(page: Page, url: string): Promise<string | null> {
  return page.evaluate(
    // Past the browser's HTTP cache (the API allows 5 minutes), as a read is once that expires.
    async ({ address, header }) =>
      (await fetch(address, { cache: 'no-store' })).headers.get(header),
    { address: url, header: cachedAtHeader },
  );
}

/** Waits until the service worker answers this page's requests. */
async function workerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
}

test.describe('offline (DECISIONS)', () => {
  test.use({ serviceWorkers: 'allow' });

  test(
    'pages already seen keep their units and prices offline, with the date of the copy',
    desktopOnly,
    async ({ page, context }) => {
      await requestedPrices(page);
      await page.goto('/oportunidades');
      await workerInControl(page);
      const open = page.getByRole('button', { name: /^Ver unidades de / }).first();
      await open.click();
      await expect(page).toHaveURL(/\/oportunidades\?unidades=\d+$/);
      const familyAddress = page.url();
      const family = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
      const units = main(page).getByRole('link', { name: 'Reservar online', exact: true });
      const unitCount = await units.count();
      expect(unitCount).toBeGreaterThan(0);
      // Each page visited with the worker in control is kept, with its data.
      await page.goto(familyAddress);
      await expect(units).toHaveCount(unitCount);
      await page.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
      const versions = page.getByRole('region', { name: 'Versiones del Polo' });
      await expect(versions.getByText(price).first()).toBeVisible();
      await page.goto('/oportunidades');
      await expect(page.getByText(offersHeadline)).toBeVisible();
      await expect(page.getByText(offlineNotice)).toHaveCount(0);
      expect(await stampOf(page, readUrl)).toBeNull();

      await context.setOffline(true);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oportunidades 0km' }),
      ).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toBeVisible();
      await expect(page.getByText(offersHeadline)).toBeVisible();
      await expect(page.getByText(/^0 unidades/)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The unit list opens from the page's data; a read the page makes gets the worker's
      // copy, stamped with its date, readable across origins.
      await open.click();
      await expect(units).toHaveCount(unitCount);
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(await stampOf(page, readUrl)).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      await page.goto(familyAddress);
      await expect(page.getByRole('heading', { level: 2, name: family })).toBeVisible();
      await expect(units).toHaveCount(unitCount);
      await expect(page.getByText(offlineNotice)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
      await page.reload();
      await expect(versions.getByText(price).first()).toBeVisible();
      await expect(page.getByText(offlineNotice)).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await context.setOffline(false);
    },
  );

  test('pages reached only by links reload offline, each with the date of its copy', async ({
    page,
    context,
    isPhone,
  }) => {
    await page.goto('/');
    await workerInControl(page);
    await waitForHydration(page);
    await openSection(page, isPhone, 'Vehículos 0Km');
    await expect(page).toHaveURL(/\/vehiculos-0km$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehículos 0km' })).toBeVisible();
    await openSection(page, isPhone, 'Oportunidades');
    await expect(page).toHaveURL(/\/oportunidades$/);
    await expect(page.getByText(offersHeadline)).toBeVisible();
    // The worker keeps each page once it is shown: wait until both are in its cache.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('catalogue-pages');
          const kept = await cache.keys();
          return ['/vehiculos-0km', '/oportunidades'].every((path) =>
            kept.some((request) => new URL(request.url).pathname === path),
          );
        }),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Oportunidades 0km' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toBeVisible();
    await expect(page.getByText(offlinePageMessage)).toHaveCount(0);
    await page.goto('/vehiculos-0km');
    await expect(page.getByRole('heading', { level: 1, name: 'Vehículos 0km' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toBeVisible();
    await expect(page.getByText(offlinePageMessage)).toHaveCount(0);
    await context.setOffline(false);
  });

  test('a page never seen, reached by a link offline, says once that it is not saved', async ({
    page,
    context,
    isPhone,
  }) => {
    await page.goto('/contacto');
    await workerInControl(page);
    await waitForHydration(page);
    await context.setOffline(true);
    await openSection(page, isPhone, 'Vehículos 0Km');
    await expect(page).toHaveURL(/\/vehiculos-0km$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vehículos 0km' })).toBeVisible();
    // Four brands' models, none saved: one message for the page, not one per brand.
    await expect(page.getByText(offlinePageMessage)).toHaveCount(1);
    await expect(page.getByText(/^Cargando/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await context.setOffline(false);
  });

  test(
    'a page replayed offline carries no nonce that was valid online, and still runs',
    desktopOnly,
    async ({ page, context }) => {
      // The nonces of every document answered online, as the browser received them.
      const onlineNonces = new Set<string>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'document') return;
        const policy = response.headers()['content-security-policy'] ?? '';
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        if (nonce) onlineNonces.add(nonce);
      });
      // Violations the page reports (a script the policy refused), offline included.
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto('/oportunidades');
      await workerInControl(page);
      // Kept by the worker, with the nonce of this answer.
      await page.goto('/oportunidades');
      await waitForHydration(page);
      expect(onlineNonces.size).toBe(2);

      await context.setOffline(true);
      for (let reload = 1; reload <= 3; reload += 1) {
        const response = await page.reload();
        expect(response?.fromServiceWorker(), `reload ${reload}`).toBe(true);
        const policy = response?.headers()['content-security-policy'] ?? '';
        const scriptSrc = policyDirectives(policy).get('script-src') ?? [];
        // Scripts by hash, no nonce at all: nothing can repeat, nothing once valid is back.
        expect(
          scriptSrc.filter((source) => source.startsWith("'nonce-")),
          `reload ${reload}`,
        ).toEqual([]);
        expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(
          0,
        );
        const html = (await response?.text()) ?? '';
        expect(html).toContain('<script');
        for (const nonce of onlineNonces) expect(html, `reload ${reload}`).not.toContain(nonce);
        const carried = await page.evaluate(() =>
          [...document.scripts].map((script) => script.nonce).filter(Boolean),
        );
        expect(carried, `reload ${reload}`).toEqual([]);

        // The page hydrates and answers taps under that policy.
        await waitForHydration(page);
        await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toBeVisible();
        await expect(page.getByText(offersHeadline)).toBeVisible();
        await page
          .getByRole('button', { name: /^Ver unidades de / })
          .first()
          .click();
        await expect(page).toHaveURL(/\/oportunidades\?unidades=\d+$/);
        await expect(
          main(page).getByRole('link', { name: 'Reservar online', exact: true }).first(),
        ).toBeVisible();
        expect(
          await page.evaluate(
            () => (window as unknown as { cspViolations: string[] }).cspViolations,
          ),
          `reload ${reload}`,
        ).toEqual([]);
        await page.goto('/oportunidades');
      }
      await context.setOffline(false);
    },
  );

  test(
    'a page never visited says it is not available offline',
    desktopOnly,
    async ({ page, context }) => {
      await page.goto('/');
      await workerInControl(page);
      await context.setOffline(true);
      await page.goto('/vehiculos-0km/versiones/volkswagen/virtus/102');
      await expect(page.getByText(offlinePageMessage).first()).toBeVisible();
      await expect(page.getByText('No pudimos cargar esta página.')).toHaveCount(0);
      await expect(page.getByText(offlineNotice)).toHaveCount(0);
      await context.setOffline(false);
    },
  );

  test('a stock search seen before reloads offline: its results and filters, with the date of the copy', async ({
    page,
    context,
  }) => {
    const search = '/stock?marca=nissan&orden=-precio';
    await page.goto(search);
    await workerInControl(page);
    // Seen with the worker in control, the page and its read are kept.
    await page.goto(search);
    const titles = main(page).getByRole('article').getByRole('heading', { level: 3 });
    await expect(titles.first()).toBeVisible();
    const seen = await titles.allInnerTexts();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: offlineNotice })).toBeVisible();
    await expect.poll(() => titles.allInnerTexts()).toEqual(seen);
    await expect(page.getByRole('checkbox', { name: /^Nissan/ })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('-precio');
    await context.setOffline(false);
  });
});

test('a form offline says it needs a connection and keeps what was typed', async ({
  page,
  context,
}) => {
  let sent = 0;
  await page.route('**/api/v2/territorio/contact', async (route) => {
    sent += 1;
    await route.continue();
  });
  await page.goto('/contacto');
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  await form.getByLabel('Nombre').fill('Lucía');
  await form.getByLabel('Apellido').fill('Pérez');
  await form.getByLabel('Teléfono').fill('261 555-0000');
  await expect(form.getByText(formNeedsConnectionMessage)).toHaveCount(0);

  await context.setOffline(true);
  await expect(
    form.getByRole('status').filter({ hasText: formNeedsConnectionMessage }),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText(formNeedsConnectionMessage)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Nombre')).toHaveValue('Lucía');
  await expect(form.getByLabel('Apellido')).toHaveValue('Pérez');
  expect(sent).toBe(0);
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(form.getByText(formNeedsConnectionMessage)).toHaveCount(0);
});
