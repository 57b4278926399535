/**
 * The catalogue's addresses (spec 2.1), from api-client's route table. The reservation
 * app's paths go to its own origin (DECISIONS); every other page is inside the site's
 * shell, and any address no route matches is the not-found page with a 404.
 */
import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
import { reservationPrefixes, routes, stockRoutes, visitRoutes } from '@territorio/api-client/core';

export default [
  ...reservationPrefixes.map((prefix, order) =>
    route(`${prefix}*`, 'routes/reservation.tsx', { id: `reservation-${order}` }),
  ),
  layout('routes/shell.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route(routes.cvReceived, 'routes/home.tsx', { id: 'cv-received' }),
    route(routes.cvError, 'routes/home.tsx', { id: 'cv-error' }),
    route(routes.families, 'routes/families.tsx'),
    route(routes.family, 'routes/brand.tsx'),
    route(routes.subfamilies, 'routes/versions.tsx'),
    route(stockRoutes.search, 'routes/stock.tsx'),
    route(stockRoutes.unit, 'routes/stock-unit.tsx'),
    route(visitRoutes.book, 'routes/visit-booking.tsx'),
    route(visitRoutes.manage, 'routes/visit-manage.tsx'),
    route(routes.offers, 'routes/offers.tsx', { id: 'offers' }),
    route(routes.offersByBrand, 'routes/offers.tsx', { id: 'offers-by-brand' }),
    route(routes.savingPlans, 'routes/saving-plans.tsx', { id: 'saving-plans' }),
    route(routes.savingPlansByBrand, 'routes/saving-plans.tsx', { id: 'saving-plans-by-brand' }),
    route(routes.news, 'routes/news.tsx'),
    route(routes.newsDetail, 'routes/news-detail.tsx'),
    route(routes.story, 'routes/story.tsx'),
    route(routes.contact, 'routes/contact.tsx'),
    route(routes.postventa, 'routes/postventa.tsx'),
    route(routes.howToReserve, 'routes/how-to-reserve.tsx'),
    route(routes.payPlan, 'routes/pay-plan.tsx'),
    route(routes.ducati, 'routes/ducati.tsx'),
    route(routes.mercedesBenz, 'routes/mercedes-benz.tsx'),
    route(routes.appointment, 'routes/appointment.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
