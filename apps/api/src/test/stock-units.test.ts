import { apiPaths, operationSchema, vinMessages, type Operation } from '@territorio/api-client';
import {
  newUnitStatusMessage,
  staffMessages,
  unitHeldReason,
  type ReservationDetail,
  type StaffStockUnit,
  type StockUnitFieldsInput,
  type StockVersion,
} from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vin } from '../seed/catalogue';
import { seedData } from '../seed/index';
import {
  cardForm,
  completePurchase,
  json,
  readyToPay,
  startBody,
  startTestServer,
  testDatabases,
  type SeedUnit,
  type TestServer,
} from './helpers';
import { signInTeam, staffEnv, staffRequest, type StaffTeam } from './staff-support';

type List<T> = { items: T[]; total: number };

describe.each(testDatabases)('staff API: a unit’s life in the console (%s)', (database) => {
  let api: TestServer;
  let team: StaffTeam;
  let versions: StockVersion[];
  let serial = 900_000;
  const usedUnits = new Set<number>();

  beforeAll(async () => {
    api = await startTestServer(staffEnv, { database });
    team = await signInTeam(api);
    const answer = await staffRequest<StockVersion[]>(api, 'GET', '/stock/versions', {
      as: team.stock,
    });
    expect(answer.status).toBe(200);
    versions = answer.body.data!;
  });
  afterAll(async () => {
    await api?.close();
  });

  /** A new unit's fields with a chassis no other unit has. */
  function newUnit(overrides: Partial<StockUnitFieldsInput> = {}): StockUnitFieldsInput {
    const version = versions.find((candidate) => candidate.brand_id === 1)!;
    serial += 7;
    return {
      version_id: version.id,
      chassis: vin(1, version.family, 0, 5, 2026, serial),
      color: 'Gris Platino',
      site: 'san-juan',
      model_year: 2026,
      currency: 'ars',
      list_price: 40_000_000,
      price: 40_000_000,
      license_price: 1_600_000,
      delivery_price: 900_000,
      condition: 'new',
      status: 'available',
      ...overrides,
    };
  }

  const usedFields = {
    condition: 'used',
    mileage_km: 48_000,
    owners: 1,
    plate: 'ab 123 cd',
    model_year: 2022,
    inspection: { engine: { result: 'ok' }, tyres: { result: 'observed', note: 'Cambiar pronto' } },
  } as const;

  async function searchIds(): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page += 1) {
      const response = await api.get(`${apiPaths.stockSearch}?pagina=${page}`);
      const { data } = await json<{
        data: { units: { id: number }[]; page_count: number };
      }>(response);
      ids.push(...data.units.map((unit) => unit.id));
      if (page >= data.page_count) return ids;
    }
  }

  async function auditOf(id: number) {
    return api.server.store.db
      .selectFrom('staff_audit')
      .select(['action', 'actor', 'before', 'after'])
      .where('subject_type', '=', 'stock_unit')
      .where('subject_id', '=', String(id))
      .orderBy('id')
      .execute();
  }

  function freshSeedUnit(): SeedUnit {
    const unit = seedData.stock.find(
      (candidate) => !usedUnits.has(candidate.id) && candidate.brand_id === 1,
    )!;
    usedUnits.add(unit.id);
    return unit;
  }

  async function start(unit: SeedUnit, extra: Record<string, unknown> = {}): Promise<Operation> {
    const response = await api.post(apiPaths.dealershipStart, startBody(unit, extra));
    expect(response.status).toBe(201);
    return operationSchema.parse((await json(response)).data);
  }

  async function pay(operation: Operation, holderName: string) {
    await readyToPay(api, operation.code);
    const response = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, holderName),
    );
    expect(response.status).toBe(200);
  }

  it('lists the catalogue’s versions with their brand and family for the pickers', () => {
    expect(versions.length).toBe(seedData.subfamilies.length);
    const first = seedData.subfamilies[0]!;
    expect(versions).toContainEqual(
      expect.objectContaining({ id: first.id, brand_id: first.brand_id, name: first.name }),
    );
  });

  it('creates a used unit as the stock manager: listed, filtered, audited and in the search', async () => {
    const created = await staffRequest<StaffStockUnit>(api, 'POST', '/stock', {
      as: team.stock,
      body: newUnit({ ...usedFields, public_note: 'Service oficial al día.' }),
    });
    expect(created.status).toBe(201);
    const unit = created.body.data!;
    expect(unit).toMatchObject({
      condition: 'used',
      mileage_km: 48_000,
      owners: 1,
      plate: 'AB123CD',
      site: 'san-juan',
      location: 'San Juan',
      status: 'available',
      public_note: 'Service oficial al día.',
      inspection: usedFields.inspection,
      locked_reason: null,
    });
    expect(await searchIds()).toContain(unit.id);
    // Its picture is its family's look (newUnitLook), never left blank.
    const stored = await api.server.store.db
      .selectFrom('stock_units')
      .select(['image'])
      .where('id', '=', unit.id)
      .executeTakeFirstOrThrow();
    expect(stored.image).not.toBe('');

    const used = await staffRequest<List<StaffStockUnit>>(api, 'GET', '/stock?condition=used', {
      as: team.stock,
    });
    expect(used.body.data!.items.map((item) => item.id)).toContain(unit.id);
    expect(used.body.data!.items.every((item) => item.condition === 'used')).toBe(true);
    const fresh = await staffRequest<List<StaffStockUnit>>(api, 'GET', '/stock?condition=new', {
      as: team.admin,
    });
    expect(fresh.body.data!.items.map((item) => item.id)).not.toContain(unit.id);

    const one = await staffRequest<StaffStockUnit>(api, 'GET', `/stock/${unit.id}`, {
      as: team.admin,
    });
    expect(one.body.data).toEqual(unit);
    const audit = await auditOf(unit.id);
    expect(audit.map((row) => [row.action, row.actor])).toEqual([
      ['stock_created', 'stock@example.com'],
    ]);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({
      chassis: unit.chassis,
      mileage_km: 48_000,
    });
  });

  it('refuses sales and hr: no unit is created or changed', async () => {
    for (const who of [team.sales, team.hr]) {
      const refused = await staffRequest(api, 'POST', '/stock', { as: who, body: newUnit() });
      expect(refused.status).toBe(403);
      expect(refused.body.error?.message).toBe(staffMessages.forbidden);
    }
    const unit = freshSeedUnit();
    const refused = await staffRequest(api, 'PATCH', `/stock/${unit.id}`, {
      as: team.sales,
      body: { status: 'retired', updated_at: 'x' },
    });
    expect(refused.status).toBe(403);
  });

  it('refuses a chassis already used and a version the catalogue lacks, naming the field', async () => {
    const taken = seedData.stock[0]!.chassis;
    const duplicate = await staffRequest(api, 'POST', '/stock', {
      as: team.stock,
      body: newUnit({ chassis: taken.toLowerCase() }),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.fields).toEqual({ chassis: vinMessages.taken });

    const missing = await staffRequest(api, 'POST', '/stock', {
      as: team.admin,
      body: newUnit({ version_id: 999_999 }),
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toEqual({ version_id: 'Elegí una versión del catálogo.' });

    const sold = await staffRequest(api, 'POST', '/stock', {
      as: team.admin,
      body: newUnit({ status: 'sold' }),
    });
    expect(sold.status).toBe(400);
    expect(sold.body.error?.fields).toEqual({ status: newUnitStatusMessage });

    const short = await staffRequest(api, 'POST', '/stock', {
      as: team.admin,
      body: newUnit({ chassis: 'ABC' }),
    });
    expect(short.status).toBe(400);
    expect(short.body.error?.fields).toEqual({ chassis: vinMessages.length });

    const incomplete = await staffRequest(api, 'POST', '/stock', {
      as: team.admin,
      body: newUnit({ condition: 'used', status: 'in_transit' }),
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error?.fields).toEqual({
      mileage_km: 'Ingresá los kilómetros del usado.',
      owners: 'Ingresá la cantidad de dueños del usado.',
      plate: 'Ingresá la patente del usado.',
      arrival_date: 'Ingresá la fecha de arribo de la unidad en tránsito.',
    });
  });

  it('edits any field and the state: in transit needs its arrival date; sold and retired leave the search', async () => {
    const created = await staffRequest<StaffStockUnit>(api, 'POST', '/stock', {
      as: team.admin,
      body: newUnit(),
    });
    let unit = created.body.data!;
    const patch = async (body: Record<string, unknown>, as = team.stock) =>
      staffRequest<StaffStockUnit>(api, 'PATCH', `/stock/${unit.id}`, {
        as,
        body: { ...body, updated_at: unit.updated_at },
      });

    const noDate = await patch({ status: 'in_transit' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.error?.fields).toEqual({
      arrival_date: 'Ingresá la fecha de arribo de la unidad en tránsito.',
    });
    const transit = await patch({
      status: 'in_transit',
      arrival_date: '2027-01-15',
      color: 'Azul Noche',
      site: 'godoy-cruz',
    });
    expect(transit.status).toBe(200);
    unit = transit.body.data!;
    expect(unit).toMatchObject({
      status: 'in_transit',
      arrival_date: '2027-01-15',
      color: 'Azul Noche',
      location: 'Godoy Cruz',
    });

    const sold = await patch({ status: 'sold' });
    expect(sold.status).toBe(200);
    unit = sold.body.data!;
    expect(unit).toMatchObject({ status: 'sold', arrival_date: null });
    expect(await searchIds()).not.toContain(unit.id);

    const back = await patch({ availability: 'available' }, team.admin);
    unit = back.body.data!;
    expect(unit.status).toBe('available');
    expect(await searchIds()).toContain(unit.id);

    const retired = await patch({ status: 'retired' }, team.admin);
    expect(retired.status).toBe(200);
    unit = retired.body.data!;
    expect(await searchIds()).not.toContain(unit.id);

    const held = await patch({ status: 'held' });
    expect(held.status).toBe(400);
    expect(held.body.error?.fields).toEqual({ status: 'Elegí el estado.' });

    const other = seedData.stock[1]!.chassis;
    const duplicate = await patch({ chassis: other });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error?.fields).toEqual({ chassis: vinMessages.taken });

    const audit = await auditOf(unit.id);
    expect(audit.map((row) => row.action)).toEqual([
      'stock_created',
      'stock_updated',
      'stock_updated',
      'stock_updated',
      'stock_updated',
    ]);
    expect(JSON.parse(audit[1]!.before!)).toMatchObject({
      status: 'available',
      color: 'Gris Platino',
    });
    expect(JSON.parse(audit[1]!.after!)).toMatchObject({
      status: 'in_transit',
      color: 'Azul Noche',
    });
  });

  it('keeps a held or reserved unit’s price and state, saying which operation holds it and until when', async () => {
    const unit = freshSeedUnit();
    const operation = await start(unit);
    await pay(operation, 'CONT');
    const list = await staffRequest<List<StaffStockUnit>>(api, 'GET', `/stock?q=${unit.chassis}`, {
      as: team.admin,
    });
    const held = list.body.data!.items[0]!;
    expect(held).toMatchObject({
      status: 'held',
      held_by: operation.code,
      locked_reason: unitHeldReason('held', operation.code),
    });
    for (const body of [{ price: 1 }, { status: 'retired' }, { color: 'Rojo' }]) {
      const refused = await staffRequest(api, 'PATCH', `/stock/${unit.id}`, {
        as: team.admin,
        body: { ...body, updated_at: held.updated_at },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toEqual({
        code: 'unit_held',
        message: unitHeldReason('held', operation.code),
      });
    }
    // The stock manager reads the operation's code masked: it resumes the reservation.
    const asStock = await staffRequest(api, 'PATCH', `/stock/${unit.id}`, {
      as: team.stock,
      body: { price: 1, updated_at: held.updated_at },
    });
    expect(asStock.status).toBe(409);
    expect(asStock.body.error?.message).toContain(`***${operation.code.slice(-3)}`);
    expect(asStock.body.error?.message).not.toContain(operation.code);

    const reservedUnit = freshSeedUnit();
    const reservation = await start(reservedUnit, { email: 'otra@example.com' });
    await pay(reservation, 'APRO');
    const reservedList = await staffRequest<List<StaffStockUnit>>(
      api,
      'GET',
      `/stock?q=${reservedUnit.chassis}`,
      { as: team.admin },
    );
    const reserved = reservedList.body.data!.items[0]!;
    expect(reserved.status).toBe('reserved');
    const refused = await staffRequest(api, 'PATCH', `/stock/${reservedUnit.id}`, {
      as: team.admin,
      body: { status: 'sold', updated_at: reserved.updated_at },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(unitHeldReason('reserved', reservation.code));
    expect(await auditOf(unit.id)).toEqual([]);
    expect(await auditOf(reservedUnit.id)).toEqual([]);
  });

  it('takes a trade-in of a paid reservation into stock once, linked to its operation', async () => {
    const unit = freshSeedUnit();
    const operation = await start(unit, { email: 'permuta@example.com' });
    const used = seedData.usedCatalogue[0]!.models[0]!.versions[0]!;
    const valuation = await api.post(apiPaths.dealershipValuation, {
      codia: used.codia,
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
      cash_amount: 999_999_999_999,
      used_vehicles: [{ ...valued, codia: used.codia, year: 2021, kms: 60_000 }],
      purchase: completePurchase,
    });
    expect(updated.status).toBe(200);
    const path = `/reservations/${operation.code}/trade-ins/0`;
    const body = newUnit({ ...usedFields, model_year: 2021, mileage_km: 60_000 });

    const early = await staffRequest(api, 'POST', path, { as: team.admin, body });
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toBe(staffMessages.tradeInUnavailable);

    const paid = await api.post(
      apiPaths.paymentSandbox,
      cardForm(operation.purchase.transaction.code, 'APRO'),
    );
    expect(paid.status).toBe(200);
    const none = await staffRequest(api, 'POST', `/reservations/${operation.code}/trade-ins/1`, {
      as: team.admin,
      body,
    });
    expect(none.status).toBe(409);

    const taken = await staffRequest<StaffStockUnit>(api, 'POST', path, { as: team.admin, body });
    expect(taken.status).toBe(201);
    expect(taken.body.data).toMatchObject({ condition: 'used', mileage_km: 60_000 });
    const again = await staffRequest(api, 'POST', path, {
      as: team.stock,
      body: newUnit({ ...usedFields }),
    });
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(staffMessages.tradeInTaken);

    const detail = await staffRequest<ReservationDetail>(
      api,
      'GET',
      `/reservations/${operation.code}`,
      { as: team.admin },
    );
    expect(detail.body.data!.trade_ins).toEqual([{ index: 0, unit_id: taken.body.data!.id }]);
    expect(detail.body.data!.actions.map((action) => action.action)).toContain('stock_trade_in');
  });
});
