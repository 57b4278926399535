import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { NewsDetailPage, newsDetailReads } from '../pages/NewsDetailPage';

export const loader = serverLoader(newsDetailReads);
export const clientLoader = browserLoader(newsDetailReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <NewsDetailPage />;
}
