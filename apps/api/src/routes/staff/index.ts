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
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../domain/errors';
import { parseInput } from '../../domain/input';
import type { AppContext } from '../../services/context';
import { endSession, sessionCookie, sessionWire, signIn } from '../../services/staff/sessions';
import { registerAdminRoutes } from './admin';
import {
  clearSessionCookie,
  cookieIsSecure,
  createGuard,
  originAllowed,
  staffRoute,
} from './guard';
import { registerRecordRoutes } from './records';

export function registerStaffRoutes(app: FastifyInstance, context: AppContext): void {
  const { store } = context;
  const config = context.config.staff;
  const guard = createGuard(store, config, staffBasePath);

  app.post(
    staffRoute('session'),
    {
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
      // No session yet, so no CSRF token: the Origin keeps other sites from signing a
      // browser into an account of theirs.
      if (!originAllowed(request, config)) {
        throw new DomainError('forbidden', 'csrf', staffMessages.csrf);
      }
      const body = parseInput(signInSchema, request.body);
      // The client's address as the trusted proxies report it (TRUST_PROXY): the lock on
      // wrong passwords is per email and address.
      const signedIn = await signIn(store, config, body, request.ip);
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

  app.get(staffRoute('session'), async (request, reply) => {
    const { session } = await guard(request, reply);
    return reply.send({ data: sessionWire(session) });
  });

  app.delete(staffRoute('session'), async (request, reply) => {
    const { session } = await guard(request, reply);
    await endSession(store, session);
    reply.header('set-cookie', clearSessionCookie(request, config, staffBasePath));
    return reply.send({ data: { message: staffMessages.signedOut } });
  });

  registerRecordRoutes(app, context, guard);
  registerAdminRoutes(app, context, guard);
}
