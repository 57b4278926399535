/**
 * Opens the database named by the configuration: SQLite through better-sqlite3 (the
 * embedded default) or PostgreSQL through a pg Pool. Both sit behind one Kysely instance,
 * so every query is written once.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export type DataStore = {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /**
   * Runs `work` in a write transaction. SQLite: BEGIN IMMEDIATE takes the write lock up
   * front, so two writers never interleave their reads and writes (even across processes
   * sharing the file). PostgreSQL: a normal transaction; callers that race for a row use
   * a conditional UPDATE (row lock) and check how many rows it touched.
   */
  readonly writeTransaction: <T>(
    work: (trx: Transaction<Database> | Kysely<Database>) => Promise<T>,
  ) => Promise<T>;
  readonly close: () => Promise<void>;
};

export type OpenOptions = {
  /** PostgreSQL only: run in this schema (tests use a throwaway one). */
  readonly schema?: string;
  readonly poolSize?: number;
};

export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): DataStore {
  return config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url, options);
}

function openSqlite(file: string): DataStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const connection = new SqliteDatabase(file);
  // WAL lets readers run while one writer writes. synchronous=FULL fsyncs the WAL on every
  // commit, so an answered write survives a power cut, not only a process kill (README).
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(connection) }),
  });
  return {
    db,
    dialect: 'sqlite',
    writeTransaction: (work) =>
      // Kysely's SQLite driver lends its single connection to one caller at a time, so the
      // whole BEGIN IMMEDIATE ... COMMIT runs without another query slipping in between.
      db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await work(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (error) {
          await sql`rollback`.execute(conn);
          throw error;
        }
      }),
    close: () => db.destroy(),
  };
}

/** Distinct SQL texts kept prepared; the server's queries are far fewer. */
const statementCacheSize = 500;

/**
 * Kysely's SQLite driver prepares every query it runs; compiling the same SQL again costs
 * more than running it (about 0.03 ms against 0.003 ms for a lookup by key, a tenth of the
 * write path's CPU under load). The connection handed to Kysely keeps each statement
 * prepared by its SQL text (values are bound at each run, so the text repeats). A statement
 * still being iterated is busy: that query gets a fresh one.
 */
function cachingStatements(connection: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      connection.close();
    },
    prepare: (text: string) => {
      const cached = statements.get(text);
      if (cached && !cached.busy) return cached;
      const statement = connection.prepare(text);
      if (!cached) {
        if (statements.size >= statementCacheSize) {
          // The oldest entry goes: Map keeps insertion order.
          statements.delete(statements.keys().next().value!);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

const int8Oid = 20;
const numericOid = 1700;

/**
 * pg answers bigint (int8) and numeric as strings, because either may hold more than a JS
 * number carries exactly. Here both come back as numbers, the same as on SQLite: amounts
 * are whole pesos or dollars far below 2^53 (Number.MAX_SAFE_INTEGER, about 9e15), rates
 * have at most four decimals, and counts (count(*) is bigint) are small. Set per pool,
 * not on pg.types, so no other pg user in the process is affected.
 */
const numericTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (oid === int8Oid || oid === numericOid) && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function openPostgres(url: string, options: OpenOptions): DataStore {
  const pool = new pg.Pool({
    connectionString: url,
    types: numericTypes,
    max: options.poolSize ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    writeTransaction: (work) => db.transaction().execute(work),
    close: () => db.destroy(),
  };
}
