import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { VersionsPage, versionsReads } from '../pages/VersionsPage';

export const loader = serverLoader(versionsReads);
export const clientLoader = browserLoader(versionsReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <VersionsPage />;
}
