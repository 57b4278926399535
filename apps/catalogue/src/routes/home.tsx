/** The home page, and the same page at /cv-recibido and /cv-error (the résumé's answer). */
import { routes, vehicleBrandIds } from '@territorio/api-client/core';
import type { Offers, VehicleBrandId } from '@territorio/api-client/core';
import { useLocation } from 'react-router';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { handledPart, read, readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import { HomePage } from '../pages/HomePage';
import type { OffersByBrand } from '../pages/HomePage';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/home';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['offer'] as const satisfies readonly CatalogueRead[];

/**
 * Every vehicle brand's offers, for the week's best (spec 2.3), as one part: a brand whose
 * read failed is left out of it, and the part fails, with the first brand's failure, only
 * when every brand's read did.
 */
async function readEveryBrandsOffers(services: ReadServices): Promise<OffersByBrand> {
  const results = await Promise.allSettled(
    vehicleBrandIds.map((brandId) =>
      read(services, { kind: 'offer', brandId }, () => services.api.findOffers(brandId)),
    ),
  );
  const answered: Partial<Record<VehicleBrandId, Offers>> = {};
  const failures: unknown[] = [];
  vehicleBrandIds.forEach((brandId, index) => {
    const result = results[index];
    if (result?.status === 'fulfilled') answered[brandId] = result.value;
    else failures.push(result?.reason);
  });
  return failures.length === vehicleBrandIds.length ? Promise.reject(failures[0]) : answered;
}

export async function loader({ context }: Route.LoaderArgs) {
  const parts = await settledParts({ offers: readEveryBrandsOffers(serverServices(context)) });
  return { ...parts, ...readNow() };
}

export function clientLoader() {
  // Each brand's failure was reported when it was read; the part's is the page's to show.
  const offers = handledPart(readEveryBrandsOffers(browserAppServices()));
  return { offers, ...readNow() };
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const resumeState =
    pathname === routes.cvReceived ? 'received' : pathname === routes.cvError ? 'error' : undefined;
  return <HomePage resumeState={resumeState} offers={loaderData.offers} />;
}
