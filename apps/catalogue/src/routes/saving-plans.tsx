import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { SavingPlansPage, savingPlansReads } from '../pages/SavingPlansPage';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['savingPlan'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(savingPlansReads);
export const clientLoader = browserLoader(savingPlansReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <SavingPlansPage />;
}
