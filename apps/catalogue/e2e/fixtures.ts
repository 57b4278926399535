/**
 * Shared end-to-end helpers: a `page` whose popups are already closed for the session
 * (the popup test opts out), console errors collected for every test, and the addresses.
 */
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  collectConsoleErrors,
  desktopOnly,
  e2eUrls,
  expectDocumentSecurity,
  expectFileSecurity,
  expectNoAxeViolations,
  holdEntryScript,
  phoneOnly,
  policyDirectives,
  waitForHydration,
} from '@territorio/e2e-kit';
import { sessionKeys } from '../src/stores/sessionStore';

type Fixtures = {
  /** Console errors and page errors of the test so far. */
  consoleErrors: string[];
  /** false to see the popups (the session starts with them closed otherwise). */
  popupsClosed: boolean;
  isPhone: boolean;
};

export const test = base.extend<Fixtures>({
  popupsClosed: [true, { option: true }],
  isPhone: async ({ isMobile }, use) => {
    await use(isMobile);
  },
  page: async ({ page, popupsClosed }, use) => {
    if (popupsClosed) {
      // The session cookie a closed popup leaves (the server reads it too).
      await page
        .context()
        .addCookies([{ name: sessionKeys.popupsClosed, value: '1', url: e2eUrls.catalogue }]);
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    await use(collectConsoleErrors(page));
  },
});

export {
  collectConsoleErrors,
  desktopOnly,
  expect,
  e2eUrls,
  expectDocumentSecurity,
  expectFileSecurity,
  expectNoAxeViolations,
  holdEntryScript,
  phoneOnly,
  policyDirectives,
  sessionKeys,
  waitForHydration,
};

/** The session cookie a price request leaves: every tab of the session shows prices. */
export async function requestedPrices(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: sessionKeys.priceRequested, value: '1', url: e2eUrls.catalogue }]);
}

/** The page's <main>. */
export const main = (page: Page) => page.locator('main');

/** Opens a header section: the desktop header, or the phone's bottom bar / 'Más' menu. */
export async function openSection(
  page: Page,
  isPhone: boolean,
  section: 'Vehículos 0Km' | 'Oportunidades' | 'Planes de Ahorro' | 'Contactanos' | 'Ducati',
): Promise<void> {
  if (!isPhone) {
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: section })
      .click();
    return;
  }
  const bar = page.getByRole('navigation', { name: 'Navegación móvil' });
  const tabs: Record<string, string> = {
    'Vehículos 0Km': '0km',
    Oportunidades: 'Ofertas',
    'Planes de Ahorro': 'Planes',
  };
  const tab = tabs[section];
  if (tab) {
    await bar.getByRole('link', { name: tab, exact: true }).click();
    return;
  }
  if (section === 'Contactanos') {
    await bar.getByRole('button', { name: 'Más' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Contacto' }).click();
    return;
  }
  await bar.getByRole('link', { name: '0km', exact: true }).click();
  await page
    .getByRole('navigation', { name: 'Marcas' })
    .getByRole('link', { name: 'Ducati' })
    .click();
}

/** The description meta of the page. */
export async function description(page: Page): Promise<string | null> {
  return page.locator('meta[name="description"]').getAttribute('content');
}

/** Presses Tab until `target` has focus (keyboard-only use); fails after `max` presses. */
export async function tabTo(
  page: Page,
  target: ReturnType<Page['locator']>,
  max = 80,
): Promise<void> {
  for (let count = 0; count < max; count += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
