import { describe, expect, it } from 'vitest';
import { createCatalogueStore, defaultBrandId, vehicleBrandIdOf } from './catalogueStore';

describe('active brand (spec 4)', () => {
  it('starts on Volkswagen and switches by id or by the route’s name', () => {
    const store = createCatalogueStore();
    expect(store.getState().activeBrandId).toBe(defaultBrandId);
    expect(store.getState().setActiveBrand('chevrolet')).toBe(2);
    expect(store.getState().activeBrandId).toBe(2);
    expect(store.getState().setActiveBrand(6)).toBe(6);
    expect(store.getState().activeBrandId).toBe(6);
  });

  it('ignores a name that is not one of the four vehicle brands', () => {
    const store = createCatalogueStore(4);
    expect(store.getState().setActiveBrand('ducati')).toBeNull();
    expect(store.getState().activeBrandId).toBe(4);
    expect(vehicleBrandIdOf('Volkswagen')).toBe(1);
    expect(vehicleBrandIdOf(5)).toBeNull();
  });
});
