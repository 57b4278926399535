/**
 * Every staff route's checks, on the server, in this order: a live session (401), then
 * for a state change the Origin and the session's CSRF token (403), then the role and
 * brand rules of the contract's `staffCan` (403). They run before the request's schemas
 * (`guarded`): who may not use a route learns nothing of what it accepts.
 */
import {
  staffBasePath,
  staffCan,
  staffCsrfHeader,
  staffMessages,
  staffPaths,
  staffSessionCookie,
  type StaffAction,
  type StaffMember,
} from '@territorio/api-client/staff';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { StaffConfig } from '../../config';
import type { DataStore } from '../../db/database';
import { DomainError } from '../../domain/errors';
import { memberOf } from '../../services/staff/accounts';
import {
  findSession,
  readCookie,
  sameSecret,
  sessionCookie,
  type ActiveSession,
} from '../../services/staff/sessions';

/** A full path of the staff API. */
export const staffRoute = (name: keyof typeof staffPaths) => `${staffBasePath}${staffPaths[name]}`;

export const unauthenticated = () =>
  new DomainError('unauthenticated', 'unauthenticated', staffMessages.unauthenticated);
export const forbidden = () => new DomainError('forbidden', 'forbidden', staffMessages.forbidden);
const csrfRefused = () => new DomainError('forbidden', 'csrf', staffMessages.csrf);

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request came over TLS (directly, or per a trusted proxy's X-Forwarded-Proto). */
export function cookieIsSecure(request: FastifyRequest, config: StaffConfig): boolean {
  return config.cookieSecure || request.protocol === 'https';
}

/** The Set-Cookie that removes the session cookie. */
export function clearSessionCookie(
  request: FastifyRequest,
  config: StaffConfig,
  path: string,
): string {
  return sessionCookie(staffSessionCookie, '', {
    path,
    secure: cookieIsSecure(request, config),
    maxAgeSeconds: 0,
  });
}

/**
 * A browser sends Origin on every cross-origin request and on same-origin POST, PATCH,
 * PUT and DELETE; when present it must be the console's. (Without one, the request did
 * not come from a page's script or form of another site in a current browser, and the
 * CSRF token still has to match.)
 */
export function originAllowed(request: FastifyRequest, config: StaffConfig): boolean {
  const origin = request.headers.origin;
  return origin === undefined || origin === config.origin;
}

export type StaffAccess = { session: ActiveSession; member: StaffMember };

export type Guard = (
  request: FastifyRequest,
  reply: FastifyReply,
  action?: StaffAction,
) => Promise<StaffAccess>;

const accesses = new WeakMap<FastifyRequest, StaffAccess>();

/**
 * A staff route's options: the guard runs (for `action`, or any signed-in member when
 * none is given) before the route's schemas validate the request; the handler reads the
 * outcome with `accessOf`.
 */
export function guarded(
  guard: Guard,
  action?: StaffAction,
): { preValidation: preValidationAsyncHookHandler } {
  return {
    preValidation: async (request, reply) => {
      accesses.set(request, await guard(request, reply, action));
    },
  };
}

/** The session and member the route's guard admitted (`guarded`). */
export function accessOf(request: FastifyRequest): StaffAccess {
  const access = accesses.get(request);
  // Only a route registered without `guarded` has none: such a route admits nobody.
  if (!access) throw unauthenticated();
  return access;
}

export function createGuard(store: DataStore, config: StaffConfig, cookiePath: string): Guard {
  return async (request, reply, action) => {
    const value = readCookie(request.headers.cookie, staffSessionCookie);
    if (!value) throw unauthenticated();
    const session = await findSession(store, config, value);
    if (session === undefined || session === 'expired') {
      reply.header('set-cookie', clearSessionCookie(request, config, cookiePath));
      throw session === 'expired'
        ? new DomainError('unauthenticated', 'session_expired', staffMessages.sessionExpired)
        : unauthenticated();
    }
    if (!safeMethods.has(request.method)) {
      const token = request.headers[staffCsrfHeader];
      if (
        !originAllowed(request, config) ||
        typeof token !== 'string' ||
        !sameSecret(token, session.row.csrf_token)
      ) {
        throw csrfRefused();
      }
    }
    const member = memberOf(session.account);
    if (action !== undefined && !staffCan(member, action)) throw forbidden();
    return { session, member };
  };
}
