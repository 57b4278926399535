import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import {
  VisitBookingPage,
  shouldRevalidateVisitBooking,
  visitBookingReads,
} from '../pages/visits/VisitBookingPage';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['family'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(visitBookingReads);
export const clientLoader = browserLoader(visitBookingReads);
export const shouldRevalidate = shouldRevalidateVisitBooking;
export const ErrorBoundary = PageError;

export default function Route() {
  return <VisitBookingPage />;
}
