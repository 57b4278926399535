/**
 * The exact-money migration: a database one migration behind, holding fractional amounts
 * in its double precision columns, converts to integer columns with the same whole values
 * (rates to fixed point), and keeps its indexes, triggers, constraints and id counters.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DataStore } from '../db/database';
import { migrateToLatest, migratorFor } from '../db/migrate';
import { exactColumns } from '../db/migrations/006_exact_money';
import type { Database } from '../db/schema';
import { seedDatabase } from '../db/seed';
import { seedData } from '../seed/index';
import type { SeedData } from '../seed/types';
import { testDatabaseUrl, testDatabases, type TestDatabase } from './helpers';

const keys: Record<string, string> = {
  brand_settings: 'brand_id',
  families: 'id',
  subfamilies: 'id',
  stock_units: 'id',
  saving_plans: 'id',
  credit_plans: 'id',
  used_versions: 'codia',
  promotions: 'code',
  operations: 'code',
  payments: 'id',
  valuations: 'id',
  sandbox_charges: 'id',
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function openStore(kind: TestDatabase): Promise<DataStore> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'territorio-money-'));
    const store = openDatabase({ kind: 'sqlite', file: join(dir, 'api.db') });
    cleanups.push(async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    });
    return store;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const store = openDatabase({ kind: 'postgres', url: testDatabaseUrl! }, { schema });
  cleanups.push(async () => {
    await store.close();
    const drop = new pg.Client({ connectionString: testDatabaseUrl });
    await drop.connect();
    await drop.query(`drop schema ${schema} cascade`);
    await drop.end();
  });
  return store;
}

/** The seed as the schema before 006 holds it: families have no article yet (009). */
const seedBefore006 = {
  ...seedData,
  families: seedData.families.map(({ article: _article, ...family }) => family),
  subfamilies: seedData.subfamilies.map(
    ({
      iva_rate: _iva,
      internal_tax_rate: _internal,
      energy_class: _class,
      consumption_l_100km: _consumption,
      co2_g_km: _co2,
      ...subfamily
    }) => subfamily,
  ),
  // Used units and units in transit came with 015.
  stock: seedData.stock.filter((unit) => !unit.used),
  arriving: [],
  offers: seedData.offers.map(({ stock_id, best }) => ({ stock_id, best })),
  creditPlans: seedData.creditPlans.map(
    ({
      interest_vat_rate: _vat,
      granting_fee_rate: _fee,
      monthly_insurance_rate: _insurance,
      system: _system,
      ...plan
    }) => plan,
  ),
  promotions: seedData.promotions.map(
    ({ valid_from: _from, units: _units, ...promotion }) => promotion,
  ),
} as unknown as SeedData;

/** Migrates to the migration before 006_exact_money. */
async function migrateToPrevious(store: DataStore): Promise<void> {
  const migrator = await migratorFor(store);
  const names = (await migrator.getMigrations()).map((migration) => migration.name);
  const previous = names[names.indexOf('006_exact_money') - 1]!;
  const { error } = await migrator.migrateTo(previous);
  if (error) throw error;
}

/** One row in each table the seed leaves empty, with fractional amounts. */
async function insertOperationRows(db: Kysely<Database>): Promise<void> {
  const unit = seedData.stock[0]!;
  const now = new Date().toISOString();
  await db
    .insertInto('operations')
    .values({
      code: 'MONEYTEST234',
      brand_id: unit.brand_id,
      stock_id: unit.id,
      family: unit.family,
      status: 'open',
      email: 'a@example.com',
      name: '',
      lastname: '',
      dni: '',
      telephone: '',
      birthdate: '',
      display_birthdate: '',
      marital_status_id: null,
      address: '',
      customer: '{}',
      vehicle: '{}',
      cash_amount: 1000.5,
      credit_id: null,
      credit_name: null,
      credit_amount: 2000.49,
      credit_installments: 0,
      credit_avg_installment: 333.3333,
      used_vehicles: '[]',
      promotion_code: null,
      promotion_discount: 0.6,
      promotion_price: 12_345_678.4,
      pending_amount: 99_999_999.5,
      usd_rate: 1480.123456,
      booking_price: 150_000.2,
      transaction_code: 'MONEYTRANS23',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await db
    .insertInto('payments')
    .values({
      operation_code: 'MONEYTEST234',
      transaction_code: 'MONEYTRANS23',
      provider: 'sandbox',
      provider_payment_id: 'p-1',
      idempotency_key: 'k-1',
      status: 'rejected',
      status_detail: 'cc_rejected_other_reason',
      amount: 150_000.7,
      installments: 1,
      card_last_four: '3704',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await db
    .insertInto('valuations')
    .values({
      operation_code: 'MONEYTEST234',
      codia: 'X',
      brand: 'B',
      model: 'M',
      vehicle: 'V',
      year: 2020,
      kms: 1000,
      amount: 7_654_321.5,
      created_at: now,
    } as never)
    .execute();
  await sql`insert into sandbox_charges (idempotency_key, provider_payment_id, reference, amount, status, status_detail, created_at)
    values ('k-1', 'p-1', 'MONEYTRANS23', 150000.7, 'rejected', 'cc_rejected_other_reason', ${now})`.execute(
    db,
  );
  // Payments deleted since keep their ids: the counter must survive the rebuild.
  await sql`insert into payments (operation_code, transaction_code, provider, provider_payment_id, idempotency_key, status, status_detail, amount, installments, card_last_four, created_at, updated_at)
    values ('MONEYTEST234', 'MONEYTRANS23', 'sandbox', 'p-9', 'k-9', 'rejected', 'x', 1, 1, '3704', ${now}, ${now})`.execute(
    db,
  );
  await sql`delete from payments where idempotency_key = 'k-9'`.execute(db);
}

type Row = Record<string, unknown>;

async function amountsOf(db: Kysely<Database>): Promise<Record<string, Row[]>> {
  const result: Record<string, Row[]> = {};
  for (const [table, columns] of Object.entries(exactColumns)) {
    const key = keys[table]!;
    const list = [key, ...Object.keys(columns)].map((name) => `"${name}"`).join(', ');
    result[table] = (
      await sql<Row>`select ${sql.raw(list)} from ${sql.table(table)} order by ${sql.ref(key)}`.execute(
        db,
      )
    ).rows;
  }
  return result;
}

/** What each value must become: whole units for money, the rates at their scale. */
function expected(before: Record<string, Row[]>): Record<string, Row[]> {
  const scales = { money: 0, rate: 4, percent: 3 } as const;
  const result: Record<string, Row[]> = {};
  for (const [table, rows] of Object.entries(before)) {
    const columns = exactColumns[table]!;
    result[table] = rows.map((row) => {
      const converted: Row = { ...row };
      for (const [column, exact] of Object.entries(columns)) {
        const value = row[column];
        if (value === null) continue;
        const factor = 10 ** scales[exact];
        converted[column] = Math.round(Number(value) * factor) / factor;
      }
      return converted;
    });
  }
  return result;
}

async function columnTypes(store: DataStore): Promise<Record<string, string>> {
  const types: Record<string, string> = {};
  for (const table of Object.keys(exactColumns)) {
    if (store.dialect === 'sqlite') {
      const rows = (
        await sql<{
          name: string;
          type: string;
        }>`select name, type from pragma_table_info(${table})`.execute(store.db)
      ).rows;
      for (const row of rows) types[`${table}.${row.name}`] = row.type.toLowerCase();
    } else {
      const rows = (
        await sql<{
          column_name: string;
          data_type: string;
          numeric_precision: number | null;
          numeric_scale: number | null;
        }>`select column_name, data_type, numeric_precision, numeric_scale
           from information_schema.columns
           where table_schema = current_schema() and table_name = ${table}`.execute(store.db)
      ).rows;
      for (const row of rows) {
        types[`${table}.${row.column_name}`] =
          row.data_type === 'numeric'
            ? `numeric(${row.numeric_precision},${row.numeric_scale})`
            : row.data_type;
      }
    }
  }
  return types;
}

describe.each(testDatabases)('exact money on %s', (kind) => {
  it('converts fractional doubles to exact columns with the same whole values', async () => {
    const store = await openStore(kind);
    await migrateToPrevious(store);
    expect(await seedDatabase(store, seedBefore006)).toBe(true);
    await insertOperationRows(store.db);
    // Fractions everywhere the seed left whole numbers: halves, just below and above.
    for (const [table, columns] of Object.entries(exactColumns)) {
      for (const [column, exact] of Object.entries(columns)) {
        const delta = exact === 'money' ? 0.5 : 0.00004;
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${sql.ref(column)} + ${delta}
          where ${sql.ref(column)} is not null and ${sql.ref(column)} = round(${sql.ref(column)})`.execute(
          store.db,
        );
      }
    }
    const before = await amountsOf(store.db);
    expect(before.operations).toHaveLength(1);
    const typesBefore = await columnTypes(store);
    expect(typesBefore['stock_units.price']).toMatch(/double|real/);

    await migrateToLatest(store);

    const after = await amountsOf(store.db);
    expect(after).toEqual(expected(before));
    // Numbers, never strings, on both databases (pg's bigint and numeric parsers).
    for (const [table, rows] of Object.entries(after)) {
      for (const row of rows) {
        for (const column of Object.keys(exactColumns[table]!)) {
          if (row[column] !== null) expect(typeof row[column], `${table}.${column}`).toBe('number');
        }
      }
    }
    expect(after.operations![0]).toMatchObject({
      cash_amount: 1001,
      credit_amount: 2000,
      credit_avg_installment: 333,
      promotion_discount: 1,
      usd_rate: 1480.1235,
    });
    expect(typeof after.payments![0]!.amount).toBe('number');

    const types = await columnTypes(store);
    for (const [table, columns] of Object.entries(exactColumns)) {
      for (const [column, exact] of Object.entries(columns)) {
        const wanted =
          exact === 'money'
            ? kind === 'sqlite'
              ? 'integer'
              : 'bigint'
            : exact === 'rate'
              ? 'numeric(12,4)'
              : 'numeric(6,3)';
        expect(types[`${table}.${column}`], `${table}.${column}`).toBe(wanted);
      }
    }
    // Nothing else changed.
    for (const [name, type] of Object.entries(typesBefore)) {
      const [table, column] = name.split('.') as [string, string];
      if (!exactColumns[table]?.[column]) expect(types[name], name).toBe(type);
    }
  });

  it('keeps indexes, triggers, constraints and id counters', async () => {
    const store = await openStore(kind);
    await migrateToPrevious(store);
    await seedDatabase(store, seedBefore006);
    await insertOperationRows(store.db);
    await migrateToLatest(store);
    const db = store.db;

    // The payment state machine: one live payment per operation, only known states.
    const now = new Date().toISOString();
    const payment = (key: string, status: string) =>
      sql`insert into payments (operation_code, transaction_code, provider, provider_payment_id, idempotency_key, status, status_detail, amount, installments, card_last_four, created_at, updated_at)
        values ('MONEYTEST234', 'MONEYTRANS23', 'sandbox', ${key}, ${key}, ${status}, 'x', 150000, 1, '3704', ${now}, ${now})
        returning id`.execute(db);
    await expect(payment('bad', 'stolen')).rejects.toThrow();
    const live = await payment('live-1', 'created');
    await expect(payment('live-2', 'pending')).rejects.toThrow();
    // The deleted payment's id (2) is not handed out again.
    expect((live.rows[0] as { id: number }).id).toBeGreaterThan(2);
    // Foreign keys and checks still hold.
    await expect(
      sql`update stock_units set family_id = 999999 where id = ${seedData.stock[0]!.id}`.execute(
        db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`update stock_units set status = 'stolen' where id = ${seedData.stock[0]!.id}`.execute(db),
    ).rejects.toThrow();
    await expect(
      sql`insert into sandbox_charges (idempotency_key, provider_payment_id, reference, amount, status, status_detail, created_at)
        values ('k-1', 'p-x', 'R', 1, 'approved', 'accredited', ${now})`.execute(db),
    ).rejects.toThrow();

    if (kind === 'sqlite') {
      const objects = (
        await sql<{ name: string }>`select name from sqlite_master
          where type in ('index', 'trigger') and sql is not null order by name`.execute(db)
      ).rows.map((row) => row.name);
      for (const name of [
        'stock_units_brand_status',
        'operations_stock',
        'payments_operation',
        'payments_live_operation',
        'payments_status',
        'payments_provider_payment',
        'payments_status_insert',
        'payments_status_update',
        'valuations_operation',
        'sandbox_charges_reference',
      ]) {
        expect(objects).toContain(name);
      }
      expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([
        { foreign_keys: 1 },
      ]);
    }
  });

  it('seeds only whole amounts', async () => {
    const store = await openStore(kind);
    await migrateToLatest(store);
    await seedDatabase(store, seedData);
    const amounts = await amountsOf(store.db);
    for (const [table, rows] of Object.entries(amounts)) {
      for (const row of rows) {
        for (const [column, exact] of Object.entries(exactColumns[table]!)) {
          const value = row[column];
          if (exact === 'money' && value !== null) expect(Number.isInteger(value)).toBe(true);
        }
      }
    }
  });
});
