/**
 * Visits and test drives, public side (services/visits): a site's free slots, a booking,
 * and what the bearer of a visit's manage secret does with it (read, move, cancel, add it to
 * a calendar). The catalogue calls them from the browser like the other forms (CORS as
 * registered in server.ts); challenges, bookings, moves and cancels are rate-limited per
 * client, and a booking is counted against its client's live bookings by the client's
 * address. A booking and a move hold capacity: each carries a solved challenge, taken once
 * (services/proof-of-work.ts) after its body is found valid and before anything else runs.
 */
import {
  apiPaths,
  visitBookingBodySchema,
  visitMoveBodySchema,
  visitSiteBySlug,
  visitTokenBodySchema,
} from '@territorio/api-client';
import {
  proofOfWorkChallengeAnswer,
  visitAnswer,
  visitBookedAnswer,
  visitCalendarAnswer,
  visitCodeParamsSchema,
  visitSlotsAnswer,
  visitSlotsQuerySchema,
  visitTokenQuerySchema,
} from '@territorio/api-client/route-schemas';
import type { preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookVisit,
  cancelVisit,
  findVisit,
  moveVisit,
  visitCalendarFile,
  visitSlots,
} from '../services/visits/index';
import type { AppContext } from '../services/context';
import { newChallenge, spendProofOfWork } from '../services/proof-of-work';
import { jsonForm } from './forms';
import type { PublicWriteOptions } from './options';

const codeParams = visitCodeParamsSchema;
const tokenQuery = visitTokenQuerySchema;
/** A missing or malformed secret reads as '' and is answered as a wrong one: 404. */
const tokenOf = (token: string | string[] | undefined) => (typeof token === 'string' ? token : '');

/**
 * The route's body carries a proof of work (`altcha`): it is checked and spent before the
 * handler runs, so a refused or reused proof writes nothing. A body the schema refuses
 * never gets here, and keeps its proof for the corrected request.
 */
function proofOfWorkSpent(context: AppContext): preHandlerAsyncHookHandler {
  return async (request) => {
    await spendProofOfWork(context, (request.body as { altcha: string }).altcha);
  };
}

export type VisitRoutesOptions = PublicWriteOptions;

export const visitRoutes = fp<VisitRoutesOptions>(
  async (instance, { context, prefix, rateLimit }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const config = { rateLimit };
    const preHandler = proofOfWorkSpent(context);

    const challenge = { config, schema: { response: { 200: proofOfWorkChallengeAnswer } } };
    app.get(`${prefix}${apiPaths.visitChallenge}`, challenge, async (_request, reply) => {
      // One challenge per form shown: never served from a cache to a second form.
      return reply.header('cache-control', 'no-store').send({ data: await newChallenge(context) });
    });

    app.get(
      `${prefix}${apiPaths.visitSlots}`,
      { schema: { querystring: visitSlotsQuerySchema, response: { 200: visitSlotsAnswer } } },
      async (request) => {
        const site = visitSiteBySlug(request.query.site)!;
        return { data: await visitSlots(context.store.db, site, new Date()) };
      },
    );

    app.post(
      `${prefix}${apiPaths.visits}`,
      { ...jsonForm(visitBookingBodySchema, visitBookedAnswer, config), preHandler },
      async (request, reply) => {
        const booked = await bookVisit(context, request.body, request.ip);
        return reply.status(201).send({ data: booked });
      },
    );

    app.get(
      `${prefix}${apiPaths.visit}`,
      { schema: { params: codeParams, querystring: tokenQuery, response: { 200: visitAnswer } } },
      async (request) => ({
        data: await findVisit(context, request.params.code, tokenOf(request.query.token)),
      }),
    );

    app.post(
      `${prefix}${apiPaths.visitMove}`,
      {
        schema: { params: codeParams, body: visitMoveBodySchema, response: { 200: visitAnswer } },
        config,
        preHandler,
      },
      async (request) => ({
        data: await moveVisit(context, request.params.code, request.body),
      }),
    );

    app.post(
      `${prefix}${apiPaths.visitCancel}`,
      {
        schema: { params: codeParams, body: visitTokenBodySchema, response: { 200: visitAnswer } },
        config,
      },
      async (request) => ({
        data: await cancelVisit(context, request.params.code, request.body.token),
      }),
    );

    app.get(
      `${prefix}${apiPaths.visitCalendar}`,
      {
        schema: {
          params: codeParams,
          querystring: tokenQuery,
          response: { 200: visitCalendarAnswer },
        },
      },
      async (request, reply) => {
        const file = await visitCalendarFile(
          context,
          request.params.code,
          tokenOf(request.query.token),
        );
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .send(file.content);
      },
    );
  },
  { name: 'visit-routes' },
);
