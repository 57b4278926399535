/**
 * Behind carrier NAT many buyers share one client address: the guessing limits count each
 * device (its signed cookie) at WRONG_CODE_LIMIT, so one person's wrong codes do not lock
 * out the others, and the address at WRONG_CODE_LIMIT_PER_ADDRESS, so a client collecting
 * fresh cookies is still stopped. A request without a valid cookie (none, forged, tampered)
 * counts against its address at WRONG_CODE_LIMIT, as every request did before devices.
 * Two instances on one database (PostgreSQL: one schema; SQLite: one file).
 */
import { apiPaths, operationSchema } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceCookieName } from '../http/device';
import { seedData } from '../seed/index';
import {
  json,
  startBody,
  startTwoInstances,
  testDatabases,
  type TestServer,
  type TwoInstances,
} from './helpers';

/** A request from `address` (TRUST_PROXY), with `cookie` when given. */
const from = (address: string, cookie?: string): Record<string, string> => ({
  'x-forwarded-for': address,
  ...(cookie ? { cookie } : {}),
});

/** The device cookie an answer sets, as the browser sends it back (`device=…`). */
function issuedCookie(response: Response): string | undefined {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${deviceCookieName}=`));
  return header?.split(';')[0];
}

const promotionQuery = 'family=Polo&chassis=&brand_id=1';

describe.each(testDatabases)('guessing limits per device behind one address (%s)', (database) => {
  let first: TestServer;
  let second: TestServer;
  let instances: TwoInstances;
  let operationCode: string;

  beforeAll(async () => {
    instances = await startTwoInstances(
      { TRUST_PROXY: '127.0.0.1', WRONG_CODE_LIMIT: '10', WRONG_CODE_LIMIT_PER_ADDRESS: '30' },
      database,
    );
    ({ first, second } = instances);
    const unit = seedData.stock.find((item) => item.brand_id === 1)!;
    const started = await first.post(
      apiPaths.dealershipStart,
      startBody(unit, { email: 'nat@example.com' }),
      from('203.0.113.1'),
    );
    expect(started.status).toBe(201);
    operationCode = operationSchema.parse((await json(started)).data).code;
  });
  afterAll(async () => {
    await instances?.close();
  });

  /** A new device for a browser at `address`: the cookie the promotion discovery issues. */
  async function newDevice(address: string): Promise<string> {
    const response = await first.get(
      `${apiPaths.promotionDiscover}?${promotionQuery}`,
      from(address),
    );
    expect(response.status).toBe(200);
    const cookie = issuedCookie(response);
    expect(cookie).toBeDefined();
    return cookie!;
  }

  const resume = (server: TestServer, code: string, headers: Record<string, string>) =>
    server.post(apiPaths.dealershipStart, { code }, headers);

  /** `count` wrong resumes, alternating the instances; answers their statuses. */
  async function wrongResumes(count: number, headers: () => Record<string, string>) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      statuses.push((await resume(server, `WRONG${attempt}CODE0`, headers())).status);
    }
    return statuses;
  }

  it('issues an HttpOnly, SameSite=Lax device cookie for the API path, Secure over TLS', async () => {
    const response = await first.get(
      `${apiPaths.promotionDiscover}?${promotionQuery}`,
      from('203.0.113.2'),
    );
    const header = response.headers.getSetCookie()[0] ?? '';
    expect(header).toMatch(/^device=[\w-]{22}\.[\w-]{43}; /);
    expect(header.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=31536000', 'Path=/', 'SameSite=Lax'].sort(),
    );
    // Over TLS at the proxy (X-Forwarded-Proto from a trusted proxy) it is Secure.
    const overTls = await first.get(`${apiPaths.promotionDiscover}?${promotionQuery}`, {
      ...from('203.0.113.2'),
      'x-forwarded-proto': 'https',
    });
    expect(overTls.headers.getSetCookie()[0]).toMatch(/; Secure(;|$)/);
    // A request that sends a valid one back is not given another.
    const cookie = issuedCookie(response)!;
    const again = await second.get(
      `${apiPaths.promotionDiscover}?${promotionQuery}`,
      from('203.0.113.2', cookie),
    );
    expect(again.headers.getSetCookie()).toEqual([]);
    // Cached public reads carry no cookie.
    const cached = await first.get(apiPaths.parameters, from('203.0.113.2'));
    expect(cached.status).toBe(200);
    expect(cached.headers.getSetCookie()).toEqual([]);
  });

  it("ten wrong codes from one device leave another device's resume, update and cancel from the address alone", async () => {
    const address = '198.51.100.71';
    const careless = await newDevice(address);
    expect(await wrongResumes(10, () => from(address, careless))).toEqual(
      Array<number>(10).fill(404),
    );
    const blocked = await resume(first, operationCode, from(address, careless));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    const neighbour = await newDevice(address);
    const headers = from(address, neighbour);
    expect((await resume(second, operationCode, headers)).status).toBe(200);
    expect(
      (
        await first.post(
          apiPaths.dealershipUpdate,
          { code: operationCode, cash_amount: 0 },
          headers,
        )
      ).status,
    ).toBe(200);
    // Not paid, so not cancellable: the operation was found, not refused as a guess.
    const cancel = await second.post(apiPaths.dealershipCancel, { code: operationCode }, headers);
    expect(cancel.status).toBe(409);
    // And a browser that has no device yet is not refused either.
    expect((await resume(first, operationCode, from(address))).status).toBe(200);
  });

  it('counts wrong promotion codes per device too', async () => {
    const address = '198.51.100.72';
    const careless = await newDevice(address);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      const path = `${apiPaths.promotion}?code=NOPE${attempt}&${promotionQuery}`;
      statuses.push((await server.get(path, from(address, careless))).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
    const right = `${apiPaths.promotion}?code=PIEDEMONTE500&${promotionQuery}`;
    expect((await first.get(right, from(address, careless))).status).toBe(429);
    expect((await second.get(right, from(address, await newDevice(address)))).status).toBe(200);
  });

  it('stops a series of devices at the address ceiling', async () => {
    const address = '198.51.100.73';
    for (let device = 0; device < 3; device += 1) {
      const cookie = await newDevice(address);
      expect(await wrongResumes(10, () => from(address, cookie))).toEqual(
        Array<number>(10).fill(404),
      );
    }
    // 30 wrong codes from the address: a fresh device, and no device, are refused there.
    const fresh = await newDevice(address);
    const refused = await resume(second, operationCode, from(address, fresh));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await resume(first, operationCode, from(address))).status).toBe(429);
    // Another address is another count.
    expect((await resume(first, operationCode, from('198.51.100.74', fresh))).status).toBe(200);
  });

  it('limits requests without a cookie at the device threshold, per address', async () => {
    const address = '198.51.100.75';
    expect(await wrongResumes(10, () => from(address))).toEqual(Array<number>(10).fill(404));
    expect((await resume(first, 'WRONGXCODE00', from(address))).status).toBe(429);
    expect((await resume(second, operationCode, from(address))).status).toBe(429);
    // A script that never keeps the cookie does not block the browsers that do.
    expect(
      (await resume(first, operationCode, from(address, await newDevice(address)))).status,
    ).toBe(200);
  });

  it('counts a forged or tampered cookie as no cookie, and issues a real one', async () => {
    const address = '198.51.100.76';
    const genuine = await newDevice(address);
    const [name, value] = genuine.split('=') as [string, string];
    const [id, signature] = value.split('.') as [string, string];
    const flip = (text: string) => `${text[0] === 'A' ? 'B' : 'A'}${text.slice(1)}`;
    const forgeries = [
      `${name}=${flip(id)}.${signature}`, // another id under the genuine signature
      `${name}=${id}.${flip(signature)}`, // the genuine id under another signature
      `${name}=${id}`, // no signature
      `${name}=${'x'.repeat(22)}.${'y'.repeat(43)}`, // made up
    ];
    let attempt = 0;
    const forged = () => from(address, forgeries[attempt++ % forgeries.length]);
    const answers = [];
    for (let count = 0; count < 10; count += 1) {
      const server = count % 2 === 0 ? first : second;
      answers.push(await resume(server, `WRONG${count}CODE0`, forged()));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(404));
    for (const answer of answers) expect(issuedCookie(answer)).toMatch(/^device=/);
    // The forgeries shared one count, the address's requests without a device.
    expect((await resume(first, operationCode, forged())).status).toBe(429);
    expect((await resume(second, operationCode, from(address))).status).toBe(429);
    expect((await resume(first, operationCode, from(address, genuine))).status).toBe(200);
  });
});
