import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import PostventaPage, { postventaReads } from '../pages/PostventaPage';

export const loader = serverLoader(postventaReads);
export const clientLoader = browserLoader(postventaReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <PostventaPage />;
}
