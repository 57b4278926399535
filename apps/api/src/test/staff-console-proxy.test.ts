/**
 * Staff sign-in through the console's own server (apps/staff/server), in front of a real
 * API, as `pnpm start` and the e2e stack run them: the API trusts that server's address
 * (`apiTrustProxy`) and nothing else, and clients connect to the console from addresses of
 * their own (127.0.0.2, 127.0.0.3, ... on the loopback interface). Each client's wrong
 * passwords then lock that email from that client only, and what a client writes in
 * X-Forwarded-For does not make it anyone else.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staffBasePath, staffPaths } from '@territorio/api-client/staff';
import { apiTrustProxy, createStaffServer, type StaffServer } from '@territorio/staff/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases, type TestServer } from './helpers';
import { addAccount, staffEnv, staffOrigin, staffPassword } from './staff-support';

type Answer = { readonly status: number; readonly code: string | undefined };

describe.each(testDatabases)('staff sign-in through the console’s server (%s)', (database) => {
  let api: TestServer;
  let consoleServer: StaffServer;
  let consolePort: number;
  let root: string;

  /** A sign-in sent to the console's server from the client address `from`. */
  const signInFrom = (
    from: string,
    email: string,
    password: string,
    headers: Record<string, string> = {},
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const body = JSON.stringify({ email, password });
      const sent = request(
        {
          host: '127.0.0.1',
          port: consolePort,
          localAddress: from,
          method: 'POST',
          path: `${staffBasePath}${staffPaths.session}`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: staffOrigin,
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            const parsed = JSON.parse(text) as { error?: { code: string } };
            resolve({ status: response.statusCode ?? 0, code: parsed.error?.code });
          });
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });

  const wrongFive = async (from: string, email: string, headers: Record<string, string> = {}) => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      statuses.push((await signInFrom(from, email, `adivinanza-${attempt}`, headers)).status);
    }
    return statuses;
  };

  beforeAll(async () => {
    // The API as `pnpm start` configures it behind the console (no TRUST_PROXY of its own).
    api = await startTestServer({ ...staffEnv, TRUST_PROXY: apiTrustProxy({}) }, { database });
    root = mkdtempSync(join(tmpdir(), 'staff-console-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Consola</title>');
    consoleServer = await createStaffServer({ root, apiUrl: api.url, logger: () => {} });
    consolePort = Number(
      new URL(await consoleServer.app.listen({ port: 0, host: '127.0.0.1' })).port,
    );
  });
  afterAll(async () => {
    await consoleServer?.close(1_000);
    await api?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('does not stop the owner signing in from another client after five wrong passwords from one', async () => {
    const email = 'duena@example.com';
    await addAccount(api, email, 'admin');
    expect(await wrongFive('127.0.0.2', email)).toEqual([401, 401, 401, 401, 423]);
    const owner = await signInFrom('127.0.0.3', email, staffPassword);
    expect(owner).toEqual({ status: 200, code: undefined });
    // The guesser's client stays locked, right password included.
    expect(await signInFrom('127.0.0.2', email, staffPassword)).toEqual({
      status: 423,
      code: 'account_locked',
    });
  }, 60_000);

  it('does not let a client pose as another by sending its own X-Forwarded-For', async () => {
    const email = 'vera@example.com';
    await addAccount(api, email, 'sales', [1]);
    // Five wrong passwords from 127.0.0.4, each claiming to come from 127.0.0.5.
    expect(await wrongFive('127.0.0.4', email, { 'x-forwarded-for': '127.0.0.5' })).toEqual([
      401, 401, 401, 401, 423,
    ]);
    expect(await signInFrom('127.0.0.5', email, staffPassword)).toEqual({
      status: 200,
      code: undefined,
    });
    // The lock fell on the client that guessed, whatever it claimed.
    expect(
      (await signInFrom('127.0.0.4', email, staffPassword, { 'x-forwarded-for': '127.0.0.6' }))
        .status,
    ).toBe(423);
  }, 60_000);
});
