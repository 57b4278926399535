/** spec 3 (Brand) and spec 9 (brand ids). */
import { group } from '@territorio/site-config';

export const brandIds = [1, 2, 4, 5, 6] as const;
export type BrandId = (typeof brandIds)[number];

/** The four car brands sold online (the group, id 5, has no catalogue of its own). */
export const vehicleBrandIds = [1, 2, 4, 6] as const;
export type VehicleBrandId = (typeof vehicleBrandIds)[number];

export type ThemeName = 'vw' | 'gm' | 'nissan' | 'baic' | 'group';

export type Brand = {
  readonly id: BrandId;
  /** Display name, e.g. 'Volkswagen'. */
  readonly name: string;
  /** Route string, e.g. 'volkswagen' (spec 2.1 {brand}). */
  readonly slug: string;
  /** null when the brand sells no savings plan (BAIC). */
  readonly savingsPlanName: string | null;
  /** spec 3: blue, yellow, red. */
  readonly color: 'blue' | 'yellow' | 'red';
  readonly theme: ThemeName;
};

export const brands: Readonly<Record<BrandId, Brand>> = {
  1: {
    id: 1,
    name: 'Volkswagen',
    slug: 'volkswagen',
    savingsPlanName: 'Autoahorro Volkswagen',
    color: 'blue',
    theme: 'vw',
  },
  2: {
    id: 2,
    name: 'Chevrolet',
    slug: 'chevrolet',
    savingsPlanName: 'Plan Chevrolet',
    color: 'yellow',
    theme: 'gm',
  },
  4: {
    id: 4,
    name: 'Nissan',
    slug: 'nissan',
    savingsPlanName: 'Nissan plan de ahorro',
    color: 'red',
    theme: 'nissan',
  },
  5: {
    id: 5,
    name: group.shortName,
    slug: group.shortName.toLowerCase(),
    savingsPlanName: `Plan ${group.shortName}`,
    color: 'yellow',
    theme: 'group',
  },
  6: { id: 6, name: 'BAIC', slug: 'baic', savingsPlanName: null, color: 'red', theme: 'baic' },
};

/** spec 3: brand id 5 (the group) is the default for contact filtering. */
export const defaultContactBrandId: BrandId = 5;

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'number' && (brandIds as readonly number[]).includes(value);
}

export function isVehicleBrandId(value: unknown): value is VehicleBrandId {
  return typeof value === 'number' && (vehicleBrandIds as readonly number[]).includes(value);
}

/** spec 3: unknown brand id logs a console error and yields an empty name. */
export function brandName(id: number): string {
  if (!isBrandId(id)) {
    console.error(`Unknown brand id: ${id}`);
    return '';
  }
  return brands[id].name;
}

/** spec 3: unknown brand id logs a console error and yields '/'. */
export function brandSlug(id: number): string {
  if (!isBrandId(id)) {
    console.error(`Unknown brand id: ${id}`);
    return '/';
  }
  return brands[id].slug;
}

/** Brand id from a route string ('volkswagen', 'Chevrolet', ...), or undefined. */
export function brandBySlug(slug: string): Brand | undefined {
  const wanted = slug.toLowerCase();
  return Object.values(brands).find((brand) => brand.slug === wanted);
}

/** spec 3: 'chevrolet' -> 'gm', 'volkswagen' -> 'vw'; other brand strings stay as they are. */
export function styleName(brandString: string): string {
  const lower = brandString.toLowerCase();
  if (lower === 'chevrolet') return 'gm';
  if (lower === 'volkswagen') return 'vw';
  return lower;
}
