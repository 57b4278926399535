import { expect, test } from '@playwright/test';
import { e2eUrls, expectDocumentSecurity, expectFileSecurity } from '@territorio/e2e-kit';
import { buyPath, collectConsoleErrors, expectScreen, takeUnit } from './support';

test.describe('Security headers', () => {
  test('every page carries a nonce policy that its own inline scripts match', async ({
    request,
  }) => {
    const directives = await expectDocumentSecurity(request, `${e2eUrls.reservation}/`);
    // The payment step frames the API's payment page, and nothing else.
    expect(directives.get('frame-src')).toEqual([new URL(e2eUrls.api).origin]);
  });

  test('files carry the headers too; an unknown page answers 404 under the policy', async ({
    request,
  }) => {
    await expectFileSecurity(request, e2eUrls.reservation, '/concesionario-digital/no-existe');
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
