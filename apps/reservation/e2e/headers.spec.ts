import { expect, test } from '@playwright/test';
import { e2eUrls } from '@territorio/e2e-kit';
import { buyPath, collectConsoleErrors, expectScreen, takeUnit } from './support';

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

test.describe('Security headers', () => {
  test('every page carries a nonce policy that its own inline scripts match', async ({
    request,
  }) => {
    const first = await request.get(`${e2eUrls.reservation}/`);
    const second = await request.get(`${e2eUrls.reservation}/`);
    expect(first.status()).toBe(200);
    const policy = first.headers()['content-security-policy'] ?? '';
    const scriptSrc = directives(policy).get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /^'nonce-(.+)'$/.exec(
      scriptSrc.find((value) => value.startsWith("'nonce-")) ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    // A nonce is used once: another answer has another.
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    const html = await first.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(directives(policy).get('frame-ancestors')).toEqual(["'none'"]);
    // The payment step frames the API's payment page, and nothing else.
    expect(directives(policy).get('frame-src')).toEqual([new URL(e2eUrls.api).origin]);
    expect(first.headers()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(first.headers()['permissions-policy']).toContain('camera=()');
    // Served over plain HTTP here: no HSTS (it is configuration, or a TLS request).
    expect(first.headers()['strict-transport-security']).toBeUndefined();
  });

  test('files carry the headers too; an unknown page answers 404 under the policy', async ({
    request,
  }) => {
    const page = await request.get(`${e2eUrls.reservation}/`);
    const preload = /<link rel="modulepreload" href="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    expect(preload).toMatch(/^\/assets\/.+\.js$/);
    const module = await request.get(`${e2eUrls.reservation}${preload}`);
    expect(module.headers()['cache-control']).toContain('immutable');
    expect(module.headers()['x-content-type-options']).toBe('nosniff');
    const asset = await request.get(`${e2eUrls.reservation}/favicon.svg`);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    const missing = await request.get(`${e2eUrls.reservation}/concesionario-digital/no-existe`);
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toContain('nonce-');
  });

  test('a page runs under its policy without a single violation', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 101, exclusive: false });
    await page.goto(buyPath(unit));
    await expectScreen(page, /Reservá online tu/);
    await page.waitForLoadState('networkidle');
    expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
