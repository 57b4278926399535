/** Any address no route matches: the site's not-found page, answered with a 404. */
import { browserLoader } from '../app/routeData';
import type { RouteReads } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { NotFoundPage } from '../pages/NotFoundPage';

const reads: RouteReads = { status: () => 404 };

export const loader = serverLoader(reads);
export const clientLoader = browserLoader(reads);
export { shouldRevalidate } from '../app/revalidation';

export default function Route() {
  return <NotFoundPage />;
}
