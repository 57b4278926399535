/**
 * Limits where guessing pays, held by two API instances on one database (PostgreSQL: one
 * schema; SQLite: one file): wrong promotion codes count per client like wrong operation
 * codes, and the per-address email limits count an inbox once however its address is
 * written (letter case, '+tag', Gmail's dots).
 */
import { apiPaths, messages, operationSchema } from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { addressKey } from '../services/address-limits';
import {
  json,
  startBody,
  startTwoInstances,
  testDatabases,
  type TestServer,
  type TwoInstances,
} from './helpers';

type ErrorBody = { error: { code: string; message: string }; retry_after?: number };

/** Each test claims its own client address (TRUST_PROXY), so their counts stay apart. */
const client = (address: string) => ({ 'x-forwarded-for': address });

describe('addressKey', () => {
  it('reads letter case and a +tag as the same inbox', () => {
    expect(new Set(['a+1@x', 'a+2@x', 'A@x', ' a@X '].map(addressKey))).toEqual(new Set(['a@x']));
    expect(addressKey('b@x')).not.toBe(addressKey('a@x'));
    // Without a local part before the tag, the address is kept as written.
    expect(addressKey('+tag@x')).toBe('+tag@x');
  });

  it("folds Gmail's dots, and googlemail.com into gmail.com", () => {
    const spellings = [
      'sec.vic@gmail.com',
      's.e.c.v.i.c@gmail.com',
      'SecVic+alerta@Gmail.com',
      'sec.vic@googlemail.com',
    ];
    expect(new Set(spellings.map(addressKey))).toEqual(new Set(['secvic@gmail.com']));
    // Other providers deliver dotted and dashed spellings apart.
    expect(addressKey('sec.vic@example.com')).toBe('sec.vic@example.com');
    expect(addressKey('sec-vic@gmail.com')).toBe('sec-vic@gmail.com');
  });
});

describe.each(testDatabases)('guessing limits shared by two instances (%s)', (database) => {
  let first: TestServer;
  let second: TestServer;
  let instances: TwoInstances;

  beforeAll(async () => {
    const env: Record<string, string> = {
      TRUST_PROXY: '127.0.0.1',
      WRONG_CODE_LIMIT: '10',
      EMAIL_LIMIT_PER_ADDRESS: '2',
    };
    instances = await startTwoInstances(env, database);
    ({ first, second } = instances);
  });
  afterAll(async () => {
    await instances?.close();
  });

  const promotionPath = (code: string) =>
    `${apiPaths.promotion}?code=${code}&family=Polo&chassis=&brand_id=1`;

  it('11 wrong promotion codes in a minute give 429, across two instances', async () => {
    const guesser = client('198.51.100.41');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      statuses.push((await server.get(promotionPath(`GUESS${attempt}`), guesser)).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
    // Now the right code is refused too, on either instance: guessing stays useless.
    for (const server of [first, second]) {
      const blocked = await server.get(promotionPath('PIEDEMONTE500'), guesser);
      expect(blocked.status).toBe(429);
      const body = await json<ErrorBody>(blocked);
      expect(body.error.message).toBe(messages.tooManyRequests);
      expect(body.retry_after).toBeGreaterThan(0);
      expect(body.retry_after).toBeLessThanOrEqual(60);
    }
    // Another client is not affected.
    const other = await first.get(promotionPath('PIEDEMONTE500'), client('198.51.100.42'));
    expect(other.status).toBe(200);
  });

  it('counts wrong promotion codes sent with an operation update against the same limit', async () => {
    const guesser = client('198.51.100.43');
    const unit = seedData.stock.find((item) => item.brand_id === 1)!;
    const started = await first.post(
      apiPaths.dealershipStart,
      startBody(unit, { email: 'promo@example.com' }),
      guesser,
    );
    expect(started.status).toBe(201);
    const { code } = operationSchema.parse((await json(started)).data);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      const response =
        attempt < 5
          ? await server.get(promotionPath(`WRONG${attempt}`), guesser)
          : await server.post(
              apiPaths.dealershipUpdate,
              { code, promotion: { code: `WRONG${attempt}` } },
              guesser,
            );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 400, 400, 400, 400, 400, 429]);
    // The operation itself is still reachable: only promotion guesses are refused.
    const update = await second.post(apiPaths.dealershipUpdate, { code, cash_amount: 0 }, guesser);
    expect(update.status).toBe(200);
  });

  const polo = seedData.stock.find((item) => item.brand_id === 1 && item.family === 'Polo')!;
  /** A start naming `promotion`, each with its own email (the start limit counts per email). */
  const startWith = (server: TestServer, promotion: string, email: string, headers: object) =>
    server.post(
      apiPaths.dealershipStart,
      startBody(polo, { email, promotion_code: promotion }),
      headers as Record<string, string>,
    );

  it('11 wrong promotion codes through dealership/start give 429, and count against the lookup', async () => {
    const guesser = client('198.51.100.44');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      const response = await startWith(
        server,
        `GUESS${attempt}`,
        `g${attempt}@example.com`,
        guesser,
      );
      statuses.push(response.status);
      if (response.status === 201) {
        // A code that applies to nothing starts the operation without it, as before.
        const { promotion } = operationSchema.parse((await json(response)).data);
        expect(promotion.code).toBeNull();
      } else {
        expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      }
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    // The refused start wrote nothing: no operation, no email for its address.
    const refused = await first.server.store.db
      .selectFrom('operations')
      .select('code')
      .where('email', '=', 'g10@example.com')
      .execute();
    expect(refused).toEqual([]);
    // A right code is refused too, through start and through the lookup, on either instance.
    expect((await startWith(second, 'PIEDEMONTE500', 'right@example.com', guesser)).status).toBe(
      429,
    );
    for (const server of [first, second]) {
      expect((await server.get(promotionPath('PIEDEMONTE500'), guesser)).status).toBe(429);
    }
    // Another client starts with the right code and gets its discount.
    const other = await startWith(
      first,
      'PIEDEMONTE500',
      'other@example.com',
      client('198.51.100.45'),
    );
    expect(other.status).toBe(201);
    expect(operationSchema.parse((await json(other)).data).promotion.code).toBe('PIEDEMONTE500');
  });

  it('11 wrong promotion codes through updates give 429, and refuse the lookup and a start with a right code', async () => {
    const guesser = client('198.51.100.46');
    const started = await startWith(first, '', 'updater@example.com', guesser);
    expect(started.status).toBe(201);
    const { code } = operationSchema.parse((await json(started)).data);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const server = attempt % 2 === 0 ? first : second;
      const response = await server.post(
        apiPaths.dealershipUpdate,
        { code, promotion: { code: `WRONG${attempt}` } },
        guesser,
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    expect((await first.get(promotionPath('PIEDEMONTE500'), guesser)).status).toBe(429);
    const start = await startWith(second, 'PIEDEMONTE500', 'late@example.com', guesser);
    expect(start.status).toBe(429);
    expect(start.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    // A start without a code still goes through: only promotion guesses are refused.
    expect((await startWith(first, '', 'plain@example.com', guesser)).status).toBe(201);
  });

  it('a+1@x, a+2@x and A@x count as one address', async () => {
    const addresses = ['lucia+1@example.com', 'lucia+2@example.com', 'LUCIA@example.com'];
    for (const [index, email] of addresses.entries()) {
      const server = index % 2 === 0 ? first : second;
      const response = await server.post(
        apiPaths.withdrawal,
        { name: 'Lucía', lastname: 'Pérez', email },
        client(`198.51.100.${50 + index}`),
      );
      expect(response.status).toBe(201);
    }
    const emails = await first.server.store.db
      .selectFrom('outbox')
      .select('to_address')
      .where('kind', '=', 'withdrawal')
      .where('to_address', 'like', '%@example.com')
      .execute();
    // Every request is recorded, but one inbox gets at most 2 confirmations an hour.
    expect(
      emails.filter((email) => addressKey(email.to_address) === 'lucia@example.com'),
    ).toHaveLength(2);

    const units = seedData.stock.filter((item) => item.brand_id === 4).slice(0, 3);
    const starts: number[] = [];
    for (const [index, email] of [
      'sol+a@example.com',
      'Sol+b@Example.com',
      'SOL@example.com',
    ].entries()) {
      const server = index % 2 === 0 ? first : second;
      const response = await server.post(
        apiPaths.dealershipStart,
        startBody(units[index]!, { email }),
        client(`198.51.100.${60 + index}`),
      );
      starts.push(response.status);
    }
    expect(starts).toEqual([201, 201, 429]);
  });

  it('a.b@gmail.com and ab@gmail.com count as one address', async () => {
    const spellings = ['a.b@gmail.com', 'ab@gmail.com', 'A.B+x@googlemail.com'];
    for (const [index, email] of spellings.entries()) {
      const server = index % 2 === 0 ? first : second;
      const response = await server.post(
        apiPaths.withdrawal,
        { name: 'Ana', lastname: 'Bravo', email },
        client(`198.51.100.${70 + index}`),
      );
      expect(response.status).toBe(201);
    }
    const emails = await first.server.store.db
      .selectFrom('outbox')
      .select('to_address')
      .where('kind', '=', 'withdrawal')
      .where('to_address', 'in', spellings)
      .execute();
    // Three requests recorded, one inbox: 2 confirmations, the cap.
    expect(emails).toHaveLength(2);
  });
});
