import { describe, expect, it } from 'vitest';
import { emptyStockSearch } from '@territorio/api-client/core';
import { appliedFilters, lastFilterRemoved } from './stockFilterRules';

const search = {
  ...emptyStockSearch,
  brands: [1, 4] as const,
  sites: ['san-juan'],
  priceMax: 40_000_000,
  discountOnly: true,
  page: 3,
};

describe('the new facets as applied filters', () => {
  it('names condition, kilometres and year', () => {
    const filters = appliedFilters({
      ...emptyStockSearch,
      conditions: ['used'],
      kmMax: 50_000,
      yearMin: 2020,
    });
    expect(filters.map((filter) => filter.label)).toEqual([
      'Condición: Usado',
      'Kilómetros hasta: 50.000\u00a0km',
      'Año desde: 2020',
    ]);
    expect(filters[0]?.without).toMatchObject({ conditions: [], kmMax: 50_000 });
  });
});

describe('the filters an empty result offers to remove', () => {
  it('names every applied filter, each with the search without it, from the first page', () => {
    const filters = appliedFilters({ ...search, brands: [...search.brands] });
    expect(filters.map((filter) => filter.label)).toEqual([
      'Marca: Volkswagen',
      'Marca: Nissan',
      'Sucursal: San Juan',
      'Precio hasta: $\u00a040.000.000',
      'Descuento especial: sí',
    ]);
    expect(filters[1]?.without).toMatchObject({ brands: [1], page: 1, priceMax: 40_000_000 });
  });

  it('drops the filter the visitor changed last, else the last one of the address', () => {
    const query = { ...search, brands: [...search.brands] };
    expect(lastFilterRemoved(query, { param: 'marca', value: 'volkswagen' })).toMatchObject({
      label: 'el filtro Marca: Volkswagen',
      query: { brands: [4] },
    });
    expect(lastFilterRemoved(query, null)).toMatchObject({
      label: 'el filtro Descuento especial: sí',
      query: { discountOnly: false },
    });
    expect(lastFilterRemoved(emptyStockSearch, null)).toBeNull();
  });
});
