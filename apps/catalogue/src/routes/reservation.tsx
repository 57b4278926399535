/**
 * DECISIONS: the reservation app's paths open on its own origin, keeping the path, query
 * and fragment (the server redirects; in the app, the address is replaced).
 */
import { reservationAddress } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';
import { redirect } from 'react-router';
import { browserAppServices } from '../app/browserServices';
import { serverServices } from '../app/loader.server';
import { ReservationRedirect } from '../layout/ReservationRedirect';
import type { Route } from './+types/reservation';

function toReservation(config: RuntimeConfig, request: Request): never {
  throw redirect(reservationAddress(config.reservationUrl, new URL(request.url)));
}

export function loader({ request, context }: Route.LoaderArgs) {
  return toReservation(serverServices(context).config, request);
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return toReservation(browserAppServices().config, request);
}

export { shouldRevalidate } from '../app/revalidation';

export default function Route() {
  return <ReservationRedirect />;
}
