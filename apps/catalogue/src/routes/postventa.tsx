import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import PostventaPage, { postventaReads } from '../pages/PostventaPage';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['serviceCategories'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(postventaReads);
export const clientLoader = browserLoader(postventaReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <PostventaPage />;
}
