/**
 * The device cookie: a random id the API gives a browser, signed (HMAC-SHA256) with the
 * 'device-cookie' key every instance on the database shares, so the guessing limits
 * (http/attempts.ts) count one person's wrong codes apart from everyone else's behind the
 * same address, as on carrier NAT. It proves nothing about who holds it: anyone may drop
 * it and be given a fresh one, so every wrong code also counts against the client address
 * at a higher ceiling, and a request without a valid cookie counts against its address at
 * the device threshold.
 *
 * Routes that count guesses say so (`config.countsGuesses`): the device is read on every
 * request that carries the cookie, and issued with the answer of a counting route to a
 * client that sent no valid one. It is HttpOnly (no script reads it), SameSite=Lax (the
 * apps call the API from the same site: their subdomains in production, localhost's ports
 * in development), Secure over TLS and always in production, and scoped to the API's path.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCookie } from '../services/staff/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route counts wrong codes per device: it issues the device cookie to a client without one. */
    countsGuesses?: boolean;
  }
  interface FastifyRequest {
    /** The id of the request's valid device cookie; undefined without one. */
    device: string | undefined;
  }
}

export const deviceCookieName = 'device';

/** Long enough to outlast any reservation; browsers cap it at 400 days anyway. */
const maxAgeSeconds = 365 * 24 * 60 * 60;

export type DeviceSigner = {
  /** A new device: its id and the cookie value that carries it. */
  issue(): { readonly id: string; readonly value: string };
  /** The device id a cookie value carries, or undefined when it is not one we signed. */
  verify(value: string | undefined): string | undefined;
};

export function deviceSigner(key: string): DeviceSigner {
  const mac = (id: string) => createHmac('sha256', key).update(`device:${id}`).digest();
  return {
    issue() {
      const id = randomBytes(16).toString('base64url');
      return { id, value: `${id}.${mac(id).toString('base64url')}` };
    },
    verify(value) {
      const [id, signature, ...rest] = (value ?? '').split('.');
      if (!id || !signature || rest.length > 0 || !/^[\w-]{22}$/.test(id)) return undefined;
      const expected = mac(id);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : undefined;
    },
  };
}

export type DeviceCookieOptions = {
  readonly signer: DeviceSigner;
  /** The API's base path ('' = the root): the cookie goes with every call to the API. */
  readonly basePath: string;
  /** Secure on every answer (production), else only on answers over TLS. */
  readonly alwaysSecure: boolean;
};

function deviceCookie(value: string, request: FastifyRequest, options: DeviceCookieOptions) {
  return [
    `${deviceCookieName}=${value}`,
    `Path=${options.basePath || '/'}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.alwaysSecure || request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}

/** Reads each request's device, and issues one where a counting route finds none. */
export function registerDeviceCookie(app: FastifyInstance, options: DeviceCookieOptions): void {
  app.decorateRequest('device', undefined);
  app.addHook('onRequest', (request, reply, done) => {
    request.device = options.signer.verify(readCookie(request.headers.cookie, deviceCookieName));
    if (request.device === undefined && request.routeOptions.config.countsGuesses) {
      // This request still counts as one without a device: a client that never sends the
      // cookie back gains nothing by being given one.
      reply.header('set-cookie', deviceCookie(options.signer.issue().value, request, options));
    }
    done();
  });
}
