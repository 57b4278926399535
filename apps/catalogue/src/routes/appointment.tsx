/**
 * spec 2.1: /solicitar-turno/{brand} lives on the group's main site for the brands with
 * appointments: the server answers a redirect there (in the app, the address is replaced).
 * Any other brand is an unknown address: the site's not-found page, with its 404.
 */
import { redirect } from 'react-router';
import { browserLoader } from '../app/routeData';
import type { RouteReads } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { NotFoundPage } from '../pages/NotFoundPage';
import { appointmentTarget } from '../shared-gaps';

const reads: RouteReads = {
  read(_, { params }) {
    const target = appointmentTarget(params.brand ?? '');
    if (target !== null) throw redirect(target);
    return {};
  },
  status: () => 404,
};

export const loader = serverLoader(reads);
export const clientLoader = browserLoader(reads);
export { shouldRevalidate } from '../app/revalidation';

export default function Route() {
  return <NotFoundPage />;
}
