import { hydratedAttribute } from '@territorio/server-kit/page';
import AxeBuilder from '@axe-core/playwright';
import {
  defineConfig,
  devices,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type PlaywrightTestConfig,
} from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/**
 * Ports of the e2e stack (scripts/e2e-stack.mjs, which reads the same variables); they
 * never collide with `pnpm start`. Each app's suite adds its own `E2E_PORT_OFFSET` (its
 * `test:e2e` script), so the suites run at once, each on a stack and database of its own.
 */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const e2ePorts = {
  api: Number(process.env.E2E_API_PORT ?? 18787 + portOffset),
  catalogue: Number(process.env.E2E_CATALOGUE_PORT ?? 18080 + portOffset),
  reservation: Number(process.env.E2E_RESERVATION_PORT ?? 18081 + portOffset),
  staff: Number(process.env.E2E_STAFF_PORT ?? 18082 + portOffset),
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
    retries: 0,
    workers: 1,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
    use: {
      baseURL: options.baseURL,
      locale: 'es-AR',
      timezoneId: 'America/Argentina/Mendoza',
      // A CI run keeps only its log, so a trace recorded there is never read; recording one
      // costs about a fifth of the browser's CPU time.
      trace: isCI ? 'off' : 'retain-on-failure',
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
  // axe's target-size judges targets where they are on screen now: one scrolled beneath the
  // sticky header counts as obscured, though the visitor reaches it by scrolling. The page
  // is judged from its top, then put back where it was (focus stays where it is).
  const scrolled = await page.evaluate(() => {
    const at = { x: window.scrollX, y: window.scrollY };
    window.scrollTo(0, 0);
    return at;
  });
  // Colours are judged as they settle, not halfway through a transition (a button just
  // enabled fades from grey to its colour). Endless animations (a spinner) are not awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await builder.analyze();
  await page.evaluate(({ x, y }) => window.scrollTo(x, y), scrolled);
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

/** A content security policy's directives by name. */
export function policyDirectives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

/**
 * Asserts what every document of both apps carries: a policy whose script nonce is new on
 * every answer, is on every inline script the page runs (structured data is not run) and
 * stands alone (no 'unsafe-inline'); no framing of the page; the other security headers,
 * without HSTS over plain HTTP (it is configuration, or a TLS request). Returns the
 * policy's directives for the app's own checks.
 */
export async function expectDocumentSecurity(
  request: APIRequestContext,
  url: string,
): Promise<Map<string, string[]>> {
  const first = await request.get(url);
  const second = await request.get(url);
  expect(first.status(), url).toBe(200);
  const directives = policyDirectives(first.headers()['content-security-policy'] ?? '');
  const scriptSrc = directives.get('script-src') ?? [];
  expect(scriptSrc, url).not.toContain("'unsafe-inline'");
  const nonce = /^'nonce-(.+)'$/.exec(
    scriptSrc.find((value) => value.startsWith("'nonce-")) ?? '',
  )?.[1];
  expect(nonce, url).toBeTruthy();
  expect(second.headers()['content-security-policy'], url).not.toContain(`'nonce-${nonce}'`);
  const inline = [...(await first.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !attributes.includes('application/ld+json'));
  expect(inline.length, url).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes, url).toContain(`nonce="${nonce}"`);
  expect(directives.get('frame-ancestors'), url).toEqual(["'none'"]);
  expect(first.headers(), url).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  expect(first.headers()['permissions-policy'], url).toContain('camera=()');
  expect(first.headers()['strict-transport-security'], url).toBeUndefined();
  return directives;
}

/**
 * Asserts that an app's files carry the headers too (a module its home preloads: cached
 * for good, nosniff) and that an unknown address answers 404 under the policy.
 */
export async function expectFileSecurity(
  request: APIRequestContext,
  appUrl: string,
  unknownPath: string,
): Promise<void> {
  const home = await request.get(`${appUrl}/`);
  const preload = /<link rel="modulepreload" href="([^"]+)"/.exec(await home.text())?.[1] ?? '';
  expect(preload).toMatch(/^\/assets\/.+\.js$/);
  const module = await request.get(`${appUrl}${preload}`);
  expect(module.headers()['cache-control']).toContain('immutable');
  expect(module.headers()['x-content-type-options']).toBe('nosniff');
  const favicon = await request.get(`${appUrl}/favicon.svg`);
  expect(favicon.headers()['x-content-type-options']).toBe('nosniff');
  const missing = await request.get(`${appUrl}${unknownPath}`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-security-policy']).toContain('nonce-');
}

/**
 * Presses Tab until `target` has the keyboard focus, in the page or in a frame (the focused
 * element of its own document, that document focused); fails after `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let press = 0; press <= maxPresses; press += 1) {
    const isFocused = await target
      .evaluate(
        (element) =>
          element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus(),
      )
      .catch(() => false);
    if (isFocused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}
