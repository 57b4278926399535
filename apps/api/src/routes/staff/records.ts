/**
 * Leads (admin, sales of the lead's brand), reservations (admin, sales of the operation's
 * brand) and job applications (admin, hr).
 */
import {
  applicationListQuerySchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
  reservationCancelSchema,
  reservationListQuerySchema,
  staffMessages,
  withdrawalRefundSchema,
} from '@territorio/api-client/staff';
import {
  codeParamsSchema as codeParams,
  staffAnswers as answers,
  idParamsSchema as idParams,
} from '@territorio/api-client/route-schemas';
import type { preValidationAsyncHookHandler } from 'fastify';
import { notFound } from '../../domain/errors';
import { looksLikeCode, normalizeCode } from '../../services/codes';
import type { AppContext } from '../../services/context';
import { listApplications, loadCv } from '../../services/staff/applications';
import {
  addLeadNote,
  listLeads,
  listMembers,
  loadLead,
  updateLead,
} from '../../services/staff/leads';
import {
  cancelFromConsole,
  listReservations,
  loadReservation,
  resendResume,
} from '../../services/staff/reservations';
import { refundWithdrawal } from '../../services/staff/withdrawals';
import type { ZodRoutes } from '../options';
import { accessOf, guarded, staffRoute, type Guard } from './guard';

/**
 * What cannot be an operation code is simply not found: checked after the guard, before
 * the request's schemas (a request about no operation is not judged on its body).
 */
const codeFound: preValidationAsyncHookHandler = async (request) => {
  const { code } = request.params as { code: string };
  if (!looksLikeCode(normalizeCode(code))) throw notFound(staffMessages.notFound);
};

export function registerRecordRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  registerLeadRoutes(app, context, guard);
  registerReservationRoutes(app, context, guard);
  registerApplicationRoutes(app, context, guard);
}

function registerLeadRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  const db = context.store.db;
  const leads = guarded(guard, 'leads');
  const reservations = guarded(guard, 'reservations');
  const leadAnswer = answers.lead;

  app.get(
    staffRoute('members'),
    { ...leads, schema: { response: { 200: answers.members } } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await listMembers(db, member) });
    },
  );

  // ---------------------------------------------------------------- leads

  app.get(
    staffRoute('leads'),
    {
      ...leads,
      schema: {
        querystring: leadListQuerySchema,
        response: { 200: answers.leads },
      },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await listLeads(db, member, request.query) });
    },
  );

  app.get(
    staffRoute('lead'),
    { ...leads, schema: { params: idParams, response: { 200: leadAnswer } } },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await loadLead(db, member, request.params.id) });
    },
  );

  app.patch(
    staffRoute('lead'),
    {
      ...leads,
      schema: { params: idParams, body: leadUpdateSchema, response: { 200: leadAnswer } },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({
        data: await updateLead(context, member, request.params.id, request.body),
      });
    },
  );

  app.post(
    staffRoute('leadNotes'),
    { ...leads, schema: { params: idParams, body: leadNoteSchema, response: { 201: leadAnswer } } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const note = await addLeadNote(context, member, request.params.id, request.body.text);
      return reply.status(201).send({ data: note });
    },
  );

  // A refund is a reservation action: admin, or sales of the lead's brand (the service
  // reads the lead within the member's brands).
  app.post(
    staffRoute('leadWithdrawalRefund'),
    {
      ...reservations,
      schema: { params: idParams, body: withdrawalRefundSchema, response: { 200: leadAnswer } },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({
        data: await refundWithdrawal(context, member, request.params.id, request.body.reason),
      });
    },
  );
}

function registerReservationRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  const db = context.store.db;
  const reservations = guarded(guard, 'reservations');
  const reservationByCode = { preValidation: [reservations.preValidation, codeFound] };
  const detailAnswer = { 200: answers.reservation };

  // ---------------------------------------------------------------- reservations

  app.get(
    staffRoute('reservations'),
    {
      ...reservations,
      schema: {
        querystring: reservationListQuerySchema,
        response: { 200: answers.reservations },
      },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      return reply.send({ data: await listReservations(db, member, request.query) });
    },
  );

  app.get(
    staffRoute('reservation'),
    { ...reservationByCode, schema: { params: codeParams, response: detailAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const code = normalizeCode(request.params.code);
      return reply.send({ data: await loadReservation(db, member, code) });
    },
  );

  app.post(
    staffRoute('reservationCancel'),
    {
      ...reservationByCode,
      schema: { params: codeParams, body: reservationCancelSchema, response: detailAnswer },
    },
    async (request, reply) => {
      const { member } = accessOf(request);
      const code = normalizeCode(request.params.code);
      return reply.send({
        data: await cancelFromConsole(context, member, code, request.body.reason),
      });
    },
  );

  app.post(
    staffRoute('reservationResendResume'),
    { ...reservationByCode, schema: { params: codeParams, response: detailAnswer } },
    async (request, reply) => {
      const { member } = accessOf(request);
      const code = normalizeCode(request.params.code);
      return reply.send({ data: await resendResume(context, member, code) });
    },
  );
}

function registerApplicationRoutes(app: ZodRoutes, context: AppContext, guard: Guard) {
  const db = context.store.db;
  const applications = guarded(guard, 'applications');

  // ---------------------------------------------------------------- job applications

  app.get(
    staffRoute('applications'),
    {
      ...applications,
      schema: {
        querystring: applicationListQuerySchema,
        response: { 200: answers.applications },
      },
    },
    async (request, reply) => {
      return reply.send({ data: await listApplications(db, request.query) });
    },
  );

  app.get(
    staffRoute('applicationCv'),
    { ...applications, schema: { params: idParams, response: { 200: answers.cv } } },
    async (request, reply) => {
      const cv = await loadCv(context, request.params.id);
      // Always a download, never rendered: the browser may not sniff it into something
      // else, and were it opened anyway, the sandbox runs nothing.
      return reply
        .header('content-type', cv.contentType)
        .header('content-disposition', `attachment; filename="${cv.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
        .header('cache-control', 'no-store')
        .send(cv.content);
    },
  );
}
