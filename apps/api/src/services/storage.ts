/**
 * Where uploaded files live (STORAGE). 'local': files under DATA_DIR/uploads, for the
 * embedded default where one process serves everything. 'database': the `files` table
 * (bytea on PostgreSQL, blob on SQLite), so every instance behind the load balancer reads
 * what any of them stored; the default with a PostgreSQL DATABASE_URL.
 * Names are ours ('cv/2026-11/<uuid>.pdf'), never a client's: they are paths under the
 * uploads folder and primary keys in the table.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import type { Config } from '../config';
import type { DataStore } from '../db/database';
import type { Db } from '../db/schema';
import { deleteFile, fileByName, insertFile } from '../repositories/files';

export type StoredFile = { readonly content: Buffer; readonly contentType: string };

export type FileStorage = {
  readonly kind: Config['storage'];
  /**
   * Stores `content` under `name`. With `db` (database storage) the row is written in the
   * caller's transaction, so the file exists exactly when the record naming it does.
   */
  put(name: string, content: Buffer, contentType: string, db?: Db): Promise<void>;
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
  options: { readonly store: DataStore; readonly dataDir: string },
): FileStorage {
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
