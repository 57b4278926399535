/**
 * The proof of work of the requests that hold capacity, over real HTTP against two API
 * instances sharing one database (a SQLite file, or PostgreSQL with TEST_DATABASE_URL):
 * a challenge from either instance, solved with altcha-lib's solver, books or moves once;
 * a booking or a move without one, with one solved wrongly, tampered with, signed by
 * another database's key, expired or spent already is refused with a field named `altcha`
 * and writes nothing; one solution sent ten times at once books once.
 */
import {
  apiPaths,
  proofOfWorkChallengeSchema,
  proofOfWorkLifetimeMs,
  proofOfWorkPayload,
  readItem,
  proofOfWorkMessages,
  type ProofOfWorkChallenge,
} from '@territorio/api-client';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { proofOfWorkRules } from '../services/proof-of-work';
import {
  json,
  startTestServer,
  startTwoInstances,
  testDatabases,
  type TestServer,
  type TwoInstances,
} from './helpers';
import {
  book,
  booking,
  godoyCruz,
  plusDays,
  postBooking,
  postMove,
  solvedProof,
  startClock,
  tableCounts,
  today,
  unitsAt,
  type ErrorBody,
} from './visit-support';

/** A challenge of `api` and its solution, kept apart so a test can spoil either. */
async function challengeAndSolution(api: TestServer) {
  const response = await api.get(apiPaths.visitChallenge);
  const challenge = readItem(await response.json(), proofOfWorkChallengeSchema);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { challenge, solution };
}

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe.each(testDatabases)('proof of work on %s', (database) => {
  let instances: TwoInstances;
  const units = unitsAt(godoyCruz);
  let serial = 0;
  const api = () => instances.first;

  /** A booking no rule but the proof refuses: a slot, vehicle and email of its own. */
  function freshBooking(day: number, time: string) {
    serial += 1;
    return booking(units[serial % units.length]!, plusDays(today, day), time, {
      email: `prueba${serial}@example.com`,
      telephone: `261 555-${String(3000 + serial)}`,
    });
  }

  async function expectRefused(response: Response, code: string, message: string) {
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.error).toEqual({ code, message, fields: { altcha: message } });
  }

  beforeAll(async () => {
    startClock();
    instances = await startTwoInstances({}, database);
  });
  afterAll(async () => {
    await instances?.close();
    vi.useRealTimers();
  });

  it('hands out a signed challenge that expires in ten minutes, never cached', async () => {
    const response = await api().get(apiPaths.visitChallenge);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const challenge: ProofOfWorkChallenge = readItem(
      await response.json(),
      proofOfWorkChallengeSchema,
    );
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: proofOfWorkRules.algorithm,
      cost: proofOfWorkRules.cost,
    });
    expect(challenge.parameters.expiresAt * 1_000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(challenge.parameters.expiresAt * 1_000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('hands out challenges under the per-client limit of the forms', async () => {
    const limited = await startTestServer({ RATE_LIMIT_MAX: '3' }, { database });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await limited.get(apiPaths.visitChallenge)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses a booking without a proof, or with one that is not a solved challenge, writing nothing', async () => {
    const body = freshBooking(1, '10:00');
    const { challenge, solution } = await challengeAndSolution(api());
    const other = await challengeAndSolution(api());
    const wrongKey = solution.derivedKey.replace(/^./, (digit) => (digit === '0' ? '1' : '0'));
    const spoiled: [unknown, string][] = [
      [undefined, 'missing'],
      ['', 'empty'],
      ['no es base64 ni json', 'garbage'],
      [encoded({ challenge }), 'no solution'],
      [proofOfWorkPayload(challenge, { ...solution, derivedKey: wrongKey }), 'wrong key'],
      [proofOfWorkPayload(challenge, other.solution), "another challenge's solution"],
      [
        proofOfWorkPayload(
          { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
          solution,
        ),
        'cheaper cost',
      ],
      [
        proofOfWorkPayload(
          {
            ...challenge,
            parameters: {
              ...challenge.parameters,
              expiresAt: challenge.parameters.expiresAt + 3600,
            },
          },
          solution,
        ),
        'later expiry',
      ],
      [
        proofOfWorkPayload({ ...challenge, signature: other.challenge.signature }, solution),
        'other signature',
      ],
    ];
    const before = await tableCounts(api());
    for (const [altcha, label] of spoiled) {
      const response = await api().post(apiPaths.visits, { ...body, altcha });
      expect(response.status, label).toBe(400);
      const answer = await json<ErrorBody>(response);
      expect(answer.error.fields?.altcha, label).toBe(proofOfWorkMessages.invalid);
    }
    expect(await tableCounts(api())).toEqual(before);
    // The same booking with the challenge as solved is taken.
    const accepted = await api().post(apiPaths.visits, {
      ...body,
      altcha: proofOfWorkPayload(challenge, solution),
    });
    expect(accepted.status).toBe(201);
  });

  it("refuses a challenge signed with another database's key", async () => {
    const elsewhere = await startTestServer({}, { database });
    try {
      const before = await tableCounts(api());
      const response = await postBooking(api(), {
        ...freshBooking(1, '10:30'),
        altcha: await solvedProof(elsewhere),
      });
      await expectRefused(response, 'proof_of_work_invalid', proofOfWorkMessages.invalid);
      expect(await tableCounts(api())).toEqual(before);
    } finally {
      await elsewhere.close();
    }
  });

  it('takes a proof once: the same solution again is refused, on either instance', async () => {
    const altcha = await solvedProof(instances.second);
    const first = await api().post(apiPaths.visits, { ...freshBooking(1, '11:00'), altcha });
    expect(first.status).toBe(201);
    const before = await tableCounts(api());
    for (const instance of [instances.first, instances.second]) {
      const again = await instance.post(apiPaths.visits, { ...freshBooking(1, '11:30'), altcha });
      await expectRefused(again, 'proof_of_work_spent', proofOfWorkMessages.spent);
    }
    expect(await tableCounts(api())).toEqual(before);
  });

  it('books once when one solution is sent ten times at once across both instances', async () => {
    const altcha = await solvedProof(api());
    const times = ['15:00', '15:30', '16:00', '16:30', '17:00'];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        (index % 2 === 0 ? instances.first : instances.second).post(apiPaths.visits, {
          ...freshBooking(2, times[index % times.length]!),
          altcha,
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    for (const response of responses.filter((each) => each.status === 400)) {
      expect((await json<ErrorBody>(response)).error.code).toBe('proof_of_work_spent');
    }
  });

  it('keeps the proof of a body the schema refuses for the corrected request', async () => {
    const body = freshBooking(3, '10:00');
    const altcha = await solvedProof(api());
    const wrong = await api().post(apiPaths.visits, { ...body, email: 'ana@', altcha });
    expect(wrong.status).toBe(400);
    expect((await json<ErrorBody>(wrong)).error.fields).not.toHaveProperty('altcha');
    const corrected = await api().post(apiPaths.visits, { ...body, altcha });
    expect(corrected.status).toBe(201);
  });

  it('refuses a proof solved in time but sent after its challenge expired, and prunes spent ones', async () => {
    const spent = await solvedProof(api());
    expect((await postBooking(api(), { ...freshBooking(3, '10:30'), altcha: spent })).status).toBe(
      201,
    );
    const late = await solvedProof(api());
    const body = freshBooking(3, '11:00');
    const before = await tableCounts(api());
    vi.setSystemTime(Date.now() + proofOfWorkLifetimeMs + 60_000);
    try {
      await expectRefused(
        await api().post(apiPaths.visits, { ...body, altcha: late }),
        'proof_of_work_expired',
        proofOfWorkMessages.expired,
      );
      expect(await tableCounts(api())).toEqual(before);
      // A fresh proof books; the row of the expired spent one is gone with it.
      expect((await postBooking(api(), body)).status).toBe(201);
      const rows = await api()
        .server.store.db.selectFrom('proof_of_work_spent')
        .select('expires_at')
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(Number(row.expires_at)).toBeGreaterThan(Date.now());
    } finally {
      vi.setSystemTime(Date.now() - proofOfWorkLifetimeMs - 60_000);
    }
  });

  describe('a move', () => {
    async function bookedVisit(day: number, time: string) {
      return book(api(), freshBooking(day, time));
    }

    async function startsAt(code: string) {
      const row = await api()
        .server.store.db.selectFrom('visits')
        .select(['starts_at', 'sequence'])
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      return row;
    }

    it('is refused without a proof, with a spoiled, spent or expired one, and moves with a good one', async () => {
      const booked = await bookedVisit(6, '10:00');
      const { code } = booked.visit;
      const move = { token: booked.token, date: plusDays(today, 6), time: '12:00' };
      const before = { visit: await startsAt(code), counts: await tableCounts(api()) };
      const { challenge, solution } = await challengeAndSolution(api());
      const other = await challengeAndSolution(api());
      const spentProof = await solvedProof(api());
      expect(
        (await postBooking(api(), { ...freshBooking(6, '10:30'), altcha: spentProof })).status,
      ).toBe(201);
      const afterSpending = await tableCounts(api());

      const without = await api().post(apiPaths.visitMove.replace(':code', code), move);
      expect(without.status).toBe(400);
      expect((await json<ErrorBody>(without)).error.fields).toEqual({
        altcha: proofOfWorkMessages.invalid,
      });
      await expectRefused(
        await postMove(api(), code, {
          ...move,
          altcha: proofOfWorkPayload(other.challenge, solution),
        }),
        'proof_of_work_invalid',
        proofOfWorkMessages.invalid,
      );
      await expectRefused(
        await postMove(api(), code, { ...move, altcha: spentProof }),
        'proof_of_work_spent',
        proofOfWorkMessages.spent,
      );
      const late = await solvedProof(api());
      vi.setSystemTime(Date.now() + proofOfWorkLifetimeMs + 60_000);
      try {
        await expectRefused(
          await postMove(api(), code, { ...move, altcha: late }),
          'proof_of_work_expired',
          proofOfWorkMessages.expired,
        );
      } finally {
        vi.setSystemTime(Date.now() - proofOfWorkLifetimeMs - 60_000);
      }
      expect(await startsAt(code)).toEqual(before.visit);
      expect(await tableCounts(api())).toEqual(afterSpending);

      const moved = await postMove(api(), code, {
        ...move,
        altcha: proofOfWorkPayload(challenge, solution),
      });
      expect(moved.status).toBe(200);
      expect((await startsAt(code)).sequence).toBe(before.visit.sequence + 1);
      await expectRefused(
        await postMove(api(), code, {
          ...move,
          time: '12:30',
          altcha: proofOfWorkPayload(challenge, solution),
        }),
        'proof_of_work_spent',
        proofOfWorkMessages.spent,
      );
    });
  });
});
