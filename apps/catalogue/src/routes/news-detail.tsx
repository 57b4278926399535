import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { NewsDetailPage, newsDetailReads } from '../pages/NewsDetailPage';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['parameters'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(newsDetailReads);
export const clientLoader = browserLoader(newsDetailReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <NewsDetailPage />;
}
