/**
 * Durability (issue: "kill the process mid-flow and restart: every accepted write is still
 * there"). Runs the real server as a child process on a temporary SQLite file, makes
 * writes, kills it with SIGKILL while more writes are in flight, restarts it on the same
 * file and finds every write that was answered with success.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, operationSchema } from '@territorio/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { cardForm, startBody } from './helpers';
import { fillForDeposit } from './payments-helpers';
import { exited, spawnApi, type ChildApi } from './child-api';

const dataDir = mkdtempSync(join(tmpdir(), 'territorio-durability-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts `src/main.ts` on the test's SQLite file; resolves with its address once it listens. */
function startChild(): Promise<ChildApi> {
  const { child, listening } = spawnApi({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_MAX: '100000',
  });
  children.push(child);
  return listening;
}

async function postJson(url: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data?: unknown } };
}

describe('durability (SQLite WAL, synchronous=FULL)', () => {
  it('keeps every answered write after SIGKILL and restart', async () => {
    const first = await startChild();
    const units = seedData.stock.filter((unit) => unit.brand_id === 2).slice(0, 3);
    const accepted: {
      operations: string[];
      leads: string[];
      paid: string | null;
      saved: Map<string, { cash: number; name: string }>;
    } = {
      operations: [],
      leads: [],
      paid: null,
      saved: new Map(),
    };

    // Sequential writes, each answered before the next.
    for (const [index, unit] of units.entries()) {
      const started = await postJson(
        first.url,
        apiPaths.dealershipStart,
        startBody(unit, { email: `durable${index}@example.com` }),
      );
      expect(started.status).toBe(201);
      const operation = operationSchema.parse(started.body.data);
      accepted.operations.push(operation.code);
      const updated = await postJson(first.url, apiPaths.dealershipUpdate, {
        code: operation.code,
        cash_amount: 1_000_000 + index,
        purchase: { name: `Nombre${index}` },
      });
      expect(updated.status).toBe(200);
      accepted.saved.set(operation.code, { cash: 1_000_000 + index, name: `Nombre${index}` });
      if (index === 0) {
        // The deposit needs complete personal data and a covered balance.
        const ready = await fillForDeposit(
          (path, body) =>
            fetch(`${first.url}${path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            }),
          operationSchema.parse(updated.body.data),
        );
        accepted.saved.set(operation.code, { cash: ready.cash_amount, name: ready.purchase.name });
        const paid = await postJson(
          first.url,
          apiPaths.paymentSandbox,
          cardForm(operation.purchase.transaction.code, 'APRO'),
        );
        expect(paid.status).toBe(200);
        accepted.paid = operation.code;
      }
    }

    // Then a burst of concurrent writes; the process is killed while some are in flight.
    let answered = 0;
    const burst = Array.from({ length: 60 }, (_, index) =>
      postJson(first.url, apiPaths.contact, {
        name: 'Durable',
        lastname: `Lead${index}`,
        telephone: '2615550000',
        subject: `burst-${index}`,
      })
        .then((result) => {
          if (result.status === 201) accepted.leads.push(`burst-${index}`);
          answered += 1;
          if (answered === 30) first.child.kill('SIGKILL');
        })
        .catch(() => undefined),
    );
    await Promise.all(burst);
    if (first.child.exitCode === null && first.child.signalCode === null)
      first.child.kill('SIGKILL');
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(accepted.leads.length).toBeGreaterThanOrEqual(30);

    const second = await startChild();
    try {
      for (const code of accepted.operations) {
        const resumed = await postJson(second.url, apiPaths.dealershipStart, { code });
        expect(resumed.status).toBe(200);
        const operation = operationSchema.parse(resumed.body.data);
        expect(operation.cash_amount).toBe(accepted.saved.get(code)!.cash);
        expect(operation.purchase.name).toBe(accepted.saved.get(code)!.name);
        expect(operation.status).toBe(code === accepted.paid ? 'reserved' : 'open');
      }
      const stock = (await (await fetch(`${second.url}/v1/gm/stock/stock`)).json()) as {
        data: { id: number }[];
      };
      expect(stock.data.map((unit) => unit.id)).not.toContain(units[0]!.id);

      // The leads are in the database file the restarted server reads.
      const { default: Database } = await import('better-sqlite3');
      const db = new Database(join(dataDir, 'territorio.sqlite'), { readonly: true });
      const subjects = new Set(
        (
          db.prepare("select subject from leads where kind = 'contact'").all() as {
            subject: string;
          }[]
        ).map((row) => row.subject),
      );
      db.close();
      for (const subject of accepted.leads) expect(subjects.has(subject), subject).toBe(true);
    } finally {
      second.child.kill('SIGTERM');
      await exited(second.child);
    }
  });
});
