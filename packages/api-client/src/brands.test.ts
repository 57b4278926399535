import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandBySlug, brandName, brands, brandSlug, isVehicleBrandId, styleName } from './brands';
import { brandEndpoints, endpointFor } from './endpoints';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('brand table', () => {
  it('spec 3: ids 1, 2, 4, 5, 6 with names, savings plan names and colours', () => {
    expect(Object.keys(brands)).toEqual(['1', '2', '4', '5', '6']);
    expect(brands[1]).toMatchObject({
      name: 'Volkswagen',
      savingsPlanName: 'Autoahorro Volkswagen',
      color: 'blue',
    });
    expect(brands[2]).toMatchObject({
      name: 'Chevrolet',
      savingsPlanName: 'Plan Chevrolet',
      color: 'yellow',
    });
    expect(brands[4]).toMatchObject({
      name: 'Nissan',
      savingsPlanName: 'Nissan plan de ahorro',
      color: 'red',
    });
    expect(brands[5]).toMatchObject({ color: 'yellow' });
    expect(brands[6]).toMatchObject({ name: 'BAIC', savingsPlanName: null, color: 'red' });
  });

  it("spec 3: 'chevrolet' -> 'gm', 'volkswagen' -> 'vw', others keep their string", () => {
    expect(styleName('chevrolet')).toBe('gm');
    expect(styleName('Volkswagen')).toBe('vw');
    expect(styleName('nissan')).toBe('nissan');
  });

  it('spec 3: an unknown brand id logs a console error and yields an empty name or "/"', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(brandName(3)).toBe('');
    expect(brandSlug(3)).toBe('/');
    expect(error).toHaveBeenCalledTimes(2);
    expect(brandName(1)).toBe('Volkswagen');
    expect(brandSlug(2)).toBe('chevrolet');
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('spec 2.1: route strings find their brand', () => {
    expect(brandBySlug('Nissan')?.id).toBe(4);
    expect(brandBySlug('ford')).toBeUndefined();
    expect([1, 2, 4, 6, 5, 3].map(isVehicleBrandId)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('endpoint table', () => {
  it('spec 7.1: stock uses the query form except for brands 4 and 6, which read single units elsewhere', () => {
    expect(brandEndpoints[1].stockUsesQuery).toBe(true);
    expect(brandEndpoints[2].stockUsesQuery).toBe(true);
    expect(brandEndpoints[4]).toMatchObject({
      stockUsesQuery: false,
      stockItem: '/v2/nissan/stock',
    });
    expect(brandEndpoints[6]).toMatchObject({ stockUsesQuery: false, stockItem: '/v2/baic/stock' });
  });

  it('spec 7.1: BAIC has no plans', () => {
    expect(endpointFor(6, 'savingPlan')).toBeNull();
    expect(endpointFor(4, 'offer')).toBe('/v2/nissan/model/offers');
  });
});
