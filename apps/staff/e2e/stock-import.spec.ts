import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { desktopOnly, e2eUrls, expectNoAxeViolations } from '@territorio/e2e-kit';
import { stockRoutes } from '@territorio/api-client';
import { stockImportColumns, stockImportMessages } from '@territorio/api-client/staff';
import { closeCataloguePopups, showCataloguePrices, signIn } from './support';

/** Chassis numbers no earlier run of the stack used (ISO 3779: digits are always valid). */
function freshVins(count: number): string[] {
  const base = Date.now() % 1_000_000;
  return Array.from(
    { length: count },
    (_, index) => `9BWZZZ377VT${String((base + index) % 1_000_000).padStart(6, '0')}`,
  );
}

test.describe('stock import', () => {
  test(
    'the stock manager downloads the template, reviews a file with a bad row, fixes it and applies; the units reach the catalogue',
    desktopOnly,
    async ({ page }) => {
      await signIn(page, 'stock', '/stock/importar');
      await expect(page.getByRole('heading', { level: 1, name: 'Importar stock' })).toBeVisible();
      await expectNoAxeViolations(page);

      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Descargar la plantilla (CSV)' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('plantilla-stock.csv');
      const template = await readFile((await download.path())!, 'utf8');
      const [header, example] = template.trim().split('\n');
      expect(header).toBe(stockImportColumns.join(','));

      // The template's example row, twice, in a colour of this run; the second with a brand
      // the catalogue does not have.
      const colour = `Verde Andino ${Date.now().toString(36)}`;
      const [first, second] = freshVins(2);
      const row = (vin: string) => example!.replace(/^[^,]+/, vin).replace('Blanco Puro', colour);
      const upload = (rows: string[]) =>
        page.getByLabel('Archivo CSV o XLSX').setInputFiles({
          name: 'stock.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(`${header}\n${rows.join('\n')}\n`),
        });

      await upload([row(first!), row(second!).replace('Volkswagen', 'Ferrari')]);
      await page.getByRole('button', { name: 'Revisar' }).click();
      const table = page.getByRole('table', { name: 'Filas de stock.csv' });
      const refused = table.getByRole('row').filter({ hasText: 'Rechazada' });
      await expect(refused).toContainText('3');
      await expect(refused).toContainText('marca: no hay una marca con ese nombre en el catálogo.');
      await expect(table.getByRole('row').filter({ hasText: 'Alta' })).toHaveCount(1);
      // Refused rows come first; nothing can be applied while one is.
      await expect(table.getByRole('row').nth(1)).toContainText('Rechazada');
      await expect(page.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
      await expect(page.getByRole('status').filter({ hasText: '1 rechazadas' })).toBeFocused();
      await expectNoAxeViolations(page);

      await upload([row(first!), row(second!)]);
      await expect(page.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
      await page.getByRole('button', { name: 'Revisar' }).click();
      await expect(table.getByRole('row').filter({ hasText: 'Alta' })).toHaveCount(2);
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.getByText(stockImportMessages.applied)).toBeVisible();
      await expect(
        page.getByRole('heading', { name: 'Resultado de la importación' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // The public side: the stock search and the units' pages.
      await closeCataloguePopups(page);
      await showCataloguePrices(page);
      const colourSlug = colour.toLowerCase().replace(/\s+/g, '-');
      await page.goto(
        `${e2eUrls.catalogue}${stockRoutes.search}?marca=volkswagen&color=${colourSlug}`,
      );
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(2);
      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(/\/stock\/\d+\/volkswagen-taos-/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Taos');
      await expect(page.getByText(colour).first()).toBeVisible();
    },
  );
});
