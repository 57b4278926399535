import {
  collectConsoleErrors,
  desktopOnly,
  e2eUrls,
  expect,
  test,
  waitForHydration,
} from './fixtures';

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

test.describe('security headers', () => {
  test(
    'every page carries a nonce policy that its own inline scripts match',
    desktopOnly,
    async ({ request }) => {
      for (const path of ['/', '/oportunidades', '/vehiculos-0km/versiones/volkswagen/polo/101']) {
        const first = await request.get(`${e2eUrls.catalogue}${path}`);
        const second = await request.get(`${e2eUrls.catalogue}${path}`);
        expect(first.status(), path).toBe(200);
        const policy = first.headers()['content-security-policy'] ?? '';
        const scriptSrc = directives(policy).get('script-src') ?? [];
        expect(scriptSrc).not.toContain("'unsafe-inline'");
        const nonce = /^'nonce-(.+)'$/.exec(
          scriptSrc.find((value) => value.startsWith("'nonce-")) ?? '',
        )?.[1];
        expect(nonce, path).toBeTruthy();
        // A nonce is used once: another answer has another.
        expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
        const html = await first.text();
        // Every script the page runs inline carries it (structured data is not run).
        const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
          .map((match) => match[1] ?? '')
          .filter((attributes) => !attributes.includes('application/ld+json'));
        expect(inline.length).toBeGreaterThan(0);
        for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
        expect(directives(policy).get('frame-ancestors')).toEqual(["'none'"]);
        expect(directives(policy).get('frame-src')).toEqual(["'none'"]);
        expect(directives(policy).get('connect-src')).toContain(new URL(e2eUrls.api).origin);
        expect(first.headers()).toMatchObject({
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
          'referrer-policy': 'strict-origin-when-cross-origin',
        });
        expect(first.headers()['permissions-policy']).toContain('camera=()');
        // Served over plain HTTP here: no HSTS (it is configuration, or a TLS request).
        expect(first.headers()['strict-transport-security']).toBeUndefined();
      }
    },
  );

  test(
    'files carry the headers too; an unknown page answers 404 under the policy',
    desktopOnly,
    async ({ request }) => {
      const page = await request.get(`${e2eUrls.catalogue}/`);
      const preload = /<link rel="modulepreload" href="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      expect(preload).toMatch(/^\/assets\/.+\.js$/);
      const module = await request.get(`${e2eUrls.catalogue}${preload}`);
      expect(module.headers()['cache-control']).toContain('immutable');
      expect(module.headers()['x-content-type-options']).toBe('nosniff');
      const missing = await request.get(`${e2eUrls.catalogue}/no-existe`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-security-policy']).toContain('nonce-');
    },
  );

  test('pages run under their policy without a single violation', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    await page.goto('/vehiculos-0km/versiones/volkswagen/polo/101');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
