import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DataStore } from './database';
import { initialMigration } from './migrations/001_initial';
import { operationsVersionMigration } from './migrations/002_operations';
import { paymentsMigration } from './migrations/003_payments';
import { limitsMigration } from './migrations/004_limits';
import { outboxMigration } from './migrations/005_outbox';
import { exactMoneyMigration } from './migrations/006_exact_money';
import { leadDeliveryMigration } from './migrations/007_lead_delivery';
import { staffMigration } from './migrations/008_staff';
import { familyArticlesMigration } from './migrations/009_family_articles';
import { consumerRulesMigration } from './migrations/010_consumer_rules';
import { credentialVersionsMigration } from './migrations/011_credential_versions';
import { stockSearchMigration } from './migrations/012_stock_search';
import { visitsMigration } from './migrations/013_visits';
import { abuseMigration } from './migrations/014_abuse';
import { dealerStockMigration } from './migrations/015_dealer_stock';
import { unitPhotosMigration } from './migrations/016_unit_photos';

/** Migrations are bundled in code (no directory scan), so the built server carries them. */
function provider(store: DataStore): MigrationProvider {
  return {
    getMigrations: async (): Promise<Record<string, Migration>> => ({
      '001_initial': initialMigration(store.dialect),
      '002_operations': operationsVersionMigration(),
      '003_payments': paymentsMigration(store.dialect),
      '004_limits': limitsMigration(),
      '005_outbox': outboxMigration(store.dialect),
      '006_exact_money': exactMoneyMigration(store.dialect),
      '007_lead_delivery': leadDeliveryMigration(),
      '008_staff': staffMigration(store.dialect),
      '009_family_articles': familyArticlesMigration(),
      '010_consumer_rules': consumerRulesMigration(),
      '011_credential_versions': credentialVersionsMigration(),
      '012_stock_search': stockSearchMigration(store.dialect),
      '013_visits': visitsMigration(store.dialect),
      '014_abuse': abuseMigration(),
      '015_dealer_stock': dealerStockMigration(store.dialect),
      '016_unit_photos': unitPhotosMigration(store.dialect),
    }),
  };
}

/** Every migrator (start, /ready, tests) is built here, so all find their tables in one place. */
export async function migratorFor(store: DataStore): Promise<Migrator> {
  // PostgreSQL: the migration tables live in the connection's current schema, named
  // explicitly; otherwise Kysely's existence check sees another schema's tables (tests run
  // side by side in throwaway schemas of one database) and never creates its own.
  const schema =
    store.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db)).rows[0]
          ?.schema
      : undefined;
  return new Migrator({
    db: store.db,
    provider: provider(store),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Brings the schema up to date; safe to run on every start and from several processes. */
export async function migrateToLatest(store: DataStore): Promise<void> {
  const migrator = await migratorFor(store);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${reason}`);
  }
}

/**
 * Bundled migrations this database has not applied (empty = up to date), for /ready: an
 * instance whose code expects a newer schema than the database has must not take traffic.
 */
export async function pendingMigrations(store: DataStore): Promise<string[]> {
  const migrations = await (await migratorFor(store)).getMigrations();
  return migrations.filter((entry) => entry.executedAt === undefined).map((entry) => entry.name);
}

/**
 * With MIGRATE_ON_START=false the server only checks: a database behind the code (a
 * migration not applied yet) is refused at start rather than failing on its first query.
 */
export async function assertMigrated(store: DataStore): Promise<void> {
  const pending = await pendingMigrations(store);
  if (pending.length > 0) {
    throw new Error(
      `The database is not migrated (pending: ${pending.join(', ')}): run \`pnpm migrate\` ` +
        'first, or start with MIGRATE_ON_START=true.',
    );
  }
}
