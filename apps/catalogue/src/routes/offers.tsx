import { useParams } from 'react-router';
import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { PageHead } from '../components/PageHead';
import { OffersPage, offersReads } from '../pages/OffersPage';
import { pageMeta } from '../seo';
import { vehicleBrandIdOf } from '../stores/catalogueStore';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['offer'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(offersReads);
export const clientLoader = browserLoader(offersReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  const { brand } = useParams();
  // An unknown brand is the not-found page, which has a head of its own.
  const isKnownBrand = brand === undefined || vehicleBrandIdOf(brand) !== null;
  return (
    <>
      {isKnownBrand ? <PageHead meta={pageMeta.offers} /> : null}
      <OffersPage />
    </>
  );
}
