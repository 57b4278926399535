import { brands, fillRoute, routes } from '@territorio/api-client/core';
import type { VehicleBrandId } from '@territorio/api-client/core';
import type { BrandTab } from '../components/BrandTabs';
import { catalogueBrandIds } from '../stores/catalogueStore';

/** spec 2.5: the brand tabs of the 0km pages, Ducati included. */
export function vehicleBrandTabs(activeBrandId: VehicleBrandId | null): BrandTab[] {
  return [
    ...catalogueBrandIds.map((brandId) => ({
      label: brands[brandId].name,
      href: fillRoute(routes.family, { brand: brands[brandId].slug }),
      isActive: brandId === activeBrandId,
    })),
    { label: 'Ducati', href: routes.ducati, isActive: false },
  ];
}
