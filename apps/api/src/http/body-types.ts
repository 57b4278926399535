/**
 * Which body types each route takes. Browsers send URL-encoded and multipart bodies from
 * any site without a CORS preflight, so a route that parsed them would act on a visitor's
 * behalf for a foreign page (a withdrawal, a contact). Every route therefore takes JSON,
 * which a foreign page can only send after the preflight CORS refuses; the exceptions are
 * named: the CV upload (multipart) and the payment page's own form (URL-encoded), whose
 * non-JSON posts must come from the API's own public origin.
 */
import { messages } from '@territorio/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors';

export type BodyTypePolicy = {
  /** Route patterns (as registered) that take a multipart body. */
  readonly multipartRoutes: readonly string[];
  /** Route patterns of our own HTML forms: URL-encoded bodies from `formOrigin` only. */
  readonly formRoutes: readonly string[];
  /** The origin our form pages are served from (PUBLIC_API_URL's). */
  readonly formOrigin: string;
};

const urlEncoded = 'application/x-www-form-urlencoded';
const multipart = 'multipart/form-data';

function mediaType(header: string | undefined): string | undefined {
  return header?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A form post is ours when its Origin is our origin. Browsers send Origin on every POST;
 * without one (older browsers), the Referer must be a page of ours. Neither: refused.
 */
export function isOwnFormPost(request: FastifyRequest, formOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === formOrigin;
  const referer = request.headers.referer;
  return referer !== undefined && originOf(referer) === formOrigin;
}

export function registerBodyTypePolicy(app: FastifyInstance, policy: BodyTypePolicy): void {
  const multipartRoutes = new Set(policy.multipartRoutes);
  const formRoutes = new Set(policy.formRoutes);
  const unsupported = () =>
    new DomainError('unsupported_media_type', 'unsupported_media_type', messages.invalidRequest);

  // onRequest: refused before the body is read or parsed.
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const type = mediaType(request.headers['content-type']);
    // Unknown routes answer 404 anyway; JSON and bodiless requests are every route's.
    if (route === undefined || type === undefined || type === 'application/json') {
      done();
      return;
    }
    if (type === multipart && !multipartRoutes.has(route)) {
      done(unsupported());
      return;
    }
    if (type === urlEncoded && !formRoutes.has(route)) {
      done(unsupported());
      return;
    }
    if (formRoutes.has(route) && !isOwnFormPost(request, policy.formOrigin)) {
      done(new DomainError('forbidden', 'forbidden_origin', messages.invalidRequest));
      return;
    }
    done();
  });
}
