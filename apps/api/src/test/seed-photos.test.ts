/**
 * The seed's photos (SQLite, and PostgreSQL with TEST_DATABASE_URL): with SEED_PHOTOS a
 * freshly seeded database gets photos for three units (one used), queued as uploads are;
 * the photo worker makes their files and the unit's public page lists them, every file
 * served. Test servers leave SEED_PHOTOS off by default.
 */
import { apiPaths, stockUnitPageSchema } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { startTestServer, testDatabases, type TestServer } from './helpers';

describe.each(testDatabases)('seed photos on %s', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({ SEED_PHOTOS: 'true', PHOTO_POLL_MS: '100' }, { database });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('queues 5, 4 and 3 photos for three units, one used, and they become public', async () => {
    const plain = await startTestServer({}, { database });
    const none = await plain.server.store.db.selectFrom('unit_photos').select('id').execute();
    await plain.close();
    expect(none).toEqual([]);

    const rows = await api.server.store.db
      .selectFrom('unit_photos')
      .select(['unit_id', 'status', 'view', 'original_type'])
      .orderBy('id')
      .execute();
    const byUnit = new Map<number, number>();
    for (const row of rows) byUnit.set(row.unit_id, (byUnit.get(row.unit_id) ?? 0) + 1);
    expect([...byUnit.values()]).toEqual([5, 4, 3]);
    const used = seedData.stock.filter((unit) => unit.used).map((unit) => unit.id);
    expect([...byUnit.keys()].some((id) => used.includes(id))).toBe(true);
    expect(rows.every((row) => row.original_type === 'image/jpeg')).toBe(true);

    await api.server.context.photos.flush();
    const [unitId] = byUnit.keys();
    const response = await api.get(apiPaths.stockUnit.replace(':id', String(unitId)));
    const page = stockUnitPageSchema.parse(((await response.json()) as { data: unknown }).data);
    expect(page.unit.photos).toHaveLength(5);
    const first = page.unit.photos[0]!;
    expect(first.width).toBe(1600);
    expect(first.color).toMatch(/^#[0-9a-f]{6}$/);
    for (const variant of first.variants) {
      const file = await api.get(variant.path);
      expect(file.status, variant.path).toBe(200);
    }
  }, 120_000);
});
