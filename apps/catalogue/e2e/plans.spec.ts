import { messages } from '@territorio/api-client';
import { group } from '@territorio/site-config';
import { expect, expectNoAxeViolations, main, openSection, test } from './fixtures';

test.describe('savings plans (spec 2.7)', () => {
  test('Volkswagen tabs, plan cards, stories, footnote and the pay-a-plan page', async ({
    page,
    isPhone,
    consoleErrors,
  }) => {
    await page.goto('/');
    await openSection(page, isPhone, 'Planes de Ahorro');
    await expect(page).toHaveURL(/\/planes-de-ahorro$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Planes de ahorro' })).toBeVisible();
    const filters = page.getByRole('tablist', { name: 'Tipo de plan' });
    await expect(filters.getByRole('tab')).toHaveText([
      'Todos',
      'Autoahorro Volkswagen',
      `Plan ${group.shortName}`,
    ]);
    const all = await page.getByRole('tabpanel').getByRole('article').count();
    expect(all).toBeGreaterThan(0);
    await filters.getByRole('tab', { name: `Plan ${group.shortName}` }).click();
    const own = await page.getByRole('tabpanel').getByRole('article').count();
    expect(own).toBeLessThan(all);
    await expect(
      page.getByRole('link', { name: /Suscribirme a este plan/ }).first(),
    ).toHaveAttribute('href', new RegExp(`^${group.mainSiteUrl}/planes/suscripcion/`));
    await expect(page.getByText(messages.savingPlanFootnote)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Historias' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Marcas' })
      .getByRole('link', { name: 'Nissan' })
      .click();
    await expect(page).toHaveURL(/\/planes-de-ahorro\/nissan$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Nissan plan de ahorro' }),
    ).toBeVisible();
    await expect(main(page).getByRole('link', { name: /Pagar mi plan/ })).toHaveCount(0);

    await page
      .getByRole('navigation', { name: 'Marcas' })
      .getByRole('link', { name: 'Chevrolet' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Plan Chevrolet' })).toBeVisible();
    await page.getByRole('link', { name: 'Pagar mi plan Chevrolet' }).click();
    await expect(page).toHaveURL(/\/pagar-plan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pagar mi plan' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Pagar Plan Chevrolet/ })).toBeVisible();
    await expect(page).toHaveTitle(/Pagar mi plan/);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
