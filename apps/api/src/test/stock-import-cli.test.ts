import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stockImportColumns, stockImportTemplateCsv } from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs a command-line entry (`pnpm stock:import`, `pnpm dms:token`) on the test's database. */
function run(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: appDir,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('pnpm stock:import and pnpm dms:token', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await api?.close();
  });

  it(
    'prints the dry run as a table, exits 1 on refusals, applies; creates, lists and revokes tokens',
    { timeout: 120_000 },
    async () => {
      const env = { DATA_DIR: api.dataDir, INIT_CWD: api.dataDir };
      writeFileSync(join(api.dataDir, 'plantilla.csv'), stockImportTemplateCsv());
      const bad = stockImportTemplateCsv().replace('Volkswagen', 'Ferrari');
      writeFileSync(join(api.dataDir, 'mal.csv'), bad);
      expect(stockImportTemplateCsv().split('\n')[0]).toBe(stockImportColumns.join(','));

      const dry = await run('src/stock-import-cli.ts', ['plantilla.csv'], env);
      expect(dry.output).toContain('Alta');
      expect(dry.output).toContain('Revisión lista');
      expect(dry.code).toBe(0);

      const refused = await run('src/stock-import-cli.ts', ['mal.csv', '--apply'], env);
      expect(refused.output).toContain('Fila 2, marca: no hay una marca con ese nombre');
      expect(refused.code).toBe(1);

      const applied = await run('src/stock-import-cli.ts', ['plantilla.csv', '--apply'], env);
      expect(applied.output).toContain('Importamos el stock.');
      expect(applied.code).toBe(0);
      const chassis = stockImportTemplateCsv().split('\n')[1]!.split(',')[0]!;
      const unit = await api.server.store.db
        .selectFrom('stock_units')
        .select(['location', 'status'])
        .where('chassis', '=', chassis)
        .executeTakeFirst();
      expect(unit).toEqual({ location: 'San Juan', status: 'available' });

      const usage = await run('src/stock-import-cli.ts', [], env);
      expect(usage.code).toBe(2);

      const created = await run(
        'src/dms-token-cli.ts',
        ['create', 'DMS Sucursales', '--scopes', 'stock:dry-run', '--rate', '3'],
        env,
      );
      expect(created.code).toBe(0);
      expect(created.output).toMatch(/\ndms_1_[A-Za-z0-9_-]{43}\n/);
      const listed = await run('src/dms-token-cli.ts', ['list'], env);
      expect(listed.output).toContain('1\tDMS Sucursales\tstock:dry-run\t3/min\tlive');
      expect(listed.output).not.toContain('dms_1_');
      expect((await run('src/dms-token-cli.ts', ['revoke', '1'], env)).code).toBe(0);
      expect((await run('src/dms-token-cli.ts', ['revoke', '1'], env)).code).toBe(1);
    },
  );
});
