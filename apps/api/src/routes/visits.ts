/**
 * Visits and test drives, public side (services/visits): a site's free slots, a booking,
 * and what the bearer of a visit's manage secret does with it (read, move, cancel, add it to
 * a calendar). The catalogue calls them from the browser like the other forms (CORS as
 * registered in server.ts); bookings, moves and cancels are rate-limited per client, and a
 * booking is counted against its client's live bookings by the client's address.
 */
import {
  apiPaths,
  visitBookingBodySchema,
  visitMessages,
  visitMoveBodySchema,
  visitSiteBySlug,
  visitTokenBodySchema,
} from '@territorio/api-client';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookVisit,
  cancelVisit,
  findVisit,
  moveVisit,
  visitCalendarFile,
  visitSlots,
} from '../services/visits/index';
import { jsonForm } from './forms';
import type { PublicWriteOptions } from './options';

const slotsQuery = z.object({
  site: z
    .string({ error: visitMessages.siteRequired })
    .refine((slug) => visitSiteBySlug(slug) !== undefined, { error: visitMessages.siteRequired }),
});
const codeParams = z.object({ code: z.string().max(40) });
/** A missing or malformed secret is answered as a wrong one: 404. */
const tokenQuery = z.object({ token: z.union([z.string(), z.array(z.string())]).optional() });
const tokenOf = (token: string | string[] | undefined) => (typeof token === 'string' ? token : '');

export type VisitRoutesOptions = PublicWriteOptions;

export const visitRoutes = fp<VisitRoutesOptions>(
  async (instance, { context, prefix, rateLimit }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const config = { rateLimit };

    app.get(
      `${prefix}${apiPaths.visitSlots}`,
      { schema: { querystring: slotsQuery } },
      async (request) => {
        const site = visitSiteBySlug(request.query.site)!;
        return { data: await visitSlots(context.store.db, site, new Date()) };
      },
    );

    app.post(
      `${prefix}${apiPaths.visits}`,
      jsonForm(visitBookingBodySchema, config),
      async (request, reply) => {
        const booked = await bookVisit(context, request.body, request.ip);
        return reply.status(201).send({ data: booked });
      },
    );

    app.get(
      `${prefix}${apiPaths.visit}`,
      { schema: { params: codeParams, querystring: tokenQuery } },
      async (request) => ({
        data: await findVisit(context, request.params.code, tokenOf(request.query.token)),
      }),
    );

    app.post(
      `${prefix}${apiPaths.visitMove}`,
      { schema: { params: codeParams, body: visitMoveBodySchema }, config },
      async (request) => ({
        data: await moveVisit(context, request.params.code, request.body),
      }),
    );

    app.post(
      `${prefix}${apiPaths.visitCancel}`,
      { schema: { params: codeParams, body: visitTokenBodySchema }, config },
      async (request) => ({
        data: await cancelVisit(context, request.params.code, request.body.token),
      }),
    );

    app.get(
      `${prefix}${apiPaths.visitCalendar}`,
      { schema: { params: codeParams, querystring: tokenQuery } },
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
