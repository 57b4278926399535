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
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../domain/errors';
import { parseInput } from '../../domain/input';
import { pathId } from '../../http/query';
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
import { staffRoute, type Guard } from './guard';

type IdParams = { Params: { id: string } };
type CodeParams = { Params: { code: string } };

/** An operation code from the path; anything else is simply not found. */
function pathCode(value: string): string {
  const code = normalizeCode(value);
  if (!looksLikeCode(code)) throw notFound(staffMessages.notFound);
  return code;
}

export function registerRecordRoutes(app: FastifyInstance, context: AppContext, guard: Guard) {
  const db = context.store.db;

  app.get(staffRoute('members'), async (request, reply) => {
    const { member } = await guard(request, reply, 'leads');
    return reply.send({ data: await listMembers(db, member) });
  });

  // ---------------------------------------------------------------- leads

  app.get(staffRoute('leads'), async (request, reply) => {
    const { member } = await guard(request, reply, 'leads');
    const query = parseInput(leadListQuerySchema, request.query);
    return reply.send({ data: await listLeads(db, member, query) });
  });

  app.get<IdParams>(staffRoute('lead'), async (request, reply) => {
    const { member } = await guard(request, reply, 'leads');
    return reply.send({ data: await loadLead(db, member, pathId(request.params.id)) });
  });

  app.patch<IdParams>(staffRoute('lead'), async (request, reply) => {
    const { member } = await guard(request, reply, 'leads');
    const id = pathId(request.params.id);
    const body = parseInput(leadUpdateSchema, request.body);
    return reply.send({ data: await updateLead(context, member, id, body) });
  });

  app.post<IdParams>(staffRoute('leadNotes'), async (request, reply) => {
    const { member } = await guard(request, reply, 'leads');
    const id = pathId(request.params.id);
    const body = parseInput(leadNoteSchema, request.body);
    return reply.status(201).send({ data: await addLeadNote(context, member, id, body.text) });
  });

  app.post<IdParams>(staffRoute('leadWithdrawalRefund'), async (request, reply) => {
    // A refund is a reservation action: admin, or sales of the lead's brand (the service
    // reads the lead within the member's brands).
    const { member } = await guard(request, reply, 'reservations');
    const id = pathId(request.params.id);
    const body = parseInput(withdrawalRefundSchema, request.body);
    return reply.send({ data: await refundWithdrawal(context, member, id, body.reason) });
  });

  // ---------------------------------------------------------------- reservations

  app.get(staffRoute('reservations'), async (request, reply) => {
    const { member } = await guard(request, reply, 'reservations');
    const query = parseInput(reservationListQuerySchema, request.query);
    return reply.send({ data: await listReservations(db, member, query) });
  });

  app.get<CodeParams>(staffRoute('reservation'), async (request, reply) => {
    const { member } = await guard(request, reply, 'reservations');
    const code = pathCode(request.params.code);
    return reply.send({ data: await loadReservation(db, member, code) });
  });

  app.post<CodeParams>(staffRoute('reservationCancel'), async (request, reply) => {
    const { member } = await guard(request, reply, 'reservations');
    const code = pathCode(request.params.code);
    const body = parseInput(reservationCancelSchema, request.body);
    return reply.send({ data: await cancelFromConsole(context, member, code, body.reason) });
  });

  app.post<CodeParams>(staffRoute('reservationResendResume'), async (request, reply) => {
    const { member } = await guard(request, reply, 'reservations');
    const code = pathCode(request.params.code);
    return reply.send({ data: await resendResume(context, member, code) });
  });

  // ---------------------------------------------------------------- job applications

  app.get(staffRoute('applications'), async (request, reply) => {
    await guard(request, reply, 'applications');
    const query = parseInput(applicationListQuerySchema, request.query);
    return reply.send({ data: await listApplications(db, query) });
  });

  app.get<IdParams>(staffRoute('applicationCv'), async (request, reply) => {
    await guard(request, reply, 'applications');
    const cv = await loadCv(context, pathId(request.params.id));
    // Always a download, never rendered: the browser may not sniff it into something
    // else, and were it opened anyway, the sandbox runs nothing.
    return reply
      .header('content-type', cv.contentType)
      .header('content-disposition', `attachment; filename="${cv.filename}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'; frame-ancestors 'none'")
      .header('cache-control', 'no-store')
      .send(cv.content);
  });
}
