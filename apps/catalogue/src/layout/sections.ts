/** spec 2.2: the header highlights the active section by number. */
import { brandBySlug, defaultContactBrandId, isBrandId, routes } from '@territorio/api-client/core';
import type { BrandId } from '@territorio/api-client/core';

export const sectionNumbers = {
  vehicles: 1,
  opportunities: 2,
  savingPlans: 3,
  afterSales: 4,
  ducati: 5,
} as const;

export type SectionNumber = (typeof sectionNumbers)[keyof typeof sectionNumbers];

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The header section a path belongs to, or null (home, news, contact...). */
export function activeSection(pathname: string): SectionNumber | null {
  const path = pathname.toLowerCase();
  if (isUnder(path, routes.families)) return sectionNumbers.vehicles;
  if (isUnder(path, routes.offers)) return sectionNumbers.opportunities;
  if (isUnder(path, routes.savingPlans) || isUnder(path, routes.payPlan)) {
    return sectionNumbers.savingPlans;
  }
  if (isUnder(path, routes.postventa)) return sectionNumbers.afterSales;
  if (isUnder(path, routes.ducati)) return sectionNumbers.ducati;
  return null;
}

const brandPathPatterns = [
  /^\/vehiculos-0km\/versiones\/([^/]+)/,
  /^\/vehiculos-0km\/([^/]+)/,
  /^\/oportunidades\/([^/]+)/,
  /^\/planes-de-ahorro\/([^/]+)/,
];

/**
 * The brand a page is about, from its path; the group (spec 3: brand 5 is the default
 * for contact filtering) everywhere else.
 */
export function brandOfPath(pathname: string): BrandId {
  for (const pattern of brandPathPatterns) {
    const slug = pattern.exec(pathname.toLowerCase())?.[1];
    const brand = slug ? brandBySlug(decodeURIComponent(slug)) : undefined;
    if (brand && isBrandId(brand.id)) return brand.id;
  }
  return defaultContactBrandId;
}
