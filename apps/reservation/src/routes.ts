/**
 * The reservation subdomain's addresses (spec 2.1; DECISIONS: the buy route and every
 * /concesionario-digital/... route), from api-client's route table and the flow's steps.
 * Any other address is the root's not-found page with a 404 status.
 */
import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
import { routes } from '@territorio/api-client/core';
import { codelessStepPaths, resumeEntryPath } from '@territorio/dealership-flow';

export default [
  index('routes/home.tsx'),
  layout('routes/flow.tsx', [
    route(routes.buy, 'routes/buy.tsx', { id: 'buy' }),
    route(routes.dealershipStart, 'routes/start.tsx', { id: 'dealership-start' }),
    route(routes.buyWithOperation, 'routes/start.tsx', { id: 'buy-with-operation' }),
    route(routes.resume, 'routes/resume.tsx', { id: 'resume' }),
    route(resumeEntryPath, 'routes/resume.tsx', { id: 'resume-entry' }),
    // spec 2.11: a step opened without its code asks for the code, then goes on there.
    ...codelessStepPaths.map(({ step, path }) =>
      route(path, 'routes/codeless-step.tsx', { id: `codeless-${step}` }),
    ),
    route(routes.paymentMode, 'routes/payment-mode.tsx'),
    route(routes.usedVehicle, 'routes/used-vehicle.tsx'),
    route(routes.financing, 'routes/financing.tsx'),
    route(routes.personalData, 'routes/personal-data.tsx'),
    route(routes.review, 'routes/review.tsx'),
    route(routes.payment, 'routes/payment.tsx'),
    route(routes.reserved, 'routes/reserved.tsx'),
    route(routes.pending, 'routes/pending.tsx'),
  ]),
] satisfies RouteConfig;
