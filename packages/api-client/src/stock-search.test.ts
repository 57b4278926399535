import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  emptyStockSearch,
  isFilteredStockSearch,
  parseStockSearch,
  stockSearchParamsOf,
  stockSearchRoute,
  stockSiteSlugs,
  stockSorts,
} from './stock-search';
import { maskedChassis, stockUnitRoute, stockUnitSlug, versionOfModel } from './stock-routes';
import type { StockSearchQuery } from './stock-search';
import { vehicleBrandIds } from './brands';
import { unitConditions } from './rules/stock-unit';

const parse = (search: string) => parseStockSearch(new URLSearchParams(search));

describe('the stock search address', () => {
  it('reads every parameter, repeated ones as a list, in one order', () => {
    const { query, ignored } = parse(
      'marca=nissan&marca=volkswagen&familia=polo&sucursal=san-juan&precio_min=20000000&precio_max=40000000&cuota_max=500000&color=blanco-candy&descuento=si&condicion=usado&condicion=0km&km_hasta=50000&anio_desde=2020&orden=-precio&pagina=2',
    );
    expect(ignored).toEqual([]);
    expect(query).toEqual({
      brands: [1, 4],
      families: ['polo'],
      sites: ['san-juan'],
      priceMin: 20_000_000,
      priceMax: 40_000_000,
      instalmentMax: 500_000,
      colors: ['blanco-candy'],
      discountOnly: true,
      conditions: ['new', 'used'],
      kmMax: 50_000,
      yearMin: 2020,
      sort: '-precio',
      page: 2,
    });
  });

  it('leaves out what is not well-formed and says so; blank fields are no filter', () => {
    const { query, ignored } = parse(
      'marca=ferrari&precio_max=barato&orden=nuevo&pagina=0&sucursal=rosario&descuento=quizas&color=&familia=<b>&condicion=nuevo&km_hasta=mucho&anio_desde=20',
    );
    expect(query).toEqual(emptyStockSearch);
    expect(ignored).toEqual([
      { param: 'marca', value: 'ferrari' },
      { param: 'familia', value: '<b>' },
      { param: 'sucursal', value: 'rosario' },
      { param: 'precio_max', value: 'barato' },
      { param: 'descuento', value: 'quizas' },
      { param: 'condicion', value: 'nuevo' },
      { param: 'km_hasta', value: 'mucho' },
      { param: 'anio_desde', value: '20' },
      { param: 'orden', value: 'nuevo' },
      { param: 'pagina', value: '0' },
    ]);
  });

  it('writes one address per search: parsing what it writes gives the search back', () => {
    const slug = fc.stringMatching(/^[a-z][a-z0-9-]{0,12}$/);
    const amount = fc.option(fc.integer({ min: 0, max: 999_999_999_999 }), { nil: null });
    const searches = fc.record({
      brands: fc.uniqueArray(fc.constantFrom(...vehicleBrandIds)),
      families: fc.uniqueArray(slug),
      sites: fc.uniqueArray(fc.constantFrom(...stockSiteSlugs)),
      priceMin: amount,
      priceMax: amount,
      instalmentMax: amount,
      colors: fc.uniqueArray(slug),
      discountOnly: fc.boolean(),
      conditions: fc.uniqueArray(fc.constantFrom(...unitConditions)),
      kmMax: amount,
      yearMin: fc.option(fc.integer({ min: 1000, max: 9999 }), { nil: null }),
      sort: fc.constantFrom(...stockSorts),
      page: fc.integer({ min: 1, max: 999 }),
    });
    fc.assert(
      fc.property(searches, (search) => {
        const written = stockSearchParamsOf(search);
        const { query, ignored } = parseStockSearch(written);
        expect(ignored).toEqual([]);
        const normal: StockSearchQuery = {
          ...search,
          brands: vehicleBrandIds.filter((id) => search.brands.includes(id)),
          sites: stockSiteSlugs.filter((site) => search.sites.includes(site)),
          families: [...search.families].sort(),
          colors: [...search.colors].sort(),
          conditions: unitConditions.filter((condition) => search.conditions.includes(condition)),
        };
        expect(query).toEqual(normal);
        expect(stockSearchParamsOf(query).toString()).toBe(written.toString());
      }),
    );
  });

  it('is plain without filters; page and sort are not filters', () => {
    expect(stockSearchRoute(emptyStockSearch)).toBe('/stock');
    expect(isFilteredStockSearch({ ...emptyStockSearch, page: 3, sort: 'recientes' })).toBe(false);
    expect(isFilteredStockSearch({ ...emptyStockSearch, discountOnly: true })).toBe(true);
    expect(isFilteredStockSearch({ ...emptyStockSearch, conditions: ['used'] })).toBe(true);
    expect(stockSearchRoute({ ...emptyStockSearch, conditions: ['used'], kmMax: 50_000 })).toBe(
      '/stock?condicion=usado&km_hasta=50000',
    );
    expect(stockSearchRoute({ ...emptyStockSearch, brands: [2], page: 2 })).toBe(
      '/stock?marca=chevrolet&pagina=2',
    );
  });
});

describe('a unit page address', () => {
  const unit = {
    id: 12,
    brand_id: 1,
    family: 'Polo',
    version: 'Highline 170 TSI AT',
    color: 'Blanco Candy',
  };

  it('is the brand, family, version and colour, lower-cased with hyphens', () => {
    expect(stockUnitSlug(unit)).toBe('volkswagen-polo-highline-170-tsi-at-blanco-candy');
    expect(stockUnitRoute(unit)).toBe('/stock/12/volkswagen-polo-highline-170-tsi-at-blanco-candy');
    expect(stockUnitRoute({ ...unit, family: 'T-Cross', color: 'Azul Océano' })).toBe(
      '/stock/12/volkswagen-t-cross-highline-170-tsi-at-azul-oc%C3%A9ano',
    );
  });

  it('takes the version from a model name that starts with the family', () => {
    expect(versionOfModel('Polo Highline 170 TSI AT', 'Polo')).toBe('Highline 170 TSI AT');
    expect(versionOfModel('Highline 170 TSI AT', 'Polo')).toBe('Highline 170 TSI AT');
  });
});

describe('the public chassis', () => {
  it('masks every character but the last 6', () => {
    expect(maskedChassis('8AWZZZ6RZSA104902')).toBe('•••••••••••104902');
    expect(maskedChassis('104902')).toBe('104902');
  });
});
