import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { BrandPage, brandReads } from '../pages/BrandPage';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['family', 'offer'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(brandReads);
export const clientLoader = browserLoader(brandReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <BrandPage />;
}
