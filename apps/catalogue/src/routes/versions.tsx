import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { VersionsPage, versionsReads } from '../pages/VersionsPage';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = [
  'family',
  'subfamily',
  'stock',
] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(versionsReads);
export const clientLoader = browserLoader(versionsReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <VersionsPage />;
}
