/** spec 2.5 /vehiculos-0km/{brand}: a brand's families and offers; an unknown brand is a 404. */
import { routes } from '@territorio/api-client/core';
import type { VehicleBrandId } from '@territorio/api-client/core';
import { data, redirect } from 'react-router';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { read, readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import { BrandPage } from '../pages/BrandPage';
import { vehicleBrandIdOf } from '../stores/catalogueStore';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/brand';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['family', 'offer'] as const satisfies readonly CatalogueRead[];

/**
 * The address's vehicle brand, or null for an unknown one (a 404).
 * /vehiculos-0km/ducati is the Ducati page.
 */
function pageBrandId(brand: string | undefined): VehicleBrandId | null {
  if ((brand ?? '').toLowerCase() === 'ducati') throw redirect(routes.ducati);
  return vehicleBrandIdOf(brand ?? '');
}

/**
 * The brand's families and offers, read each time the page's brand changes (spec 4: a
 * switch of the active brand reads its families again; the page makes the brand active).
 */
function readBrand(services: ReadServices, brandId: VehicleBrandId) {
  return {
    families: read(services, { kind: 'family', brandId }, () => services.api.findFamilies(brandId)),
    offers: read(services, { kind: 'offer', brandId }, () => services.api.findOffers(brandId)),
  };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const brandId = pageBrandId(params.brand);
  if (brandId === null) return data({ parts: null, ...readNow() }, { status: 404 });
  const { families, offers } = readBrand(serverServices(context), brandId);
  const [settledFamilies, settledOffers] = await Promise.all([
    settledParts({ families }),
    settledParts({ offers }),
  ]);
  return { parts: { brandId, ...settledFamilies, ...settledOffers }, ...readNow() };
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const brandId = pageBrandId(params.brand);
  if (brandId === null) return { parts: null, ...readNow() };
  const { families, offers } = readBrand(browserAppServices(), brandId);
  return { parts: { brandId, families, offers }, ...readNow() };
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Brand({ loaderData }: Route.ComponentProps) {
  return <BrandPage parts={loaderData.parts} />;
}
