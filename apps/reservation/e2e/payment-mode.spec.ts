import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { messages } from '@territorio/api-client';
import {
  collectConsoleErrors,
  expectAccessible,
  expectScreen,
  startOperationViaApi,
  startReservation,
  takeUnit,
} from './support';

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openStepOne(page: Page) {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expectScreen(page, 'Modo de pago');
}

test.describe('Step 1, payment mode', () => {
  test('a used vehicle is quoted, accepted, then removed after the question', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 104, exclusive: false });
    await startReservation(page, unit, { checkAccessibility: false });
    await openStepOne(page);
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await page.getByRole('button', { name: 'Agregar Usado' }).click();
    await expectScreen(page, 'Agregar Usado');
    await expect(page.getByRole('button', { name: 'Cotizar' })).toBeDisabled();
    await chooseOption(page, 'Marca', 'Volkswagen');
    await chooseOption(page, 'Modelo', 'Gol Trend');
    await chooseOption(page, 'Versión', '1.6 Trendline 5p');
    // A wrong year or kilometres say why 'Cotizar' waits, under the field.
    const year = page.getByRole('textbox', { name: 'Año' });
    await year.fill('15');
    await year.blur();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription(
      /Ingresá un año de 4 dígitos entre 1900 y \d{4}\./,
    );
    const kms = page.getByRole('textbox', { name: 'Kilometraje' });
    await kms.fill('muchos');
    await kms.blur();
    await expect(kms).toHaveAccessibleDescription(
      'Ingresá los kilómetros en números, por ejemplo 45000.',
    );
    await expectAccessible(page);
    await year.fill('2015');
    await kms.fill('90000');
    await expect(year).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Cotizar' }).click();

    await expect(page.getByRole('heading', { name: 'Cotización de tu usado' })).toBeFocused();
    await expect(page.getByText(/estimada y está sujeta/)).toBeVisible();
    await expectAccessible(page);
    // 'Cancelar' goes back to the form as it was filled.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('textbox', { name: 'Kilometraje' })).toHaveValue('90000');
    await page.getByRole('button', { name: 'Cotizar' }).click();
    await page.getByRole('button', { name: 'Aceptar Cotización' }).click();

    await expectScreen(page, 'Modo de pago');
    await expect(page.getByText('Volkswagen Gol Trend 1.6 Trendline 5p')).toBeVisible();
    // spec 5: a used vehicle lets the buyer continue.
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();

    await page.getByRole('button', { name: /^Quitar Volkswagen Gol Trend/ }).click();
    const dialog = page.getByRole('dialog', { name: messages.usedVehicleRemoveQuestion });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Sí, remover' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Volkswagen Gol Trend 1.6 Trendline 5p')).toBeHidden();
    // The focus lands on the list's heading, not at the top of the page.
    await expect(page.getByRole('heading', { level: 2, name: 'Vehículos usados' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(errors).toEqual([]);
  });

  test('financing is chosen, then cleared by choosing the same plan again', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, { brandId: 1, familyId: 102, exclusive: false });
    await startReservation(page, unit, { checkAccessibility: false });
    await openStepOne(page);

    await page.getByRole('button', { name: 'Agregar financiación' }).click();
    await expectScreen(page, 'Agregar financiación');
    const amount = page.getByRole('textbox', { name: 'Monto a financiar' });
    await expect(amount).not.toHaveValue('');
    // Below every plan's minimum: spec 8's message.
    await amount.fill('500000');
    await expect(page.getByText(messages.noFinancing)).toBeVisible();
    await amount.fill('5000000');
    await expect(page.getByText(/^Encontramos \d+ planes? para ese importe\.$/)).toBeVisible();
    await expectAccessible(page);

    const plan = page.getByRole('article').filter({ hasText: 'Prendario 18 meses' });
    await plan.getByRole('button', { name: 'Elegir este plan' }).click();
    await expect(plan.getByRole('button', { name: 'Plan elegido (quitar)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The focus goes to what was chosen, not to the top of the page.
    await expect(
      page.getByText(/^Elegiste Prendario 18 meses: financiás \$\u00a05\.000\.000 en 18 cuotas\.$/),
    ).toBeFocused();
    // Another amount: the chosen plan keeps its own until a plan is chosen again.
    await amount.fill('4000000');
    await expect(amount).toHaveAccessibleDescription(
      /Cambiaste el importe: elegí de nuevo un plan para este importe\./,
    );
    await expectAccessible(page);
    await amount.fill('5000000');
    await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Volver a Modo de pago' }).click();
    await expectScreen(page, 'Modo de pago');
    // The plan's name heads its terms on the financing row.
    await expect(page.getByText('Prendario 18 meses').first()).toBeVisible();
    await expect(page.getByText(/^\$\u00a05\.000\.000 en 18 cuotas de/)).toBeVisible();

    await page.getByRole('button', { name: 'Modificar financiación' }).click();
    await expectScreen(page, 'Agregar financiación');
    const chosen = page.getByRole('article').filter({ hasText: 'Prendario 18 meses' });
    await chosen.getByRole('button', { name: 'Plan elegido (quitar)' }).click();
    await expect(chosen.getByRole('button', { name: 'Elegir este plan' })).toBeVisible();
    await page.getByRole('button', { name: 'Volver a Modo de pago' }).click();
    await expectScreen(page, 'Modo de pago');
    await expect(page.getByRole('button', { name: 'Agregar financiación' })).toBeVisible();
    await expect(page.getByText('Prendario 18 meses')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('BAIC financing reads "Próximamente"; a dollar unit shows the rate line', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const unit = await takeUnit(request, {
      brandId: 6,
      exclusive: false,
      where: (candidate) => candidate.currency === 'usd',
    });
    const code = await startOperationViaApi(request, unit);
    await page.goto(`/concesionario-digital/continue/${code}`);
    await expectScreen(page, 'Modo de pago');
    await expect(page.getByText(messages.financingComingSoon)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar financiación' })).toHaveCount(0);
    await expect(
      page.getByText(/^Cotización del dólar para la reserva: \$\u00a0[\d.]+/).first(),
    ).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
