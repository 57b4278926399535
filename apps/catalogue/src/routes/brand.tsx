import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { BrandPage, brandReads } from '../pages/BrandPage';

export const loader = serverLoader(brandReads);
export const clientLoader = browserLoader(brandReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <BrandPage />;
}
