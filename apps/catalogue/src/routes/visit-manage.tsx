import type { HeadersFunction } from 'react-router';
import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { privatePageHeaders } from '../catalogueReads';
import { VisitManagePage, visitManageReads } from '../pages/visits/VisitManagePage';

export const loader = serverLoader(visitManageReads);
export const clientLoader = browserLoader(visitManageReads);
// Its address holds the visit's secret, its body the buyer's name and email.
export const headers: HeadersFunction = () => privatePageHeaders;
export const ErrorBoundary = PageError;

export default function Route() {
  return <VisitManagePage />;
}
