/**
 * Operating the embedded database: an online backup taken while the server writes is a
 * working database (a server started on it finds the same data), and a server told not to
 * migrate refuses a database that is behind its code.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@territorio/api-client';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { backupFileName, backupSqlite } from '../db/backup';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedData } from '../seed/index';
import { createServer } from '../server';
import { json, startBody, startTestServer } from './helpers';

const scratch = mkdtempSync(join(tmpdir(), 'territorio-operations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const lead = (index: number) => ({
  name: `Persona${index}`,
  lastname: 'Gómez',
  telephone: '261 555-2150',
});

describe('SQLite backup', () => {
  it('names backups by time', () => {
    expect(backupFileName(new Date('2026-05-01T10:20:30.123Z'))).toBe(
      'territorio-2026-05-01T10-20-30-123Z.sqlite',
    );
  });

  it('copies the database while the server writes, and a server on the copy has the data', async () => {
    const source = await startTestServer();
    const destination = join(scratch, 'backup.sqlite');
    let restored: Awaited<ReturnType<typeof startTestServer>> | undefined;
    try {
      const started = await source.post(apiPaths.dealershipStart, startBody(seedData.stock[0]!));
      const operation = (await json<{ data: { code: string } }>(started)).data;
      for (let index = 0; index < 20; index += 1) {
        expect((await source.post(apiPaths.contact, lead(index))).status).toBe(201);
      }

      // Writes keep arriving during the copy.
      let writing = true;
      let written = 0;
      const writer = (async () => {
        while (writing) {
          const response = await source.post(apiPaths.contact, lead(100 + written));
          expect(response.status).toBe(201);
          written += 1;
        }
      })();
      // The copy starts once writes are arriving.
      await vi.waitFor(() => expect(written).toBeGreaterThan(0), { timeout: 10_000 });
      const file = source.config.database.kind === 'sqlite' ? source.config.database.file : '';
      await backupSqlite(file, destination);
      writing = false;
      await writer;
      expect(written).toBeGreaterThan(0);
      await expect(backupSqlite(file, destination)).rejects.toThrow('exists already');

      const copy = new SqliteDatabase(destination, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      copy.close();

      restored = await startTestServer({ DATABASE_URL: `sqlite:${destination}`, SEED: 'false' });
      // The operation reads back the same through the API.
      const resumedSource = await source.post(apiPaths.dealershipStart, { code: operation.code });
      const resumedCopy = await restored.post(apiPaths.dealershipStart, { code: operation.code });
      expect(resumedCopy.status).toBe(200);
      expect(await resumedCopy.json()).toEqual(await resumedSource.json());
      // Every lead in the copy is the source's row; the 20 written before are all there.
      const sourceLeads = await source.server.store.db
        .selectFrom('leads')
        .selectAll()
        .orderBy('id')
        .execute();
      const copyLeads = await restored.server.store.db
        .selectFrom('leads')
        .selectAll()
        .orderBy('id')
        .execute();
      expect(copyLeads.length).toBeGreaterThanOrEqual(20);
      expect(copyLeads.length).toBeLessThanOrEqual(sourceLeads.length);
      expect(copyLeads).toEqual(sourceLeads.slice(0, copyLeads.length));
      expect((await restored.get(apiPaths.parameters)).status).toBe(200);
    } finally {
      await restored?.close();
      await source.close();
    }
  });
});

describe('MIGRATE_ON_START=false', () => {
  it('refuses an unmigrated database until it is migrated', async () => {
    const dataDir = join(scratch, 'unmigrated');
    const config = loadConfig({
      API_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      MIGRATE_ON_START: 'false',
    });
    await expect(createServer(config, { logger: false })).rejects.toThrow(
      /not migrated \(pending: 001_initial.*run `pnpm migrate` first/,
    );
    const store = openDatabase(config.database);
    await migrateToLatest(store);
    await store.close();
    const server = await createServer(config, { logger: false });
    try {
      expect(existsSync(join(dataDir, 'territorio.sqlite'))).toBe(true);
      const address = await server.listen();
      expect((await fetch(`${address}/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
