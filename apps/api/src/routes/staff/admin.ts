/** Stock, administration parameters and the audit log: admin only. */
import {
  bookingPricesUpdateSchema,
  contactMethodsUpdateSchema,
  pageQuerySchema,
  promotionUpdateSchema,
  salesmenUpdateSchema,
  stockListQuerySchema,
  stockUpdateSchema,
  toggleSchema,
} from '@territorio/api-client/staff';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../domain/input';
import { pathId } from '../../http/query';
import type { AppContext } from '../../services/context';
import { auditWire } from '../../services/staff/audit';
import { staffPage } from '../../services/staff/common';
import {
  loadParameters,
  toggleContent,
  updateBookingPrices,
  updateContactMethods,
  updateSalesmen,
} from '../../services/staff/parameters';
import { listPromotions, updatePromotion } from '../../services/staff/promotions';
import { listStaffStock, updateStockUnit } from '../../services/staff/stock';
import { staffRoute, type Guard } from './guard';

type IdParams = { Params: { id: string } };
type CodeParams = { Params: { code: string } };

export function registerAdminRoutes(app: FastifyInstance, context: AppContext, guard: Guard) {
  const db = context.store.db;

  app.get(staffRoute('stock'), async (request, reply) => {
    await guard(request, reply, 'stock');
    const query = parseInput(stockListQuerySchema, request.query);
    return reply.send({ data: await listStaffStock(db, query) });
  });

  app.patch<IdParams>(staffRoute('stockUnit'), async (request, reply) => {
    const { member } = await guard(request, reply, 'stock');
    const id = pathId(request.params.id);
    const body = parseInput(stockUpdateSchema, request.body);
    return reply.send({ data: await updateStockUnit(context, member, id, body) });
  });

  app.get(staffRoute('promotions'), async (request, reply) => {
    await guard(request, reply, 'parameters');
    return reply.send({ data: await listPromotions(db) });
  });

  app.patch<CodeParams>(staffRoute('promotion'), async (request, reply) => {
    const { member } = await guard(request, reply, 'parameters');
    const body = parseInput(promotionUpdateSchema, request.body);
    return reply.send({
      data: await updatePromotion(context, member, request.params.code.slice(0, 64), body),
    });
  });

  app.get(staffRoute('parameters'), async (request, reply) => {
    await guard(request, reply, 'parameters');
    return reply.send({ data: await loadParameters(db) });
  });

  app.put(staffRoute('bookingPrices'), async (request, reply) => {
    const { member } = await guard(request, reply, 'parameters');
    const body = parseInput(bookingPricesUpdateSchema, request.body);
    return reply.send({ data: await updateBookingPrices(context, member, body) });
  });

  app.put(staffRoute('contactMethods'), async (request, reply) => {
    const { member } = await guard(request, reply, 'parameters');
    const body = parseInput(contactMethodsUpdateSchema, request.body);
    return reply.send({ data: await updateContactMethods(context, member, body) });
  });

  app.put(staffRoute('salesmen'), async (request, reply) => {
    const { member } = await guard(request, reply, 'parameters');
    const body = parseInput(salesmenUpdateSchema, request.body);
    return reply.send({ data: await updateSalesmen(context, member, body) });
  });

  for (const [name, kind] of [
    ['popup', 'popup'],
    ['banner', 'banner'],
  ] as const) {
    app.patch<IdParams>(staffRoute(name), async (request, reply) => {
      const { member } = await guard(request, reply, 'parameters');
      const id = pathId(request.params.id);
      const body = parseInput(toggleSchema, request.body);
      return reply.send({ data: await toggleContent(context, member, kind, id, body.enabled) });
    });
  }

  app.get(staffRoute('audit'), async (request, reply) => {
    await guard(request, reply, 'audit');
    const { page } = parseInput(pageQuerySchema, request.query);
    const audit = await staffPage(
      db.selectFrom('staff_audit').selectAll(),
      (rows) => rows.orderBy('id', 'desc'),
      page,
      auditWire,
    );
    return reply.send({ data: audit });
  });
}
