/**
 * Where uploaded files live (STORAGE). 'local': files under DATA_DIR/uploads, for the
 * embedded default where one process serves everything. 'database': the `files` table
 * (bytea on PostgreSQL, blob on SQLite), so every instance behind the load balancer reads
 * what any of them stored; the default with a PostgreSQL DATABASE_URL. 's3': objects in a
 * bucket of an S3-compatible service (AWS S3, Cloudflare R2, MinIO), shared by every
 * instance without weighing on the database.
 * Names are ours ('cv/2026-11/<uuid>.pdf', 'photos/public/<name>'), never a client's: they
 * are paths under the uploads folder, primary keys in the table and object keys.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config';
import type { DataStore } from '../db/database';
import type { Db } from '../db/schema';
import { deleteFile, fileByName, insertFile } from '../repositories/files';

export type StoredFile = { readonly content: Buffer; readonly contentType: string };

export type FileStorage = {
  readonly kind: Config['storage'];
  /**
   * Stores `content` under `name`. With `db` (database storage) the row is written in the
   * caller's transaction, so the file exists exactly when the record naming it does.
   * `cacheControl` goes with an S3 object (a CDN in front of the bucket honours it); the
   * other backends' files are served by the API, which sets its own headers.
   */
  put(
    name: string,
    content: Buffer,
    contentType: string,
    db?: Db,
    cacheControl?: string,
  ): Promise<void>;
  get(name: string): Promise<StoredFile | undefined>;
  remove(name: string): Promise<void>;
};

/** Letters, digits, '-', '_' and '.' in '/'-separated segments; no '..', no leading '/'. */
const namePattern = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

function checkName(name: string): void {
  if (!namePattern.test(name)) throw new Error(`Invalid stored file name: '${name}'`);
}

export function createFileStorage(
  kind: Config['storage'],
  options: {
    readonly store: DataStore;
    readonly dataDir: string;
    /** Required with kind 's3' (the configuration refuses STORAGE=s3 without a bucket). */
    readonly s3?: S3Config | undefined;
  },
): FileStorage {
  if (kind === 's3') {
    if (!options.s3) throw new Error('STORAGE=s3 needs S3_BUCKET.');
    return s3Storage(options.s3);
  }
  return kind === 'database'
    ? databaseStorage(options.store)
    : localStorage(join(options.dataDir, 'uploads'));
}

function localStorage(root: string): FileStorage {
  const pathOf = (name: string) => {
    checkName(name);
    const path = resolve(root, ...name.split('/'));
    if (!path.startsWith(resolve(root) + sep))
      throw new Error(`Invalid stored file name: '${name}'`);
    return path;
  };
  // The content type is not kept beside the file: the record naming it holds it.
  return {
    kind: 'local',
    async put(name, content) {
      const path = pathOf(name);
      mkdirSync(dirname(path), { recursive: true });
      // Owner-only: CVs carry personal data.
      writeFileSync(path, content, { mode: 0o600 });
    },
    async get(name) {
      try {
        return { content: readFileSync(pathOf(name)), contentType: 'application/octet-stream' };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(name) {
      try {
        unlinkSync(pathOf(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    },
  };
}

function databaseStorage(store: DataStore): FileStorage {
  return {
    kind: 'database',
    async put(name, content, contentType, db = store.db) {
      checkName(name);
      await insertFile(db, { name, contentType, content, createdAt: new Date().toISOString() });
    },
    async get(name) {
      const row = await fileByName(store.db, name);
      return row ? { content: Buffer.from(row.content), contentType: row.content_type } : undefined;
    },
    async remove(name) {
      await deleteFile(store.db, name);
    },
  };
}

/** A bucket of an S3-compatible service; a missing object reads as undefined. */
function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where an operation requires one: the SDK's default (a CRC trailer on
    // every upload, aws-chunked) is not understood by every S3-compatible service.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.credentials ? { credentials: config.credentials } : {}),
  });
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(name, content, contentType, _db, cacheControl) {
      checkName(name);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: content,
          ContentType: contentType,
          ...(cacheControl ? { CacheControl: cacheControl } : {}),
        }),
      );
    },
    async get(name) {
      checkName(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return undefined;
        return {
          content: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
          return undefined;
        }
        throw error;
      }
    },
    async remove(name) {
      checkName(name);
      // Deleting a key that does not exist succeeds, as the other backends' remove does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}
