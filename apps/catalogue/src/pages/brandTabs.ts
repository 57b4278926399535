import { brands, fillRoute, routes, vehicleBrandIds } from '@territorio/api-client/core';
import type { VehicleBrandId } from '@territorio/api-client/core';
import type { BrandTab } from '../components/BrandTabs';

/** spec 2.5: the brand tabs of the 0km pages, Ducati included. */
export function vehicleBrandTabs(activeBrandId: VehicleBrandId | null): BrandTab[] {
  return [
    ...vehicleBrandIds.map((brandId) => ({
      label: brands[brandId].name,
      href: fillRoute(routes.family, { brand: brands[brandId].slug }),
      isActive: brandId === activeBrandId,
    })),
    { label: 'Ducati', href: routes.ducati, isActive: false },
  ];
}
