/**
 * spec 2.8 /oportunidades and /oportunidades/{brand}: every tab brand's offers (the
 * headline's total counts them all), read as one part that waits for all four, each brand's
 * answer or failure in it. A word that names no brand is the site's not-found, with a 404.
 */
import { data } from 'react-router';
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { eachBrand, read, readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import { PageHead } from '../components/PageHead';
import { OffersPage } from '../pages/OffersPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pageMeta } from '../seo';
import { vehicleBrandIdOf } from '../stores/catalogueStore';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/offers';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['offer'] as const satisfies readonly CatalogueRead[];

/** Every brand's offers, settled: each its answer or its failure. */
function readOffers(services: ReadServices) {
  return settledParts(
    eachBrand((brandId) =>
      read(services, { kind: 'offer', brandId }, () => services.api.findOffers(brandId)),
    ),
  );
}

/** The page's brand: null on the page of every brand, undefined for a word that names none. */
function pageBrandId(brand: string | undefined) {
  return brand === undefined ? null : (vehicleBrandIdOf(brand) ?? undefined);
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (pageBrandId(params.brand) === undefined) return data(null, { status: 404 });
  return { offers: await readOffers(serverServices(context)), ...readNow() };
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  if (pageBrandId(params.brand) === undefined) return null;
  return { offers: readOffers(browserAppServices()), ...readNow() };
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Offers({ loaderData, params }: Route.ComponentProps) {
  const brandId = pageBrandId(params.brand);
  // An unknown brand is the not-found page, which has a head of its own.
  if (loaderData === null || brandId === undefined) return <NotFoundPage />;
  return (
    <>
      <PageHead meta={pageMeta.offers} />
      <OffersPage brandId={brandId} offers={loaderData.offers} />
    </>
  );
}
