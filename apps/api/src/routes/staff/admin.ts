/** Stock, administration parameters and the audit log: admin only. */
import {
  auditEntrySchema,
  bookingPricesUpdateSchema,
  contactMethodsUpdateSchema,
  listSchema,
  pageQuerySchema,
  promotionUpdateSchema,
  salesmenUpdateSchema,
  staffPromotionSchema,
  staffStockUnitSchema,
  stockListQuerySchema,
  stockUpdateSchema,
  toggleSchema,
} from '@territorio/api-client/staff';
import { z } from 'zod';
import { dataAnswer } from '../../http/answers';
import { idSchema } from '../../http/query';
import type { AppContext } from '../../services/context';
import { auditPage } from '../../services/staff/audit';
import {
  loadParameters,
  toggleContent,
  updateBookingPrices,
  updateContactMethods,
  updateSalesmen,
} from '../../services/staff/parameters';
import { listPromotions, updatePromotion } from '../../services/staff/promotions';
import { listStaffStock, updateStockUnit } from '../../services/staff/stock';
import type { ZodRoutes } from '../options';
import { accessOf, guarded, staffRoute, type Guard } from './guard';

const idParams = z.object({ id: idSchema });
const codeParams = z.object({ code: z.string() });

export function registerAdminRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  const db = context.store.db;
  const stock = guarded(guard, 'stock');
  const parameters = guarded(guard, 'parameters');

  app.get(
    staffRoute('stock'),
    {
      ...stock,
      schema: {
        querystring: stockListQuerySchema,
        response: { 200: dataAnswer(listSchema(staffStockUnitSchema)) },
      },
    },
    async (request, reply) => reply.send({ data: await listStaffStock(db, request.query) }),
  );

  app.patch(
    staffRoute('stockUnit'),
    { ...stock, schema: { params: idParams, body: stockUpdateSchema } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({
        data: await updateStockUnit(context, member, request.params.id, request.body),
      });
    },
  );

  const promotionsAnswer = dataAnswer(z.array(staffPromotionSchema));
  app.get(
    staffRoute('promotions'),
    { ...parameters, schema: { response: { 200: promotionsAnswer } } },
    async (_request, reply) => reply.send({ data: await listPromotions(db) }),
  );

  app.patch(
    staffRoute('promotion'),
    { ...parameters, schema: { params: codeParams, body: promotionUpdateSchema } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const code = request.params.code.slice(0, 64);
      return reply.send({ data: await updatePromotion(context, member, code, request.body) });
    },
  );

  app.get(staffRoute('parameters'), parameters, async (_request, reply) =>
    reply.send({ data: await loadParameters(db) }),
  );

  app.put(
    staffRoute('bookingPrices'),
    { ...parameters, schema: { body: bookingPricesUpdateSchema } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await updateBookingPrices(context, member, request.body) });
    },
  );

  app.put(
    staffRoute('contactMethods'),
    { ...parameters, schema: { body: contactMethodsUpdateSchema } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await updateContactMethods(context, member, request.body) });
    },
  );

  app.put(
    staffRoute('salesmen'),
    { ...parameters, schema: { body: salesmenUpdateSchema } },
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
      { ...parameters, schema: { params: idParams, body: toggleSchema } },
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
        response: { 200: dataAnswer(listSchema(auditEntrySchema)) },
      },
    },
    async (request, reply) => {
      const audit = await auditPage(db, request.query.page);
      return reply.send({ data: audit });
    },
  );
}
