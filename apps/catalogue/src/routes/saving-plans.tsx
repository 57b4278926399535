import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { SavingPlansPage, savingPlansReads } from '../pages/SavingPlansPage';

export const loader = serverLoader(savingPlansReads);
export const clientLoader = browserLoader(savingPlansReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <SavingPlansPage />;
}
