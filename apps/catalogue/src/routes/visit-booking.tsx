import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import {
  VisitBookingPage,
  shouldRevalidateVisitBooking,
  visitBookingReads,
} from '../pages/visits/VisitBookingPage';

export const loader = serverLoader(visitBookingReads);
export const clientLoader = browserLoader(visitBookingReads);
export const shouldRevalidate = shouldRevalidateVisitBooking;
export const ErrorBoundary = PageError;

export default function Route() {
  return <VisitBookingPage />;
}
