import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, e2eUrls } from '@territorio/e2e-kit';
import {
  staffBasePath,
  staffCsrfHeader,
  staffPath,
  type StaffSession,
  type StockVersion,
} from '@territorio/api-client/staff';
import { signIn } from './support';

const fixtures = join(fileURLToPath(new URL('.', import.meta.url)), 'fixtures');
const photoFiles = [1, 2, 3].map((index) => join(fixtures, `unit-photo-${index}.jpg`));

/** A chassis no other unit has: ISO 3779 letters, a random serial. */
function freshChassis(): string {
  const serial = String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0');
  return `9BWZZZ6RZTB${serial}`;
}

/** A new unit with no photos, added through the staff API with the page's session. */
async function newUnit(page: Page): Promise<number> {
  const api = (name: Parameters<typeof staffPath>[0]) =>
    `${e2eUrls.staff}${staffBasePath}${staffPath(name)}`;
  const session = (await (await page.request.get(api('session'))).json()) as {
    data: StaffSession;
  };
  const versions = (await (await page.request.get(api('stockVersions'))).json()) as {
    data: StockVersion[];
  };
  const version = versions.data.find((entry) => entry.brand_id === 1)!;
  const created = await page.request.post(api('stock'), {
    headers: { [staffCsrfHeader]: session.data.csrf_token, origin: e2eUrls.staff },
    data: {
      version_id: version.id,
      chassis: freshChassis(),
      color: 'Gris Platino',
      site: 'san-juan',
      model_year: 2026,
      currency: 'ars',
      list_price: 40_000_000,
      price: 40_000_000,
      license_price: 1_600_000,
      delivery_price: 900_000,
      condition: 'new',
      status: 'available',
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

const photoItems = (page: Page) =>
  page
    .getByRole('list', { name: 'Fotos en orden; la primera es la portada' })
    .getByRole('listitem');

/** The alt texts in the order the page lists the photos. */
async function altTexts(page: Page): Promise<string[]> {
  return photoItems(page)
    .getByRole('textbox', { name: 'Texto alternativo' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

const button = (item: Locator, name: RegExp) => item.getByRole('button', { name });

test('the stock manager uploads three photos, orders them by keyboard and picks the cover', async ({
  page,
}, testInfo) => {
  await signIn(page, 'stock', '/stock');
  const id = await newUnit(page);
  await page.goto(`/stock/${id}`);
  const section = page.getByRole('region', { name: 'Fotos' });
  await expect(
    section.getByText(
      'Esta unidad todavía no tiene fotos. En el sitio se muestra el dibujo de su versión.',
    ),
  ).toBeVisible();
  await expect(
    section.getByText('Hasta 30 fotos de 15 MB cada una, JPEG, PNG, WebP o HEIC.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Three files at once: each sent alone, with its own progress.
  await section.getByLabel('Subir fotos').setInputFiles(photoFiles);
  for (const name of ['unit-photo-1.jpg', 'unit-photo-2.jpg', 'unit-photo-3.jpg']) {
    await expect(section.getByRole('progressbar', { name: `Subida de ${name}` })).toHaveAttribute(
      'value',
      '100',
    );
  }
  await expect(photoItems(page)).toHaveCount(3);
  // Processing, then ready: the list is read again until every preview is there.
  await expect(section.getByText('Procesando…').first()).toBeVisible();
  await expect(photoItems(page).getByRole('img')).toHaveCount(3, { timeout: 45_000 });
  await expect(section.getByText('Procesando…')).toHaveCount(0);

  // Each photo named, so its place can be followed.
  for (const [index, name] of ['Frente', 'Lateral', 'Interior'].entries()) {
    const field = photoItems(page).nth(index).getByRole('textbox', { name: 'Texto alternativo' });
    await field.fill(name);
    await field.press('Tab');
    await expect(photoItems(page).nth(index).getByRole('img', { name })).toBeVisible();
  }
  await expect.poll(() => altTexts(page)).toEqual(['Frente', 'Lateral', 'Interior']);

  // The third photo up one place by keyboard: focus stays on its button, the move is said.
  const up = button(photoItems(page).nth(2), /^Subir/);
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(
    section.getByRole('status').filter({ hasText: 'Foto movida al lugar 2 de 3.' }),
  ).toBeAttached();
  await expect.poll(() => altTexts(page)).toEqual(['Frente', 'Interior', 'Lateral']);
  await expect(button(photoItems(page).nth(1), /^Subir/)).toBeFocused();
  // And down again with the next button, still by keyboard.
  await page.keyboard.press('Tab');
  await expect(button(photoItems(page).nth(1), /^Bajar/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button(photoItems(page).nth(2), /^Bajar/)).toBeFocused();
  await expect.poll(() => altTexts(page)).toEqual(['Frente', 'Lateral', 'Interior']);

  // The last one as the cover.
  await button(photoItems(page).nth(2), /^Usar como portada/).focus();
  await page.keyboard.press('Enter');
  await expect(photoItems(page).nth(0).getByText('Portada', { exact: true })).toBeVisible();
  await expect(button(photoItems(page).nth(0), /^Usar como portada/)).toBeFocused();
  await expect.poll(() => altTexts(page)).toEqual(['Interior', 'Frente', 'Lateral']);
  await expectNoAxeViolations(page);

  // The order was saved: it survives a reload.
  await page.reload();
  await expect(photoItems(page)).toHaveCount(3);
  await expect.poll(() => altTexts(page)).toEqual(['Interior', 'Frente', 'Lateral']);
  await expect(photoItems(page).nth(0).getByRole('img', { name: 'Interior' })).toBeVisible();

  // On a desktop the mouse drags a photo by its picture to another place.
  if (testInfo.project.name === 'desktop') {
    await photoItems(page)
      .nth(0)
      .evaluate((item) => item.scrollIntoView({ block: 'start' }));
    const from = await photoItems(page).nth(1).locator('[data-photo-handle]').boundingBox();
    const to = await photoItems(page).nth(0).locator('[data-photo-handle]').boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => altTexts(page)).toEqual(['Frente', 'Interior', 'Lateral']);
    await expect(section.getByRole('status').filter({ hasText: 'es la portada' })).toBeAttached();
    await page.reload();
    await expect.poll(() => altTexts(page)).toEqual(['Frente', 'Interior', 'Lateral']);
  }
});
