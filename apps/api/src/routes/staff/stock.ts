/** Stock units in the console: admin and the stock manager (`staffCan(member, 'stock')`). */
import {
  stockListQuerySchema,
  stockUnitFieldsSchema,
  stockUpdateSchema,
} from '@territorio/api-client/staff';
import {
  staffAnswers as answers,
  idParamsSchema as idParams,
  tradeInParamsSchema,
} from '@territorio/api-client/route-schemas';
import type { AppContext } from '../../services/context';
import { listStaffStock, staffStockUnit, updateStockUnit } from '../../services/staff/stock';
import { createStockUnit, listStockVersions, takeTradeIn } from '../../services/staff/stock-units';
import type { ZodRoutes } from '../options';
import { accessOf, guarded, staffRoute, type Guard } from './guard';

export function registerStockRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  const db = context.store.db;
  const stock = guarded(guard, 'stock');
  const unitAnswer = { 200: answers.stockUnit };
  const createdAnswer = { 201: answers.stockUnit };

  app.get(
    staffRoute('stock'),
    { ...stock, schema: { querystring: stockListQuerySchema, response: { 200: answers.stock } } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await listStaffStock(db, member, request.query) });
    },
  );

  app.post(
    staffRoute('stock'),
    { ...stock, schema: { body: stockUnitFieldsSchema, response: createdAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.code(201).send({ data: await createStockUnit(context, member, request.body) });
    },
  );

  app.get(
    staffRoute('stockVersions'),
    { ...stock, schema: { response: { 200: answers.stockVersions } } },
    async (_request, reply) => reply.send({ data: await listStockVersions(db) }),
  );

  app.get(
    staffRoute('stockUnit'),
    { ...stock, schema: { params: idParams, response: unitAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await staffStockUnit(db, member, request.params.id) });
    },
  );

  app.patch(
    staffRoute('stockUnit'),
    { ...stock, schema: { params: idParams, body: stockUpdateSchema, response: unitAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({
        data: await updateStockUnit(context, member, request.params.id, request.body),
      });
    },
  );

  app.post(
    staffRoute('reservationTradeIn'),
    {
      ...stock,
      schema: { params: tradeInParamsSchema, body: stockUnitFieldsSchema, response: createdAnswer },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      const { code, index } = request.params;
      const unit = await takeTradeIn(context, member, code.slice(0, 64), index, request.body);
      return reply.code(201).send({ data: unit });
    },
  );
}
