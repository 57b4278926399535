import type { RouteObject } from 'react-router';
import { Layout } from './components/Layout/Layout';
import { RouteError } from './components/RouteError/RouteError';
import { Agenda, agendaAction, agendaLoader } from './routes/Agenda';
import { Applications, applicationsLoader } from './routes/Applications';
import { Audit, auditLoader } from './routes/Audit';
import { LeadDetail, leadAction, leadLoader } from './routes/LeadDetail';
import { Leads, leadsLoader } from './routes/Leads';
import { Parameters, parametersAction, parametersLoader } from './routes/Parameters';
import { Promotions, promotionAction, promotionsLoader } from './routes/Promotions';
import {
  ReservationDetail,
  reservationAction,
  reservationLoader,
} from './routes/ReservationDetail';
import { Reservations, reservationsLoader } from './routes/Reservations';
import { homeLoader, sessionLoader, signOutAction } from './routes/session';
import { SignIn, signInAction } from './routes/SignIn';
import { Stock, stockAction, stockLoader } from './routes/Stock';
import { StockUnit, stockUnitAction, stockUnitLoader } from './routes/StockUnit';
import { StockImport, stockImportAction, stockImportLoader } from './routes/StockImport';

/** The console's addresses (Spanish, like the public site's). */
export const routes: RouteObject[] = [
  {
    path: '/ingresar',
    element: <SignIn />,
    // Where to go after signing in is looked up in this very table.
    action: (args) => signInAction(args, routes),
    errorElement: <RouteError />,
  },
  { path: '/salir', action: signOutAction, loader: homeLoader },
  {
    id: 'session',
    element: <Layout />,
    loader: sessionLoader,
    errorElement: <RouteError />,
    // A section's data is read again only after a change or a new address, not on every
    // submission of the header's sign-out form.
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: homeLoader },
          { path: 'consultas', element: <Leads />, loader: leadsLoader },
          {
            path: 'consultas/:id',
            element: <LeadDetail />,
            loader: leadLoader,
            action: leadAction,
          },
          { path: 'reservas', element: <Reservations />, loader: reservationsLoader },
          {
            path: 'reservas/:code',
            element: <ReservationDetail />,
            loader: reservationLoader,
            action: reservationAction,
          },
          { path: 'agenda', element: <Agenda />, loader: agendaLoader, action: agendaAction },
          { path: 'postulaciones', element: <Applications />, loader: applicationsLoader },
          { path: 'stock', element: <Stock />, loader: stockLoader, action: stockAction },
          {
            path: 'stock/nueva',
            element: <StockUnit />,
            loader: stockUnitLoader,
            action: stockUnitAction,
          },
          {
            path: 'stock/:id',
            element: <StockUnit />,
            loader: stockUnitLoader,
            action: stockUnitAction,
          },
          {
            path: 'stock/importar',
            element: <StockImport />,
            loader: stockImportLoader,
            action: stockImportAction,
          },
          {
            path: 'promociones',
            element: <Promotions />,
            loader: promotionsLoader,
            action: promotionAction,
          },
          {
            path: 'parametros',
            element: <Parameters />,
            loader: parametersLoader,
            action: parametersAction,
          },
          { path: 'auditoria', element: <Audit />, loader: auditLoader },
          { path: '*', loader: () => Promise.reject(new Response('not found', { status: 404 })) },
        ],
      },
    ],
  },
];
