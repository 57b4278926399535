import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { VisitManagePage, visitManageReads } from '../pages/visits/VisitManagePage';

export const loader = serverLoader(visitManageReads);
export const clientLoader = browserLoader(visitManageReads);
export const ErrorBoundary = PageError;

export default function Route() {
  return <VisitManagePage />;
}
