/**
 * The server owns the operation's rules: personal data, money in one currency, caps,
 * versions and concurrent writes. Run on SQLite and, when configured, PostgreSQL.
 */
import {
  apiPaths,
  messages,
  moneyMessages,
  operationSchema,
  personalDataMessages,
  pesosToOperationCurrency,
  type Operation,
} from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import {
  json,
  startBody,
  startTestServer,
  testDatabases,
  type SeedUnit,
  type TestServer,
} from './helpers';

type Answer = {
  status: number;
  operation: Operation | null;
  error: { code: string; message: string; fields?: Record<string, string> } | undefined;
  data: unknown;
};

const completePurchase = {
  name: 'Ana',
  lastname: 'Gómez',
  dni: '30123456',
  telephone: '261 555-2150',
  birthdate: '1990-05-17',
  marital_status_id: 2,
  email: 'ana@example.com',
};

describe.each(testDatabases)('operation rules on %s', (database) => {
  let api: TestServer;
  const usedUnits = new Set<number>();

  beforeAll(async () => {
    api = await startTestServer({}, { database });
  });
  afterAll(async () => {
    await api.close();
  });

  function freshUnit(predicate: (unit: SeedUnit) => boolean = () => true): SeedUnit {
    const unit = seedData.stock.find(
      (candidate) => !usedUnits.has(candidate.id) && predicate(candidate),
    );
    if (!unit) throw new Error('no unit left');
    usedUnits.add(unit.id);
    return unit;
  }

  async function start(unit: SeedUnit, overrides: Record<string, unknown> = {}) {
    const response = await api.post(apiPaths.dealershipStart, startBody(unit, overrides));
    expect(response.status).toBe(201);
    return operationSchema.parse((await json(response)).data);
  }

  async function update(body: Record<string, unknown>): Promise<Answer> {
    const response = await api.post(apiPaths.dealershipUpdate, body);
    const parsed = await json<{ data?: unknown; error?: Answer['error'] }>(response);
    return {
      status: response.status,
      operation: response.ok && parsed.data ? operationSchema.parse(parsed.data) : null,
      error: parsed.error,
      data: parsed.data,
    };
  }

  async function quote(operation: Operation, year = 2022, kms = 45_000) {
    const brand = seedData.usedCatalogue[0]!;
    const model = brand.models[0]!;
    const version = model.versions[0]!;
    const response = await api.post(apiPaths.dealershipValuation, {
      codia: version.codia,
      brand: brand.name,
      model: model.name,
      vehicle: version.description,
      year,
      kms,
      operation: operation.code,
    });
    expect(response.status).toBe(201);
    return (
      await json<{
        data: {
          brand: string;
          model: string;
          vehicle: string;
          codia: string;
          year: number;
          kms: number;
          valuation: number;
        };
      }>(response)
    ).data;
  }

  const isDollar = (unit: SeedUnit) => unit.currency === 'usd' && unit.brand_id !== 6;
  const isPeso = (unit: SeedUnit) => unit.currency !== 'usd' && unit.brand_id === 1;

  it('refuses invalid personal data with a Spanish message per field, keeps drafts', async () => {
    const operation = await start(freshUnit(isPeso));
    const bad = await update({
      code: operation.code,
      purchase: { dni: '123', telephone: '123', birthdate: '2015-05-10' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.fields).toEqual({
      'purchase.dni': personalDataMessages.dniInvalid,
      'purchase.telephone': personalDataMessages.telephoneInvalid,
      'purchase.birthdate': personalDataMessages.birthdateUnderage,
    });
    const old = await update({ code: operation.code, purchase: { birthdate: '1850-01-01' } });
    expect(old.error?.fields).toEqual({
      'purchase.birthdate': personalDataMessages.birthdateInvalid,
    });
    const phone = await update({ code: operation.code, customer: { telephone: 'abc' } });
    expect(phone.error?.fields).toEqual({
      'customer.telephone': personalDataMessages.telephoneInvalid,
    });
    // Nothing of a refused write is stored; empty fields are drafts and pass.
    const draft = await update({ code: operation.code, purchase: { name: 'Ana', dni: '' } });
    expect(draft.status).toBe(200);
    expect(draft.operation!.purchase).toMatchObject({ name: 'Ana', dni: '', telephone: '' });
    const good = await update({ code: operation.code, purchase: completePurchase });
    expect(good.status).toBe(200);
    // The DNI and birthdate come back masked (publicOperationWire).
    expect(good.operation!.purchase).toMatchObject({
      ...completePurchase,
      dni: '30.***.456',
      birthdate: '1990-**-**',
    });
  });

  it('refuses an update based on an older version with 409 and the current operation', async () => {
    const operation = await start(freshUnit(isPeso));
    expect(operation.version).toBe(0);
    const first = await update({
      code: operation.code,
      version: 0,
      purchase: { name: 'Primera' },
    });
    expect(first.status).toBe(200);
    expect(first.operation!.version).toBe(1);
    const stale = await update({
      code: operation.code,
      version: 0,
      purchase: { name: 'Segunda', lastname: 'Pestaña' },
    });
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({
      code: 'stale_operation',
      message: messages.operationChangedElsewhere,
    });
    const current = operationSchema.parse(stale.data);
    expect(current.version).toBe(1);
    expect(current.purchase.name).toBe('Primera');
    expect(current.purchase.lastname).toBe('');
  });

  it('loses nothing when 50 updates to one operation run at once', async () => {
    const operation = await start(freshUnit(isPeso));
    const fields = [
      (i: number) => ({ purchase: { name: `Nombre${i}` } }),
      (i: number) => ({ purchase: { lastname: `Apellido${i}` } }),
      (i: number) => ({ purchase: { address: `Calle ${i}` } }),
      (i: number) => ({ customer: { address: `Otra ${i}` } }),
      (i: number) => ({ cash_amount: 1_000 + i }),
    ];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        update({ code: operation.code, ...fields[i % fields.length]!(i) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    const final = await update({ code: operation.code });
    expect(final.operation!.version).toBe(50 + 1);
    // Every field ends with a value one of its writers sent, never the value before.
    expect(final.operation!.purchase.name).toMatch(/^Nombre\d+$/);
    expect(final.operation!.purchase.lastname).toMatch(/^Apellido\d+$/);
    // The addresses come back masked (publicOperationWire); the row holds them whole.
    const row = await api.server.store.db
      .selectFrom('operations')
      .select(['address', 'customer'])
      .where('code', '=', operation.code)
      .executeTakeFirstOrThrow();
    expect(row.address).toMatch(/^Calle \d+$/);
    expect((JSON.parse(row.customer) as { address: string }).address).toMatch(/^Otra \d+$/);
    expect(final.operation!.cash_amount).toBeGreaterThanOrEqual(1_000);
    // The versions answered are exactly 1..50: each write saw the one before it.
    const versions = answers.map((answer) => answer.operation!.version).sort((a, b) => a - b);
    expect(versions).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('keeps a dollar operation in dollars: trade-in and credit converted at its rate', async () => {
    const unit = freshUnit(isDollar);
    const operation = await start(unit);
    expect(operation.currency).toBe('usd');
    expect(operation.usd_rate).toBeGreaterThan(0);
    const used = await quote(operation);
    const withUsed = await update({ code: operation.code, used_vehicles: [used] });
    expect(withUsed.status).toBe(200);
    const converted = pesosToOperationCurrency(used.valuation, 'usd', operation.usd_rate)!;
    expect(converted).toBeLessThan(used.valuation);
    expect(withUsed.operation!.amounts!.used_vehicles).toEqual([converted]);
    const price = operation.promotion.price;
    expect(withUsed.operation!.pending_amount).toBe(price - converted);

    // A peso credit of 5.000.000 on the dollar unit, then cash for what remains.
    const credit = await update({ code: operation.code, credit_id: 2, credit_amount: 5_000_000 });
    expect(credit.status).toBe(200);
    const creditUsd = pesosToOperationCurrency(5_000_000, 'usd', operation.usd_rate)!;
    expect(credit.operation!.amounts!.credit).toBe(creditUsd);
    expect(credit.operation!.credit_amount).toBe(5_000_000);
    const cash = await update({ code: operation.code, cash_amount: 999_999_999 });
    expect(cash.operation!.cash_amount).toBe(price - converted - creditUsd);
    expect(cash.operation!.pending_amount).toBe(0);
  });

  it('caps cash at what remains after the code, trade-ins and credit; never negative', async () => {
    const unit = freshUnit((candidate) => candidate.brand_id === 1 && candidate.family === 'Polo');
    const operation = await start(unit, { promotion_code: 'POLOWEB750' });
    expect(operation.promotion.discount).toBe(750_000);
    const full = await update({
      code: operation.code,
      cash_amount: operation.purchase.vehicle.fullprice,
    });
    expect(full.operation!.cash_amount).toBe(operation.promotion.price);
    expect(full.operation!.pending_amount).toBe(0);

    // Credit on top of cash for the whole price: nothing remains to finance.
    const noRoom = await update({ code: operation.code, credit_id: 9, credit_amount: 40_000_000 });
    expect(noRoom.status).toBe(400);
    expect(noRoom.error?.fields?.credit_amount).toBe(moneyMessages.creditWithoutBalance);

    // Credit is capped at what remains after the cash and at the plan's maximum.
    await update({ code: operation.code, cash_amount: operation.promotion.price - 6_000_000 });
    const capped = await update({ code: operation.code, credit_id: 2, credit_amount: 40_000_000 });
    expect(capped.status).toBe(200);
    expect(capped.operation!.credit_amount).toBe(6_000_000);
    expect(capped.operation!.pending_amount).toBe(0);
    // Then more cash is capped at what remains after the credit.
    const more = await update({ code: operation.code, cash_amount: operation.promotion.price });
    expect(more.operation!.cash_amount).toBe(operation.promotion.price - 6_000_000);
    expect(more.operation!.credit_amount).toBe(6_000_000);

    // Below the plan's minimum: refused, with the plan's minimum in the message.
    await update({ code: operation.code, credit_id: null });
    const tiny = await update({ code: operation.code, credit_id: 3, credit_amount: 1 });
    expect(tiny.status).toBe(400);
    expect(tiny.error?.fields?.credit_amount).toContain('2.000.000');
  });

  it('counts a valuation once: the same car listed twice is refused', async () => {
    const operation = await start(freshUnit(isPeso));
    const used = await quote(operation);
    const twice = await update({ code: operation.code, used_vehicles: [used, used, used] });
    expect(twice.status).toBe(400);
    expect(twice.error?.fields).toMatchObject({
      'used_vehicles.1': moneyMessages.usedVehicleTwice,
      'used_vehicles.2': moneyMessages.usedVehicleTwice,
    });
    const once = await update({ code: operation.code, used_vehicles: [used] });
    expect(once.status).toBe(200);
    expect(once.operation!.amounts!.used_vehicles_total).toBe(used.valuation);
    // Adding the trade-in after cash took the whole price lowers the cash to fit.
    const cash = await update({ code: operation.code, cash_amount: 999_999_999 });
    expect(cash.operation!.cash_amount).toBe(operation.promotion.price - used.valuation);
  });
});
