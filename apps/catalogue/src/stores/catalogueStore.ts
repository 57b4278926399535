/**
 * The catalogue's client state (spec 4): the active brand. Entering a brand's page makes it
 * active; the savings-plans page without a brand in its address shows the active brand's
 * plans. The catalogue's data itself comes through the routes' loaders (app/loaderData.ts).
 */
import { brandBySlug, isVehicleBrandId } from '@territorio/api-client/core';
import type { VehicleBrandId } from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

/** The brand a visit starts with. */
export const defaultBrandId: VehicleBrandId = 1;

export type CatalogueState = {
  activeBrandId: VehicleBrandId;
  /** Switches by id or by the route's name ('chevrolet'); anything else changes nothing. */
  setActiveBrand(brand: VehicleBrandId | string): VehicleBrandId | null;
};

export type CatalogueStore = StoreApi<CatalogueState>;

/** The brand id of a route string ('volkswagen') or an id; null for anything else. */
export function vehicleBrandIdOf(brand: VehicleBrandId | number | string): VehicleBrandId | null {
  if (typeof brand === 'number') return isVehicleBrandId(brand) ? brand : null;
  const found = brandBySlug(brand);
  return found && isVehicleBrandId(found.id) ? found.id : null;
}

export function createCatalogueStore(initialBrandId = defaultBrandId): CatalogueStore {
  return createStore<CatalogueState>()((set) => ({
    activeBrandId: initialBrandId,
    setActiveBrand: (brand) => {
      const brandId = vehicleBrandIdOf(brand);
      if (brandId !== null) set({ activeBrandId: brandId });
      return brandId;
    },
  }));
}
