/**
 * Online backup of the embedded SQLite database through SQLite's backup API
 * (better-sqlite3 `backup`): it copies a consistent snapshot page by page while the
 * server keeps reading and writing the file, so the API need not stop. The copy is a
 * complete database file; restoring is starting the API on it (docs/operations.md).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/** `territorio-2026-05-01T10-20-30-123Z.sqlite`: sorts by time, valid on every file system. */
export function backupFileName(now = new Date()): string {
  return `territorio-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

/** Where `pnpm backup` writes when given no path: DATA_DIR/backups/. */
export function defaultBackupPath(dataDir: string, now = new Date()): string {
  return join(dataDir, 'backups', backupFileName(now));
}

/** Copies the SQLite database `file` to `destination` (which must not exist yet). */
export async function backupSqlite(file: string, destination: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`There is no SQLite database at ${file}.`);
  if (existsSync(destination)) throw new Error(`${destination} exists already; give a new path.`);
  mkdirSync(dirname(destination), { recursive: true });
  // Its own connection, as another process's would be; the server's writes during the
  // copy make SQLite restart the pages they touched, and the result is one snapshot.
  const connection = new SqliteDatabase(file, { fileMustExist: true });
  try {
    connection.pragma('busy_timeout = 5000');
    await connection.backup(destination);
  } finally {
    connection.close();
  }
}
