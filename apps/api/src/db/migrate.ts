import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DataStore } from './database';
import { initialMigration } from './migrations/001_initial';

/** Migrations are bundled in code (no directory scan), so the built server carries them. */
function provider(store: DataStore): MigrationProvider {
  return {
    getMigrations: async (): Promise<Record<string, Migration>> => ({
      '001_initial': initialMigration(store.dialect),
    }),
  };
}

/** Brings the schema up to date; safe to run on every start and from several processes. */
export async function migrateToLatest(store: DataStore): Promise<void> {
  const migrator = new Migrator({ db: store.db, provider: provider(store) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}
