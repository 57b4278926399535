/**
 * The staff console's API, under `staffBasePath` ('/staff/api'): JSON only, `{ data }`
 * answers, the public API's error body with Spanish, field-named messages. The console's
 * own server forwards this prefix unchanged, so the browser sees one origin (STAFF_ORIGIN).
 * Every route checks the session, CSRF and role on the server (guard.ts); what each role
 * may do is the contract's `staffCan` (@territorio/api-client/staff).
 */
import {
  signInSchema,
  staffBasePath,
  staffMessages,
  staffSessionCookie,
} from '@territorio/api-client/staff';
import { staffAnswers as answers } from '@territorio/api-client/route-schemas';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '../../domain/errors';
import type { RouteGroupOptions } from '../options';
import { endSession, sessionCookie, sessionWire, signIn } from '../../services/staff/sessions';
import { registerAdminRoutes } from './admin';
import {
  accessOf,
  clearSessionCookie,
  cookieIsSecure,
  createGuard,
  guarded,
  originAllowed,
  staffRoute,
} from './guard';
import { registerPhotoRoutes } from './photos';
import { registerRecordRoutes } from './records';
import { registerStockRoutes } from './stock';
import { registerStockImportRoutes } from './stock-import';
import { registerVisitRoutes } from './visits';

export type StaffRoutesOptions = Pick<RouteGroupOptions, 'context'>;

export const staffRoutes = fp<StaffRoutesOptions>(
  async (instance, { context }) => {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const { store } = context;
    const config = context.config.staff;
    const guard = createGuard(store, config, staffBasePath);
    const sessionAnswer = answers.session;

    app.post(
      staffRoute('session'),
      {
        schema: { body: signInSchema, response: { 200: sessionAnswer } },
        // No session yet, so no CSRF token: the Origin keeps other sites from signing a
        // browser into an account of theirs. Checked before the body is.
        preValidation: async (request) => {
          if (!originAllowed(request, config)) {
            throw new DomainError('forbidden', 'csrf', staffMessages.csrf);
          }
        },
        config: {
          // Per client address, across instances; wrong passwords per email and address lock
          // on their own (services/staff/sessions.ts).
          rateLimit: {
            max: config.signInLimit,
            timeWindow: 60_000,
            errorResponseBuilder: (_request: unknown, limit: { ttl: number }) =>
              new DomainError('too_many_requests', 'too_many_requests', staffMessages.slowDown, {
                extra: { retry_after: Math.ceil(limit.ttl / 1000) },
              }),
          },
        },
      },
      async (request, reply) => {
        // The client's address as the trusted proxies report it (TRUST_PROXY): the lock on
        // wrong passwords is per email and address.
        const signedIn = await signIn(store, config, request.body, request.ip);
        reply.header(
          'set-cookie',
          sessionCookie(staffSessionCookie, signedIn.sessionId, {
            path: staffBasePath,
            secure: cookieIsSecure(request, config),
            maxAgeSeconds: config.absoluteMs / 1000,
          }),
        );
        return reply.send({ data: signedIn.session });
      },
    );

    const signedIn = guarded(guard);
    app.get(
      staffRoute('session'),
      { ...signedIn, schema: { response: { 200: sessionAnswer } } },
      async (request, reply) => reply.send({ data: sessionWire(accessOf(request).session) }),
    );

    const signOut = { ...signedIn, schema: { response: { 200: answers.signedOut } } };
    app.delete(staffRoute('session'), signOut, async (request, reply) => {
      const { session } = accessOf(request);
      await endSession(store, session);
      reply.header('set-cookie', clearSessionCookie(request, config, staffBasePath));
      return reply.send({ data: { message: staffMessages.signedOut } });
    });

    registerRecordRoutes(app, context, guard);
    registerVisitRoutes(app, context, guard);
    registerStockRoutes(app, context, guard);
    registerAdminRoutes(app, context, guard);
    registerStockImportRoutes(app, context, guard);
    registerPhotoRoutes(app, context, guard);
  },
  // Not encapsulated, like every endpoint group: the instance's hooks (the drain's
  // among them, added after the routes) apply to these routes too.
  { name: 'staff-routes' },
);
