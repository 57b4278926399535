import { expect, test } from '@playwright/test';
import { apiPaths, messages } from '@territorio/api-client';
import { e2eUrls, waitForHydration } from '@territorio/e2e-kit';
import { collectConsoleErrors, expectScreen, startOperationViaApi, takeUnit } from './support';

/** Chromium reports every 4xx answer in the console; the wrong code's 404 is expected. */
function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !/status of 404/.test(error));
}

const isStart = (url: string, method: string) =>
  url === `${e2eUrls.api}${apiPaths.dealershipStart}` && method === 'POST';

test.describe('The device the guessing limits count', () => {
  test('the API gives the page a device cookie on a wrong code, and the page sends it back with the right one', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 104, exclusive: false });
    const code = await startOperationViaApi(request, unit);
    await page.goto('/');
    await waitForHydration(page);

    // The app calls the API from another origin of the same site.
    const codeField = page.getByRole('textbox', { name: 'Código de operación' });
    await codeField.fill('ZZZZZZZZZZZZ');
    const wrong = page.waitForResponse((answer) =>
      isStart(answer.url(), answer.request().method()),
    );
    await page.getByRole('button', { name: 'Retomar' }).click();
    const wrongAnswer = await wrong;
    expect(wrongAnswer.status()).toBe(404);
    expect(await wrongAnswer.headerValue('set-cookie')).toMatch(/^device=/);
    await expectScreen(page, 'No pudimos retomar tu reserva');
    await expect(page.getByText(messages.operationNotFound)).toBeVisible();

    // The browser kept it, for the API only, out of the page's scripts' reach.
    const [device] = (await page.context().cookies(e2eUrls.api)).filter(
      (cookie) => cookie.name === 'device',
    );
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('device=');

    await codeField.fill(code);
    const right = page.waitForRequest((sent) => isStart(sent.url(), sent.method()));
    await page.getByRole('button', { name: 'Reintentar' }).click();
    const sent = await right;
    expect(await sent.headerValue('cookie')).toContain(`device=${device!.value}`);
    const answer = (await sent.response())!;
    expect(answer.status()).toBe(200);
    // The API took it as valid: it issued no other.
    expect(await answer.headerValue('set-cookie')).toBeNull();
    await expect(page.getByRole('heading', { name: 'No pudimos retomar tu reserva' })).toHaveCount(
      0,
    );
    expect(unexpected(errors)).toEqual([]);
  });
});
