/** spec 2.2: the header highlights the active section by number. */
import { routes, stockRoutes } from '@territorio/api-client/core';

export const sectionNumbers = {
  vehicles: 1,
  opportunities: 2,
  savingPlans: 3,
  afterSales: 4,
  ducati: 5,
  stock: 6,
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
  if (isUnder(path, stockRoutes.search)) return sectionNumbers.stock;
  return null;
}
