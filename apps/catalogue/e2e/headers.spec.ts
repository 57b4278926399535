import {
  collectConsoleErrors,
  desktopOnly,
  e2eUrls,
  expect,
  expectDocumentSecurity,
  expectFileSecurity,
  test,
  waitForHydration,
} from './fixtures';

test.describe('security headers', () => {
  test(
    'every page carries a nonce policy that its own inline scripts match',
    desktopOnly,
    async ({ request }) => {
      for (const path of ['/', '/oportunidades', '/vehiculos-0km/versiones/volkswagen/polo/101']) {
        const directives = await expectDocumentSecurity(request, `${e2eUrls.catalogue}${path}`);
        // The catalogue frames nothing; it reads the API.
        expect(directives.get('frame-src'), path).toEqual(["'none'"]);
        expect(directives.get('connect-src'), path).toContain(new URL(e2eUrls.api).origin);
      }
    },
  );

  test(
    'files carry the headers too; an unknown page answers 404 under the policy',
    desktopOnly,
    async ({ request }) => {
      await expectFileSecurity(request, e2eUrls.catalogue, '/no-existe');
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
