/**
 * Booking a visit or a test drive from a unit's page, against the real API: the steps, the
 * confirmation, the buyer's email in the stack's outbox with its calendar invitation, and
 * the manage link's cancel freeing the slot. Units are Chevrolet and Nissan ones in pesos:
 * the suite's other tests need the Volkswagen Polos and the few dollar-priced units.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiPaths,
  siteSlug,
  stockUnitRoute,
  unitVisitPath,
  visitMessages,
} from '@territorio/api-client';
import type { StockListing, StockSearchResult, VisitSlots } from '@territorio/api-client';
import { formatAddress, sites } from '@territorio/site-config';
import type { Site } from '@territorio/site-config';
import { outboxEmails } from '@territorio/e2e-kit/reservation-api';
import {
  desktopOnly,
  e2eUrls,
  expect,
  expectNoAxeViolations,
  main,
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
});
