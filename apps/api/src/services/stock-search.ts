/**
 * The stock search over a snapshot of the available units (services/stock-snapshot.ts):
 * the address is read with api-client's `parseStockSearch` (the rules the browser uses),
 * families and colours no unit of the catalogue has are left out and listed, then one pass
 * over the units in the sort's order filters them and counts every facet with the other
 * filters applied (a facet's own filter left out).
 *
 * Filters: several values of one parameter (marca, familia, sucursal, color) are OR, the
 * parameters AND. Prices are final prices in pesos; a unit without a peso price matches no
 * price bound, and one without reference financing no instalment bound. Sorts: final price
 * up or down (units without a peso price last), biggest discount in pesos first, newest first
 * (highest id first: ids grow as units arrive); ties go to the lower id, so pages are stable.
 * Condition (new, used) is OR within itself; a new unit has 0 km; a unit without a model
 * year is from no year.
 */
import {
  brandIdBySlug,
  brands,
  parseStockSearch,
  siteBySlug,
  stockInstalmentSteps,
  stockKmSteps,
  stockPageSize,
  stockPriceSteps,
  stockYearSteps,
  unitConditionLabels,
  unitConditions,
  unitConditionWords,
  stockSearchParams,
  stockSearchParamsOf,
  vehicleBrandIds,
  type IgnoredStockParam,
  type StockSearchQuery,
  type StockSort,
  type VehicleBrandId,
  type stockSearchResultSchema,
} from '@territorio/api-client';
import type { z } from 'zod';
import {
  facetCodeCount,
  knownFacetCode,
  type FacetCodes,
  type ReferencePlanWire,
  type StockEntry,
  type StockListingWire,
} from './stock-listing';

type StockSearchWire = z.input<typeof stockSearchResultSchema>;
type FacetsWire = StockSearchWire['facets'];
type OptionWire = FacetsWire['marca'][number];

/** A family of the catalogue, by its slug. */
export type CatalogueFamily = { readonly label: string; readonly brandId: VehicleBrandId };

/** What one search reads: the available units and the catalogue's names, as of one moment. */
export type StockSnapshot = {
  /** Every available unit in each sort's order. */
  readonly orders: Readonly<Record<StockSort, StockColumns>>;
  readonly byId: ReadonlyMap<number, StockEntry>;
  readonly families: ReadonlyMap<string, CatalogueFamily>;
  /** Colour slug → name, of every colour any unit has (whatever its status). */
  readonly colors: ReadonlyMap<string, string>;
  readonly referencePlan: ReferencePlanWire;
};

const byId = (a: StockEntry, b: StockEntry) => a.id - b.id;
/** Units without a peso price go last whichever way prices are sorted. */
const byPrice = (direction: 1 | -1) => (a: StockEntry, b: StockEntry) =>
  (a.priceArs === null ? 1 : 0) - (b.priceArs === null ? 1 : 0) ||
  direction * ((a.priceArs ?? 0) - (b.priceArs ?? 0)) ||
  byId(a, b);

/**
 * The units of one order and, column by column, what the search reads of them: a search
 * walks arrays of numbers (NaN: no peso price, no reference financing) rather than objects.
 */
export type StockColumns = {
  readonly entries: readonly StockEntry[];
  readonly brand: Int32Array;
  readonly family: Int32Array;
  readonly site: Int32Array;
  readonly color: Int32Array;
  readonly price: Float64Array;
  readonly instalment: Float64Array;
  readonly special: Uint8Array;
  /** 1 for a used unit. */
  readonly used: Uint8Array;
  readonly km: Float64Array;
  readonly year: Float64Array;
  readonly priceFrom: Int8Array;
  readonly priceUpTo: Int8Array;
  readonly instalmentUpTo: Int8Array;
  readonly kmUpTo: Int8Array;
  readonly yearFrom: Int8Array;
};

function columnsOf(entries: readonly StockEntry[]): StockColumns {
  const column = <T>(
    make: (length: number) => T,
    fill: (array: T, entry: StockEntry, index: number) => void,
  ) => {
    const array = make(entries.length);
    entries.forEach((entry, index) => fill(array, entry, index));
    return array;
  };
  const ints = (read: (entry: StockEntry) => number) =>
    column(
      (n) => new Int32Array(n),
      (array, entry, index) => (array[index] = read(entry)),
    );
  const steps = (read: (entry: StockEntry) => number) =>
    column(
      (n) => new Int8Array(n),
      (array, entry, index) => (array[index] = read(entry)),
    );
  const amounts = (read: (entry: StockEntry) => number | null) =>
    column(
      (n) => new Float64Array(n),
      (array, entry, index) => (array[index] = read(entry) ?? NaN),
    );
  return {
    entries,
    brand: ints((entry) => entry.codes.brand),
    family: ints((entry) => entry.codes.family),
    site: ints((entry) => entry.codes.site),
    color: ints((entry) => entry.codes.color),
    price: amounts((entry) => entry.priceArs),
    instalment: amounts((entry) => entry.instalment),
    special: column(
      (n) => new Uint8Array(n),
      (array, entry, index) => (array[index] = entry.hasSpecialDiscount ? 1 : 0),
    ),
    used: column(
      (n) => new Uint8Array(n),
      (array, entry, index) => (array[index] = entry.used ? 1 : 0),
    ),
    km: amounts((entry) => entry.km),
    year: amounts((entry) => entry.year),
    priceFrom: steps((entry) => entry.steps.priceFrom),
    priceUpTo: steps((entry) => entry.steps.priceUpTo),
    instalmentUpTo: steps((entry) => entry.steps.instalmentUpTo),
    kmUpTo: steps((entry) => entry.steps.kmUpTo),
    yearFrom: steps((entry) => entry.steps.yearFrom),
  };
}

/** The units in each sort's order, computed once per snapshot. */
export function sortOrders(entries: readonly StockEntry[]): StockSnapshot['orders'] {
  return {
    precio: columnsOf([...entries].sort(byPrice(1))),
    '-precio': columnsOf([...entries].sort(byPrice(-1))),
    descuento: columnsOf([...entries].sort((a, b) => b.discountArs - a.discountArs || byId(a, b))),
    recientes: columnsOf([...entries].sort((a, b) => b.id - a.id)),
  };
}

/** One bit per filter: a unit's failures are a mask, a facet counts units failing at most its own bit. */
const bit = {
  brand: 1,
  family: 2,
  site: 4,
  priceMin: 8,
  priceMax: 16,
  instalment: 32,
  color: 64,
  discount: 128,
  condition: 256,
  kmMax: 512,
  yearMin: 1024,
} as const;
/** Every filter's bit, for a unit that passes them all. */
const everyBit = Object.values(bit);

/** A search's filters as lookups by facet code (null: the facet does not filter). */
type CompiledFilter = {
  readonly brand: Uint8Array | null;
  readonly family: Uint8Array | null;
  readonly site: Uint8Array | null;
  readonly color: Uint8Array | null;
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  readonly instalmentMax: number | null;
  readonly discountOnly: boolean;
  /** Which conditions pass, by `used` (0 new, 1 used); null: both. */
  readonly condition: readonly [boolean, boolean] | null;
  readonly kmMax: number | null;
  readonly yearMin: number | null;
};

function compileFilter(query: StockSearchQuery): CompiledFilter {
  const size = facetCodeCount();
  const chosen = (facet: keyof FacetCodes, values: readonly string[]) => {
    if (values.length === 0) return null;
    const set = new Uint8Array(size);
    for (const value of values) {
      const code = knownFacetCode(facet, value);
      if (code !== undefined) set[code] = 1;
    }
    return set;
  };
  return {
    brand: chosen('brand', query.brands.map(String)),
    family: chosen('family', query.families),
    site: chosen('site', query.sites),
    color: chosen('color', query.colors),
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    instalmentMax: query.instalmentMax,
    discountOnly: query.discountOnly,
    condition:
      query.conditions.length === 0
        ? null
        : [query.conditions.includes('new'), query.conditions.includes('used')],
    kmMax: query.kmMax,
    yearMin: query.yearMin,
  };
}

/** The filters unit `index` of `units` fails, one bit each (0: it passes them all). */
function failures(units: StockColumns, index: number, filter: CompiledFilter): number {
  let failed = 0;
  if (filter.brand !== null && filter.brand[units.brand[index]!] !== 1) failed |= bit.brand;
  if (filter.family !== null && filter.family[units.family[index]!] !== 1) failed |= bit.family;
  if (filter.site !== null && filter.site[units.site[index]!] !== 1) failed |= bit.site;
  // NaN (no peso price, no financing) is within no bound.
  const price = units.price[index]!;
  if (filter.priceMin !== null && !(price >= filter.priceMin)) failed |= bit.priceMin;
  if (filter.priceMax !== null && !(price <= filter.priceMax)) failed |= bit.priceMax;
  if (filter.instalmentMax !== null && !(units.instalment[index]! <= filter.instalmentMax))
    failed |= bit.instalment;
  if (filter.color !== null && filter.color[units.color[index]!] !== 1) failed |= bit.color;
  if (filter.discountOnly && units.special[index] !== 1) failed |= bit.discount;
  if (filter.condition !== null && !filter.condition[units.used[index] === 1 ? 1 : 0])
    failed |= bit.condition;
  if (filter.kmMax !== null && !(units.km[index]! <= filter.kmMax)) failed |= bit.kmMax;
  // NaN (no model year) is from no year.
  if (filter.yearMin !== null && !(units.year[index]! >= filter.yearMin)) failed |= bit.yearMin;
  return failed;
}

/**
 * Every facet's counts: the named values' by facet code (brand, family, site and colour
 * codes never collide), the amount steps as histograms of how many steps a unit is within
 * (StockEntry.steps), summed at the end: one increment per unit, not one per step.
 */
type Tally = {
  readonly names: Int32Array;
  discount: number;
  /** New and used units. */
  readonly condition: [number, number];
  readonly priceFrom: number[];
  readonly priceUpTo: number[];
  readonly instalmentUpTo: number[];
  readonly kmUpTo: number[];
  readonly yearFrom: number[];
};

function emptyTally(): Tally {
  return {
    names: new Int32Array(facetCodeCount()),
    discount: 0,
    condition: [0, 0],
    priceFrom: Array.from({ length: stockPriceSteps.length + 1 }, () => 0),
    priceUpTo: Array.from({ length: stockPriceSteps.length + 1 }, () => 0),
    instalmentUpTo: Array.from({ length: stockInstalmentSteps.length + 1 }, () => 0),
    kmUpTo: Array.from({ length: stockKmSteps.length + 1 }, () => 0),
    yearFrom: Array.from({ length: stockYearSteps.length + 1 }, () => 0),
  };
}

function countStep(histogram: number[], steps: number) {
  if (steps >= 0) histogram[steps] = (histogram[steps] ?? 0) + 1;
}

/** Unit `index` counted in the one facet whose filter it fails (`failed` is that filter's bit). */
function countIn(tally: Tally, failed: number, units: StockColumns, index: number) {
  const { names } = tally;
  let code: number;
  switch (failed) {
    case bit.brand:
      code = units.brand[index]!;
      break;
    case bit.family:
      code = units.family[index]!;
      break;
    case bit.site:
      code = units.site[index]!;
      break;
    case bit.color:
      code = units.color[index]!;
      break;
    case bit.discount:
      tally.discount += units.special[index]!;
      return;
    case bit.priceMin:
      return countStep(tally.priceFrom, units.priceFrom[index]!);
    case bit.priceMax:
      return countStep(tally.priceUpTo, units.priceUpTo[index]!);
    case bit.condition:
      tally.condition[units.used[index] === 1 ? 1 : 0] += 1;
      return;
    case bit.kmMax:
      return countStep(tally.kmUpTo, units.kmUpTo[index]!);
    case bit.yearMin:
      return countStep(tally.yearFrom, units.yearFrom[index]!);
    default:
      return countStep(tally.instalmentUpTo, units.instalmentUpTo[index]!);
  }
  names[code] = (names[code] ?? 0) + 1;
}

/** A named value's count in `tally` (0 for a value no unit has). */
function countOf(tally: Tally, facet: keyof FacetCodes, value: string): number {
  const code = knownFacetCode(facet, value);
  return code === undefined ? 0 : (tally.names[code] ?? 0);
}

/** Each step with the units at or above it (`from`) or at or below it (up to). */
function stepCounts(steps: readonly number[], histogram: readonly number[], from: boolean) {
  const last = steps.length;
  return steps.map((value, index) => {
    // From: units within more than `index` steps; up to: within at least `last - index`.
    const first = from ? index + 1 : last - index;
    const count = histogram.slice(first).reduce((sum, units) => sum + units, 0);
    return { value, count };
  });
}

/** The units that pass every filter, in the sort's order, and every facet's counts. */
function filterAndCount(snapshot: StockSnapshot, query: StockSearchQuery) {
  const units = snapshot.orders[query.sort];
  const matches: StockEntry[] = [];
  const tally = emptyTally();
  const filter = compileFilter(query);
  for (let index = 0; index < units.entries.length; index += 1) {
    const failed = failures(units, index, filter);
    if (failed === 0) {
      matches.push(units.entries[index]!);
      // It passes every filter: it counts in every facet.
      for (const one of everyBit) countIn(tally, one, units, index);
    } else if ((failed & (failed - 1)) === 0) {
      // One filter failed: the unit counts in that filter's facet only.
      countIn(tally, failed, units, index);
    }
  }
  return { matches, tally };
}

const collator = new Intl.Collator('es');
type Labelled = { readonly value: string; readonly label: string };
const byLabel = (a: Labelled, b: Labelled) =>
  collator.compare(a.label, b.label) || collator.compare(a.value, b.value);

/** Options: every value present among the units (sorted once per snapshot), plus the selected ones. */
function options(
  present: readonly Labelled[],
  selected: readonly string[],
  countOfValue: (value: string) => number,
  labelOf: (value: string) => string,
): OptionWire[] {
  const missing = selected.filter((value) => !present.some((option) => option.value === value));
  const values =
    missing.length === 0
      ? present
      : [...present, ...missing.map((value) => ({ value, label: labelOf(value) }))].sort(byLabel);
  return values.map(({ value, label }) => ({ value, label, count: countOfValue(value) }));
}

/** What the available units have, per facet, by label. */
function presentValues(snapshot: StockSnapshot) {
  const brand = new Map<string, string>();
  const family = new Map<string, string>();
  const familyBrand = new Map<string, VehicleBrandId>();
  const site = new Map<string, string>();
  const color = new Map<string, string>();
  for (const entry of snapshot.byId.values()) {
    brand.set(brands[entry.brandId].slug, brands[entry.brandId].name);
    family.set(
      entry.familySlug,
      snapshot.families.get(entry.familySlug)?.label ?? entry.listing.family,
    );
    familyBrand.set(entry.familySlug, entry.brandId);
    site.set(entry.siteSlug, siteBySlug(entry.siteSlug)?.name ?? entry.listing.location);
    color.set(entry.colorSlug, snapshot.colors.get(entry.colorSlug) ?? entry.listing.color);
  }
  const sorted = (map: ReadonlyMap<string, string>) =>
    [...map].map(([value, label]) => ({ value, label })).sort(byLabel);
  return {
    brand: sorted(brand),
    family: sorted(family),
    familyBrand,
    site: sorted(site),
    color: sorted(color),
  };
}

const presentCache = new WeakMap<StockSnapshot, ReturnType<typeof presentValues>>();

function presentIn(snapshot: StockSnapshot) {
  let present = presentCache.get(snapshot);
  if (!present) {
    present = presentValues(snapshot);
    presentCache.set(snapshot, present);
  }
  return present;
}

function facetsWire(snapshot: StockSnapshot, query: StockSearchQuery, tally: Tally): FacetsWire {
  const present = presentIn(snapshot);
  const brandName = (slug: string) => {
    const id = brandIdBySlug(slug);
    return id === undefined ? slug : brands[id].name;
  };
  const familyBrand = (slug: string): VehicleBrandId =>
    present.familyBrand.get(slug) ?? snapshot.families.get(slug)?.brandId ?? vehicleBrandIds[0];
  return {
    marca: options(
      present.brand,
      query.brands.map((id) => brands[id].slug),
      (slug) => countOf(tally, 'brand', String(brandIdBySlug(slug))),
      brandName,
    ),
    familia: options(
      present.family,
      query.families,
      (slug) => countOf(tally, 'family', slug),
      (slug) => snapshot.families.get(slug)?.label ?? slug,
    ).map((option) => ({ ...option, brand_id: familyBrand(option.value) })),
    sucursal: options(
      present.site,
      query.sites,
      (slug) => countOf(tally, 'site', slug),
      (slug) => siteBySlug(slug)?.name ?? slug,
    ),
    color: options(
      present.color,
      query.colors,
      (slug) => countOf(tally, 'color', slug),
      (slug) => snapshot.colors.get(slug) ?? slug,
    ),
    descuento: tally.discount,
    precio_min: stepCounts(stockPriceSteps, tally.priceFrom, true),
    precio_max: stepCounts(stockPriceSteps, tally.priceUpTo, false),
    cuota_max: stepCounts(stockInstalmentSteps, tally.instalmentUpTo, false),
    condicion: unitConditions.map((condition, used) => ({
      value: unitConditionWords[condition],
      label: unitConditionLabels[condition],
      count: tally.condition[used as 0 | 1],
    })),
    km_hasta: stepCounts(stockKmSteps, tally.kmUpTo, false),
    anio_desde: stepCounts(stockYearSteps, tally.yearFrom, true),
  };
}

/** The address's search, without the families and colours the catalogue does not have. */
function appliedSearch(snapshot: StockSnapshot, search: URLSearchParams) {
  const { query, ignored } = parseStockSearch(search);
  const unknown: IgnoredStockParam[] = [
    ...query.families
      .filter((slug) => !snapshot.families.has(slug))
      .map((value) => ({ param: stockSearchParams.family, value })),
    ...query.colors
      .filter((slug) => !snapshot.colors.has(slug))
      .map((value) => ({ param: stockSearchParams.color, value })),
  ];
  const applied: StockSearchQuery = {
    ...query,
    families: query.families.filter((slug) => snapshot.families.has(slug)),
    colors: query.colors.filter((slug) => snapshot.colors.has(slug)),
  };
  return { applied, ignored: [...ignored, ...unknown] };
}

/** The search an address asks for, answered from `snapshot`. */
export function searchStock(snapshot: StockSnapshot, search: URLSearchParams): StockSearchWire {
  const { applied, ignored } = appliedSearch(snapshot, search);
  const { matches, tally } = filterAndCount(snapshot, applied);
  const pageCount = Math.ceil(matches.length / stockPageSize);
  // A page past the last answers the last one (the results shrank since the link was made).
  const page = Math.max(1, Math.min(applied.page, pageCount));
  const start = (page - 1) * stockPageSize;
  return {
    units: matches.slice(start, start + stockPageSize).map((entry) => entry.listing),
    total: matches.length,
    page,
    page_count: pageCount,
    page_size: stockPageSize,
    facets: facetsWire(snapshot, applied, tally),
    query: stockSearchParamsOf({ ...applied, page }).toString(),
    ignored,
    reference_plan: snapshot.referencePlan,
  };
}

/** How far a unit's final price is from `price` (units without a peso price: infinitely). */
function priceDistance(entry: StockEntry, price: number | null): number {
  return entry.priceArs === null || price === null
    ? Number.POSITIVE_INFINITY
    : Math.abs(entry.priceArs - price);
}

/** A unit a similar-units list is made for: the one shown, or one no longer available. */
export type SimilarTarget = Pick<StockEntry, 'id' | 'brandId' | 'familyId' | 'priceArs'>;

/** The share of the final price a unit of another family of the brand may differ by. */
const similarPriceShare = 0.25;
const similarCount = 3;

/**
 * Up to three available units other than `target`: of its family first, then of its brand
 * within 25 % of its final price; the closest final price first in each group.
 */
export function similarUnits(snapshot: StockSnapshot, target: SimilarTarget): StockListingWire[] {
  const closest = (a: StockEntry, b: StockEntry) =>
    priceDistance(a, target.priceArs) - priceDistance(b, target.priceArs) || byId(a, b);
  const others = [...snapshot.byId.values()].filter((entry) => entry.id !== target.id);
  const sameFamily = others.filter((entry) => entry.familyId === target.familyId).sort(closest);
  const sameBrand = others
    .filter(
      (entry) =>
        entry.familyId !== target.familyId &&
        entry.brandId === target.brandId &&
        target.priceArs !== null &&
        priceDistance(entry, target.priceArs) <= target.priceArs * similarPriceShare,
    )
    .sort(closest);
  return [...sameFamily, ...sameBrand].slice(0, similarCount).map((entry) => entry.listing);
}
