import { hydratedAttribute } from '@territorio/static-server/page';
import AxeBuilder from '@axe-core/playwright';
import {
  defineConfig,
  devices,
  expect,
  type Page,
  type PlaywrightTestConfig,
} from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** Ports of the e2e stack (scripts/e2e-stack.mjs); they never collide with `pnpm start`. */
export const e2ePorts = {
  api: Number(process.env.E2E_API_PORT ?? 18787),
  catalogue: Number(process.env.E2E_CATALOGUE_PORT ?? 18080),
  reservation: Number(process.env.E2E_RESERVATION_PORT ?? 18081),
  staff: Number(process.env.E2E_STAFF_PORT ?? 18082),
};

export const e2eUrls = {
  api: `http://localhost:${e2ePorts.api}`,
  catalogue: `http://localhost:${e2ePorts.catalogue}`,
  reservation: `http://localhost:${e2ePorts.reservation}`,
  staff: `http://localhost:${e2ePorts.staff}`,
};

/** Debian's Chromium, never a downloaded browser (TOOLCHAIN.md). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Tags for tests that belong to one browser size only: the other project leaves them out
 * (they are not run there, rather than reported as skipped).
 */
export const desktopOnly = { tag: '@desktop-only' };
export const phoneOnly = { tag: '@phone-only' };

/**
 * One Playwright configuration for both apps: desktop and phone projects in Debian's
 * Chromium, against the whole stack started by scripts/e2e-stack.mjs.
 */
export function definePlaywrightConfig(options: {
  testDir?: string;
  baseURL: string;
  overrides?: PlaywrightTestConfig;
}): PlaywrightTestConfig {
  const isCI = Boolean(process.env.CI);
  return defineConfig({
    testDir: options.testDir ?? './e2e',
    forbidOnly: isCI,
    retries: isCI ? 1 : 0,
    workers: 1,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
    use: {
      baseURL: options.baseURL,
      locale: 'es-AR',
      timezoneId: 'America/Argentina/Mendoza',
      trace: 'retain-on-failure',
      launchOptions: chromiumLaunchOptions,
    },
    projects: [
      {
        name: 'desktop',
        grepInvert: /@phone-only/,
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          launchOptions: chromiumLaunchOptions,
        },
      },
      {
        name: 'phone',
        grepInvert: /@desktop-only/,
        use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions },
      },
    ],
    webServer: {
      command: `node ${join(repositoryRoot, 'scripts', 'e2e-stack.mjs')}`,
      url: `${e2eUrls.catalogue}/favicon.svg`,
      reuseExistingServer: !isCI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    ...options.overrides,
  });
}

/** Fails the test with a readable list when axe finds any WCAG 2.x A/AA violation. */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Collects console errors and failed requests; assert the list is empty at the end of a test. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Holds back the app's entry script (a slow phone network) until `release` is called.
 * `isAsked()` tells whether the page has asked for it yet.
 */
export async function holdEntryScript(
  page: Page,
): Promise<{ release: () => void; isAsked: () => boolean }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let isAsked = false;
  // Vite's entry (index-*.js) or React Router's (entry.client-*.js).
  await page.route(/\/assets\/(index|entry\.client)-[^/]+\.js$/, async (route) => {
    isAsked = true;
    await held;
    await route.continue();
  });
  return { release, isAsked: () => isAsked };
}

/** The attribute the apps put on <html> once React has hydrated the page. */
export { hydratedAttribute };

/**
 * Waits until the page's server HTML is hydrated: a tap before then reaches no handler
 * (the page is plain HTML until its scripts run).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(`html[${hydratedAttribute}]`).waitFor({ state: 'attached' });
}
