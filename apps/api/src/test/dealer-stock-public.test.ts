/**
 * Used units and units in transit on the public side, on two API instances sharing one
 * database (SQLite file, or PostgreSQL with TEST_DATABASE_URL): a used unit's page carries
 * its kilometres, owners, masked plate and inspection; a unit in transit is reservable
 * online only while the `in_transit_reservable` setting is on, which the API enforces where
 * an operation starts and where the reservation reads its unit.
 */
import {
  apiPaths,
  createApiClient,
  inspectionItems,
  isApiError,
  maskPlate,
  messages,
  vehicleInTransitCode,
} from '@territorio/api-client';
import { staffPath, type StaffParameters } from '@territorio/api-client/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import { startBody, startTwoInstances, testDatabases, type TwoInstances } from './helpers';
import { addAccount, signIn, staffRequest, type Signed } from './staff-support';

const usedUnit = seedData.stock.find((unit) => unit.used && unit.used.public_note !== null)!;
const arriving = seedData.arriving[0]!;

describe.each(testDatabases)('used and in-transit units on %s', (database) => {
  let instances: TwoInstances;
  let admin: Signed;
  let client: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    instances = await startTwoInstances({}, database);
    await addAccount(instances.first, 'admin@example.com', 'admin');
    admin = await signIn(instances.first, 'admin@example.com');
    client = createApiClient({
      apiBaseUrl: instances.second.url,
      intranetBaseUrl: instances.second.url,
      readRetries: 0,
    });
  });
  afterAll(async () => {
    await instances?.close();
  });

  async function setReservable(enabled: boolean) {
    const response = await staffRequest<StaffParameters>(
      instances.first,
      'PUT',
      staffPath('inTransitReservable'),
      { as: admin, body: { enabled } },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data?.in_transit_reservable).toBe(enabled);
  }

  it('shows a used unit’s kilometres, owners, masked plate, inspection and note', async () => {
    const { unit } = await client.findStockUnitPage(usedUnit.id);
    const used = usedUnit.used!;
    expect(unit).toMatchObject({
      condition: 'used',
      mileage_km: used.mileage_km,
      owners: used.owners,
      plate_masked: maskPlate(used.plate),
      public_note: used.public_note,
      status: 'available',
      reservable: true,
    });
    expect(unit.plate_masked).not.toContain(used.plate.slice(1, -1));
    expect(unit.inspection.map((checked) => checked.item)).toEqual(
      inspectionItems.map((item) => item.id),
    );
    const raw = await instances.second.get(apiPaths.stockUnit.replace(':id', String(usedUnit.id)));
    expect(await raw.text()).not.toContain(used.plate);
  });

  it('shows a unit in transit with its arrival, not reservable while the setting is off', async () => {
    const { unit } = await client.findStockUnitPage(arriving.id);
    expect(unit).toMatchObject({ status: 'in_transit', condition: 'new', reservable: false });
    expect(unit.arrival_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const started = await instances.second.post(apiPaths.dealershipStart, startBody(arriving));
    expect(started.status).toBe(409);
    expect(await started.json()).toMatchObject({
      error: { code: vehicleInTransitCode, message: messages.vehicleInTransit },
    });
    const read = await client.findStockUnit(arriving.brand_id, arriving.id).catch((e) => e);
    expect(isApiError(read) && read.code).toBe(vehicleInTransitCode);
  });

  it('lets a unit in transit be reserved once an admin switches the setting on, audited', async () => {
    await setReservable(true);
    const { unit } = await client.findStockUnitPage(arriving.id);
    expect(unit.reservable).toBe(true);
    const stock = await client.findStockUnit(arriving.brand_id, arriving.id);
    expect(stock.status).toBe('available');
    const started = await instances.second.post(
      apiPaths.dealershipStart,
      startBody(arriving, { email: 'transito@example.com' }),
    );
    expect(started.status, await started.clone().text()).toBeLessThan(300);
    const audit = await instances.first.server.store.db
      .selectFrom('staff_audit')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'in_transit_reservable_updated')
      .execute();
    expect(audit).toHaveLength(1);

    await setReservable(false);
    const refused = await instances.second.post(
      apiPaths.dealershipStart,
      startBody(arriving, { email: 'otra@example.com' }),
    );
    expect(refused.status).toBe(409);
  });

  it('refuses the setting to anyone but an admin', async () => {
    await addAccount(instances.first, 'ventas@example.com', 'sales');
    const sales = await signIn(instances.first, 'ventas@example.com');
    const response = await staffRequest(instances.first, 'PUT', staffPath('inTransitReservable'), {
      as: sales,
      body: { enabled: true },
    });
    expect(response.status).toBe(403);
  });
});
