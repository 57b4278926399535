/**
 * `pnpm migrate`: applies the bundled migrations to the configured database (the same
 * environment as the servers) and exits. Production runs it once before starting or
 * upgrading the API instances, which may then run with MIGRATE_ON_START=false.
 * Concurrent runs are safe: Kysely's migrator takes a lock in the database.
 */
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest, pendingMigrations } from './db/migrate';

async function main() {
  const config = loadConfig();
  const where =
    config.database.kind === 'sqlite'
      ? `SQLite ${config.database.file}`
      : 'PostgreSQL (DATABASE_URL)';
  const store = openDatabase(config.database);
  try {
    const pending = await pendingMigrations(store);
    await migrateToLatest(store);
    console.log(
      pending.length > 0
        ? `Applied ${pending.join(', ')} to ${where}.`
        : `${where} is up to date; nothing to apply.`,
    );
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
