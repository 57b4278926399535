/**
 * Every 429 says how long to wait in a `Retry-After` header (seconds), whichever limit
 * refused: the form rate limit, the wrong-code and wrong-promotion limits per device and
 * per address, the start limit per email, the console's sign-in limit. Where the body
 * carries `retry_after` too, both say the same.
 */
import { apiPaths } from '@territorio/api-client';
import { staffPaths } from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { startBody, startTestServer, testDatabases, type TestServer } from './helpers';

const staffSession = `/staff/api${staffPaths.session}`;

type Refusal = {
  /** What refuses. */
  readonly limit: string;
  /** The longest wait it may tell, in seconds. */
  readonly windowSeconds: number;
  /** Requests from one client, the last of which is refused. */
  readonly send: (server: TestServer, headers: Record<string, string>) => Promise<Response[]>;
};

const contact = { name: 'Ana', lastname: 'Gómez', telephone: '261 555-2150' };
const unit = seedData.stock.find((item) => item.brand_id === 1)!;
const promotion = (code: string) =>
  `${apiPaths.promotion}?code=${code}&family=Polo&chassis=&brand_id=1`;
const wrongUpdate = (server: TestServer, headers: Record<string, string>, attempt: number) =>
  server.post(apiPaths.dealershipUpdate, { code: `WRONG${attempt}CODE0` }, headers);

/** `count` requests one after another (each limit counts in order). */
async function inTurn(count: number, send: (attempt: number) => Promise<Response>) {
  const answers: Response[] = [];
  for (let attempt = 0; attempt < count; attempt += 1) answers.push(await send(attempt));
  return answers;
}

const refusals: Refusal[] = [
  {
    limit: 'the form rate limit (RATE_LIMIT_MAX)',
    windowSeconds: 60,
    send: (server, headers) => inTurn(3, () => server.post(apiPaths.contact, contact, headers)),
  },
  {
    limit: 'wrong operation codes without a device (WRONG_CODE_LIMIT)',
    windowSeconds: 60,
    send: (server, headers) => inTurn(3, (attempt) => wrongUpdate(server, headers, attempt)),
  },
  {
    limit: 'wrong promotion codes (WRONG_CODE_LIMIT)',
    windowSeconds: 60,
    send: (server, headers) =>
      inTurn(3, (attempt) => server.get(promotion(`NOPE${attempt}`), headers)),
  },
  {
    limit: 'wrong codes from the devices of one address (WRONG_CODE_LIMIT_PER_ADDRESS)',
    windowSeconds: 60,
    send: async (server, headers) => {
      // Two devices of one address, two wrong codes each: the third device is refused.
      for (let device = 0; device < 3; device += 1) {
        const issued = await server.get(
          `${apiPaths.promotionDiscover}?family=Polo&chassis=&brand_id=1`,
          headers,
        );
        const cookie = issued.headers.getSetCookie()[0]!.split(';')[0]!;
        const answers = await inTurn(device < 2 ? 2 : 1, (attempt) =>
          wrongUpdate(server, { ...headers, cookie }, attempt),
        );
        if (device === 2) return answers;
      }
      return [];
    },
  },
  {
    limit: 'emails per address (EMAIL_LIMIT_PER_ADDRESS), through starts',
    windowSeconds: 3600,
    // From three addresses, so the form rate limit of each is not what refuses.
    send: (server) =>
      inTurn(3, (attempt) =>
        server.post(apiPaths.dealershipStart, startBody(unit, { email: 'wait@example.com' }), {
          'x-forwarded-for': `203.0.113.${10 + attempt}`,
        }),
      ),
  },
  {
    limit: "the console's sign-in limit (STAFF_SIGN_IN_LIMIT)",
    windowSeconds: 60,
    send: (server, headers) =>
      inTurn(3, () =>
        server.post(
          staffSession,
          { email: 'nadie@piedemonte.example', password: 'no es la clave correcta' },
          { ...headers, origin: server.config.staff.origin },
        ),
      ),
  },
];

describe.each(testDatabases)('Retry-After on every 429 (%s)', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer(
      {
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_MAX: '2',
        WRONG_CODE_LIMIT: '2',
        WRONG_CODE_LIMIT_PER_ADDRESS: '4',
        EMAIL_LIMIT_PER_ADDRESS: '2',
        STAFF_SIGN_IN_LIMIT: '2',
      },
      { database },
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it.each(refusals.map((refusal, index) => ({ ...refusal, index })))(
    'from $limit',
    async ({ send, windowSeconds, index }) => {
      const headers = { 'x-forwarded-for': `198.51.100.${120 + index}` };
      const answers = await send(api, headers);
      const refused = answers.at(-1)!;
      expect(refused.status).toBe(429);
      const header = refused.headers.get('retry-after');
      expect(header).toMatch(/^\d+$/);
      expect(Number(header)).toBeGreaterThan(0);
      expect(Number(header)).toBeLessThanOrEqual(windowSeconds);
      const body = (await refused.json()) as { retry_after?: number };
      if (body.retry_after !== undefined) expect(body.retry_after).toBe(Number(header));
      // The answers before it were not refused.
      expect(answers.slice(0, -1).map((answer) => answer.status)).not.toContain(429);
    },
  );
});
