import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { PageHead } from '../components/PageHead';
import { FamiliesPage, familiesReads } from '../pages/FamiliesPage';
import { pageMeta } from '../seo';

export const loader = serverLoader(familiesReads);
export const clientLoader = browserLoader(familiesReads);
export { shouldRevalidate } from '../app/routeData';
export const ErrorBoundary = PageError;

export default function Route() {
  return (
    <>
      <PageHead meta={pageMeta.families} />
      <FamiliesPage />
    </>
  );
}
