/**
 * Used units and units in transit on the public side, on two API instances sharing one
 * database (SQLite file, or PostgreSQL with TEST_DATABASE_URL): a used unit's page carries
 * its kilometres, owners, masked plate and inspection; a unit in transit is reservable
 * online only while the `in_transit_reservable` setting is on, which the API enforces where
 * an operation starts and where the reservation reads its unit.
 */
import {
  apiFeedPaths,
  apiPaths,
  createApiClient,
  inspectionItems,
  isApiError,
  maskPlate,
  vehicleInTransitMessage,
} from '@territorio/api-client';
import { staffPath, type StaffParameters } from '@territorio/api-client/staff';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedData } from '../seed/index';
import {
  startBody,
  startTwoInstances,
  testDatabases,
  type TestServer,
  type TwoInstances,
} from './helpers';
import { addAccount, signIn, staffRequest, type Signed } from './staff-support';

type FeedListing = Record<string, unknown> & {
  vehicle_id: string;
  mileage: { value: string; unit: string };
  image: { url: string }[];
  address: { '@_format': string; component: { '@_name': string; '#text': string }[] };
};

/**
 * Meta's automotive inventory fields (its Auto Ads reference): the required ones present
 * and well-formed, the enumerated ones within their values.
 */
function expectMetaListing(listing: FeedListing) {
  const id = listing.vehicle_id;
  for (const field of [
    'vehicle_id',
    'title',
    'description',
    'url',
    'make',
    'model',
    'year',
    'mileage',
    'image',
    'body_style',
    'price',
    'address',
    'exterior_color',
    'state_of_vehicle',
    'availability',
    'dealer_name',
    'dealer_phone',
  ]) {
    expect(listing[field], `${id} ${field}`).toBeTruthy();
  }
  expect(String(listing.title).length).toBeLessThanOrEqual(500);
  expect(String(listing.description).length).toBeLessThanOrEqual(5000);
  expect(new URL(String(listing.url)).pathname).toMatch(new RegExp(`^/stock/${id}/`));
  expect(String(listing.year)).toMatch(/^(19|20)\d\d$/);
  expect(listing.mileage.value).toMatch(/^\d+$/);
  expect(listing.mileage.unit).toBe('KM');
  expect(listing.image.length).toBeGreaterThan(0);
  for (const image of listing.image) expect(new URL(image.url).protocol).toMatch(/^https?:$/);
  expect(String(listing.price)).toMatch(/^\d+ (ARS|USD)$/);
  expect(['NEW', 'USED']).toContain(listing.state_of_vehicle);
  expect(['AVAILABLE', 'PENDING']).toContain(listing.availability);
  expect(['AUTOMATIC', 'MANUAL', 'OTHER']).toContain(listing.transmission);
  expect(['DIESEL', 'ELECTRIC', 'GASOLINE', 'HYBRID', 'OTHER']).toContain(listing.fuel_type);
  expect(listing.body_style).toBe('OTHER');
  expect(listing.address['@_format']).toBe('simple');
  const components = Object.fromEntries(
    listing.address.component.map((component) => [component['@_name'], component['#text']]),
  );
  expect(Object.keys(components).sort()).toEqual(
    ['addr1', 'city', 'country', 'postal_code', 'region'].sort(),
  );
  expect(components.country).toBe('AR');
  expect(String(listing.dealer_phone)).toMatch(/^\+54\d+$/);
}

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

  it('keeps used units off the 0km lists and counts, and reads one by its id', async () => {
    const versionUnits = await client.findStock(usedUnit.brand_id, {
      subfamily_id: usedUnit.subfamily_id,
    });
    expect(versionUnits.map((unit) => unit.id)).not.toContain(usedUnit.id);
    const read = await client.findStockUnit(usedUnit.brand_id, usedUnit.id);
    expect(read.id).toBe(usedUnit.id);
  });

  it('shows a unit in transit with its arrival, not reservable while the setting is off', async () => {
    const { unit } = await client.findStockUnitPage(arriving.id);
    expect(unit).toMatchObject({ status: 'in_transit', condition: 'new', reservable: false });
    expect(unit.arrival_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const started = await instances.second.post(apiPaths.dealershipStart, startBody(arriving));
    expect(started.status).toBe(409);
    expect(await started.json()).toMatchObject({
      error: { code: 'vehicle_unavailable', message: vehicleInTransitMessage },
    });
    const read = await client.findStockUnit(arriving.brand_id, arriving.id).catch((e) => e);
    expect(isApiError(read) && read.code).toBe('vehicle_unavailable');
    expect(isApiError(read) && read.message).toBe(vehicleInTransitMessage);
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

  /** The feed as Meta reads it: every listing's fields, checked against Meta's field list. */
  async function feedListings(from: TestServer) {
    const response = await from.get(apiFeedPaths.meta);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => ['listing', 'image', 'component'].includes(name),
    }).parse(xml) as { listings: { listing: FeedListing[] } };
    return { response, listings: parsed.listings.listing };
  }

  it('lists every unit on sale in Meta’s format, each listing with the fields Meta requires', async () => {
    const { listings } = await feedListings(instances.first);
    const onSale = await instances.first.server.store.db
      .selectFrom('stock_units')
      .select(['id', 'status', 'chassis'])
      .where('status', 'in', ['in_transit', 'available', 'held', 'reserved'])
      .execute();
    expect(listings.map((listing) => Number(listing.vehicle_id)).sort((a, b) => a - b)).toEqual(
      onSale.map((unit) => unit.id).sort((a, b) => a - b),
    );
    for (const listing of listings) expectMetaListing(listing);
    const used = listings.find((listing) => listing.vehicle_id === String(usedUnit.id))!;
    expect(used).toMatchObject({
      state_of_vehicle: 'USED',
      mileage: { value: String(usedUnit.used!.mileage_km), unit: 'KM' },
    });
    // No site publishes its chassis numbers unless site-config says so.
    expect(listings.some((listing) => 'vin' in listing)).toBe(false);
  });

  it('drops a unit sold on another instance at the next stock version, and dates the feed', async () => {
    const first = await feedListings(instances.first);
    const lastModified = first.response.headers.get('last-modified')!;
    expect(lastModified).toBeTruthy();
    const again = await instances.first.get(apiFeedPaths.meta, {
      'if-modified-since': lastModified,
    });
    expect(again.status).toBe(304);

    const sold = seedData.stock.find(
      (unit) => unit.brand_id === 6 && first.listings.some((l) => l.vehicle_id === String(unit.id)),
    )!;
    const { updated_at } = await instances.second.server.store.db
      .selectFrom('stock_units')
      .select('updated_at')
      .where('id', '=', sold.id)
      .executeTakeFirstOrThrow();
    const edit = await staffRequest(
      instances.second,
      'PATCH',
      staffPath('stockUnit', { id: sold.id }),
      {
        as: admin,
        body: { availability: 'sold', updated_at },
      },
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    const after = await feedListings(instances.first);
    expect(after.listings.map((listing) => listing.vehicle_id)).not.toContain(String(sold.id));
    expect(after.listings).toHaveLength(first.listings.length - 1);
    const laterModified = after.response.headers.get('last-modified')!;
    expect(Date.parse(laterModified)).toBeGreaterThanOrEqual(Date.parse(lastModified));
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
