/**
 * Limits hold across instances: two API servers on one database (PostgreSQL: one schema;
 * SQLite: one file) count wrong codes and form posts against one limit per client. And the
 * client address those limits key on comes from X-Forwarded-For only as far as TRUST_PROXY
 * allows.
 */
import { apiPaths, messages } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  json,
  startTestServer,
  startTwoInstances,
  testDatabases,
  type TestServer,
  type TwoInstances,
} from './helpers';

type ErrorBody = { error: { code: string; message: string }; retry_after?: number };

const contact = { name: 'Ana', lastname: 'Gómez', telephone: '261 555-2150' };

describe.each(testDatabases)('limits shared by two instances (%s)', (database) => {
  let first: TestServer;
  let second: TestServer;
  let instances: TwoInstances;

  beforeAll(async () => {
    const env: Record<string, string> = { RATE_LIMIT_MAX: '4', WRONG_CODE_LIMIT: '4' };
    instances = await startTwoInstances(env, database);
    ({ first, second } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('counts wrong codes on either instance against one limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      statuses.push(
        (await server.post(apiPaths.dealershipUpdate, { code: `WRONG${attempt}CODE00` })).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 404]);
    for (const server of [first, second]) {
      const blocked = await server.post(apiPaths.dealershipUpdate, { code: 'WRONGXCODE000' });
      expect(blocked.status).toBe(429);
      const body = await json<ErrorBody>(blocked);
      expect(body.error.message).toBe(messages.tooManyRequests);
      expect(body.retry_after).toBeGreaterThan(0);
      expect(body.retry_after).toBeLessThanOrEqual(60);
    }
  });

  it('counts a form route on either instance against one limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      statuses.push((await server.post(apiPaths.contact, contact)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    const limited = await second.post(apiPaths.contact, contact);
    const body = await json<ErrorBody>(limited);
    expect(body.error.message).toBe(messages.tooManyRequests);
    expect(body.retry_after).toBeGreaterThan(0);
    // Each form route keeps its own count.
    expect((await first.post(apiPaths.priceRequest, { ...contact, email: 'a@b.co' })).status).toBe(
      201,
    );
  });
});

describe('TRUST_PROXY', () => {
  const wrong = (server: TestServer, forwardedFor?: string) =>
    server.post(
      apiPaths.dealershipUpdate,
      { code: 'WRONGCODE0000' },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );

  it('with a hop count of 1 takes the last X-Forwarded-For hop as the client', async () => {
    const api = await startTestServer({ TRUST_PROXY: '1', WRONG_CODE_LIMIT: '2' });
    try {
      // Whatever a client writes before the proxy's own entry does not change who it is.
      expect((await wrong(api, '203.0.113.1, 198.51.100.7')).status).toBe(404);
      expect((await wrong(api, '203.0.113.2, 198.51.100.7')).status).toBe(404);
      expect((await wrong(api, '198.51.100.8, 198.51.100.7')).status).toBe(429);
      // Another last hop is another client, and so is the peer without the header.
      expect((await wrong(api, '198.51.100.7, 198.51.100.9')).status).toBe(404);
      expect((await wrong(api)).status).toBe(404);
    } finally {
      await api.close();
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    // The test client connects from 127.0.0.1, outside the trusted range.
    const api = await startTestServer({ TRUST_PROXY: '10.0.0.0/8', WRONG_CODE_LIMIT: '2' });
    try {
      expect((await wrong(api, '198.51.100.1')).status).toBe(404);
      expect((await wrong(api, '198.51.100.2')).status).toBe(404);
      expect((await wrong(api, '198.51.100.3')).status).toBe(429);
    } finally {
      await api.close();
    }
  });

  it('believes X-Forwarded-For from a listed proxy address', async () => {
    const api = await startTestServer({ TRUST_PROXY: '127.0.0.1', WRONG_CODE_LIMIT: '2' });
    try {
      expect((await wrong(api, '198.51.100.1')).status).toBe(404);
      expect((await wrong(api, '198.51.100.1')).status).toBe(404);
      expect((await wrong(api, '198.51.100.1')).status).toBe(429);
      expect((await wrong(api, '198.51.100.2')).status).toBe(404);
    } finally {
      await api.close();
    }
  });
});
