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
 */
import {
  brandIdBySlug,
  brands,
  parseStockSearch,
  siteBySlug,
  stockInstalmentSteps,
  stockPageSize,
  stockPriceSteps,
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
import type { ReferencePlanWire, StockEntry, StockListingWire } from './stock-listing';

type StockSearchWire = z.input<typeof stockSearchResultSchema>;
type FacetsWire = StockSearchWire['facets'];
type OptionWire = FacetsWire['marca'][number];

/** A family of the catalogue, by its slug. */
export type CatalogueFamily = { readonly label: string; readonly brandId: VehicleBrandId };

/** What one search reads: the available units and the catalogue's names, as of one moment. */
export type StockSnapshot = {
  /** Every available unit in each sort's order. */
  readonly orders: Readonly<Record<StockSort, readonly StockEntry[]>>;
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

/** The units in each sort's order, computed once per snapshot. */
export function sortOrders(entries: readonly StockEntry[]): StockSnapshot['orders'] {
  return {
    precio: [...entries].sort(byPrice(1)),
    '-precio': [...entries].sort(byPrice(-1)),
    descuento: [...entries].sort((a, b) => b.discountArs - a.discountArs || byId(a, b)),
    recientes: [...entries].sort((a, b) => b.id - a.id),
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
} as const;
type Facet = keyof typeof bit;
const facets = Object.keys(bit) as Facet[];
const facetOf: Readonly<Record<number, Facet>> = Object.fromEntries(
  facets.map((facet) => [bit[facet], facet]),
);

function failures(entry: StockEntry, query: StockSearchQuery): number {
  let failed = 0;
  if (query.brands.length > 0 && !query.brands.includes(entry.brandId)) failed |= bit.brand;
  if (query.families.length > 0 && !query.families.includes(entry.familySlug)) failed |= bit.family;
  if (query.sites.length > 0 && !query.sites.includes(entry.siteSlug)) failed |= bit.site;
  const price = entry.priceArs;
  if (query.priceMin !== null && (price === null || price < query.priceMin)) failed |= bit.priceMin;
  if (query.priceMax !== null && (price === null || price > query.priceMax)) failed |= bit.priceMax;
  if (
    query.instalmentMax !== null &&
    (entry.instalment === null || entry.instalment > query.instalmentMax)
  )
    failed |= bit.instalment;
  if (query.colors.length > 0 && !query.colors.includes(entry.colorSlug)) failed |= bit.color;
  if (query.discountOnly && !entry.hasSpecialDiscount) failed |= bit.discount;
  return failed;
}

/**
 * Every facet's counts. Amount steps are counted as histograms of how many steps a unit is
 * within (StockEntry.steps) and summed at the end: one increment per unit, not one per step.
 */
type Tally = {
  readonly brand: Map<string, number>;
  readonly family: Map<string, number>;
  readonly site: Map<string, number>;
  readonly color: Map<string, number>;
  discount: number;
  readonly priceFrom: number[];
  readonly priceUpTo: number[];
  readonly instalmentUpTo: number[];
};

function emptyTally(): Tally {
  return {
    brand: new Map(),
    family: new Map(),
    site: new Map(),
    color: new Map(),
    discount: 0,
    priceFrom: Array.from({ length: stockPriceSteps.length + 1 }, () => 0),
    priceUpTo: Array.from({ length: stockPriceSteps.length + 1 }, () => 0),
    instalmentUpTo: Array.from({ length: stockInstalmentSteps.length + 1 }, () => 0),
  };
}

function countIn(map: Map<string, number>, key: string) {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function countStep(histogram: number[], steps: number) {
  if (steps >= 0) histogram[steps] = (histogram[steps] ?? 0) + 1;
}

function count(tally: Tally, facet: Facet, entry: StockEntry) {
  if (facet === 'brand') countIn(tally.brand, brands[entry.brandId].slug);
  else if (facet === 'family') countIn(tally.family, entry.familySlug);
  else if (facet === 'site') countIn(tally.site, entry.siteSlug);
  else if (facet === 'color') countIn(tally.color, entry.colorSlug);
  else if (facet === 'discount') tally.discount += entry.hasSpecialDiscount ? 1 : 0;
  else if (facet === 'priceMin') countStep(tally.priceFrom, entry.steps.priceFrom);
  else if (facet === 'priceMax') countStep(tally.priceUpTo, entry.steps.priceUpTo);
  else countStep(tally.instalmentUpTo, entry.steps.instalmentUpTo);
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
  const matches: StockEntry[] = [];
  const tally = emptyTally();
  for (const entry of snapshot.orders[query.sort]) {
    const failed = failures(entry, query);
    if (failed === 0) {
      matches.push(entry);
      for (const facet of facets) count(tally, facet, entry);
    } else if ((failed & (failed - 1)) === 0) {
      // One filter failed: the unit counts in that filter's facet only.
      count(tally, facetOf[failed]!, entry);
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
  counts: ReadonlyMap<string, number>,
  labelOf: (value: string) => string,
): OptionWire[] {
  const missing = selected.filter((value) => !present.some((option) => option.value === value));
  const values =
    missing.length === 0
      ? present
      : [...present, ...missing.map((value) => ({ value, label: labelOf(value) }))].sort(byLabel);
  return values.map(({ value, label }) => ({ value, label, count: counts.get(value) ?? 0 }));
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
      tally.brand,
      brandName,
    ),
    familia: options(
      present.family,
      query.families,
      tally.family,
      (slug) => snapshot.families.get(slug)?.label ?? slug,
    ).map((option) => ({ ...option, brand_id: familyBrand(option.value) })),
    sucursal: options(
      present.site,
      query.sites,
      tally.site,
      (slug) => siteBySlug(slug)?.name ?? slug,
    ),
    color: options(
      present.color,
      query.colors,
      tally.color,
      (slug) => snapshot.colors.get(slug) ?? slug,
    ),
    descuento: tally.discount,
    precio_min: stepCounts(stockPriceSteps, tally.priceFrom, true),
    precio_max: stepCounts(stockPriceSteps, tally.priceUpTo, false),
    cuota_max: stepCounts(stockInstalmentSteps, tally.instalmentUpTo, false),
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
