import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DataStore } from './database';
import { initialMigration } from './migrations/001_initial';
import { operationsVersionMigration } from './migrations/002_operations';
import { paymentsMigration } from './migrations/003_payments';

/** Migrations are bundled in code (no directory scan), so the built server carries them. */
function provider(store: DataStore): MigrationProvider {
  return {
    getMigrations: async (): Promise<Record<string, Migration>> => ({
      '001_initial': initialMigration(store.dialect),
      '002_operations': operationsVersionMigration(),
      '003_payments': paymentsMigration(store.dialect),
    }),
  };
}

/** Brings the schema up to date; safe to run on every start and from several processes. */
export async function migrateToLatest(store: DataStore): Promise<void> {
  // PostgreSQL: the migration tables live in the connection's current schema, named
  // explicitly; otherwise Kysely's existence check sees another schema's tables (tests run
  // side by side in throwaway schemas of one database) and never creates its own.
  const schema =
    store.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db)).rows[0]
          ?.schema
      : undefined;
  const migrator = new Migrator({
    db: store.db,
    provider: provider(store),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}
