import { sql, type Kysely } from 'kysely';

/**
 * The shared steps of SQLite's documented table-rebuild procedure, for migrations that
 * change what SQLite cannot alter in place (a column's type, a CHECK constraint).
 */

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A table's CREATE statement and the stored statements of its indexes (partial ones
 * included) and triggers, to create them again once the rebuilt copy has taken its name.
 */
export async function sqliteTableDefinition(
  db: Kysely<unknown>,
  table: string,
): Promise<{ create: string; dependents: string[] }> {
  const schema = (
    await sql<{
      type: string;
      sql: string | null;
    }>`select type, sql from sqlite_master where tbl_name = ${table}`.execute(db)
  ).rows;
  const create = schema.find((row) => row.type === 'table')?.sql;
  if (!create) throw new Error(`no CREATE statement for ${table}`);
  const dependents = schema
    .filter((row) => (row.type === 'index' || row.type === 'trigger') && row.sql !== null)
    .map((row) => row.sql!);
  return { create, dependents };
}

/** The CREATE statement with the table's name replaced by the copy's. */
export function createStatementOf(create: string, copy: string): string {
  return create.replace(
    /^\s*create\s+table\s+("[^"]+"|\S+)/i,
    `CREATE TABLE ${quoteIdentifier(copy)}`,
  );
}

/**
 * Runs `rebuild` in one immediate transaction with foreign keys off, so dropping a parent
 * table being rebuilt neither fails nor cascades; the keys are checked before the commit
 * and any violation rolls the whole rebuild back. `what` names the rebuilt tables in that
 * error.
 */
export async function rebuildSqliteTables(
  db: Kysely<unknown>,
  what: string,
  rebuild: () => Promise<void>,
): Promise<void> {
  // Only outside a transaction does this pragma take effect; Kysely runs SQLite
  // migrations without one, on its single connection.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      await rebuild();
      const violations = await sql`pragma foreign_key_check`.execute(db);
      if (violations.rows.length > 0) {
        throw new Error(`foreign key violations after rebuilding ${what}`);
      }
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

/**
 * Rebuilds `table` with one CHECK constraint of its CREATE statement changed: `from`
 * matches the constraint as it stands, `to` is what it becomes. A table whose statement
 * already holds `done` is left as it is.
 */
export async function changeSqliteCheck(
  db: Kysely<unknown>,
  table: string,
  change: { readonly from: RegExp; readonly to: string; readonly done: RegExp },
): Promise<void> {
  const { create, dependents } = await sqliteTableDefinition(db, table);
  if (change.done.test(create)) return;
  if (!change.from.test(create)) throw new Error(`cannot find the check to change in ${table}`);
  const copy = `${table}__rebuilt`;
  const statement = createStatementOf(create, copy).replace(change.from, change.to);
  const columns = (
    await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
  ).rows.map((row) => quoteIdentifier(row.name));
  await rebuildSqliteTables(db, table, async () => {
    await sql.raw(statement).execute(db);
    await sql
      .raw(
        `insert into ${quoteIdentifier(copy)} (${columns.join(', ')}) select ${columns.join(', ')} from ${quoteIdentifier(table)}`,
      )
      .execute(db);
    await sql.raw(`drop table ${quoteIdentifier(table)}`).execute(db);
    await sql
      .raw(`alter table ${quoteIdentifier(copy)} rename to ${quoteIdentifier(table)}`)
      .execute(db);
    for (const dependent of dependents) await sql.raw(dependent).execute(db);
  });
}
