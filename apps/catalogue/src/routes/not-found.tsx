/** Any address no route matches: the site's not-found page, answered with a 404. */
import { data } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage';

export function loader() {
  return data(null, { status: 404 });
}

// In the browser the page needs nothing from the app's server (offline included).
export function clientLoader() {
  return null;
}

export { shouldRevalidate } from '../app/revalidation';

export default function Route() {
  return <NotFoundPage />;
}
