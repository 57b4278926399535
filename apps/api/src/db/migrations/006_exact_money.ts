import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';
import {
  createStatementOf,
  quoteIdentifier as quote,
  rebuildSqliteTables,
  sqliteTableDefinition,
} from '../sqlite-rebuild';

/**
 * Money is stored exactly. Every amount is a whole number of its currency (pesos or
 * dollars; the operation rules never produce fractions), so amounts become integers:
 * `bigint` on PostgreSQL, INTEGER affinity on SQLite. Binary floating point could not
 * hold every decimal exactly, and sums and comparisons of floats drift. Rates keep their
 * decimals in fixed point: the dollar rate as numeric(12,4), percentages and annual
 * rates as numeric(6,3). Existing values are rounded to the nearest whole unit (the
 * rates to their scale) as they are converted.
 *
 * The migration also creates `address_limits`, the per-address counters of
 * services/address-limits.ts.
 */
type Exact = 'money' | 'rate' | 'percent';

/** Every amount column of the schema, and what it becomes. */
export const exactColumns: Readonly<Record<string, Readonly<Record<string, Exact>>>> = {
  brand_settings: { booking_price: 'money' },
  families: { discount: 'money' },
  subfamilies: { price: 'money' },
  stock_units: {
    price: 'money',
    list_price: 'money',
    discount: 'money',
    special_discount: 'money',
    license_price: 'money',
    delivery_price: 'money',
  },
  saving_plans: { initial_installment: 'money', first_installment: 'money' },
  credit_plans: { financed_min: 'money', financed_max: 'money', annual_rate: 'percent' },
  used_versions: { base_value: 'money' },
  promotions: { money_discount: 'money', percentage_discount: 'percent' },
  operations: {
    cash_amount: 'money',
    credit_amount: 'money',
    credit_avg_installment: 'money',
    promotion_discount: 'money',
    promotion_price: 'money',
    pending_amount: 'money',
    usd_rate: 'rate',
    booking_price: 'money',
  },
  payments: { amount: 'money' },
  valuations: { amount: 'money' },
  sandbox_charges: { amount: 'money' },
};

const columnType: Record<Exact, { postgres: string; sqlite: string; scale: number }> = {
  money: { postgres: 'bigint', sqlite: 'integer', scale: 0 },
  rate: { postgres: 'numeric(12,4)', sqlite: 'numeric(12,4)', scale: 4 },
  percent: { postgres: 'numeric(6,3)', sqlite: 'numeric(6,3)', scale: 3 },
};

async function createAddressLimits(db: Kysely<unknown>): Promise<void> {
  await sql`create table if not exists address_limits (
    scope text not null,
    address text not null,
    window_start bigint not null,
    count integer not null,
    primary key (scope, address)
  )`.execute(db);
  await sql`create index if not exists address_limits_window on address_limits (window_start)`.execute(
    db,
  );
}

/** PostgreSQL converts a column's type in place, computing each new value with USING. */
async function convertPostgres(db: Kysely<unknown>): Promise<void> {
  for (const [table, columns] of Object.entries(exactColumns)) {
    const clauses = Object.entries(columns).map(([column, exact]) => {
      const { postgres, scale } = columnType[exact];
      // Through numeric: its round() takes halves away from zero, as SQLite's does
      // (round() of a double rounds halves to even).
      const rounded =
        scale === 0
          ? `round(${quote(column)}::numeric)::bigint`
          : `round(${quote(column)}::numeric, ${scale})::${postgres}`;
      return `alter column ${quote(column)} type ${postgres} using ${rounded}`;
    });
    await sql.raw(`alter table ${quote(table)} ${clauses.join(', ')}`).execute(db);
  }
}

type ColumnInfo = { name: string; type: string };

/**
 * SQLite cannot change a column's type, so each table is rebuilt (SQLite's documented
 * procedure): a copy is created from the table's own CREATE statement with the new
 * types, the rows are copied with their amounts rounded, the old table is dropped and the
 * copy takes its name; its indexes (partial ones included) and triggers are created again
 * from their stored statements, and the AUTOINCREMENT counter is kept, so an id is never
 * handed out twice. Foreign keys are off meanwhile (a rebuilt parent's rows stay the same)
 * and checked before the commit. Tables already converted are skipped, so a second run
 * (another process starting at once) changes nothing.
 */
async function convertSqlite(db: Kysely<unknown>): Promise<void> {
  await rebuildSqliteTables(db, 'the money tables', async () => {
    for (const [table, columns] of Object.entries(exactColumns)) {
      await rebuildSqliteTable(db, table, columns);
    }
  });
}

async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  columns: Readonly<Record<string, Exact>>,
): Promise<void> {
  const info = (
    await sql<ColumnInfo>`select name, type from pragma_table_info(${table})`.execute(db)
  ).rows;
  if (info.length === 0) return;
  const pending = Object.entries(columns).filter(([column, exact]) => {
    const current = info.find((entry) => entry.name === column)?.type.toLowerCase();
    return current !== undefined && current !== columnType[exact].sqlite;
  });
  if (pending.length === 0) return;

  const { create, dependents } = await sqliteTableDefinition(db, table);

  const copy = `${table}__exact_money`;
  let statement = createStatementOf(create, copy);
  for (const [column, exact] of pending) {
    // The column's name (quoted or bare, never a longer name ending in it) and its type.
    const declaration = new RegExp(`(^|[\\s(,])("${column}"|${column})(\\s+)double precision`, 'i');
    if (!declaration.test(statement)) throw new Error(`cannot find ${table}.${column}`);
    statement = statement.replace(declaration, `$1$2$3${columnType[exact].sqlite}`);
  }
  await sql.raw(statement).execute(db);

  const names = info.map((entry) => quote(entry.name));
  const values = info.map((entry) => {
    const exact = columns[entry.name];
    if (!exact) return quote(entry.name);
    const { scale } = columnType[exact];
    return scale === 0
      ? `cast(round(${quote(entry.name)}) as integer)`
      : `round(${quote(entry.name)}, ${scale})`;
  });
  await sql
    .raw(
      `insert into ${quote(copy)} (${names.join(', ')}) select ${values.join(', ')} from ${quote(table)}`,
    )
    .execute(db);

  const sequence = await sequenceOf(db, table);
  await sql.raw(`drop table ${quote(table)}`).execute(db);
  await sql.raw(`alter table ${quote(copy)} rename to ${quote(table)}`).execute(db);
  if (sequence !== undefined) {
    await sql`update sqlite_sequence set seq = ${sequence} where name = ${table} and seq < ${sequence}`.execute(
      db,
    );
    await sql`insert into sqlite_sequence (name, seq) select ${table}, ${sequence}
      where not exists (select 1 from sqlite_sequence where name = ${table})`.execute(db);
  }
  for (const dependent of dependents) await sql.raw(dependent).execute(db);
}

/** The table's AUTOINCREMENT counter, when it has one. */
async function sequenceOf(db: Kysely<unknown>, table: string): Promise<number | undefined> {
  const hasSequence = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name = 'sqlite_sequence'`.execute(db);
  if (hasSequence.rows.length === 0) return undefined;
  const row = (
    await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db)
  ).rows[0];
  return row?.seq;
}

export function exactMoneyMigration(dialect: Dialect) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await createAddressLimits(db);
      if (dialect === 'postgres') await convertPostgres(db);
      else await convertSqlite(db);
    },
  };
}
