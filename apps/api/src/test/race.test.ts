import {
  apiPaths,
  brandEndpoints,
  messages,
  operationSchema,
  type Operation,
} from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import {
  cardForm,
  json,
  startBody,
  startTestServer,
  testDatabases,
  type SeedUnit,
  type TestServer,
} from './helpers';
import { fillForDeposit } from './payments-helpers';

const buyers = 20;

describe.each(testDatabases)('two buyers racing for one unit (%s)', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await api?.close();
  });

  async function startFor(unit: SeedUnit, index: number): Promise<Operation> {
    const response = await api.post(
      apiPaths.dealershipStart,
      startBody(unit, { email: `comprador${index}@example.com` }),
    );
    expect(response.status).toBe(201);
    return fillForDeposit(api.post, operationSchema.parse((await json(response)).data));
  }

  it(`accepts exactly one of ${buyers} concurrent deposits; the others get 409 and no charge`, async () => {
    const unit = seedData.stock.find(
      (candidate) => candidate.brand_id === 1 && candidate.special_discount > 0,
    )!;
    const operations: Operation[] = [];
    for (let index = 0; index < buyers; index += 1) operations.push(await startFor(unit, index));

    const responses = await Promise.all(
      operations.map((operation) =>
        api.post(apiPaths.paymentSandbox, cardForm(operation.purchase.transaction.code, 'APRO')),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(buyers - 1);
    for (const response of responses) {
      const body = await json<{ data?: { status: string }; error?: { message: string } }>(response);
      if (response.status === 200) expect(body.data?.status).toBe('approved');
      else expect(body.error?.message).toBe(messages.vehicleUnavailable);
    }

    const db = api.server.store.db;
    // Losers never got as far as an intent: one payment row, one charge in the ledger.
    const payments = await db.selectFrom('payments').selectAll().execute();
    expect(payments).toHaveLength(1);
    expect(await db.selectFrom('sandbox_charges').selectAll().execute()).toHaveLength(1);
    expect(payments[0]!.status).toBe('approved');
    const reserved = await db
      .selectFrom('operations')
      .select('code')
      .where('stock_id', '=', unit.id)
      .where('status', '=', 'reserved')
      .execute();
    expect(reserved).toHaveLength(1);
    expect(reserved[0]!.code).toBe(payments[0]!.operation_code);
    const stored = await db
      .selectFrom('stock_units')
      .selectAll()
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'reserved', held_by: payments[0]!.operation_code });

    // A loser who opens the payment page again is told before typing a card.
    const loser = operations.find((operation) => operation.code !== payments[0]!.operation_code)!;
    const page = await api.get(
      `${apiPaths.paymentSandbox}?reference=${loser.purchase.transaction.code}`,
    );
    expect(page.status).toBe(409);
    expect(await page.text()).toContain(messages.vehicleUnavailable);

    const offers = await json<{ data: { best: { id: number }[] } }>(
      await api.get(brandEndpoints[1].offer),
    );
    expect(offers.data.best.map((offer) => offer.id)).not.toContain(unit.id);
  });

  it('a pending deposit holds the unit against a second buyer too', async () => {
    const unit = seedData.stock.find((candidate) => candidate.brand_id === 2)!;
    const [first, second] = [await startFor(unit, 1), await startFor(unit, 2)];
    const [a, b] = await Promise.all([
      api.post(apiPaths.paymentSandbox, cardForm(first!.purchase.transaction.code, 'CONT')),
      api.post(apiPaths.paymentSandbox, cardForm(second!.purchase.transaction.code, 'APRO')),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });
});
