/**
 * The data layer on every database it supports: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it; see helpers.ts for the skip notice).
 */
import {
  apiPaths,
  brandEndpoints,
  creditPlanSchema,
  familySchema,
  intranetPaths,
  offersSchema,
  operationSchema,
  parametersSchema,
  savingPlanSchema,
  stockVehicleSchema,
  subfamilySchema,
  vehicleBrandIds,
} from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrateToLatest } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { seedData } from '../seed/index';
import {
  cardForm,
  completePurchase,
  json,
  startBody,
  startTestServer,
  testDatabases,
  type TestServer,
} from './helpers';

describe.each(testDatabases)('data layer on %s', (database) => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('migrates and seeds once: running both again changes nothing', async () => {
    const { store } = api.server;
    expect(store.dialect).toBe(database);
    await migrateToLatest(store);
    expect(await seedDatabase(store, seedData)).toBe(false);
    const count = async (table: 'stock_units' | 'families' | 'content_items' | 'credit_plans') =>
      Number(
        (
          await store.db
            .selectFrom(table)
            .select(store.db.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('stock_units')).toBe(seedData.stock.length + seedData.arriving.length);
    expect(await count('families')).toBe(seedData.families.length);
    expect(await count('credit_plans')).toBe(seedData.creditPlans.length);
  });

  it('answers every catalogue read in the contract’s shapes', async () => {
    for (const brandId of vehicleBrandIds) {
      const endpoints = brandEndpoints[brandId];
      const families = z
        .array(familySchema)
        .parse((await json(await api.get(endpoints.family))).data);
      expect(families.length).toBeGreaterThan(0);
      expect(families.every((family) => Number.isInteger(family.stock_count))).toBe(true);
      const family = families[0]!;
      z.array(subfamilySchema).parse(
        (await json(await api.get(`${endpoints.subfamily}?family_id=${family.id}`))).data,
      );
      const stock = z
        .array(stockVehicleSchema)
        .parse((await json(await api.get(`${endpoints.stock}?family_id=${family.id}`))).data);
      expect(stock.length).toBe(family.stock_count);
      offersSchema.parse((await json(await api.get(endpoints.offer))).data);
      if (endpoints.savingPlan)
        z.array(savingPlanSchema).parse((await json(await api.get(endpoints.savingPlan))).data);
    }
    parametersSchema.parse((await json(await api.get(apiPaths.parameters))).data);
    const plans = z
      .array(creditPlanSchema)
      .parse(
        (await json(await api.get(`${intranetPaths.credits}?brand_id=2&loan_amount=15000000`)))
          .data,
      );
    expect(plans.length).toBeGreaterThan(0);
  });

  it('runs the whole reservation: start, update, valuation, payment, cancel', async () => {
    const unit = seedData.stock.find((candidate) => candidate.brand_id === 4)!;
    const started = await api.post(
      apiPaths.dealershipStart,
      startBody(unit, { email: 'flujo@example.com' }),
    );
    expect(started.status).toBe(201);
    const operation = operationSchema.parse((await json(started)).data);
    const version = seedData.usedCatalogue[0]!.models[0]!.versions[0]!;
    const valuation = await api.post(apiPaths.dealershipValuation, {
      codia: version.codia,
      brand: 'x',
      model: 'y',
      vehicle: 'z',
      year: 2021,
      kms: 60_000,
      operation: operation.code,
    });
    expect(valuation.status).toBe(201);
    const valued = (
      await json<{ data: { valuation: number; brand: string; model: string; vehicle: string } }>(
        valuation,
      )
    ).data;
    const updated = await api.post(apiPaths.dealershipUpdate, {
      code: operation.code,
      cash_amount: 2_000_000,
      used_vehicles: [{ ...valued, codia: version.codia, year: 2021, kms: 60_000 }],
      purchase: { ...completePurchase, name: 'Flujo', marital_status_id: 1 },
    });
    expect(updated.status).toBe(200);
    const saved = operationSchema.parse((await json(updated)).data);
    expect(saved.pending_amount).toBe(
      saved.purchase.vehicle.fullprice - 2_000_000 - valued.valuation,
    );
    const paid = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, 'APRO'),
    );
    expect(paid.status).toBe(200);
    const cancelled = await api.post(apiPaths.dealershipCancel, { code: operation.code });
    expect(cancelled.status).toBe(200);
    expect(operationSchema.parse((await json(cancelled)).data).status).toBe('cancelled');
  });

  it('answers hostile input with 4xx, never 5xx (ids beyond 32 bits, NUL characters)', async () => {
    const checks: [string, Promise<Response>][] = [
      ['huge path id', api.get(`${brandEndpoints[1].stock}/99999999999`)],
      ['huge query id', api.get(`${brandEndpoints[1].stock}?family_id=99999999999`)],
      ['NUL in query', api.get(`${apiPaths.promotion}?code=A%00B&brand_id=1`)],
      [
        'NUL in body',
        api.post(apiPaths.contact, { name: 'A\u0000B', lastname: 'B', telephone: '1' }),
      ],
      [
        'huge stock id',
        api.post(apiPaths.dealershipStart, {
          email: 'a@b.co',
          stock_id: 1e12,
          model: 'x',
          brand_id: 1,
          chassis: 'x',
          family: 'x',
          family_id: 1,
          fullprice: 0,
        }),
      ],
      [
        'huge credit id',
        api.post(apiPaths.dealershipUpdate, { code: 'ABCDEFGHJKMN', credit_id: 1e12 }),
      ],
      [
        'huge year',
        api.post(apiPaths.dealershipValuation, {
          codia: 'x',
          brand: 'x',
          model: 'x',
          vehicle: 'x',
          year: 1e12,
          kms: 1e15,
          operation: 'ABCDEFGHJKMN',
        }),
      ],
    ];
    for (const [name, request] of checks) {
      const status = (await request).status;
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(status, name).toBeLessThan(500);
    }
  });

  it('rolls a failed write transaction back completely', async () => {
    const { store } = api.server;
    await expect(
      store.writeTransaction(async (trx) => {
        await trx
          .insertInto('leads')
          .values({
            kind: 'contact',
            reference: 'ROLLBACK-TEST',
            brand_id: null,
            name: 'x',
            lastname: 'y',
            email: '',
            telephone: '1',
            subject: '',
            vehicle: '',
            message: '',
            operation_code: null,
            created_at: new Date().toISOString(),
          })
          .execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await store.db
      .selectFrom('leads')
      .select('id')
      .where('reference', '=', 'ROLLBACK-TEST')
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
