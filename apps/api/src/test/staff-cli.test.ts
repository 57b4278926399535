import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { verifyPassword } from '../services/staff/passwords';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `pnpm staff:add`'s entry with the test's environment; stdin is not a terminal. */
function staffAdd(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/staff-add.ts', ...args], {
    cwd: appDir,
    env: { ...process.env, NODE_OPTIONS: '', STAFF_PASSWORD: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('pnpm staff:add', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'territorio-staff-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Each run starts a process (tsx compiles the entry): slower than the default timeout allows.
  it(
    'creates an account in the API’s database, updates it when run again, and never takes a default password',
    { timeout: 120_000 },
    async () => {
      // The one test at the production cost: STAFF_PASSWORD_COST unset hashes at N = 2^17.
      const env = { DATA_DIR: dataDir, STAFF_PASSWORD_COST: '' };
      const created = await staffAdd(
        ['Vera@Example.com', 'sales', '--brands', '1,2', '--name', 'Vera Ventas'],
        {
          ...env,
          STAFF_PASSWORD: 'una clave bien larga',
        },
      );
      expect(created.output).toContain('Created vera@example.com (sales: Ventas for brands 1, 2)');
      expect(created.code).toBe(0);

      const updated = await staffAdd(['vera@example.com', 'admin', '--name=Vera'], {
        ...env,
        STAFF_PASSWORD: 'otra clave bien larga',
      });
      expect(updated.code).toBe(0);
      expect(updated.output).toContain('Updated vera@example.com (admin');

      // No password in the environment and no terminal to ask on: refused.
      const noPassword = await staffAdd(['otra@example.com', 'hr'], env);
      expect(noPassword.code).toBe(2);
      expect(noPassword.output).toContain('Set STAFF_PASSWORD');
      for (const [args, message] of [
        [['otra@example.com', 'jefe'], "Unknown role 'jefe'"],
        [['otra@example.com', 'sales'], 'A sales account needs --brands'],
        [['otra@example.com', 'sales', '--brands', '3'], "Unknown brand '3'"],
        [['no-es-email', 'hr'], 'is not an email address'],
      ] as const) {
        const refused = await staffAdd([...args], {
          ...env,
          STAFF_PASSWORD: 'una clave bien larga',
        });
        expect(refused.code, message).toBe(2);
        expect(refused.output).toContain(message);
      }
      const short = await staffAdd(['otra@example.com', 'hr'], { ...env, STAFF_PASSWORD: 'corta' });
      expect(short.output).toContain('at least 12 characters');

      const store = openDatabase(loadConfig(env).database);
      try {
        const rows = await store.db.selectFrom('staff_accounts').selectAll().execute();
        expect(rows).toHaveLength(1);
        const account = rows[0]!;
        expect(account).toMatchObject({
          email: 'vera@example.com',
          role: 'admin',
          name: 'Vera',
          brand_ids: '[]',
        });
        expect(account.password_hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
        expect(await verifyPassword('otra clave bien larga', account.password_hash)).toBe(true);
        expect(await verifyPassword('una clave bien larga', account.password_hash)).toBe(false);
        const audit = await store.db
          .selectFrom('staff_audit')
          .select(['actor', 'action'])
          .execute();
        expect(audit).toEqual([
          { actor: 'staff:add', action: 'account_created' },
          { actor: 'staff:add', action: 'account_updated' },
        ]);
      } finally {
        await store.close();
      }
    },
  );
});
