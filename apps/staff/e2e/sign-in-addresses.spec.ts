/**
 * Staff sign-in through the console's own server, in front of the API, as the e2e stack
 * and `pnpm start` deploy them: the API trusts that server's address (TRUST_PROXY) and
 * nothing else, and clients connect to the console from addresses of their own (127.0.0.2,
 * 127.0.0.3, ... on the loopback interface). Each client's wrong passwords then lock that
 * email from that client only, and what a client writes in X-Forwarded-For does not make it
 * anyone else. Desktop only: each run spends five wrong passwords per account, and the
 * account-wide throttle counts every run of the hour.
 */
import { request } from 'node:http';
import { expect, test } from '@playwright/test';
import { staffBasePath, staffPaths } from '@territorio/api-client/staff';
import { e2ePorts, e2eUrls } from '@territorio/e2e-kit';
import { e2eStaffAccounts, e2eStaffPassword } from '@territorio/e2e-kit/staff-accounts';

type Answer = { readonly status: number; readonly code: string | undefined };

/** A sign-in sent to the console's server from the client address `from`. */
function signInFrom(
  from: string,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const body = JSON.stringify({ email, password });
    const sent = request(
      {
        host: '127.0.0.1',
        port: e2ePorts.staff,
        localAddress: from,
        method: 'POST',
        path: `${staffBasePath}${staffPaths.session}`,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: e2eUrls.staff,
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
}

async function wrongFive(from: string, email: string, headers: Record<string, string> = {}) {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    statuses.push((await signInFrom(from, email, `adivinanza-${attempt}`, headers)).status);
  }
  return statuses;
}

test.describe('staff sign-in through the console’s server @desktop-only', () => {
  test('five wrong passwords from one client do not stop the owner signing in from another', async () => {
    const { email } = e2eStaffAccounts.hr;
    expect(await wrongFive('127.0.0.2', email)).toEqual([401, 401, 401, 401, 423]);
    expect(await signInFrom('127.0.0.3', email, e2eStaffPassword)).toEqual({
      status: 200,
      code: undefined,
    });
    // The guesser's client stays locked, right password included.
    expect(await signInFrom('127.0.0.2', email, e2eStaffPassword)).toEqual({
      status: 423,
      code: 'account_locked',
    });
  });

  test('a client cannot pose as another by sending its own X-Forwarded-For', async () => {
    const { email } = e2eStaffAccounts.admin;
    // Five wrong passwords from 127.0.0.4, each claiming to come from 127.0.0.5.
    expect(await wrongFive('127.0.0.4', email, { 'x-forwarded-for': '127.0.0.5' })).toEqual([
      401, 401, 401, 401, 423,
    ]);
    expect(await signInFrom('127.0.0.5', email, e2eStaffPassword)).toEqual({
      status: 200,
      code: undefined,
    });
    // The lock fell on the client that guessed, whatever it claimed.
    const claimed = await signInFrom('127.0.0.4', email, e2eStaffPassword, {
      'x-forwarded-for': '127.0.0.6',
    });
    expect(claimed.status).toBe(423);
  });
});
