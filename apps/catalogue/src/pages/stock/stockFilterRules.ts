/** What the search page says about its filters: their names, and which one an empty result drops. */
import {
  brands,
  formatMileage,
  formatPrice,
  siteBySlug,
  stockSearchParams,
  unitConditionLabels,
  unitConditionWords,
} from '@territorio/api-client/core';
import type { StockSearchParam, StockSearchQuery } from '@territorio/api-client/core';

export const paramLabels: Readonly<Record<StockSearchParam, string>> = {
  marca: 'Marca',
  familia: 'Modelo',
  sucursal: 'Sucursal',
  precio_min: 'Precio desde',
  precio_max: 'Precio hasta',
  cuota_max: 'Cuota hasta',
  color: 'Color',
  descuento: 'Descuento especial',
  condicion: 'Condición',
  km_hasta: 'Kilómetros hasta',
  anio_desde: 'Año desde',
  orden: 'Orden',
  pagina: 'Página',
};

/** The filter a visitor changed last (kept in the history entry), or null. */
export type ChangedFilter = { readonly param: StockSearchParam; readonly value: string } | null;

type AppliedFilter = {
  readonly param: StockSearchParam;
  readonly value: string;
  /** 'Marca: Volkswagen'. */
  readonly label: string;
  readonly without: StockSearchQuery;
};

const words = (slug: string) =>
  slug.replace(/-/g, ' ').replace(/^./, (letter) => letter.toUpperCase());

/** Every filter the search applies, in the address's order, each with the search without it. */
export function appliedFilters(query: StockSearchQuery): AppliedFilter[] {
  const base = { ...query, page: 1 };
  const filters: AppliedFilter[] = [];
  const add = (param: StockSearchParam, value: string, text: string, without: StockSearchQuery) =>
    filters.push({ param, value, label: `${paramLabels[param]}: ${text}`, without });
  for (const id of query.brands)
    add(stockSearchParams.brand, brands[id].slug, brands[id].name, {
      ...base,
      brands: query.brands.filter((other) => other !== id),
    });
  for (const family of query.families)
    add(stockSearchParams.family, family, words(family), {
      ...base,
      families: query.families.filter((other) => other !== family),
    });
  for (const site of query.sites)
    add(stockSearchParams.site, site, siteBySlug(site)?.name ?? words(site), {
      ...base,
      sites: query.sites.filter((other) => other !== site),
    });
  if (query.priceMin !== null)
    add(stockSearchParams.priceMin, String(query.priceMin), formatPrice(query.priceMin), {
      ...base,
      priceMin: null,
    });
  if (query.priceMax !== null)
    add(stockSearchParams.priceMax, String(query.priceMax), formatPrice(query.priceMax), {
      ...base,
      priceMax: null,
    });
  if (query.instalmentMax !== null)
    add(
      stockSearchParams.instalmentMax,
      String(query.instalmentMax),
      formatPrice(query.instalmentMax),
      { ...base, instalmentMax: null },
    );
  for (const color of query.colors)
    add(stockSearchParams.color, color, words(color), {
      ...base,
      colors: query.colors.filter((other) => other !== color),
    });
  if (query.discountOnly)
    add(stockSearchParams.discount, 'si', 'sí', { ...base, discountOnly: false });
  for (const condition of query.conditions)
    add(
      stockSearchParams.condition,
      unitConditionWords[condition],
      unitConditionLabels[condition],
      {
        ...base,
        conditions: query.conditions.filter((other) => other !== condition),
      },
    );
  if (query.kmMax !== null)
    add(stockSearchParams.kmMax, String(query.kmMax), formatMileage(query.kmMax), {
      ...base,
      kmMax: null,
    });
  if (query.yearMin !== null)
    add(stockSearchParams.yearMin, String(query.yearMin), String(query.yearMin), {
      ...base,
      yearMin: null,
    });
  return filters;
}

/**
 * The filter an empty result offers to remove: the one the visitor changed last when the
 * page knows it, else the last one in the address. Null when nothing is filtered.
 */
export function lastFilterRemoved(
  query: StockSearchQuery,
  changed: ChangedFilter,
): { query: StockSearchQuery; label: string } | null {
  const filters = appliedFilters(query);
  const chosen =
    filters.find((filter) => filter.param === changed?.param && filter.value === changed.value) ??
    filters.at(-1);
  return chosen ? { query: chosen.without, label: `el filtro ${chosen.label}` } : null;
}
