/**
 * The sales agenda (admin, sales of the visit's brand), its bulk cancel of presumed fake
 * bookings, and the visits' parameters: each site's slot capacity and the days closed
 * (admin).
 */
import {
  agendaQuerySchema,
  staffMessages,
  visitCapacityUpdateSchema,
  visitBulkCancelSchema,
  visitClosedDaySchema,
  visitStaffCancelSchema,
  visitUpdateSchema,
} from '@territorio/api-client/staff';
import {
  closedDayParamsSchema as closedDayParams,
  codeParamsSchema as codeParams,
  staffAnswers as answers,
} from '@territorio/api-client/route-schemas';
import type { preValidationAsyncHookHandler } from 'fastify';
import { notFound } from '../../domain/errors';
import type { AppContext } from '../../services/context';
import {
  addClosedDay,
  cancelVisitFromConsole,
  cancelVisitsSilently,
  loadAgenda,
  loadVisitSettings,
  removeClosedDay,
  updateVisit,
  updateVisitCapacity,
} from '../../services/staff/visits';
import { visitCodeOf } from '../../services/visits/secrets';
import type { ZodRoutes } from '../options';
import { accessOf, guarded, staffRoute, type Guard } from './guard';

/** A visit's code from the path, normalized ('v-abc234' is 'V-ABC234'). */
const visitCode = (code: string) => visitCodeOf(code) ?? code;

/**
 * What cannot be a visit's code is simply not found: checked after the guard, before the
 * request's schemas (a request about no visit is not judged on its body).
 */
const codeFound: preValidationAsyncHookHandler = async (request) => {
  const { code } = request.params as { code: string };
  if (visitCodeOf(code) === null) throw notFound(staffMessages.notFound);
};

export function registerVisitRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  const db = context.store.db;
  const agenda = guarded(guard, 'agenda');
  const visitByCode = { preValidation: [agenda.preValidation, codeFound] };
  const parameters = guarded(guard, 'parameters');
  const visitAnswer = { 200: answers.visit };
  const settingsAnswer = { 200: answers.visitSettings };

  app.get(
    staffRoute('agenda'),
    {
      ...agenda,
      schema: { querystring: agendaQuerySchema, response: { 200: answers.agenda } },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await loadAgenda(db, member, request.query) });
    },
  );

  app.patch(
    staffRoute('visit'),
    {
      ...visitByCode,
      schema: { params: codeParams, body: visitUpdateSchema, response: visitAnswer },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      const code = visitCode(request.params.code);
      return reply.send({ data: await updateVisit(context, member, code, request.body) });
    },
  );

  app.post(
    staffRoute('visitCancel'),
    {
      ...visitByCode,
      schema: { params: codeParams, body: visitStaffCancelSchema, response: visitAnswer },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      const code = visitCode(request.params.code);
      return reply.send({
        data: await cancelVisitFromConsole(context, member, code, request.body.reason),
      });
    },
  );

  app.post(
    staffRoute('visitsCancel'),
    {
      ...agenda,
      schema: {
        body: visitBulkCancelSchema,
        response: { 200: answers.visitsCancelled },
      },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await cancelVisitsSilently(context, member, request.body) });
    },
  );

  app.get(
    staffRoute('visitSettings'),
    { ...parameters, schema: { response: settingsAnswer } },
    async (_request, reply) => reply.send({ data: await loadVisitSettings(db) }),
  );

  app.put(
    staffRoute('visitCapacity'),
    { ...parameters, schema: { body: visitCapacityUpdateSchema, response: settingsAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await updateVisitCapacity(context, member, request.body) });
    },
  );

  app.post(
    staffRoute('visitClosedDays'),
    {
      ...parameters,
      schema: {
        body: visitClosedDaySchema,
        response: { 201: answers.closedDayAdded },
      },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.status(201).send({ data: await addClosedDay(context, member, request.body) });
    },
  );

  app.delete(
    staffRoute('visitClosedDay'),
    { ...parameters, schema: { params: closedDayParams, response: settingsAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const { site, date } = request.params;
      return reply.send({ data: await removeClosedDay(context, member, site, date) });
    },
  );
}
