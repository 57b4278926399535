/** The shell's navigation entries (spec 2.2), shared by the header, the bottom bar and the footer. */
import { brands, moreMenuContactEntries, routes, stockRoutes } from '@territorio/api-client/core';
import type { ContactMethod } from '@territorio/api-client/core';
import { group } from '@territorio/site-config';
import { appointmentBrandIds, appointmentUrl } from '../shared-gaps';
import { sectionNumbers } from './sections';
import type { SectionNumber } from './sections';

export type NavEntry = {
  readonly label: string;
  readonly href: string;
  readonly section: SectionNumber;
};

/** Header order (spec 2.2); Postventa, Usados and Contactanos are rendered apart. */
export const headerSections: readonly NavEntry[] = [
  { label: 'Vehículos 0Km', href: routes.families, section: sectionNumbers.vehicles },
  { label: 'Stock disponible', href: stockRoutes.search, section: sectionNumbers.stock },
  { label: 'Ducati', href: routes.ducati, section: sectionNumbers.ducati },
  { label: 'Oportunidades', href: routes.offers, section: sectionNumbers.opportunities },
  { label: 'Planes de Ahorro', href: routes.savingPlans, section: sectionNumbers.savingPlans },
];

/** spec 2.2: the three appointment links on the group's main site. */
export const appointmentLinks = appointmentBrandIds.map((brandId) => ({
  label: `Turnos ${brands[brandId].name}`,
  href: appointmentUrl(brands[brandId].slug),
  external: true as const,
}));

export const usedVehiclesLink = {
  label: 'Usados',
  href: group.usedVehiclesUrl,
  external: true as const,
};

export type MoreEntry = {
  readonly kind: 'zoom' | 'skype' | 'phone' | 'messaging' | 'page' | 'external';
  readonly label: string;
  readonly href: string;
  readonly external: boolean;
};

/**
 * spec 2.2 'Más' menu: the conditional contact entries of the administration contact
 * method, then Postventa, Contacto, Usados and the three appointment links.
 */
export function moreMenuEntries(methods: readonly ContactMethod[] | null | undefined): MoreEntry[] {
  const contact: MoreEntry[] = moreMenuContactEntries(methods).map((entry) => ({
    ...entry,
    external: entry.kind !== 'phone',
  }));
  return [
    ...contact,
    { kind: 'page', label: 'Stock disponible', href: stockRoutes.search, external: false },
    { kind: 'page', label: 'Postventa', href: routes.postventa, external: false },
    { kind: 'page', label: 'Contacto', href: routes.contact, external: false },
    { kind: 'external', ...usedVehiclesLink },
    ...appointmentLinks.map((link) => ({ kind: 'external' as const, ...link })),
  ];
}
