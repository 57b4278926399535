import { brands, defaultPhotoAlt, photoLimits, photoMessages } from '@territorio/api-client';
import {
  staffBasePath,
  staffCsrfHeader,
  type StaffPhoto,
  type StaffPhotoList,
  type StaffStockUnit,
} from '@territorio/api-client/staff';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from './helpers';
import {
  signInTeam,
  staffEnv,
  staffOrigin,
  staffRequest,
  type Signed,
  type StaffResponse,
  type StaffTeam,
} from './staff-support';

type List<T> = { items: T[]; total: number };

/** A small real JPEG (a gradient, so each is its own picture). */
async function jpeg(seed = 0): Promise<Buffer> {
  const width = 48;
  const height = 32;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < width * height; index += 1) {
    pixels[index * 3] = (index + seed * 40) % 256;
    pixels[index * 3 + 1] = (index * 3) % 256;
    pixels[index * 3 + 2] = seed * 17;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

type Part = { name: string; content: Buffer | string; filename?: string; type?: string };

/** A multipart request to the staff API, signed as `as` (cookie, CSRF token, Origin). */
async function multipart<T>(
  api: TestServer,
  path: string,
  as: Signed | undefined,
  parts: readonly Part[],
): Promise<StaffResponse<T>> {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.content === 'string' && part.filename === undefined) {
      form.append(part.name, part.content);
    } else {
      const blob = new Blob([part.content], { type: part.type ?? 'image/jpeg' });
      form.append(part.name, blob, part.filename ?? 'foto.jpg');
    }
  }
  const headers: Record<string, string> = { origin: staffOrigin };
  if (as) {
    headers.cookie = as.cookie;
    headers[staffCsrfHeader] = as.csrf;
  }
  const response = await fetch(`${api.url}${staffBasePath}${path}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const text = await response.text();
  let body: StaffResponse<T>['body'] = {};
  try {
    body = text ? (JSON.parse(text) as StaffResponse<T>['body']) : {};
  } catch {
    body = {};
  }
  return { status: response.status, headers: response.headers, body };
}

describe.each(testDatabases)('staff API: a unit’s photos (%s)', (database) => {
  let api: TestServer;
  let team: StaffTeam;
  let units: StaffStockUnit[];
  let nextUnit = 0;

  beforeAll(async () => {
    api = await startTestServer(staffEnv, { database });
    team = await signInTeam(api);
    const list = await staffRequest<List<StaffStockUnit>>(api, 'GET', '/stock?status=available', {
      as: team.admin,
    });
    expect(list.status).toBe(200);
    units = list.body.data!.items.filter((unit) => unit.status === 'available');
    expect(units.length).toBeGreaterThan(6);
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A unit no other test of this suite uses. */
  const freshUnit = () => units[nextUnit++]!;

  const upload = (unitId: number, content: Buffer, as: Signed = team.stock, filename?: string) =>
    multipart<StaffPhoto>(api, `/stock/${unitId}/photos`, as, [
      { name: 'file', content, ...(filename ? { filename } : {}) },
    ]);

  const list = (unitId: number, as: Signed = team.stock) =>
    staffRequest<StaffPhotoList>(api, 'GET', `/stock/${unitId}/photos`, { as });

  it('takes photos one by one, in order, each processing until the worker makes it ready', async () => {
    const unit = freshUnit();
    const first = await upload(unit.id, await jpeg(1));
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      status: 'processing',
      position: 0,
      alt_text: null,
      view: null,
      preview: null,
      error: null,
    });
    const second = await upload(unit.id, await jpeg(2), team.admin);
    expect(second.status).toBe(201);
    expect(second.body.data!.position).toBe(1);

    const answer = await list(unit.id);
    expect(answer.status).toBe(200);
    const data = answer.body.data!;
    expect(data.photos.map((photo) => photo.id)).toEqual([
      first.body.data!.id,
      second.body.data!.id,
    ]);
    expect(data.limits).toEqual({
      max_photos: photoLimits.maxPerUnit,
      max_bytes: photoLimits.maxBytes,
    });
    expect(data.editable).toBe(true);
    // No alt text of staff's: the default names the brand, model, version and colour.
    expect(data.photos[0]!.alt).toContain(unit.color);
    expect(data.photos[0]!.alt).toContain(unit.model.split(' ')[0]);

    const row = await api.server.store.db
      .selectFrom('unit_photos')
      .selectAll()
      .where('id', '=', first.body.data!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ unit_id: unit.id, original_type: 'image/jpeg' });
    expect(row.original_name).toMatch(
      new RegExp(`^photos/originals/u${unit.id}/[0-9a-f-]{36}\\.jpg$`),
    );
    const stored = await api.server.context.files.get(row.original_name);
    expect(stored?.content.equals(await jpeg(1))).toBe(true);

    // The worker makes its files; the list then gives a small WebP to preview.
    await api.server.context.photos.flush();
    const ready = (await list(unit.id)).body.data!.photos;
    expect(ready.map((photo) => photo.status)).toEqual(['ready', 'ready']);
    expect(ready[0]).toMatchObject({ width: 48, height: 32, error: null });
    expect(ready[0]!.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(ready[0]!.preview).toMatch(/^\/photos\/u\d+-p\d+-[0-9a-f]{10}-48\.webp$/);
    const preview = await fetch(`${api.url}${ready[0]!.preview}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');

    // The stock list counts them.
    const listed = await staffRequest<List<StaffStockUnit>>(
      api,
      'GET',
      `/stock?q=${encodeURIComponent(unit.chassis)}`,
      { as: team.stock },
    );
    expect(listed.body.data!.items.find((item) => item.id === unit.id)?.photo_count).toBe(2);

    const audit = await api.server.store.db
      .selectFrom('staff_audit')
      .select(['action', 'actor'])
      .where('subject_type', '=', 'stock_unit')
      .where('subject_id', '=', String(unit.id))
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual(['stock_photo_added', 'stock_photo_added']);
  });

  it('reorders (the first is the cover), names the alt text and side, and deletes', async () => {
    const unit = freshUnit();
    const ids: number[] = [];
    for (const seed of [3, 4, 5]) ids.push((await upload(unit.id, await jpeg(seed))).body.data!.id);
    const [a, b, c] = ids as [number, number, number];

    const ordered = await staffRequest<StaffPhotoList>(
      api,
      'PUT',
      `/stock/${unit.id}/photos/order`,
      { as: team.stock, body: { ids: [c, a, b] } },
    );
    expect(ordered.status).toBe(200);
    expect(ordered.body.data!.photos.map((photo) => [photo.id, photo.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);

    // Making `b` the cover is an order with it first.
    const cover = await staffRequest<StaffPhotoList>(api, 'PUT', `/stock/${unit.id}/photos/order`, {
      as: team.admin,
      body: { ids: [b, c, a] },
    });
    expect(cover.body.data!.photos[0]!.id).toBe(b);

    const named = await staffRequest<StaffPhoto>(api, 'PATCH', `/stock/${unit.id}/photos/${a}`, {
      as: team.stock,
      body: { alt_text: '  Rayón en la puerta trasera  ', view: 'rear' },
    });
    expect(named.status).toBe(200);
    expect(named.body.data).toMatchObject({
      alt: 'Rayón en la puerta trasera',
      alt_text: 'Rayón en la puerta trasera',
      view: 'rear',
    });
    const cleared = await staffRequest<StaffPhoto>(api, 'PATCH', `/stock/${unit.id}/photos/${a}`, {
      as: team.stock,
      body: { alt_text: '' },
    });
    expect(cleared.body.data!.alt_text).toBeNull();
    expect(cleared.body.data!.alt).toMatch(/, parte trasera$/);
    const stored = await api.server.store.db
      .selectFrom('stock_units')
      .innerJoin('subfamilies', 'subfamilies.id', 'stock_units.subfamily_id')
      .select(['stock_units.brand_id', 'stock_units.family', 'subfamilies.name as version'])
      .where('stock_units.id', '=', unit.id)
      .executeTakeFirstOrThrow();
    const brand = brands[stored.brand_id as keyof typeof brands].name;
    expect(cleared.body.data!.alt).toBe(
      defaultPhotoAlt(
        { brand, family: stored.family, version: stored.version, color: unit.color },
        'rear',
      ),
    );
    const tooLong = await staffRequest(api, 'PATCH', `/stock/${unit.id}/photos/${a}`, {
      as: team.stock,
      body: { alt_text: 'x'.repeat(201) },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.fields?.alt_text).toBe(photoMessages.altTooLong);

    await api.server.context.photos.flush();
    const row = await api.server.store.db
      .selectFrom('unit_photos')
      .select(['original_name', 'variants'])
      .where('id', '=', c)
      .executeTakeFirstOrThrow();
    const variants = JSON.parse(row.variants!) as { name: string }[];
    expect(variants.length).toBeGreaterThan(0);
    const deleted = await staffRequest<StaffPhotoList>(
      api,
      'DELETE',
      `/stock/${unit.id}/photos/${c}`,
      { as: team.stock },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.data!.photos.map((photo) => photo.id)).toEqual([b, a]);
    // Its original and every public file are gone with it.
    expect(await api.server.context.files.get(row.original_name)).toBeUndefined();
    for (const variant of variants) {
      expect(await api.server.context.files.get(`photos/public/${variant.name}`)).toBeUndefined();
      expect((await fetch(`${api.url}/photos/${variant.name}`)).status).toBe(404);
    }
    const again = await staffRequest(api, 'DELETE', `/stock/${unit.id}/photos/${c}`, {
      as: team.stock,
    });
    expect(again.status).toBe(404);
  });

  it('refuses an order that does not name every photo exactly once', async () => {
    const unit = freshUnit();
    const a = (await upload(unit.id, await jpeg(6))).body.data!.id;
    const b = (await upload(unit.id, await jpeg(7))).body.data!.id;
    for (const ids of [[a], [a, a], [a, b, b], [a, b, 999_999], [], 'a,b', [a, -1], ['1', '2']]) {
      const answer = await staffRequest(api, 'PUT', `/stock/${unit.id}/photos/order`, {
        as: team.stock,
        body: { ids },
      });
      expect(answer.status, JSON.stringify(ids)).toBe(400);
    }
    const missing = await staffRequest(api, 'PUT', `/stock/${unit.id}/photos/order`, {
      as: team.stock,
      body: { ids: [a] },
    });
    expect(missing.body.error?.message).toBe(photoMessages.order);
    for (const body of [undefined, {}, { ids: null }, [a, b]]) {
      const answer = await staffRequest(api, 'PUT', `/stock/${unit.id}/photos/order`, {
        as: team.stock,
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('lets admin and stock in, and nobody else', async () => {
    const unit = freshUnit();
    const photo = (await upload(unit.id, await jpeg(8), team.admin)).body.data!;
    for (const role of ['sales', 'hr'] as const) {
      const as = team[role];
      expect((await list(unit.id, as)).status).toBe(403);
      expect((await upload(unit.id, await jpeg(9), as)).status).toBe(403);
      const order = await staffRequest(api, 'PUT', `/stock/${unit.id}/photos/order`, {
        as,
        body: { ids: [photo.id] },
      });
      expect(order.status).toBe(403);
      const patch = await staffRequest(api, 'PATCH', `/stock/${unit.id}/photos/${photo.id}`, {
        as,
        body: { view: 'side' },
      });
      expect(patch.status).toBe(403);
      const remove = await staffRequest(api, 'DELETE', `/stock/${unit.id}/photos/${photo.id}`, {
        as,
      });
      expect(remove.status).toBe(403);
    }
    const anonymous = await multipart(api, `/stock/${unit.id}/photos`, undefined, [
      { name: 'file', content: await jpeg(9) },
    ]);
    expect(anonymous.status).toBe(401);
    expect((await staffRequest(api, 'GET', `/stock/${unit.id}/photos`)).status).toBe(401);
    // A write without the session's CSRF token is refused.
    const noToken = await staffRequest(api, 'DELETE', `/stock/${unit.id}/photos/${photo.id}`, {
      as: team.stock,
      headers: { [staffCsrfHeader]: '' },
    });
    expect(noToken.status).toBe(403);
    expect((await list(unit.id)).body.data!.photos).toHaveLength(1);
  });

  it('refuses what is not a photo by its content, whatever its name', async () => {
    const unit = freshUnit();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const refused = await upload(unit.id, html, team.stock, 'auto.jpg');
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe(photoMessages.type);
    expect(refused.body.error?.fields?.file).toBe(photoMessages.type);
    const pdf = await upload(unit.id, Buffer.from('%PDF-1.7\n%%EOF\n'), team.stock, 'foto.jpg');
    expect(pdf.status).toBe(400);
    // A JPEG's first bytes and nothing after them cannot be read.
    const cut = (await jpeg(10)).subarray(0, 40);
    const broken = await upload(unit.id, cut, team.stock);
    expect(broken.status).toBe(400);
    expect(broken.body.error?.fields?.file).toBeDefined();
    // A HEIC whose picture this server cannot decode: refused, saying how to send it.
    const ftyp = Buffer.alloc(24);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypheic', 4);
    ftyp.write('mif1heic', 16);
    const heic = await upload(
      unit.id,
      Buffer.concat([ftyp, Buffer.alloc(200, 7)]),
      team.stock,
      'IMG_0001.HEIC',
    );
    expect(heic.status).toBe(400);
    expect(heic.body.error?.fields?.file).toBe(photoMessages.heic);
    // PNG and WebP are photos too, whatever the name says.
    const png = await sharp(await jpeg(11))
      .png()
      .toBuffer();
    expect((await upload(unit.id, png, team.stock, 'foto.heic')).status).toBe(201);
    const webp = await sharp(await jpeg(12))
      .webp()
      .toBuffer();
    expect((await upload(unit.id, webp, team.stock, 'foto')).status).toBe(201);
    const rows = await api.server.store.db
      .selectFrom('unit_photos')
      .select('original_type')
      .where('unit_id', '=', unit.id)
      .orderBy('position')
      .execute();
    expect(rows.map((row) => row.original_type)).toEqual(['image/png', 'image/webp']);
  });

  it('refuses a file over the size limit with the limit in words', async () => {
    const unit = freshUnit();
    const big = Buffer.alloc(16 * 1024 * 1024, 0xff);
    (await jpeg(13)).copy(big);
    const answer = await upload(unit.id, big);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toBe(photoMessages.tooLarge(photoLimits.maxBytes));
    expect(answer.body.error?.message).toContain('15 MB');
    expect(answer.body.error?.fields?.file).toBe(answer.body.error?.message);
    expect((await list(unit.id)).body.data!.photos).toEqual([]);
  });

  it('answers malformed uploads and ids with a 4xx, never a server error', async () => {
    const unit = freshUnit();
    const noFile = await multipart(api, `/stock/${unit.id}/photos`, team.stock, [
      { name: 'note', content: 'hola' },
    ]);
    expect(noFile.status).toBe(400);
    expect(noFile.body.error?.fields?.file).toBe(photoMessages.empty);
    const two = await multipart(api, `/stock/${unit.id}/photos`, team.stock, [
      { name: 'file', content: await jpeg(14) },
      { name: 'file', content: await jpeg(15) },
    ]);
    expect(two.status).toBe(400);
    const wrongField = await multipart(api, `/stock/${unit.id}/photos`, team.stock, [
      { name: 'photo', content: await jpeg(14) },
    ]);
    expect(wrongField.status).toBe(400);
    const empty = await upload(unit.id, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const json = await staffRequest(api, 'POST', `/stock/${unit.id}/photos`, {
      as: team.stock,
      body: { file: 'x' },
    });
    expect(json.status).toBeGreaterThanOrEqual(400);
    expect(json.status).toBeLessThan(500);
    const cutShort = await fetch(`${api.url}${staffBasePath}/stock/${unit.id}/photos`, {
      method: 'POST',
      headers: {
        cookie: team.stock.cookie,
        [staffCsrfHeader]: team.stock.csrf,
        origin: staffOrigin,
        'content-type': 'multipart/form-data; boundary=XYZ',
      },
      body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(cutShort.status).toBe(400);
    for (const path of ['/stock/abc/photos', '/stock/99999999999/photos']) {
      const answer = await staffRequest(api, 'GET', path, { as: team.stock });
      expect(answer.status, path).toBe(400);
    }
    expect((await list(999_999)).status).toBe(404);
    expect((await upload(999_999, await jpeg(16))).status).toBe(404);
    const patchBad = await staffRequest(api, 'PATCH', `/stock/${unit.id}/photos/x`, {
      as: team.stock,
      body: { view: 'side' },
    });
    expect(patchBad.status).toBe(400);
    const badView = await staffRequest(api, 'PATCH', `/stock/${unit.id}/photos/1`, {
      as: team.stock,
      body: { view: 'roof' },
    });
    expect(badView.status).toBe(400);
    expect((await list(unit.id)).body.data!.photos).toEqual([]);
  });

  it('keeps another unit’s photo out of reach', async () => {
    const unit = freshUnit();
    const other = freshUnit();
    const photo = (await upload(other.id, await jpeg(17))).body.data!;
    const patch = await staffRequest(api, 'PATCH', `/stock/${unit.id}/photos/${photo.id}`, {
      as: team.stock,
      body: { view: 'side' },
    });
    expect(patch.status).toBe(404);
    const remove = await staffRequest(api, 'DELETE', `/stock/${unit.id}/photos/${photo.id}`, {
      as: team.stock,
    });
    expect(remove.status).toBe(404);
    const order = await staffRequest(api, 'PUT', `/stock/${unit.id}/photos/order`, {
      as: team.stock,
      body: { ids: [photo.id] },
    });
    expect(order.status).toBe(400);
    expect((await list(other.id)).body.data!.photos).toHaveLength(1);
  });

  it(`refuses the photo past the unit’s limit, even two sent at once`, async () => {
    const unit = freshUnit();
    const content = await jpeg(18);
    for (let index = 0; index < photoLimits.maxPerUnit - 1; index += 1) {
      expect((await upload(unit.id, content)).status).toBe(201);
    }
    const [one, two] = await Promise.all([upload(unit.id, content), upload(unit.id, content)]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const refusal = one.status === 409 ? one : two;
    expect(refusal.body.error).toMatchObject({
      code: 'too_many_photos',
      message: photoMessages.tooMany(photoLimits.maxPerUnit),
    });
    const last = await upload(unit.id, content);
    expect(last.status).toBe(409);
    const photos = (await list(unit.id)).body.data!.photos;
    expect(photos).toHaveLength(photoLimits.maxPerUnit);
    expect(new Set(photos.map((photo) => photo.position)).size).toBe(photoLimits.maxPerUnit);
    // The refused uploads left no original behind.
    const originals = await api.server.store.db
      .selectFrom('unit_photos')
      .select('original_name')
      .where('unit_id', '=', unit.id)
      .execute();
    expect(originals).toHaveLength(photoLimits.maxPerUnit);
  });

  it('keeps a unit an operation holds read-only, saying why', async () => {
    const unit = freshUnit();
    const photo = (await upload(unit.id, await jpeg(19))).body.data!;
    await api.server.store.db
      .updateTable('stock_units')
      .set({ status: 'held', held_by: 'ABCDEFGHJKMN' })
      .where('id', '=', unit.id)
      .execute();
    const answer = await list(unit.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data!.editable).toBe(false);
    const refusals = [
      await upload(unit.id, await jpeg(20)),
      await staffRequest(api, 'PUT', `/stock/${unit.id}/photos/order`, {
        as: team.stock,
        body: { ids: [photo.id] },
      }),
      await staffRequest(api, 'PATCH', `/stock/${unit.id}/photos/${photo.id}`, {
        as: team.stock,
        body: { view: 'side' },
      }),
      await staffRequest(api, 'DELETE', `/stock/${unit.id}/photos/${photo.id}`, {
        as: team.stock,
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(409);
      expect(refusal.body.error?.code).toBe('unit_held');
    }
    await api.server.store.db
      .updateTable('stock_units')
      .set({ status: 'available', held_by: null })
      .where('id', '=', unit.id)
      .execute();
  });
});

describe('staff API: photo limits from the configuration', () => {
  let api: TestServer;
  let team: StaffTeam;

  beforeAll(async () => {
    api = await startTestServer({ ...staffEnv, PHOTO_MAX_PER_UNIT: '2', PHOTO_MAX_MB: '1' });
    team = await signInTeam(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('states and enforces the configured limits', async () => {
    const stock = await staffRequest<List<StaffStockUnit>>(api, 'GET', '/stock?status=available', {
      as: team.stock,
    });
    const unit = stock.body.data!.items[0]!;
    const listed = await staffRequest<StaffPhotoList>(api, 'GET', `/stock/${unit.id}/photos`, {
      as: team.stock,
    });
    expect(listed.body.data!.limits).toEqual({ max_photos: 2, max_bytes: 1024 * 1024 });
    const big = Buffer.alloc(1024 * 1024 + 1, 0xff);
    (await jpeg(1)).copy(big);
    const tooBig = await multipart(api, `/stock/${unit.id}/photos`, team.stock, [
      { name: 'file', content: big },
    ]);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error?.message).toBe(photoMessages.tooLarge(1024 * 1024));
    for (const expected of [201, 201, 409]) {
      const answer = await multipart(api, `/stock/${unit.id}/photos`, team.stock, [
        { name: 'file', content: await jpeg(2) },
      ]);
      expect(answer.status).toBe(expected);
    }
  });
});
