import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, isStaleOperationError } from './client';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { messages } from './messages';
import { operationWire } from './test-fixtures';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

let api: TestServer;
let client: ApiClient;
const sent: Request[] = [];

beforeAll(async () => {
  api = await startTestServer();
  client = createApiClient({
    apiBaseUrl: api.url,
    intranetBaseUrl: api.url,
    readRetries: 0,
    fetch: (input, init) => {
      const request = new Request(input, init);
      sent.push(request.clone());
      return fetch(request);
    },
  });
});

afterEach(() => {
  api.reset();
  sent.length = 0;
});

afterAll(async () => {
  await api.close();
});

const updatePath = '/api/v2/territorio/dealership/update';

describe('updateOperation', () => {
  it('sends the version it was based on and reads the stored operation', async () => {
    api.on(updatePath, (request) => ({
      body: { data: { ...(request.json as object), version: 4 } },
    }));
    const saved = await client.updateOperation({ ...operationWire(), version: 3 });
    expect(api.requests[0]?.json).toMatchObject({ version: 3 });
    expect(saved.version).toBe(4);
    expect(sent[0]?.keepalive).toBe(false);
  });

  it('a 409 stale_operation carries the current operation', async () => {
    const current = operationWire({ cash_amount: 2_000_000, version: 7 });
    api.on(updatePath, {
      status: 409,
      body: {
        error: { code: 'stale_operation', message: messages.operationChangedElsewhere },
        data: current,
      },
    });
    const error = await client.updateOperation({ ...operationWire(), version: 6 }).catch((e) => e);
    expect(isStaleOperationError(error)).toBe(true);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'stale_operation' });
    expect(error.current).toMatchObject({ cash_amount: 2_000_000, version: 7 });
  });

  it('a 409 without a readable operation is a plain ApiError', async () => {
    api.on(updatePath, {
      status: 409,
      body: { error: { code: 'stale_operation', message: 'x' }, data: { nope: true } },
    });
    const error = await client.updateOperation(operationWire()).catch((e) => e);
    expect(isStaleOperationError(error)).toBe(false);
    expect(error).toMatchObject({ status: 409, code: 'stale_operation' });
  });

  it('keepalive travels to fetch so a save outlives the page', async () => {
    api.on(updatePath, (request) => ({ body: { data: request.json } }));
    await client.updateOperation(operationWire(), { keepalive: true });
    expect(sent[0]?.keepalive).toBe(true);
  });
});
