/**
 * The stock search's address: the parameters of `/stock` and of the API's stock search are
 * the same, so a search can be shared, bookmarked and restored by Back, and the page passes
 * its address to the API as it is. This module reads them (what is well-formed), writes them
 * in one order and names a unit's page. Whether a family or a colour exists is the API's to
 * say: it answers what it applied and what it ignored.
 */
import { sites } from '@territorio/site-config';
import { brands, vehicleBrandIds } from './brands';
import { unitConditions, unitConditionWords, type UnitCondition } from './rules/stock-unit';
import type { VehicleBrandId } from './brands';
import { stockRoutes, stockSearchParams } from './stock-routes';
import type { StockSearchParam } from './stock-routes';
import { slugify } from './text';

/** Price up, price down, biggest discount first, newest first. */
export const stockSorts = ['precio', '-precio', 'descuento', 'recientes'] as const;
export type StockSort = (typeof stockSorts)[number];
export const defaultStockSort: StockSort = 'precio';

export const stockSortLabels: Readonly<Record<StockSort, string>> = {
  precio: 'Menor precio',
  '-precio': 'Mayor precio',
  descuento: 'Mayor descuento',
  recientes: 'Más recientes',
};

/** The value of `descuento` that keeps only units with a special discount. */
export const discountOnlyValue = 'si';

export const stockPageSize = 24;

/** The price and instalment bounds the search form offers, each with its count (whole pesos). */
export const stockPriceSteps = [
  20_000_000, 25_000_000, 30_000_000, 35_000_000, 40_000_000, 45_000_000, 50_000_000, 60_000_000,
  80_000_000,
] as const;
export const stockInstalmentSteps = [
  300_000, 400_000, 500_000, 600_000, 800_000, 1_000_000, 1_500_000,
] as const;

/** The kilometre bounds the search form offers ("Kilómetros hasta"); a new unit has 0 km. */
export const stockKmSteps = [10_000, 30_000, 50_000, 80_000, 120_000] as const;

/** The model years the search form offers ("Año desde"). */
export const stockYearSteps = [2015, 2018, 2020, 2022, 2024, 2025, 2026] as const;

/** A condition by its address value ('0km', 'usado'). */
export function conditionByWord(word: string): UnitCondition | undefined {
  return unitConditions.find((condition) => unitConditionWords[condition] === word);
}

/** Amount parameters are whole pesos, at most this many digits. */
const amountPattern = /^\d{1,12}$/;
/** Family and colour values are slugs: letters (accents included), digits, dots and hyphens. */
const slugPattern = /^[\p{L}\p{N}.-]{1,80}$/u;

/** A site by its address value: 'godoy-cruz', 'san-rafael', 'san-juan'. */
export const stockSiteSlugs: readonly string[] = sites.map((site) => slugify(site.name));

export function siteBySlug(slug: string) {
  return sites.find((site) => slugify(site.name) === slug);
}

export function brandIdBySlug(slug: string): VehicleBrandId | undefined {
  return vehicleBrandIds.find((id) => brands[id].slug === slug);
}

/** A search, as its address says it, every list in a fixed order and without repeats. */
export type StockSearchQuery = {
  readonly brands: readonly VehicleBrandId[];
  /** Family slugs ('polo', 'amarok'). */
  readonly families: readonly string[];
  /** Site slugs ('godoy-cruz'). */
  readonly sites: readonly string[];
  /** Whole pesos, final price; null: no bound. */
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  /** Whole pesos, the reference plan's first instalment; null: no bound. */
  readonly instalmentMax: number | null;
  /** Colour slugs ('blanco-candy'). */
  readonly colors: readonly string[];
  readonly discountOnly: boolean;
  /** New, used or both (empty: no filter). */
  readonly conditions: readonly UnitCondition[];
  /** Whole kilometres on the odometer, at most; null: no bound. */
  readonly kmMax: number | null;
  /** The model year, at least; null: no bound. */
  readonly yearMin: number | null;
  readonly sort: StockSort;
  readonly page: number;
};

/** A parameter value that was not understood and was left out of the search. */
export type IgnoredStockParam = { readonly param: StockSearchParam; readonly value: string };

export const emptyStockSearch: StockSearchQuery = {
  brands: [],
  families: [],
  sites: [],
  priceMin: null,
  priceMax: null,
  instalmentMax: null,
  colors: [],
  discountOnly: false,
  conditions: [],
  kmMax: null,
  yearMin: null,
  sort: defaultStockSort,
  page: 1,
};

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The chosen values in the order of `all`. */
function inOrder<T>(all: readonly T[], chosen: readonly T[]): T[] {
  return all.filter((value) => chosen.includes(value));
}

/**
 * The search an address asks for. Every value that is not well-formed (an unknown brand or
 * site, an amount with letters, an unknown sort) is left out and listed in `ignored`.
 * Blank values are an empty form field: left out without a note.
 */
export function parseStockSearch(search: URLSearchParams): {
  query: StockSearchQuery;
  ignored: IgnoredStockParam[];
} {
  const ignored: IgnoredStockParam[] = [];
  const values = (param: StockSearchParam) =>
    search
      .getAll(param)
      .map((value) => value.trim())
      .filter((value) => value !== '');
  const pick = <T>(param: StockSearchParam, read: (value: string) => T | undefined): T[] => {
    const picked: T[] = [];
    for (const value of values(param)) {
      const parsed = read(value.toLowerCase());
      if (parsed === undefined) ignored.push({ param, value });
      else picked.push(parsed);
    }
    return unique(picked);
  };
  const last = <T>(param: StockSearchParam, read: (value: string) => T | undefined) =>
    pick(param, read).at(-1);
  const amount = (value: string) => (amountPattern.test(value) ? Number(value) : undefined);
  const slug = (value: string) => (slugPattern.test(value) ? value : undefined);

  const brandIds = pick(stockSearchParams.brand, brandIdBySlug);
  const query: StockSearchQuery = {
    brands: inOrder(vehicleBrandIds, brandIds),
    families: pick(stockSearchParams.family, slug).sort(),
    sites: inOrder(
      stockSiteSlugs,
      pick(stockSearchParams.site, (value) => (stockSiteSlugs.includes(value) ? value : undefined)),
    ),
    priceMin: last(stockSearchParams.priceMin, amount) ?? null,
    priceMax: last(stockSearchParams.priceMax, amount) ?? null,
    instalmentMax: last(stockSearchParams.instalmentMax, amount) ?? null,
    colors: pick(stockSearchParams.color, slug).sort(),
    discountOnly:
      last(stockSearchParams.discount, (value) =>
        value === discountOnlyValue ? true : undefined,
      ) ?? false,
    conditions: inOrder(unitConditions, pick(stockSearchParams.condition, conditionByWord)),
    kmMax: last(stockSearchParams.kmMax, amount) ?? null,
    yearMin:
      last(stockSearchParams.yearMin, (value) =>
        /^\d{4}$/.test(value) ? Number(value) : undefined,
      ) ?? null,
    sort:
      last(stockSearchParams.sort, (value) =>
        (stockSorts as readonly string[]).includes(value) ? (value as StockSort) : undefined,
      ) ?? defaultStockSort,
    page:
      last(stockSearchParams.page, (value) =>
        /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : undefined,
      ) ?? 1,
  };
  return { query, ignored };
}

/**
 * The address parameters of `query`, in one order, defaults left out: equal searches have
 * equal addresses (one cache entry, one canonical form).
 */
export function stockSearchParamsOf(query: StockSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of inOrder(vehicleBrandIds, query.brands))
    params.append(stockSearchParams.brand, brands[id].slug);
  for (const family of unique(query.families).sort())
    params.append(stockSearchParams.family, family);
  for (const site of inOrder(stockSiteSlugs, query.sites))
    params.append(stockSearchParams.site, site);
  if (query.priceMin !== null) params.set(stockSearchParams.priceMin, String(query.priceMin));
  if (query.priceMax !== null) params.set(stockSearchParams.priceMax, String(query.priceMax));
  if (query.instalmentMax !== null)
    params.set(stockSearchParams.instalmentMax, String(query.instalmentMax));
  for (const color of unique(query.colors).sort()) params.append(stockSearchParams.color, color);
  if (query.discountOnly) params.set(stockSearchParams.discount, discountOnlyValue);
  for (const condition of inOrder(unitConditions, query.conditions))
    params.append(stockSearchParams.condition, unitConditionWords[condition]);
  if (query.kmMax !== null) params.set(stockSearchParams.kmMax, String(query.kmMax));
  if (query.yearMin !== null) params.set(stockSearchParams.yearMin, String(query.yearMin));
  if (query.sort !== defaultStockSort) params.set(stockSearchParams.sort, query.sort);
  if (query.page !== 1) params.set(stockSearchParams.page, String(query.page));
  return params;
}

/** `/stock` with `query`'s parameters ('/stock' for the plain search). */
export function stockSearchRoute(query: StockSearchQuery): string {
  const search = stockSearchParamsOf(query).toString();
  return search ? `${stockRoutes.search}?${search}` : stockRoutes.search;
}

/** Whether a search filters anything (its page and sort aside). */
export function isFilteredStockSearch(query: StockSearchQuery): boolean {
  return (
    query.brands.length > 0 ||
    query.families.length > 0 ||
    query.sites.length > 0 ||
    query.priceMin !== null ||
    query.priceMax !== null ||
    query.instalmentMax !== null ||
    query.colors.length > 0 ||
    query.discountOnly ||
    query.conditions.length > 0 ||
    query.kmMax !== null ||
    query.yearMin !== null
  );
}
