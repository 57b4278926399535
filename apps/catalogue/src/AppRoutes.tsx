/** The route table of spec 2.1 that this app serves (paths from @territorio/api-client). */
import { routes } from '@territorio/api-client/core';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { LazyPage } from './components/lazyPage';
import type { RetryableLazyPage } from './components/lazyPage';
import { AppShell } from './layout/AppShell';
import { ReservationRedirect } from './layout/ReservationRedirect';
import { lazyPages as defaultLazyPages } from './lazyPages';
import { AppointmentRedirect } from './pages/AppointmentRedirect';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

export type LazyPages = Record<keyof typeof defaultLazyPages, RetryableLazyPage>;

/** The reservation app's paths (DECISIONS): react-router patterns of the prefixes. */
const reservationPatterns = ['/vehiculos-0km/reservar/*', '/concesionario-digital/*'];

/** Path, lazy page and the loading message a person sees while its chunk arrives. */
const pageRoutes: readonly [string, keyof LazyPages, string][] = [
  [routes.families, 'families', 'Cargando vehículos…'],
  [routes.subfamilies, 'versions', 'Cargando vehículo…'],
  [routes.family, 'brand', 'Cargando vehículos…'],
  [routes.offers, 'offers', 'Cargando oportunidades…'],
  [routes.offersByBrand, 'offers', 'Cargando oportunidades…'],
  [routes.savingPlans, 'savingPlans', 'Cargando planes de ahorro…'],
  [routes.savingPlansByBrand, 'savingPlans', 'Cargando planes de ahorro…'],
  [routes.news, 'newsList', 'Cargando noticias…'],
  [routes.newsDetail, 'newsDetail', 'Cargando noticia…'],
  [routes.story, 'story', 'Cargando historia…'],
  [routes.contact, 'contact', 'Cargando…'],
  [routes.postventa, 'postventa', 'Cargando Postventa…'],
  [routes.howToReserve, 'howToReserve', 'Cargando…'],
  [routes.payPlan, 'payPlan', 'Cargando…'],
  [routes.ducati, 'ducati', 'Cargando Ducati…'],
  [routes.mercedesBenz, 'mercedesBenz', 'Cargando…'],
];

/**
 * The table as react-router route objects, made once per set of pages: the JSX form was
 * turned into these on every render of the router (issue 7: part of hydration's longest
 * step).
 */
function routeObjects(lazyPages: LazyPages): RouteObject[] {
  return [
    ...reservationPatterns.map((pattern) => ({ path: pattern, element: <ReservationRedirect /> })),
    { path: routes.appointment, element: <AppointmentRedirect /> },
    {
      element: <AppShell />,
      children: [
        { index: true, element: <HomePage /> },
        { path: routes.cvReceived, element: <HomePage resumeState="received" /> },
        { path: routes.cvError, element: <HomePage resumeState="error" /> },
        ...pageRoutes.map(([path, page, loadingMessage]) => ({
          path,
          element: <LazyPage page={lazyPages[page]} loadingMessage={loadingMessage} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

const tables = new WeakMap<LazyPages, RouteObject[]>();

export function AppRoutes({ lazyPages = defaultLazyPages }: { lazyPages?: LazyPages }) {
  let table = tables.get(lazyPages);
  if (!table) {
    table = routeObjects(lazyPages);
    tables.set(lazyPages, table);
  }
  return useRoutes(table);
}
