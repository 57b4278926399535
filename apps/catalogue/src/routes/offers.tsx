import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { PageHead } from '../components/PageHead';
import { OffersPage, offersReads } from '../pages/OffersPage';
import { pageMeta } from '../seo';

export const loader = serverLoader(offersReads);
export const clientLoader = browserLoader(offersReads);
export const ErrorBoundary = PageError;

export default function Route() {
  return (
    <>
      <PageHead meta={pageMeta.offers} />
      <OffersPage />
    </>
  );
}
