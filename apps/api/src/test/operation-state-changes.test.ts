/**
 * An operation's state changes are optimistic: each names the version it read, and a write
 * that came first (another instance, or a caller without the row lock) makes it change
 * nothing and say so, rather than overwrite a state its caller never saw.
 */
import { apiPaths, operationSchema } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelOpenOperation,
  operationByCode,
  writeOpenOperation,
} from '../repositories/operations';
import { seedData } from '../seed/index';
import { json, startBody, startTestServer, testDatabases, type TestServer } from './helpers';

describe.each(testDatabases)('operation state changes (%s)', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function openOperation(email: string) {
    const unit = seedData.stock.find((candidate) => candidate.brand_id === 1)!;
    const response = await api.post(apiPaths.dealershipStart, startBody(unit, { email }));
    expect(response.status).toBe(201);
    const { code } = operationSchema.parse((await json(response)).data);
    const row = await operationByCode(api.server.store.db, code);
    return row!;
  }

  it('cancelOpenOperation cancels nothing when the operation changed since it was read', async () => {
    const db = api.server.store.db;
    const read = await openOperation('cancelar-tarde@example.com');
    // The buyer's update lands between the console's read and its cancel.
    expect(await writeOpenOperation(db, read.code, read.version, { cash_amount: 0 })).toBe(true);

    const now = new Date().toISOString();
    const cancelled = await cancelOpenOperation(db, read.code, read.version, now);
    const after = await operationByCode(db, read.code);
    expect(after?.status).toBe('open');
    expect(after?.version).toBe(read.version + 1);
    expect(cancelled).toBe(false);
  });

  it('cancelOpenOperation cancels the operation as read, and moves its version on', async () => {
    const db = api.server.store.db;
    const read = await openOperation('cancelar@example.com');

    expect(await cancelOpenOperation(db, read.code, read.version, new Date().toISOString())).toBe(
      true,
    );
    const after = await operationByCode(db, read.code);
    expect(after?.status).toBe('cancelled');
    expect(after?.version).toBe(read.version + 1);
  });
});
