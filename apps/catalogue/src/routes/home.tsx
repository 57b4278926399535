/** The home page, and the same page at /cv-recibido and /cv-error (the résumé's answer). */
import { routes } from '@territorio/api-client/core';
import { useLocation } from 'react-router';
import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { HomePage, homeReads } from '../pages/HomePage';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['offer'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(homeReads);
export const clientLoader = browserLoader(homeReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  const { pathname } = useLocation();
  if (pathname === routes.cvReceived) return <HomePage resumeState="received" />;
  if (pathname === routes.cvError) return <HomePage resumeState="error" />;
  return <HomePage />;
}
