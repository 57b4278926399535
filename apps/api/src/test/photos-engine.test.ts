/**
 * The photo engine through the real server, real sharp and real files: a photo queued is
 * processed once by the worker of one instance, its public files carry no metadata and are
 * served at /photos/<name>; a claim that never settles is taken again after its lease; an
 * unreadable file fails at once; the S3 backend works against a local S3-compatible server.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { photoMessages, photoPath, type StoredPhotoVariant } from '@territorio/api-client/core';
import exifr from 'exifr';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  claimDuePhoto,
  settleOwnedPhoto,
  unitPhotoById,
  type UnitPhotoRow,
} from '../repositories/unit-photos';
import { photoFolders, publicPhotoCacheControl } from '../services/photos/process';
import { queuePhoto } from '../services/photos/queue';
import { createPhotoWorker, type PhotoWorker } from '../services/photos/worker';
import { createFileStorage } from '../services/storage';
import { eventually } from './eventually';
import { startTestServer, testDatabases, type TestServer } from './helpers';

/** Workers poll rarely: each test decides when they run (wake, flush). */
const quietWorker = { PHOTO_POLL_MS: '3600000' };

/** A noisy picture (a flat one compresses unlike a photo) `width` x `height`. */
function noisyPixels(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 3) {
    const x = (index / 3) % width;
    pixels[index] = (x * 200) / width + Math.random() * 40;
    pixels[index + 1] = 90 + Math.random() * 40;
    pixels[index + 2] = 160 - (x * 100) / width + Math.random() * 40;
  }
  return pixels;
}

/**
 * A phone's JPEG 800 x 600 as stored, rotated by its EXIF orientation (6: the picture is
 * 600 x 800 upright), carrying a GPS position, a camera model and an XMP packet.
 */
function phoneJpeg(): Promise<Buffer> {
  return sharp(noisyPixels(800, 600), { raw: { width: 800, height: 600, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Test', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '32/1 53/1 2400/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '68/1 50/1 3600/100',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Vendedor"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
}

const noWake = { wake() {} } as unknown as PhotoWorker;

/** Queues a photo without waking any worker. */
async function queueQuietly(api: TestServer, unitId: number, content: Buffer): Promise<number> {
  return queuePhoto(
    { ...api.server.context, photos: noWake },
    { unitId, content, contentType: 'image/jpeg' },
  );
}

async function firstUnitId(api: TestServer): Promise<number> {
  const unit = await api.server.store.db
    .selectFrom('stock_units')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return unit.id;
}

const variantsOf = (row: UnitPhotoRow): StoredPhotoVariant[] =>
  JSON.parse(row.variants ?? '[]') as StoredPhotoVariant[];

/** The public files of photo `photoId` in the server's storage (local folder or table). */
async function storedPublicFiles(api: TestServer, photoId: number): Promise<string[]> {
  const pattern = new RegExp(`^u\\d+-p${photoId}-`);
  if (api.config.storage === 'local') {
    const folder = join(api.config.dataDir, 'uploads', ...photoFolders.public.split('/'));
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {
      names = [];
    }
    return names.filter((name) => pattern.test(name)).sort();
  }
  const rows = await api.server.store.db
    .selectFrom('files')
    .select('name')
    .where('name', 'like', `${photoFolders.public}/%`)
    .execute();
  return rows
    .map((row) => row.name.slice(photoFolders.public.length + 1))
    .filter((name) => pattern.test(name))
    .sort();
}

/** The chunk names of a WebP file's RIFF container ('VP8 ', 'EXIF', 'XMP ', 'ICCP'...). */
function webpChunks(file: Buffer): string[] {
  expect(file.toString('latin1', 0, 4)).toBe('RIFF');
  expect(file.toString('latin1', 8, 12)).toBe('WEBP');
  const chunks: string[] = [];
  for (let offset = 12; offset + 8 <= file.length;) {
    const size = file.readUInt32LE(offset + 4);
    chunks.push(file.toString('latin1', offset, offset + 4));
    offset += 8 + size + (size % 2);
  }
  return chunks;
}

const photoUrl = (api: TestServer, name: string) =>
  `${api.url}${api.config.apiBasePath}${photoPath(name)}`;

describe.each(testDatabases)('the photo engine on %s', (database) => {
  let api: TestServer;
  let second: TestServer;
  let unitId: number;

  beforeAll(async () => {
    api = await startTestServer(quietWorker, { database });
    // A second instance on the same database and the same file storage.
    second = await startTestServer(
      database === 'sqlite'
        ? {
            ...quietWorker,
            DATA_DIR: api.config.dataDir,
            DATABASE_URL: `sqlite:${(api.config.database as { file: string }).file}`,
          }
        : quietWorker,
      { database, ...(api.schema ? { schema: api.schema } : {}) },
    );
    unitId = await firstUnitId(api);
  });
  afterAll(async () => {
    await second?.close();
    await api?.close();
  });

  it('serves oriented AVIF, WebP and JPEG files with no EXIF, GPS, XMP or ICC block', async () => {
    const original = await phoneJpeg();
    // The input does carry what must go.
    const gps = await exifr.gps(original);
    expect(gps?.latitude).toBeCloseTo(-32.89, 1);
    expect((await sharp(original).metadata()).xmp).toBeDefined();

    const id = await queuePhoto(api.server.context, {
      unitId,
      content: original,
      contentType: 'image/jpeg',
    });
    const row = await eventually(
      async () => {
        const current = await unitPhotoById(api.server.store.db, id);
        return current?.status === 'ready' ? current : undefined;
      },
      { what: 'the photo ready' },
    );
    expect(row).toMatchObject({ width: 600, height: 800, attempts: 1, error: null });
    expect(row.color).toMatch(/^#[0-9a-f]{6}$/);
    expect(row.lease_until).toBeNull();
    const variants = variantsOf(row);
    expect(variants.map((variant) => [variant.type, variant.width, variant.height])).toEqual([
      ['image/avif', 360, 480],
      ['image/webp', 360, 480],
      ['image/jpeg', 600, 800],
    ]);

    for (const variant of variants) {
      expect(variant.name).toMatch(new RegExp(`^u${unitId}-p${id}-[0-9a-f]{10}-\\d+\\.`));
      // Read from the other instance: every instance serves what any of them made.
      const response = await fetch(photoUrl(second, variant.name));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(variant.type);
      expect(response.headers.get('cache-control')).toBe(publicPhotoCacheControl);
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      const served = Buffer.from(await response.arrayBuffer());
      const metadata = await sharp(served).metadata();
      expect([metadata.width, metadata.height]).toEqual([variant.width, variant.height]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      if (variant.type === 'image/webp') {
        // exifr reads no WebP: its RIFF container would carry them as chunks of their own.
        expect(webpChunks(served)).not.toEqual(
          expect.arrayContaining([expect.stringMatching(/^(EXIF|XMP |ICCP)$/)]),
        );
      } else {
        expect(await exifr.parse(served, { gps: true, xmp: true, iptc: true })).toBeUndefined();
      }

      const again = await fetch(photoUrl(api, variant.name), {
        headers: { 'if-none-match': etag! },
      });
      expect(again.status).toBe(304);
    }
  });

  it('answers 404 for every name that is not a public variant, the original included', async () => {
    const id = await queueQuietly(api, unitId, await phoneJpeg());
    const row = (await unitPhotoById(api.server.store.db, id))!;
    const originalFile = row.original_name.split('/').pop()!;
    for (const name of [
      originalFile,
      encodeURIComponent(row.original_name),
      `..%2Foriginals%2Fu${unitId}%2F${originalFile}`,
      `u${unitId}-p${id}-0123456789-360.avif`,
      `u${unitId}-p${id}-0123456789-360.png`,
      'u1-p1-zzzzzzzzzz-360.avif',
      'anything',
    ]) {
      const response = await fetch(photoUrl(api, name));
      expect(response.status, name).toBe(404);
      expect(response.headers.get('cache-control'), name).toBe('no-store');
    }
    await api.server.store.db.deleteFrom('unit_photos').where('id', '=', id).execute();
  });

  it('processes a photo once when two instances look for it at the same time', async () => {
    const id = await queueQuietly(api, unitId, await phoneJpeg());
    // PostgreSQL: the second server's worker. SQLite is one process's database (a second
    // connection in the same process would block it while waiting for the lock): a second
    // worker on the same store, with an instance id of its own.
    const other =
      database === 'postgres'
        ? { worker: second.server.context.photos, instanceId: second.server.mailer.instanceId }
        : {
            worker: createPhotoWorker({
              store: api.server.store,
              files: api.server.context.files,
              log: api.server.app.log,
              settings: api.config.photoWorker,
              instanceId: 'second-worker',
            }),
            instanceId: 'second-worker',
          };
    await Promise.all([api.server.context.photos.flush(), other.worker.flush()]);
    const row = (await unitPhotoById(api.server.store.db, id))!;
    expect(row).toMatchObject({ status: 'ready', attempts: 1 });
    expect([api.server.mailer.instanceId, other.instanceId]).toContain(row.claimed_by);
    const names = variantsOf(row)
      .map((variant) => variant.name)
      .sort();
    expect(await storedPublicFiles(api, id)).toEqual(names);
  });

  it('takes a photo whose instance died mid-processing after its lease, and refuses the late settle', async () => {
    const id = await queueQuietly(api, unitId, await phoneJpeg());
    const { store } = api.server;
    const dead = 'dead-instance';
    const now = new Date();
    const claimed = await store.writeTransaction((trx) =>
      claimDuePhoto(trx, store.dialect, {
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + 1_500).toISOString(),
        instanceId: dead,
      }),
    );
    expect(claimed).toMatchObject({ id, claimed_by: dead, attempts: 1 });

    // While the lease holds, no other instance takes it.
    await second.server.context.photos.flush();
    expect(await unitPhotoById(store.db, id)).toMatchObject({
      status: 'processing',
      claimed_by: dead,
    });

    await new Promise((resolve) => setTimeout(resolve, 1_600));
    await second.server.context.photos.flush();
    const row = (await unitPhotoById(store.db, id))!;
    expect(row).toMatchObject({
      status: 'ready',
      attempts: 2,
      claimed_by: second.server.mailer.instanceId,
    });

    const late = await settleOwnedPhoto(store.db, id, dead, {
      status: 'failed',
      error: 'late',
      lease_until: null,
    });
    expect(late).toBe(false);
    expect(await unitPhotoById(store.db, id)).toMatchObject({ status: 'ready', error: null });
  });

  it('fails a file sharp cannot read at once, with the Spanish message, and never retries it', async () => {
    const whole = await phoneJpeg();
    for (const content of [whole.subarray(0, Math.floor(whole.length / 2)), Buffer.from('hola')]) {
      const id = await queueQuietly(api, unitId, content);
      await api.server.context.photos.flush();
      await api.server.context.photos.flush();
      const row = (await unitPhotoById(api.server.store.db, id))!;
      expect(row).toMatchObject({
        status: 'failed',
        error: photoMessages.unreadable,
        attempts: 1,
        variants: null,
        lease_until: null,
      });
      expect(await storedPublicFiles(api, id)).toEqual([]);
    }
  });
});

describe('the S3 storage backend against a local S3-compatible server', () => {
  const bucket = 'territorio-photos';
  let s3rver: S3rver;
  let directory: string;
  let endpoint: string;
  const s3Env = () => ({
    STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'territorio-s3rver-'));
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3rver?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('puts, gets and removes objects, public variants with their type and cache policy', async () => {
    const config = loadConfig({ ...s3Env(), DATA_DIR: directory });
    expect(config.s3).toMatchObject({
      bucket,
      endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
    });
    const files = createFileStorage('s3', {
      store: undefined as never,
      dataDir: directory,
      s3: config.s3,
    });
    const content = Buffer.from('contenido privado');
    await files.put('photos/originals/u1/a.jpg', content, 'image/jpeg');
    expect((await files.get('photos/originals/u1/a.jpg'))?.content).toEqual(content);
    await files.put(
      'photos/public/u1-p1-0123456789-360.webp',
      content,
      'image/webp',
      undefined,
      publicPhotoCacheControl,
    );

    const client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(
      new GetObjectCommand({ Bucket: bucket, Key: 'photos/public/u1-p1-0123456789-360.webp' }),
    );
    expect(object.ContentType).toBe('image/webp');
    expect(object.CacheControl).toBe(publicPhotoCacheControl);
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(content);
    client.destroy();

    await files.remove('photos/originals/u1/a.jpg');
    expect(await files.get('photos/originals/u1/a.jpg')).toBeUndefined();
    // Removing what is not there succeeds, as with the other backends.
    await files.remove('photos/originals/u1/a.jpg');
    expect(await files.get('photos/never-there.jpg')).toBeUndefined();
  });

  it('processes a photo with STORAGE=s3 and serves it from the bucket', async () => {
    const api = await startTestServer({ ...s3Env(), ...quietWorker });
    try {
      expect(api.server.context.files.kind).toBe('s3');
      const unitId = await firstUnitId(api);
      const id = await queueQuietly(api, unitId, await phoneJpeg());
      await api.server.context.photos.flush();
      const row = (await unitPhotoById(api.server.store.db, id))!;
      expect(row).toMatchObject({ status: 'ready', attempts: 1 });
      for (const variant of variantsOf(row)) {
        const response = await fetch(photoUrl(api, variant.name));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(variant.type);
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(metadata.width).toBe(variant.width);
        expect(metadata.exif).toBeUndefined();
      }
    } finally {
      await api.close();
    }
  });

  it('refuses STORAGE=s3 without a bucket at start, naming the variable', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(/S3_BUCKET is required with STORAGE=s3/);
    expect(() => loadConfig({ ...s3Env(), S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
  });
});
