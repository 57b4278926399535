import { useMemo } from 'react';
import { businessToday } from '@territorio/api-client/core';
import type { Offers, VehicleBrandId } from '@territorio/api-client/core';
import { useCatalogue } from '../services/context';
import type { ByBrand } from '../stores/catalogueStore';
import type { Resource } from '../stores/resource';
import { currentOffers } from './validity';

/**
 * Every brand's offers as the pages show them: without what has ended by today's date in
 * Argentina, even from a copy kept offline. The stores keep what the API answered.
 */
export function useCurrentOffers(): ByBrand<Offers> {
  const offers = useCatalogue((state) => state.resources.offer);
  const today = businessToday();
  return useMemo(() => {
    const current: Record<VehicleBrandId, Resource<Offers>> = { ...offers };
    for (const [key, resource] of Object.entries(offers)) {
      if (resource.selected) {
        current[Number(key) as VehicleBrandId] = {
          ...resource,
          selected: currentOffers(resource.selected, today),
        };
      }
    }
    return current;
  }, [offers, today]);
}
