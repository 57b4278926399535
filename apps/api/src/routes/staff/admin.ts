/** Administration parameters and the audit log: admin only. */
import {
  bookingPricesUpdateSchema,
  contactMethodsUpdateSchema,
  pageQuerySchema,
  promotionUpdateSchema,
  salesmenUpdateSchema,
  toggleSchema,
} from '@territorio/api-client/staff';
import {
  codeParamsSchema as codeParams,
  staffAnswers as answers,
  idParamsSchema as idParams,
} from '@territorio/api-client/route-schemas';
import type { AppContext } from '../../services/context';
import { auditPage } from '../../services/staff/audit';
import {
  loadParameters,
  setInTransitReservable,
  toggleContent,
  updateBookingPrices,
  updateContactMethods,
  updateSalesmen,
} from '../../services/staff/parameters';
import { listPromotions, updatePromotion } from '../../services/staff/promotions';
import type { ZodRoutes } from '../options';
import { accessOf, guarded, staffRoute, type Guard } from './guard';

/** The stock's own settings: whether units in transit can be reserved online. */
function registerStockSettingRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  const parameters = guarded(guard, 'parameters');
  const parametersAnswer = { 200: answers.parameters };
  app.put(
    staffRoute('inTransitReservable'),
    { ...parameters, schema: { body: toggleSchema, response: parametersAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({
        data: await setInTransitReservable(context, member, request.body.enabled),
      });
    },
  );
}

export function registerAdminRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  registerStockSettingRoutes(app, context, guard);
  const db = context.store.db;
  const parameters = guarded(guard, 'parameters');
  const parametersAnswer = { 200: answers.parameters };

  app.get(
    staffRoute('promotions'),
    { ...parameters, schema: { response: { 200: answers.promotions } } },
    async (_request, reply) => reply.send({ data: await listPromotions(db) }),
  );

  app.patch(
    staffRoute('promotion'),
    {
      ...parameters,
      schema: {
        params: codeParams,
        body: promotionUpdateSchema,
        response: { 200: answers.promotion },
      },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      const code = request.params.code.slice(0, 64);
      return reply.send({ data: await updatePromotion(context, member, code, request.body) });
    },
  );

  app.get(
    staffRoute('parameters'),
    { ...parameters, schema: { response: parametersAnswer } },
    async (_request, reply) => reply.send({ data: await loadParameters(db) }),
  );

  app.put(
    staffRoute('bookingPrices'),
    { ...parameters, schema: { body: bookingPricesUpdateSchema, response: parametersAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await updateBookingPrices(context, member, request.body) });
    },
  );

  app.put(
    staffRoute('contactMethods'),
    { ...parameters, schema: { body: contactMethodsUpdateSchema, response: parametersAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await updateContactMethods(context, member, request.body) });
    },
  );

  app.put(
    staffRoute('salesmen'),
    { ...parameters, schema: { body: salesmenUpdateSchema, response: parametersAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await updateSalesmen(context, member, request.body) });
    },
  );

  for (const [name, kind] of [
    ['popup', 'popup'],
    ['banner', 'banner'],
  ] as const) {
    app.patch(
      staffRoute(name),
      {
        ...parameters,
        schema: { params: idParams, body: toggleSchema, response: parametersAnswer },
      },
      async (request, reply) => {
        const { member } = accessOf(request);
        const { id } = request.params;
        return reply.send({
          data: await toggleContent(context, member, kind, id, request.body.enabled),
        });
      },
    );
  }

  app.get(
    staffRoute('audit'),
    {
      ...guarded(guard, 'audit'),
      schema: {
        querystring: pageQuerySchema,
        response: { 200: answers.audit },
      },
    },
    async (request, reply) => {
      const audit = await auditPage(db, request.query.page);
      return reply.send({ data: audit });
    },
  );
}
