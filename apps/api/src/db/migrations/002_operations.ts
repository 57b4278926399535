import { sql, type Kysely } from 'kysely';

/**
 * Operations carry a version: every write adds one, and an update based on an older
 * version is refused, so a stale copy (a second tab) never overwrites what the first saved.
 */
export function operationsVersionMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('operations')
        .addColumn('version', 'integer', (column) => column.notNull().defaultTo(sql`0`))
        .execute();
    },
  };
}
