/**
 * The addresses of the stock pages, apart from the search's parameter rules (./stock-search)
 * so that a page that only links to them carries only this.
 */
import { brands } from './brands';
import type { VehicleBrandId } from './brands';
import { fillRoute, slugify } from './text';

export const stockRoutes = {
  search: '/stock',
  unit: '/stock/:id/:slug',
} as const;

/** The address parameters, by what they filter. */
export const stockSearchParams = {
  brand: 'marca',
  family: 'familia',
  site: 'sucursal',
  priceMin: 'precio_min',
  priceMax: 'precio_max',
  instalmentMax: 'cuota_max',
  color: 'color',
  discount: 'descuento',
  condition: 'condicion',
  kmMax: 'km_hasta',
  yearMin: 'anio_desde',
  sort: 'orden',
  page: 'pagina',
} as const;

export type StockSearchParam = (typeof stockSearchParams)[keyof typeof stockSearchParams];

/** What a unit's page address is made of. */
export type StockUnitNaming = {
  readonly id: number;
  readonly brand_id: number;
  readonly family: string;
  /** The version's name ('Highline 170 TSI AT'). */
  readonly version: string;
  readonly color: string;
};

/** The unit page's slug: brand, family, version and colour ('volkswagen-polo-highline-170-tsi-at-blanco-candy'). */
export function stockUnitSlug(unit: Omit<StockUnitNaming, 'id'>): string {
  const brand = brands[unit.brand_id as VehicleBrandId]?.slug ?? '';
  return slugify([brand, unit.family, unit.version, unit.color].filter(Boolean).join(' '));
}

/** '/stock/{id}/{slug}'. */
export function stockUnitRoute(unit: StockUnitNaming): string {
  return fillRoute(stockRoutes.unit, { id: unit.id, slug: stockUnitSlug(unit) });
}

/**
 * The chassis as the public pages show it: every character but the last 6 masked
 * ('8AWZZZ6RZSA104902' → '•••••••••••104902').
 */
export function maskedChassis(chassis: string): string {
  const visible = 6;
  if (chassis.length <= visible) return chassis;
  return '•'.repeat(chassis.length - visible) + chassis.slice(-visible);
}

/**
 * A unit's version from its model name ('Polo Highline 170 TSI AT' of family 'Polo' →
 * 'Highline 170 TSI AT'), for lists that carry only the name. A name that does not start
 * with its family stays whole; the unit page's 301 then corrects the address.
 */
export function versionOfModel(name: string, family: string): string {
  const prefix = `${family} `;
  return name.toLowerCase().startsWith(prefix.toLowerCase()) ? name.slice(prefix.length) : name;
}

/** One brand's available units: '/stock?marca=volkswagen'. */
export function brandStockRoute(brandId: VehicleBrandId): string {
  return `${stockRoutes.search}?${stockSearchParams.brand}=${brands[brandId].slug}`;
}
