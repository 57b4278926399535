/**
 * DECISIONS: the reservation app's paths open on its own origin, keeping the path, query
 * and fragment (the server redirects; in the app, the address is replaced).
 */
import { reservationAddress } from '@territorio/api-client/core';
import { redirect } from 'react-router';
import { browserLoader } from '../app/routeData';
import type { RouteReads } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { ReservationRedirect } from '../layout/ReservationRedirect';

const reads: RouteReads = {
  read({ config }, { url }) {
    throw redirect(reservationAddress(config.reservationUrl, url));
  },
};

export const loader = serverLoader(reads);
export const clientLoader = browserLoader(reads);
export { shouldRevalidate } from '../app/revalidation';

export default function Route() {
  return <ReservationRedirect />;
}
