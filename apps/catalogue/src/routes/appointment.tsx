/**
 * spec 2.1: /solicitar-turno/{brand} lives on the group's main site for the brands with
 * appointments: the server answers a redirect there (in the app, the address is replaced).
 * Any other brand is an unknown address: the site's not-found page, with its 404.
 */
import { data, redirect } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { appointmentTarget } from '../shared-gaps';
import type { Route } from './+types/appointment';

function redirectToTarget(brand: string) {
  const target = appointmentTarget(brand);
  if (target !== null) throw redirect(target);
}

export function loader({ params }: Route.LoaderArgs) {
  redirectToTarget(params.brand);
  return data(null, { status: 404 });
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  redirectToTarget(params.brand);
  return null;
}

export { shouldRevalidate } from '../app/revalidation';

export default function Appointment() {
  return <NotFoundPage />;
}
