import { PageError } from '../app/PageError';
import { PageHead } from '../components/PageHead';
import { NewsListPage } from '../pages/NewsListPage';
import { pageMeta } from '../seo';

export const ErrorBoundary = PageError;

export default function Route() {
  return (
    <>
      <PageHead meta={pageMeta.news} />
      <NewsListPage />
    </>
  );
}
