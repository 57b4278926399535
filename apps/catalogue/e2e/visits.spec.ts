/**
 * Booking a visit or a test drive from a unit's page, against the real API: the steps, the
 * confirmation, the buyer's email in the stack's outbox with its calendar invitation, and
 * the manage link's cancel freeing the slot; on a phone by keyboard alone, the booking's
 * and the move's proofs of work made in the background; the manage page kept by no cache.
 * Units are Chevrolet and Nissan ones in pesos: the suite's other tests need the
 * Volkswagen Polos and the few dollar-priced units.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  apiPaths,
  readItem,
  siteSlug,
  stockUnitRoute,
  unitVisitPath,
  visitBookedSchema,
  visitManagePath,
  visitMessages,
} from '@territorio/api-client';
import type { StockListing, StockSearchResult, VisitSlots } from '@territorio/api-client';
import { formatAddress, sites } from '@territorio/site-config';
import type { Site } from '@territorio/site-config';
import { outboxEmails } from '@territorio/e2e-kit/reservation-api';
import { withVisitProof } from '@territorio/e2e-kit/visit-api';
import { keepPageMessage } from '../src/lib/keepPage';
import {
  desktopOnly,
  e2eUrls,
  expect,
  expectNoAxeViolations,
  main,
  phoneOnly,
  tabTo,
  test,
  waitForHydration,
} from './fixtures';

/** A peso unit of Chevrolet or Nissan, and its site. */
async function pesoUnit(
  request: APIRequestContext,
  brand: 'chevrolet' | 'nissan',
): Promise<{ unit: StockListing; site: Site }> {
  const response = await request.get(`${e2eUrls.api}${apiPaths.stockSearch}?marca=${brand}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: StockSearchResult };
  for (const unit of data.units.filter((listed) => listed.currency === 'ars')) {
    const site = sites.find((candidate) => candidate.name === unit.location);
    if (site) return { unit, site };
  }
  throw new Error(`No peso unit of ${brand} in the stock`);
}

/** The free places of one slot, as the API counts them now. */
async function freePlaces(
  request: APIRequestContext,
  site: Site,
  date: string,
  time: string,
): Promise<number> {
  const response = await request.get(`${e2eUrls.api}${apiPaths.visitSlots}?site=${siteSlug(site)}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: VisitSlots };
  const slot = data.days.find((day) => day.date === date)?.slots.find((item) => item.time === time);
  if (!slot) throw new Error(`No slot ${date} ${time} at ${site.name}`);
  return slot.free;
}

/** A MIME part's body decoded from its transfer encoding. */
function decodedBody(part: string): string {
  const [headers = '', ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/** The emails to `address` the e2e stacks' APIs wrote (.eml files of their outboxes). */
function emailsTo(address: string): string[] {
  const wanted = address.toLowerCase();
  return outboxEmails()
    .filter((email) => email.to.toLowerCase().includes(wanted))
    .map((email) => email.text);
}

/** The text/calendar parts of an email, decoded. */
function calendarParts(email: string): string[] {
  return email
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .filter((part) => /^Content-Type:\s*text\/calendar/im.test(part.split(/\r?\n\r?\n/)[0] ?? ''))
    .map(decodedBody);
}

/** A definition of the confirmation's list: its value by its term. */
const detail = (page: Page, term: string) =>
  main(page).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

const uniqueEmail = (label: string) =>
  `visita.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@correo.example`;

test.describe('booking a visit from a unit page (/agendar-visita)', () => {
  test('a test drive is booked, confirmed, emailed with its invitation, and cancelled from its link', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const { unit, site } = await pesoUnit(request, 'chevrolet');
    const email = uniqueEmail(testInfo.project.name);
    await page.goto(stockUnitRoute(unit));
    await waitForHydration(page);
    await page.getByRole('link', { name: visitMessages.bookAction }).click();
    await expect(page).toHaveURL(`${e2eUrls.catalogue}${unitVisitPath(unit.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitMessages.bookAction);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const days = page.getByRole('group', { name: 'Elegí un día' });
    const day = days.locator('input[type="radio"]:not([disabled])').first();
    await expect(day).toBeVisible();
    await expectNoAxeViolations(page);
    const date = await day.inputValue();
    await day.check();
    const slot = page.getByRole('group', { name: 'Elegí un horario' }).getByRole('radio').first();
    const time = await slot.inputValue();
    await slot.check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeFocused();

    await page.getByLabel('Nombre y apellido').fill('Ana Pérez');
    await page.getByLabel('Teléfono').fill('261 555-0199');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('checkbox', { name: visitMessages.testDriveLabel }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirmar visita' }).click();

    const booked = page.getByRole('heading', { name: visitMessages.booked });
    await expect(booked).toBeFocused();
    const code = (await detail(page, 'Código').innerText()).trim();
    expect(code).not.toBe('');
    await expect(detail(page, 'Dónde')).toContainText(formatAddress(site));
    await expect(page.getByRole('link', { name: /^Ver en el mapa/ })).toHaveAttribute(
      'href',
      site.mapUrl,
    );
    await expect(page.getByText(visitMessages.bringTestDrive)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Agregar a mi calendario' })).toHaveAttribute(
      'href',
      new RegExp(`^${e2eUrls.api}/.*calendar\\.ics\\?token=`),
    );
    await expectNoAxeViolations(page);

    // The buyer's confirmation: an invitation to add to a calendar, with the visit's code.
    await expect.poll(() => emailsTo(email).length, { timeout: 20_000 }).toBeGreaterThan(0);
    const invitations = emailsTo(email).flatMap(calendarParts);
    expect(invitations.length).toBeGreaterThan(0);
    expect(invitations.some((ics) => /^METHOD:REQUEST\r?$/m.test(ics) && ics.includes(code))).toBe(
      true,
    );

    const freeWhileBooked = await freePlaces(request, site, date, time);
    await page.getByRole('link', { name: 'Cambiar o cancelar la visita' }).click();
    await expect(page).toHaveURL(/\/visitas\/[^?]+\?clave=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tu visita' })).toBeVisible();
    await expect(detail(page, 'Código')).toHaveText(code);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cancelar visita' }).click();
    await expect(page.getByRole('heading', { name: /^¿Cancelamos tu visita/ })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sí, cancelar la visita' }).click();
    await expect(page.getByText(visitMessages.cancelDone)).toBeVisible();
    await expect(page.getByText(visitMessages.cancelled)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cambiar horario' })).toHaveCount(0);
    expect(await freePlaces(request, site, date, time)).toBe(freeWhileBooked + 1);
    expect(consoleErrors).toEqual([]);
  });

  test('the whole booking by keyboard only', desktopOnly, async ({ page, request }) => {
    const { unit } = await pesoUnit(request, 'nissan');
    await page.goto(stockUnitRoute(unit));
    await waitForHydration(page);
    await tabTo(page, page.getByRole('link', { name: visitMessages.bookAction }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${e2eUrls.catalogue}${unitVisitPath(unit.id)}`);

    const day = page
      .getByRole('group', { name: 'Elegí un día' })
      .locator('input[type="radio"]:not([disabled])')
      .first();
    await expect(day).toBeVisible();
    // Tab enters the group on its first day that may be chosen; Space chooses it.
    await tabTo(page, day);
    await page.keyboard.press('Space');
    await expect(day).toBeChecked();
    const slot = page.getByRole('group', { name: 'Elegí un horario' }).getByRole('radio').first();
    await page.keyboard.press('Tab');
    await expect(slot).toBeFocused();
    await page.keyboard.press('Space');
    await expect(slot).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Nombre y apellido')).toBeFocused();
    await page.keyboard.type('Beto Gómez');
    await page.keyboard.press('Tab');
    await page.keyboard.type('261 555-0123');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('teclado'));
    await tabTo(page, page.getByRole('checkbox', { name: visitMessages.testDriveLabel }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Confirmar visita' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: visitMessages.booked })).toBeFocused();
    await expect(page.getByText(visitMessages.bringTestDrive)).toBeVisible();
  });

  test('a wrong manage link is the not-found page', async ({ page }) => {
    const response = await page.goto('/visitas/V-NOEXISTE?clave=0123456789abcdef0123');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitMessages.notFound);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test(
    'on a phone, by keyboard alone: booked and then moved, each proof of work made in the background',
    phoneOnly,
    async ({ page, request, consoleErrors }) => {
      const { unit } = await pesoUnit(request, 'nissan');
      const isChallenge = (url: string) => new URL(url).pathname === apiPaths.visitChallenge;
      const isPost = (path: string) => (sent: Request) =>
        sent.method() === 'POST' && new URL(sent.url()).pathname === path;
      // The form asks for its challenge as it shows, before anyone touches it.
      const challenge = page.waitForResponse((response) => isChallenge(response.url()));
      await page.goto(unitVisitPath(unit.id));
      await waitForHydration(page);
      expect((await challenge).status()).toBe(200);

      const day = page
        .getByRole('group', { name: 'Elegí un día' })
        .locator('input[type="radio"]:not([disabled])')
        .first();
      await expect(day).toBeVisible();
      await tabTo(page, day);
      await page.keyboard.press('Space');
      await expect(day).toBeChecked();
      const date = await day.inputValue();
      const slot = page.getByRole('group', { name: 'Elegí un horario' }).getByRole('radio').first();
      await page.keyboard.press('Tab');
      await expect(slot).toBeFocused();
      await page.keyboard.press('Space');
      await expect(slot).toBeChecked();
      const time = await slot.inputValue();
      await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Nombre y apellido')).toBeFocused();
      await page.keyboard.type('Carla Díaz');
      await page.keyboard.press('Tab');
      await page.keyboard.type('261 555-0177');
      await page.keyboard.press('Tab');
      await page.keyboard.type(uniqueEmail('telefono'));
      await expectNoAxeViolations(page);
      const booking = page.waitForRequest(isPost(apiPaths.visits));
      await tabTo(page, page.getByRole('button', { name: 'Confirmar visita' }));
      await page.keyboard.press('Enter');
      // The API books nothing without a proof it can verify and has not seen before.
      expect((await (await booking).response())?.status()).toBe(201);
      await expect(page.getByRole('heading', { name: visitMessages.booked })).toBeFocused();
      await expectNoAxeViolations(page);
      const code = (await detail(page, 'Código').innerText()).trim();

      await tabTo(page, page.getByRole('link', { name: 'Cambiar o cancelar la visita' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Tu visita' })).toBeVisible();
      const moveChallenge = page.waitForResponse((response) => isChallenge(response.url()));
      await tabTo(page, page.getByRole('button', { name: 'Cambiar horario' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Elegí un día' })).toBeFocused();
      expect((await moveChallenge).status()).toBe(200);
      const sameDay = page
        .getByRole('group', { name: 'Elegí un día' })
        .locator(`input[value="${date}"]`);
      await tabTo(page, sameDay);
      await page.keyboard.press('Space');
      await expect(sameDay).toBeChecked();
      // Into the day's times, then the next one: the arrow keys move through a radio group.
      const times = page.getByRole('group', { name: 'Elegí un horario' }).getByRole('radio');
      await page.keyboard.press('Tab');
      await expect(times.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const newTime = await times.nth(1).inputValue();
      await expect(times.nth(1)).toBeChecked();
      expect(newTime).not.toBe(time);
      await expectNoAxeViolations(page);
      const move = page.waitForRequest(isPost(apiPaths.visitMove.replace(':code', code)));
      await tabTo(page, page.getByRole('button', { name: 'Confirmar el nuevo horario' }));
      await page.keyboard.press('Enter');
      // A proof of its own: the booking's is spent.
      expect((await (await move).response())?.status()).toBe(200);
      await expect(page.getByText(visitMessages.moved)).toBeVisible();
      await expect(detail(page, 'Cuándo')).toContainText(newTime);
      expect(consoleErrors).toEqual([]);
    },
  );
});

/** Every entry of every cache the page's origin holds: its path and query. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const kept of await cache.keys()) {
        const url = new URL(kept.url);
        addresses.push(`${url.pathname}${url.search}`);
      }
    }
    return addresses;
  });
}

/** Waits until the page's service worker has activated (its activation's work done). */
async function workerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise<void>((resolve) => {
      active.addEventListener('statechange', () => {
        if (active.state === 'activated') resolve();
      });
    });
  });
}

test.describe('the manage page and the service worker (DECISIONS: offline)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('is answered no-store, and no cache keeps it: not on activation, not on a visit, not a copy an older worker kept', async ({
    page,
    request,
  }) => {
    const { unit, site } = await pesoUnit(request, 'chevrolet');
    const slots = await request.get(`${e2eUrls.api}${apiPaths.visitSlots}?site=${siteSlug(site)}`);
    const { data: calendar } = (await slots.json()) as { data: VisitSlots };
    const free = calendar.days
      .flatMap((day) => day.slots.filter((slot) => slot.free > 0).map((slot) => ({ day, slot })))
      .at(-1);
    if (!free) throw new Error(`No free slot at ${site.name}`);
    const answer = await request.post(`${e2eUrls.api}${apiPaths.visits}`, {
      data: await withVisitProof(request, {
        site: siteSlug(site),
        unit_id: unit.id,
        date: free.day.date,
        time: free.slot.time,
        name: 'Dora Privada',
        telephone: '261 555-0166',
        email: uniqueEmail('privada'),
        test_drive: false,
      }),
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const { visit, token } = readItem(await answer.json(), visitBookedSchema);
    const address = visitManagePath(visit.code, token);

    // A copy as an older worker kept it, in place before this worker registers.
    const stale = visitManagePath('V-ANTIGUA', 'secreto-de-una-copia-vieja');
    await page.addInitScript((path) => {
      if (sessionStorage.getItem('copia-vieja')) return;
      sessionStorage.setItem('copia-vieja', 'puesta');
      const kept = caches
        .open('catalogue-pages')
        .then((cache) => cache.put(path, new Response('<!doctype html><title>copia</title>')));
      const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
      navigator.serviceWorker.register = (...args) => kept.then(() => register(...args));
    }, stale);

    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu visita' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The worker activates with this page open: it fetches the open pages to keep them.
    await workerActivated(page);
    let kept = await cachedAddresses(page);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((entry) => entry.startsWith('/visitas/'))).toEqual([]);

    // A visit with the worker in control, and the page's own request to keep its document.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tu visita' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
    await page.evaluate(
      (message) =>
        new Promise<void>((resolve) => {
          // Workbox answers on the port once it has handled every address.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          navigator.serviceWorker.controller?.postMessage(message, [channel.port2]);
        }),
      keepPageMessage(`${e2eUrls.catalogue}${address}`),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    kept = await cachedAddresses(page);
    expect(kept.filter((entry) => entry.startsWith('/visitas/') || entry.includes(token))).toEqual(
      [],
    );
  });
});
