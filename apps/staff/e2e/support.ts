import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { brandEndpoints, type VehicleBrandId } from '@territorio/api-client';
import { e2eUrls } from '@territorio/e2e-kit';
import { sessionKeys } from '../../catalogue/src/stores/sessionStore';
import { e2eStaffAccounts, e2eStaffPassword } from '@territorio/e2e-kit/staff-accounts';

export type Role = keyof typeof e2eStaffAccounts;

/** The catalogue's popups stay closed (the cookie a closed popup leaves). */
export async function closeCataloguePopups(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: sessionKeys.popupsClosed, value: '1', url: e2eUrls.catalogue }]);
}

/** The catalogue shows prices, as after a price request (the session cookie it leaves). */
export async function showCataloguePrices(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([{ name: sessionKeys.priceRequested, value: '1', url: e2eUrls.catalogue }]);
}

/** Signs in through the console's own form (the stack created the account). */
export async function signIn(page: Page, role: Role, next = '/'): Promise<void> {
  await page.goto(next === '/' ? '/ingresar' : `/ingresar?siguiente=${encodeURIComponent(next)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ingresar a la consola' }),
  ).toBeVisible();
  await page.getByLabel('Email').fill(e2eStaffAccounts[role].email);
  await page.getByLabel('Contraseña').fill(e2eStaffPassword);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

/** A minimal PDF (the API checks the file's signature, not its name). */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Whether the public API lists the unit for sale now. */
export async function isOnSale(
  request: APIRequestContext,
  unit: { readonly id: number; readonly brand_id: VehicleBrandId },
): Promise<boolean> {
  const response = await request.get(`${e2eUrls.api}${brandEndpoints[unit.brand_id].stock}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { id: number; status: string }[] };
  return data.some((candidate) => candidate.id === unit.id && candidate.status === 'available');
}
