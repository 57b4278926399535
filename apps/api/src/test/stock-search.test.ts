/**
 * The stock search and a unit's page, over real HTTP with api-client's own client, on two
 * API instances sharing one database (SQLite file, or PostgreSQL with TEST_DATABASE_URL):
 * random searches agree with a brute-force filter of the same units (results, order, pages
 * and every facet's counts), values the search does not know are ignored and listed, a
 * unit reserved through one instance leaves the other's answers at once, gone units answer
 * 410 with similar units, unknown ones 404, and no answer carries a full chassis.
 */
import {
  apiPaths,
  brandIdBySlug,
  brands,
  createApiClient,
  dollarsToPesos,
  financingTerms,
  isDollarCurrency,
  maskedChassis,
  messages,
  onSaleStatuses,
  siteBySlug,
  slugify,
  stockInstalmentSteps,
  stockKmSteps,
  stockPageSize,
  stockPriceSteps,
  stockYearSteps,
  unitConditions,
  unitConditionWords,
  stockSearchParamsOf,
  stockSiteSlugs,
  stockSorts,
  stockUnitGoneCode,
  StockUnitGoneError,
  vehicleBrandIds,
  type StockListing,
  type StockSort,
} from '@territorio/api-client';
import { staffPath, type StaffStockUnit, type StockUpdateBody } from '@territorio/api-client/staff';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStockUnits } from '../db/add-stock';
import { holdUnit } from '../repositories/stock';
import { seedData } from '../seed/index';
import {
  cardForm,
  startTwoInstances,
  testDatabases,
  type TestServer,
  type TwoInstances,
} from './helpers';
import { startReady } from './payments-helpers';
import { addAccount, signIn, staffRequest, type Signed } from './staff-support';

type Search = {
  readonly brands: readonly string[];
  readonly families: readonly string[];
  readonly sites: readonly string[];
  readonly colors: readonly string[];
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  readonly instalmentMax: number | null;
  readonly discount: boolean;
  /** Address words: '0km', 'usado'. */
  readonly conditions: readonly string[];
  readonly kmMax: number | null;
  readonly yearMin: number | null;
  readonly sort: StockSort;
  readonly page: number | null;
};
type Facet =
  | 'brand'
  | 'family'
  | 'site'
  | 'priceMin'
  | 'priceMax'
  | 'instalment'
  | 'color'
  | 'discount'
  | 'condition'
  | 'kmMax'
  | 'yearMin';

const familySlugs = [...new Set(seedData.families.map((family) => slugify(family.family)))];
const familyBySlug = new Map(seedData.families.map((family) => [slugify(family.family), family]));
const referencePlan = seedData.creditPlans.find(
  (plan) => plan.id === seedData.referenceFinancing.credit_plan_id,
)!;

function paramsOf(search: Search): URLSearchParams {
  const params = new URLSearchParams();
  for (const value of search.brands) params.append('marca', value);
  for (const value of search.families) params.append('familia', value);
  for (const value of search.sites) params.append('sucursal', value);
  for (const value of search.colors) params.append('color', value);
  if (search.priceMin !== null) params.append('precio_min', String(search.priceMin));
  if (search.priceMax !== null) params.append('precio_max', String(search.priceMax));
  if (search.instalmentMax !== null) params.append('cuota_max', String(search.instalmentMax));
  if (search.discount) params.append('descuento', 'si');
  for (const value of search.conditions) params.append('condicion', value);
  if (search.kmMax !== null) params.append('km_hasta', String(search.kmMax));
  if (search.yearMin !== null) params.append('anio_desde', String(search.yearMin));
  params.append('orden', search.sort);
  if (search.page !== null) params.append('pagina', String(search.page));
  return params;
}

const conditionWord = (unit: StockListing) => (unit.condition === 'used' ? 'usado' : '0km');

/** The brute force: what a unit is for each filter, and whether it passes all but `except`. */
function passes(unit: StockListing, search: Search, except?: Facet): boolean {
  const price = unit.final_price_ars;
  const instalment = unit.financing?.first_instalment ?? null;
  const checks: Record<Facet, boolean> = {
    brand: search.brands.length === 0 || search.brands.includes(brands[unit.brand_id].slug),
    family: search.families.length === 0 || search.families.includes(slugify(unit.family)),
    site: search.sites.length === 0 || search.sites.includes(slugify(unit.location)),
    priceMin: search.priceMin === null || (price !== null && price >= search.priceMin),
    priceMax: search.priceMax === null || (price !== null && price <= search.priceMax),
    instalment:
      search.instalmentMax === null || (instalment !== null && instalment <= search.instalmentMax),
    color: search.colors.length === 0 || search.colors.includes(slugify(unit.color)),
    discount: !search.discount || unit.special_discount > 0,
    condition: search.conditions.length === 0 || search.conditions.includes(conditionWord(unit)),
    kmMax: search.kmMax === null || (unit.mileage_km ?? 0) <= search.kmMax,
    yearMin:
      search.yearMin === null || (unit.model_year !== null && unit.model_year >= search.yearMin),
  };
  return (Object.keys(checks) as Facet[]).every((facet) => facet === except || checks[facet]);
}

function discountInPesos(unit: StockListing, usdRate: number): number {
  const amount = unit.discount + unit.special_discount;
  return isDollarCurrency(unit.currency) ? (dollarsToPesos(amount, usdRate) ?? 0) : amount;
}

function sorted(units: StockListing[], sort: StockSort, usdRate: number): StockListing[] {
  const price = (unit: StockListing, direction: number) =>
    unit.final_price_ars === null ? Number.POSITIVE_INFINITY : direction * unit.final_price_ars;
  const compare: Record<StockSort, (a: StockListing, b: StockListing) => number> = {
    precio: (a, b) => price(a, 1) - price(b, 1) || a.id - b.id,
    '-precio': (a, b) => price(a, -1) - price(b, -1) || a.id - b.id,
    descuento: (a, b) => discountInPesos(b, usdRate) - discountInPesos(a, usdRate) || a.id - b.id,
    recientes: (a, b) => b.id - a.id,
  };
  return [...units].sort(compare[sort]);
}

function facetOptions(
  all: readonly StockListing[],
  search: Search,
  facet: Facet,
  valueOf: (unit: StockListing) => string,
  selected: readonly string[],
  labelOf: (value: string) => string,
) {
  const values = new Set([...all.map(valueOf), ...selected]);
  const counted = all.filter((unit) => passes(unit, search, facet));
  return [...values]
    .map((value) => ({
      value,
      label: labelOf(value),
      count: counted.filter((unit) => valueOf(unit) === value).length,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es') || a.value.localeCompare(b.value, 'es'));
}

function stepCounts(
  all: readonly StockListing[],
  search: Search,
  facet: Facet,
  steps: readonly number[],
  fits: (unit: StockListing, step: number) => boolean,
) {
  const counted = all.filter((unit) => passes(unit, search, facet));
  return steps.map((value) => ({
    value,
    count: counted.filter((unit) => fits(unit, value)).length,
  }));
}

/** Every facet counted with the other filters, from the unit list alone. */
function expectedFacets(
  all: readonly StockListing[],
  search: Search,
  colors: ReadonlyMap<string, string>,
) {
  const price = (unit: StockListing) => unit.final_price_ars;
  const instalment = (unit: StockListing) => unit.financing?.first_instalment ?? null;
  const familyOf = (slug: string) => familyBySlug.get(slug)!;
  return {
    marca: facetOptions(
      all,
      search,
      'brand',
      (unit) => brands[unit.brand_id].slug,
      search.brands,
      (slug) => brands[brandIdBySlug(slug)!].name,
    ),
    familia: facetOptions(
      all,
      search,
      'family',
      (unit) => slugify(unit.family),
      search.families,
      (slug) => familyOf(slug).family,
    ).map((option) => ({ ...option, brand_id: familyOf(option.value).brand_id })),
    sucursal: facetOptions(
      all,
      search,
      'site',
      (unit) => slugify(unit.location),
      search.sites,
      (slug) => siteBySlug(slug)!.name,
    ),
    color: facetOptions(
      all,
      search,
      'color',
      (unit) => slugify(unit.color),
      search.colors,
      (slug) => colors.get(slug)!,
    ),
    descuento: all.filter((unit) => passes(unit, search, 'discount') && unit.special_discount > 0)
      .length,
    precio_min: stepCounts(
      all,
      search,
      'priceMin',
      stockPriceSteps,
      (unit, step) => (price(unit) ?? -1) >= step,
    ),
    precio_max: stepCounts(
      all,
      search,
      'priceMax',
      stockPriceSteps,
      (unit, step) => price(unit) !== null && price(unit)! <= step,
    ),
    cuota_max: stepCounts(
      all,
      search,
      'instalment',
      stockInstalmentSteps,
      (unit, step) => instalment(unit) !== null && instalment(unit)! <= step,
    ),
    condicion: [
      { value: '0km', label: '0km' },
      { value: 'usado', label: 'Usado' },
    ].map((option) => ({
      ...option,
      count: all.filter(
        (unit) => passes(unit, search, 'condition') && conditionWord(unit) === option.value,
      ).length,
    })),
    km_hasta: stepCounts(
      all,
      search,
      'kmMax',
      stockKmSteps,
      (unit, step) => (unit.mileage_km ?? 0) <= step,
    ),
    anio_desde: stepCounts(
      all,
      search,
      'yearMin',
      stockYearSteps,
      (unit, step) => unit.model_year !== null && unit.model_year >= step,
    ),
  };
}

/** What the answer must be, from the unit list alone. */
function expected(
  all: readonly StockListing[],
  asked: Search,
  colors: ReadonlyMap<string, string>,
  usdRate: number,
) {
  const search: Search = {
    ...asked,
    brands: asked.brands.filter((slug) => brandIdBySlug(slug) !== undefined),
    families: asked.families.filter((slug) => familyBySlug.has(slug)),
    colors: asked.colors.filter((slug) => colors.has(slug)),
  };
  const matches = sorted(
    all.filter((unit) => passes(unit, search)),
    search.sort,
    usdRate,
  );
  const pageCount = Math.ceil(matches.length / stockPageSize);
  const page = Math.max(1, Math.min(search.page ?? 1, pageCount));
  const unknown = (param: string, asked: readonly string[], known: readonly string[]) =>
    asked.filter((value) => !known.includes(value)).map((value) => `${param}=${value}`);
  return {
    ignored: [
      ...unknown('marca', asked.brands, search.brands),
      ...unknown('familia', asked.families, search.families),
      ...unknown('color', asked.colors, search.colors),
    ].sort(),
    ids: matches.slice((page - 1) * stockPageSize, page * stockPageSize).map((unit) => unit.id),
    total: matches.length,
    page,
    page_count: pageCount,
    query: stockSearchParamsOf({
      brands: vehicleBrandIds.filter((id) => search.brands.includes(brands[id].slug)),
      families: [...new Set(search.families)].sort(),
      sites: stockSiteSlugs.filter((slug) => search.sites.includes(slug)),
      priceMin: search.priceMin,
      priceMax: search.priceMax,
      instalmentMax: search.instalmentMax,
      colors: [...new Set(search.colors)].sort(),
      discountOnly: search.discount,
      conditions: unitConditions.filter((condition) =>
        search.conditions.includes(unitConditionWords[condition]),
      ),
      kmMax: search.kmMax,
      yearMin: search.yearMin,
      sort: search.sort,
      page,
    }).toString(),
    facets: expectedFacets(all, search, colors),
  };
}

function searchArbitrary(colorSlugs: readonly string[]): fc.Arbitrary<Search> {
  const some = (values: readonly string[]) =>
    fc.uniqueArray(fc.constantFrom(...values), { maxLength: 3 });
  const amount = (steps: readonly number[], max: number) =>
    fc.oneof(fc.constant(null), fc.constantFrom(...steps), fc.integer({ min: 0, max }));
  return fc.record({
    brands: some([...vehicleBrandIds.map((id) => brands[id].slug), 'ferrari']),
    families: some([...familySlugs, 'nope']),
    sites: some(stockSiteSlugs),
    colors: some([...colorSlugs, 'violeta']),
    priceMin: amount(stockPriceSteps, 90_000_000),
    priceMax: amount(stockPriceSteps, 120_000_000),
    instalmentMax: amount(stockInstalmentSteps, 2_000_000),
    discount: fc.boolean(),
    conditions: some(['0km', 'usado']),
    kmMax: amount(stockKmSteps, 200_000),
    yearMin: fc.oneof(
      fc.constant(null),
      fc.constantFrom(...stockYearSteps),
      fc.integer({ min: 2010, max: 2030 }),
    ),
    sort: fc.constantFrom(...stockSorts),
    page: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 14 })),
  });
}

describe.each(testDatabases)('stock search on %s', (database) => {
  let instances: TwoInstances;
  let client: ReturnType<typeof createApiClient>;
  /** Every available unit, as the search lists it. */
  let all: StockListing[];
  let chassisById: Map<number, string>;
  let colors: Map<string, string>;
  const off = { held: 0, sold: 0, expiredOffer: 0 };
  let admin: Signed;

  async function everyUnit(): Promise<StockListing[]> {
    const first = await client.searchStock('orden=recientes');
    const pages = [first];
    for (let page = 2; page <= first.page_count; page += 1) {
      pages.push(await client.searchStock(`orden=recientes&pagina=${page}`));
    }
    return pages.flatMap((result) => result.units);
  }

  /**
   * Changes a unit as the console does: the staff API's PATCH, signed in as an admin, with
   * the `updated_at` the editor read. The session lives in the shared database, so it signs
   * requests to either instance.
   */
  async function consoleEdit(
    api: TestServer,
    id: number,
    change: Omit<StockUpdateBody, 'updated_at'>,
  ): Promise<StaffStockUnit> {
    const { updated_at } = await api.server.store.db
      .selectFrom('stock_units')
      .select('updated_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const response = await staffRequest<StaffStockUnit>(
      api,
      'PATCH',
      staffPath('stockUnit', { id }),
      { as: admin, body: { ...change, updated_at } },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data!;
  }

  beforeAll(async () => {
    instances = await startTwoInstances({}, database);
    const { store } = instances.first.server;
    await addStockUnits(store, 150);
    const now = new Date().toISOString();
    const seeded = seedData.stock;
    // A pending payment holds one unit, the console sold another, and an offer has ended.
    off.held = seeded.find((unit) => unit.brand_id === 1)!.id;
    await holdUnit(store.db, { code: 'HELDBYTEST', stock_id: off.held }, now);
    await addAccount(instances.first, 'admin@example.com', 'admin');
    admin = await signIn(instances.first, 'admin@example.com');
    off.sold = seeded.find((unit) => unit.brand_id === 2)!.id;
    await consoleEdit(instances.first, off.sold, { availability: 'sold' });
    off.expiredOffer = seeded.find((unit) => unit.special_discount > 0 && unit.brand_id === 4)!.id;
    await consoleEdit(instances.first, off.expiredOffer, {
      offer_valid_from: '2020-01-01',
      offer_valid_until: '2020-01-31',
    });
    const units = await store.db
      .selectFrom('stock_units')
      .select(['id', 'chassis', 'color'])
      .execute();
    chassisById = new Map(units.map((unit) => [unit.id, unit.chassis]));
    colors = new Map(units.map((unit) => [slugify(unit.color), unit.color]));
    client = createApiClient({
      apiBaseUrl: instances.first.url,
      intranetBaseUrl: instances.first.url,
      readRetries: 0,
    });
    all = await everyUnit();
  });
  afterAll(async () => {
    await instances?.close();
  });

  function expectNoChassis(body: string) {
    for (const chassis of chassisById.values()) expect(body).not.toContain(chassis);
  }

  it('lists every unit on sale once, priced as the brand’s stock and financed with the reference plan', async () => {
    const available = await instances.first.server.store.db
      .selectFrom('stock_units')
      .select('id')
      .where('status', 'in', onSaleStatuses)
      .execute();
    expect(all.map((unit) => unit.id).sort((a, b) => a - b)).toEqual(
      available.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(all.length).toBe(seedData.stock.length + seedData.arriving.length + 150 - 2);
    // Used units carry their kilometres; units in transit their arrival day.
    const used = all.filter((unit) => unit.condition === 'used');
    expect(used.length).toBe(seedData.stock.filter((unit) => unit.used).length);
    for (const unit of used) expect(unit.mileage_km).toBeGreaterThan(0);
    const arriving = all.filter((unit) => unit.status === 'in_transit');
    expect(arriving.map((unit) => unit.id).sort((a, b) => a - b)).toEqual(
      seedData.arriving.map((unit) => unit.id),
    );
    for (const unit of arriving) expect(unit.arrival_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(all.map((unit) => unit.id)).not.toContain(off.held);
    expect(all.map((unit) => unit.id)).not.toContain(off.sold);

    const result = await client.searchStock('');
    expect(result.reference_plan).toEqual({
      name: referencePlan.name,
      bank: referencePlan.bank,
      months: referencePlan.months,
      share: seedData.referenceFinancing.share_percent,
    });
    for (const brandId of vehicleBrandIds) {
      for (const vehicle of await client.findStock(brandId)) {
        const unit = all.find((listed) => listed.id === vehicle.id)!;
        expect(unit).toMatchObject({
          final_price: vehicle.final_price,
          final_price_ars: vehicle.final_price_ars,
          special_discount: vehicle.special_discount,
          discount: vehicle.discount,
          chassis_masked: maskedChassis(vehicle.chassis),
        });
        expect(unit.chassis_masked.endsWith(vehicle.chassis.slice(-6))).toBe(true);
        const amount = Math.min(
          Math.round(
            ((unit.final_price_ars ?? 0) * seedData.referenceFinancing.share_percent) / 100,
          ),
          referencePlan.financed_max,
        );
        if (brandId === 6 || amount < referencePlan.financed_min) {
          expect(unit.financing).toBeNull();
          continue;
        }
        const terms = financingTerms(
          {
            months: referencePlan.months,
            annualRate: referencePlan.annual_rate,
            interestVatRate: referencePlan.interest_vat_rate,
            grantingFeeRate: referencePlan.granting_fee_rate,
            monthlyInsuranceRate: referencePlan.monthly_insurance_rate,
          },
          amount,
        );
        expect(unit.financing).toEqual({
          plan_name: referencePlan.name,
          bank: referencePlan.bank,
          months: referencePlan.months,
          cash_price: unit.final_price_ars,
          down_payment: unit.final_price_ars! - amount,
          amount_financed: amount,
          first_instalment: terms.firstInstalment,
          tna: terms.tna,
          tea: terms.tea,
          cftea: terms.cftea,
        });
      }
    }
    // An ended offer has no special discount, so no discount filter finds it.
    expect(all.find((unit) => unit.id === off.expiredOffer)?.special_discount).toBe(0);
    expect(all.some((unit) => unit.currency === 'usd' && unit.financing !== null)).toBe(true);
  });

  it('answers any search as a brute-force filter of the same units: results, order, pages and facets', async () => {
    const usdRate = seedData.usdRate;
    await fc.assert(
      fc.asyncProperty(searchArbitrary([...colors.keys()]), async (search) => {
        const {
          units,
          ignored,
          reference_plan: _plan,
          ...figures
        } = await client.searchStock(paramsOf(search));
        const { ids, ignored: ignoredValues, ...want } = expected(all, search, colors, usdRate);
        expect(units.map((unit) => unit.id)).toEqual(ids);
        expect(figures).toEqual({ ...want, page_size: stockPageSize });
        expect(ignored.map(({ param, value }) => `${param}=${value}`).sort()).toEqual(
          ignoredValues,
        );
      }),
    );
  });

  it('ignores and lists values it does not know, never failing', async () => {
    const result = await client.searchStock(
      'marca=ferrari&precio_max=abc&familia=nope&color=violeta&sucursal=mendoza&orden=barato&pagina=0&otra=1',
    );
    expect(result.total).toBe(all.length);
    expect(result.query).toBe('');
    expect(result.ignored).toEqual(
      expect.arrayContaining([
        { param: 'marca', value: 'ferrari' },
        { param: 'precio_max', value: 'abc' },
        { param: 'familia', value: 'nope' },
        { param: 'color', value: 'violeta' },
        { param: 'sucursal', value: 'mendoza' },
        { param: 'orden', value: 'barato' },
        { param: 'pagina', value: '0' },
      ]),
    );
    expect(result.ignored).toHaveLength(7);
    for (const search of [
      'marca=%ZZ',
      'familia=%00',
      '=&&&=',
      'marca',
      'precio_min=1e9',
      'pagina=99999999',
    ]) {
      const response = await instances.first.get(`${apiPaths.stockSearch}?${search}`);
      expect(response.status, search).toBeLessThan(500);
    }
    const last = await client.searchStock('pagina=999');
    expect(last.page).toBe(last.page_count);
    const none = await client.searchStock('precio_min=80000000&precio_max=20000000&pagina=3');
    expect(none).toMatchObject({ total: 0, page: 1, page_count: 0, units: [] });
  });

  it('shows an available unit’s page with its version and similar units, and no full chassis', async () => {
    const unit = all.find((listed) => listed.brand_id === 1 && listed.financing !== null)!;
    const page = await client.findStockUnitPage(unit.id);
    expect(page.unit).toMatchObject(unit);
    const version = seedData.subfamilies.find((subfamily) => subfamily.id === unit.subfamily_id)!;
    expect(page.unit).toMatchObject({
      version: version.name,
      features: version.features,
      energy_class: version.energy_class,
    });
    expect(page.similar.map((similar) => similar.id)).toEqual(similarIds(unit));
    const raw = await instances.first.get(apiPaths.stockUnit.replace(':id', String(unit.id)));
    expect(raw.headers.get('cache-control')).toContain('max-age=0');
    expectNoChassis(await raw.text());
    for (let page = 1; page <= Math.ceil(all.length / stockPageSize); page += 1) {
      expectNoChassis(
        await (await instances.first.get(`${apiPaths.stockSearch}?pagina=${page}`)).text(),
      );
    }
  });

  /** Same family first, then same brand within 25 % of the price; the closest price first. */
  function similarIds(
    target: Pick<StockListing, 'id' | 'brand_id' | 'family_id' | 'final_price_ars'>,
  ) {
    const price = target.final_price_ars!;
    const others = all.filter((unit) => unit.id !== target.id);
    const closest = (a: StockListing, b: StockListing) =>
      Math.abs(a.final_price_ars! - price) - Math.abs(b.final_price_ars! - price) || a.id - b.id;
    const family = others.filter((unit) => unit.family_id === target.family_id).sort(closest);
    const brand = others
      .filter(
        (unit) =>
          unit.family_id !== target.family_id &&
          unit.brand_id === target.brand_id &&
          Math.abs(unit.final_price_ars! - price) <= price * 0.25,
      )
      .sort(closest);
    return [...family, ...brand].slice(0, 3).map((unit) => unit.id);
  }

  it('answers 404 for an unknown or malformed id', async () => {
    await expect(client.findStockUnitPage(999_999)).rejects.toMatchObject({
      status: 404,
      code: 'stock_unit_not_found',
      message: messages.stockUnitNotFound,
    });
    for (const id of ['abc', '1234567890123', '-1', '1.5']) {
      const response = await instances.first.get(apiPaths.stockUnit.replace(':id', id));
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { code: 'stock_unit_not_found', message: messages.stockUnitNotFound },
      });
    }
  });

  it('answers 410 with similar units for a held or sold unit', async () => {
    for (const id of [off.held, off.sold]) {
      const response = await instances.first.get(apiPaths.stockUnit.replace(':id', String(id)));
      expect(response.status).toBe(410);
      const text = await response.text();
      expectNoChassis(text);
      const body = JSON.parse(text) as {
        error: { code: string };
        data: { similar: StockListing[] };
      };
      expect(body.error.code).toBe(stockUnitGoneCode);
      expect(body.data.similar.length).toBeGreaterThan(0);
    }
  });

  it('shows a price the console changed on another instance in the next answer', async () => {
    const unit = all.find((listed) => listed.currency === 'ars' && listed.brand_id === 2)!;
    const search = `familia=${slugify(unit.family)}&orden=recientes`;
    const before = await client.searchStock(search);
    expect(before.units.find((listed) => listed.id === unit.id)?.price).toBe(unit.price);
    await consoleEdit(instances.second, unit.id, {
      price: unit.price + 1_000_000,
      list_price: unit.list_price + 1_000_000,
    });
    const after = await client.searchStock(search);
    const changed = after.units.find((listed) => listed.id === unit.id)!;
    expect(changed.price).toBe(unit.price + 1_000_000);
    expect(changed.final_price_ars).toBe(unit.final_price_ars! + 1_000_000);
    all = all.map((listed) => (listed.id === unit.id ? changed : listed));
  });

  it('shows the version’s picture for a unit without one of its own', async () => {
    const unit = all.find((listed) => listed.brand_id === 4)!;
    const { store } = instances.first.server;
    const version = await store.db
      .selectFrom('subfamilies')
      .select('image')
      .where('id', '=', unit.subfamily_id)
      .executeTakeFirstOrThrow();
    expect(version.image).not.toBe('');
    await store.db
      .updateTable('stock_units')
      .set({ image: '', updated_at: new Date().toISOString() })
      .where('id', '=', unit.id)
      .execute();
    const page = await client.findStockUnitPage(unit.id);
    expect(page.unit.image).toBe(version.image);
  });

  it('leaves a unit reserved through another instance out of the next answers at once', async () => {
    const seeded = seedData.stock.find(
      (unit) => unit.brand_id === 1 && ![off.held, off.sold].includes(unit.id),
    )!;
    const family = `familia=${slugify(seeded.family)}`;
    const before = await client.searchStock(family);
    expect(before.units.map((unit) => unit.id)).toContain(seeded.id);
    const listed = (await client.findStockUnitPage(seeded.id)).unit;

    const post = instances.second.post;
    const operation = await startReady(post, seeded);
    const paid = await post(apiPaths.paymentSandbox, cardForm(operation.purchase.transaction.code));
    expect(paid.status).toBe(200);

    const after = await client.searchStock(family);
    expect(after.units.map((unit) => unit.id)).not.toContain(seeded.id);
    expect(after.total).toBe(before.total - 1);
    const gone = await client.findStockUnitPage(seeded.id).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(StockUnitGoneError);
    expect(gone).toMatchObject({ status: 410, message: messages.stockUnitGone });
    all = all.filter((unit) => unit.id !== seeded.id);
    expect((gone as StockUnitGoneError<StockListing>).similar.map((unit) => unit.id)).toEqual(
      similarIds(listed),
    );
  });
});
