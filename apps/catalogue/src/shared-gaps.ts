/**
 * Things this app needs that the shared packages do not (yet) provide. Everything here is
 * a candidate for @territorio/api-client or @territorio/site-config; it lives in this one
 * file so that moving it is a single change. Nothing here re-types a value a package has.
 */
import { brandBySlug, fillRoute, messages, routes, slugify } from '@territorio/api-client/core';
import type { SavingPlan, VehicleBrandId } from '@territorio/api-client/core';
import { group } from '@territorio/site-config';

/** spec 2.1: '/solicitar-turno/{brand}' lives on the group's main site, not in this app. */
export function appointmentUrl(brandSlug: string): string {
  return `${group.mainSiteUrl}${fillRoute(routes.appointment, { brand: brandSlug })}`;
}

/** spec 2.2, 2.3: the three brands with after-sales appointments, in the spec's order. */
export const appointmentBrandIds = [2, 1, 4] as const satisfies readonly VehicleBrandId[];

/**
 * spec 2.1: where '/solicitar-turno/{brand}' sends the visitor, for the brands with
 * appointments (Chevrolet, Volkswagen, Nissan); null for any other brand or word.
 */
export function appointmentTarget(brandSlug: string): string | null {
  const brand = brandBySlug(brandSlug);
  const hasAppointments = (appointmentBrandIds as readonly number[]).includes(brand?.id ?? 0);
  return brand && hasAppointments ? appointmentUrl(brand.slug) : null;
}

/**
 * spec 2.7: "a subscription link to an external brand dealer site built from the family
 * name or id and the plan id". The sites are the group's plan subscription pages.
 */
export function savingPlanSubscriptionUrl(
  plan: Pick<SavingPlan, 'id' | 'family' | 'family_id'>,
): string {
  const family = plan.family ? slugify(plan.family) : String(plan.family_id ?? '');
  return `${group.mainSiteUrl}/planes/suscripcion/${encodeURIComponent(family)}/${plan.id}`;
}

/** spec 2.7: the pay-a-plan page is offered for Volkswagen and Chevrolet. */
export const payPlanBrandIds = [1, 2] as const satisfies readonly VehicleBrandId[];

/** spec 2.1: brands with a savings plans page. */
export const savingPlanPageBrandIds = [1, 2, 4] as const satisfies readonly VehicleBrandId[];

/** spec 2.8: the offers page tab order (Chevrolet, Nissan, Volkswagen, BAIC, then Todos). */
export const offersTabBrandIds = [2, 4, 1, 6] as const satisfies readonly VehicleBrandId[];

/** Query parameters that open the withdrawal form ('Botón de arrepentimiento') pre-filled. */
export const withdrawalQuery = {
  open: 'arrepentimiento',
  operationCode: 'operation_code',
} as const;

/** DECISIONS 'Botón de arrepentimiento': copy of the withdrawal request form. */
export const withdrawalCopy = {
  link: messages.withdrawalTitle,
  title: messages.withdrawalTitle,
  loading: 'Cargando el formulario…',
} as const;

/** spec 2.7: pay a savings plan on the brand's plan administrator site (Volkswagen, Chevrolet). */
export function payPlanUrl(brandSlug: string): string {
  return `${group.mainSiteUrl}/planes/pagar/${encodeURIComponent(brandSlug)}`;
}

/** spec 3 Banner: an image wider than tall is the desktop variant, otherwise mobile. */
export function bannerVariants<Image extends { width: number; height: number }>(
  images: readonly Image[],
): { desktop: Image | undefined; mobile: Image | undefined } {
  return {
    desktop: images.find((image) => image.width > image.height),
    mobile: images.find((image) => image.width <= image.height),
  };
}
