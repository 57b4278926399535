/**
 * A unit's photos on the public side, on two API instances sharing one database (SQLite
 * file, or PostgreSQL with TEST_DATABASE_URL), photo rows written directly as the worker
 * leaves them: only ready photos are listed, in their order, the search card's cover with
 * the card's AVIF and WebP files only, the unit page's gallery with every file; a photo
 * becoming ready on one instance shows in the other's next search (the stock version
 * rises); every answer parses with the contract's schemas; the Meta feed lists the photos'
 * JPEG files, and the drawing for a unit without photos.
 */
import {
  apiFeedPaths,
  apiPaths,
  brands,
  cardPhotoWidths,
  createApiClient,
  defaultPhotoAlt,
  photoPath,
  stockSearchResultSchema,
  stockUnitPageSchema,
  type StoredPhotoVariant,
  type VehicleBrandId,
} from '@territorio/api-client';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, UnitPhotoStatus } from '../db/schema';
import { startTwoInstances, testDatabases, type TwoInstances } from './helpers';

const widths = [360, 720, 1080, 1600];

/** The files the worker records for a ready photo `key` of 1600 × 1200. */
function variantsOf(key: string): StoredPhotoVariant[] {
  return [
    ...widths.flatMap((width) =>
      (['avif', 'webp'] as const).map((ext) => ({
        type: `image/${ext}` as const,
        width,
        height: (width * 3) / 4,
        name: `${key}-${width}.${ext}`,
      })),
    ),
    { type: 'image/jpeg', width: 1080, height: 810, name: `${key}-1080.jpg` },
  ];
}

let photoCount = 0;

/** Writes a photo row as upload and worker leave it; answers its id. */
async function addPhoto(
  db: Db,
  unitId: number,
  position: number,
  status: UnitPhotoStatus,
  extra: { alt_text?: string | null; view?: string | null } = {},
): Promise<{ id: number; key: string }> {
  const key = `u${unitId}-p${++photoCount}-${status}`;
  const now = new Date().toISOString();
  const ready = status === 'ready';
  const row = await db
    .insertInto('unit_photos')
    .values({
      unit_id: unitId,
      position,
      status,
      original_name: `originals/${key}`,
      original_type: 'image/jpeg',
      original_bytes: 1000,
      alt_text: extra.alt_text ?? null,
      view: extra.view ?? null,
      width: ready ? 1600 : null,
      height: ready ? 1200 : null,
      color: ready ? '#6a7b8c' : null,
      variants: ready ? JSON.stringify(variantsOf(key)) : null,
      next_attempt_at: now,
      error: status === 'failed' ? 'unreadable' : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}

type FeedListing = { vehicle_id: string; image: { url: string } | { url: string }[] };

describe.each(testDatabases)('a unit’s photos in public on %s', (database) => {
  let instances: TwoInstances;
  let client: ReturnType<typeof createApiClient>;
  let db: Db;
  // Two units of the search's first page, so their cards are on it.
  let unit: { id: number; brand_id: number } | undefined;
  let other: { id: number; brand_id: number } | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances({}, database);
    db = instances.first.server.store.db;
    client = createApiClient({
      apiBaseUrl: instances.second.url,
      intranetBaseUrl: instances.second.url,
      readRetries: 0,
    });
    [unit, other] = (await client.searchStock('')).units;
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('shows a unit without photos with its drawing: no cover, no gallery', async () => {
    const page = await client.findStockUnitPage(unit!.id);
    expect(page.unit.photos).toEqual([]);
    expect(page.unit.image).toBeTruthy();
    const search = await client.searchStock('');
    expect(search.units.every((listing) => listing.cover === null)).toBe(true);
  });

  it('lists only the ready photos, in order, the cover with the card’s files only', async () => {
    const second = await addPhoto(db, unit!.id, 2, 'ready', { view: 'rear' });
    await addPhoto(db, unit!.id, 0, 'processing');
    const first = await addPhoto(db, unit!.id, 1, 'ready', {
      alt_text: 'El frente con la parrilla nueva',
    });
    await addPhoto(db, unit!.id, 3, 'failed');

    const page = await client.findStockUnitPage(unit!.id);
    const raw = (await (
      await instances.second.get(apiPaths.stockUnit.replace(':id', String(unit!.id)))
    ).json()) as {
      data: unknown;
    };
    expect(stockUnitPageSchema.parse(raw.data)).toEqual(page);
    expect(page.unit.photos).toHaveLength(2);
    const [cover, rear] = page.unit.photos;
    expect(cover).toMatchObject({
      alt: 'El frente con la parrilla nueva',
      width: 1600,
      height: 1200,
      color: '#6a7b8c',
    });
    expect(cover!.variants.map((variant) => variant.path).sort()).toEqual(
      variantsOf(first.key)
        .map((variant) => photoPath(variant.name))
        .sort(),
    );
    expect(rear!.alt).toBe(
      defaultPhotoAlt(
        {
          brand: brands[unit!.brand_id as VehicleBrandId].name,
          family: page.unit.family,
          version: page.unit.version,
          color: page.unit.color,
        },
        'rear',
      ),
    );
    expect(rear!.variants.some((variant) => variant.path.includes(second.key))).toBe(true);

    const search = await client.searchStock('');
    const rawSearch = (await (await instances.second.get(apiPaths.stockSearch)).json()) as {
      data: unknown;
    };
    expect(stockSearchResultSchema.parse(rawSearch.data)).toEqual(search);
    const listing = search.units.find((candidate) => candidate.id === unit!.id);
    expect(listing, 'the unit is on the first page of the search').toBeDefined();
    expect(listing!.cover).toMatchObject({ alt: cover!.alt, width: 1600, height: 1200 });
    expect(listing!.cover!.variants.map((variant) => [variant.type, variant.width])).toEqual([
      ...cardPhotoWidths.map((width) => ['image/avif', width]),
      ...cardPhotoWidths.map((width) => ['image/webp', width]),
    ]);
    expect(listing!.cover!.variants.every((variant) => variant.path.includes(first.key))).toBe(
      true,
    );
  });

  it('shows a photo that becomes ready on one instance in the other’s next search', async () => {
    const before = await client.searchStock('');
    const without = before.units.find((candidate) => candidate.id === other!.id);
    expect(without?.cover ?? null).toBeNull();
    const { version: versionBefore } = await db
      .selectFrom('stock_changes')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();

    const photo = await addPhoto(db, other!.id, 0, 'processing');
    const afterProcessing = await client.findStockUnitPage(other!.id);
    expect(afterProcessing.unit.photos).toEqual([]);

    await db
      .updateTable('unit_photos')
      .set({
        status: 'ready',
        width: 1600,
        height: 1200,
        color: '#112233',
        variants: JSON.stringify(variantsOf(photo.key)),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', photo.id)
      .execute();
    const { version: versionAfter } = await db
      .selectFrom('stock_changes')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(versionAfter)).toBeGreaterThan(Number(versionBefore));

    const after = await client.searchStock('');
    const withCover = after.units.find((candidate) => candidate.id === other!.id);
    expect(withCover?.cover?.color).toBe('#112233');
    const page = await client.findStockUnitPage(other!.id);
    expect(page.unit.photos).toHaveLength(1);

    // Deleted: gone from the next search too.
    await db.deleteFrom('unit_photos').where('id', '=', photo.id).execute();
    const gone = await client.searchStock('');
    expect(gone.units.find((candidate) => candidate.id === other!.id)?.cover).toBeNull();
  });

  it('lists the photos’ JPEG files in the Meta feed, the drawing for a unit without', async () => {
    const response = await instances.first.get(apiFeedPaths.meta);
    expect(response.status).toBe(200);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'image',
    }).parse(await response.text()) as { listings: { listing: FeedListing[] } };
    const images = (id: number) => {
      const listing = parsed.listings.listing.find(
        (item) => String(item.vehicle_id) === String(id),
      )!;
      return ([] as { url: string }[]).concat(listing.image).map((image) => image.url);
    };
    const withPhotos = images(unit!.id);
    expect(withPhotos).toHaveLength(2);
    for (const url of withPhotos) {
      expect(url.startsWith(`${instances.first.config.publicApiUrl}/photos/`), url).toBe(true);
      expect(url).toMatch(/-1080\.jpg$/);
    }
    const [drawing] = images(other!.id);
    expect(drawing).toMatch(/\/media\/.+\.svg$/);
  });
});
