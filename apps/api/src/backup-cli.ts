/**
 * `pnpm backup [path]`: copies the embedded SQLite database while the server runs, to
 * `path` or DATA_DIR/backups/territorio-<time>.sqlite. PostgreSQL is backed up with its own
 * tools (pg_dump), which this command names instead of wrapping.
 */
import { resolve } from 'node:path';
import { loadConfig } from './config';
import { backupSqlite, defaultBackupPath } from './db/backup';

async function main() {
  const config = loadConfig();
  if (config.database.kind !== 'sqlite') {
    throw new Error(
      'DATABASE_URL is PostgreSQL: back it up with `pg_dump -Fc "$DATABASE_URL" -f territorio.dump` ' +
        '(docs/operations.md, "Backups").',
    );
  }
  if (config.database.file === ':memory:') throw new Error('An in-memory database has no file.');
  const argument = process.argv.slice(2).find((entry) => entry !== '--');
  const destination = argument ? resolve(argument) : defaultBackupPath(config.dataDir);
  const started = Date.now();
  await backupSqlite(config.database.file, destination);
  console.log(`Backed up ${config.database.file} to ${destination} in ${Date.now() - started} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
