import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  brandEndpoints,
  catalogueSessionCookies,
  type VehicleBrandId,
} from '@territorio/api-client';
import { e2eUrls } from '@territorio/e2e-kit';
import { e2eStaffAccounts, e2eStaffPassword } from '@territorio/e2e-kit/staff-accounts';

export type Role = keyof typeof e2eStaffAccounts;

/** The catalogue's popups stay closed (the cookie a closed popup leaves). */
export async function closeCataloguePopups(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: catalogueSessionCookies.popupsClosed, value: '1', url: e2eUrls.catalogue },
    ]);
}

/** The catalogue shows prices, as after a price request (the session cookie it leaves). */
export async function showCataloguePrices(page: Page): Promise<void> {
  await page
    .context()
    .addCookies([
      { name: catalogueSessionCookies.priceRequested, value: '1', url: e2eUrls.catalogue },
    ]);
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

/**
 * Moves an operation's payment `days` back, as if its deposit had been paid then: the
 * payment's paid_at and created_at in the e2e stack's database (PostgreSQL when
 * E2E_DATABASE_URL names one, else the SQLite file in the stack's temporary data folder).
 * The API reads both when it decides what a payment's age allows, as its own tests do.
 */
export async function backdatePayment(operationCode: string, days: number): Promise<void> {
  const paidAt = new Date(Date.now() - days * 86_400_000).toISOString();
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query(
        'update payments set paid_at = $1, created_at = $1 where operation_code = $2',
        [paidAt, operationCode],
      );
      expect(result.rowCount).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    return;
  }
  const { default: Database } = await import('better-sqlite3');
  let changed = 0;
  // Folders of stacks that did not clean up may be there too: the code is in one only.
  for (const entry of readdirSync(tmpdir())) {
    const file = join(tmpdir(), entry, 'territorio.sqlite');
    if (!entry.startsWith('territorio-e2e-') || !existsSync(file)) continue;
    const database = new Database(file);
    try {
      database.pragma('busy_timeout = 5000');
      changed += database
        .prepare('update payments set paid_at = ?, created_at = ? where operation_code = ?')
        .run(paidAt, paidAt, operationCode).changes;
    } finally {
      database.close();
    }
  }
  expect(changed).toBeGreaterThan(0);
}
