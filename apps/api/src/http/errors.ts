/**
 * The one place where the domain's errors become HTTP answers: each kind's status, and the
 * contract's body `{ error: { code, message, fields? } }` (apiErrorSchema) for those, for
 * the routes' request schemas (the zod type provider's validation) and for what Fastify
 * and its plugins raise. Nothing unexpected leaks: it is logged and answered 500 with a
 * Spanish message.
 */
import type { ApiErrorBody } from '@territorio/api-client';
import { messages } from '@territorio/api-client';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DomainError } from '../domain/errors';
import type { ErrorKind } from '../domain/errors';
import { safeParseInput, validationError } from '../domain/input';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The headline of the route's 400 for a request its schemas refuse (the start form's
     * `messages.startError`); `messages.invalidRequest` when not given.
     */
    invalidMessage?: string;
  }
}

const statusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  unsupported_media_type: 415,
  locked: 423,
  too_many_requests: 429,
  upstream: 502,
  internal: 500,
};

/** The HTTP status a domain error answers. */
export function httpStatus(error: DomainError): number {
  return statusOfKind[error.kind];
}

const fastifyErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: messages.invalidRequest,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'invalid_json',
    message: messages.invalidRequest,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: messages.invalidRequest,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: messages.invalidRequest,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_request',
    message: messages.invalidRequest,
  },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'file_too_large', message: messages.cvTooLarge },
  FST_FILES_LIMIT: { status: 413, code: 'too_many_files', message: messages.invalidRequest },
  FST_FIELDS_LIMIT: { status: 413, code: 'too_many_fields', message: messages.invalidRequest },
  FST_PARTS_LIMIT: { status: 413, code: 'too_many_parts', message: messages.invalidRequest },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: messages.invalidRequest,
  },
  FST_ERR_VALIDATION: { status: 400, code: 'invalid_request', message: messages.invalidRequest },
};

function errorBody(code: string, message: string): ApiErrorBody {
  return { error: { code, message } };
}

type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

const partValue = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
} satisfies Record<RequestPart, (request: FastifyRequest) => unknown>;

/**
 * A request part its route's schema refused, as the same 400 the handlers answered when
 * they parsed it themselves: the route's headline and each field's Spanish message. The
 * library's issues carry zod's locale words, so the refused part (still as it arrived:
 * Fastify replaces a part only once it passes) is parsed again with `issueMessage`, which
 * also lets a union name the fields of the branch the input meant.
 */
function schemaValidationError(
  request: FastifyRequest,
  part: string | undefined,
): DomainError | undefined {
  if (part === undefined || !Object.hasOwn(partValue, part)) return undefined;
  const schema = request.routeOptions.schema?.[part as keyof FastifySchema] as
    z.core.$ZodType | undefined;
  if (schema === undefined) return undefined;
  const input = partValue[part as RequestPart](request);
  const result = safeParseInput(schema, input);
  const message = request.routeOptions.config.invalidMessage ?? messages.invalidRequest;
  return result.success
    ? new DomainError('invalid', 'invalid_request', message)
    : validationError(result.error, message, { schema, input });
}

export function errorHandler(
  error: FastifyError | DomainError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof DomainError) {
    // A refusal that says when to come back says it in the header too (RFC 9110 10.2.3).
    const retryAfter = error.extra?.retry_after;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(Math.ceil(retryAfter)));
    return reply.status(httpStatus(error)).send(error.body());
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const refused = schemaValidationError(request, error.validationContext);
    if (refused) return reply.status(httpStatus(refused)).send(refused.body());
  }
  const code = (error as FastifyError).code;
  const known = code ? fastifyErrors[code] : undefined;
  if (known) {
    return reply.status(known.status).send(errorBody(known.code, known.message));
  }
  const statusCode = (error as FastifyError).statusCode;
  if (statusCode === 429) {
    return reply.status(429).send(errorBody('too_many_requests', messages.tooManyRequests));
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Any other client error fastify or a plugin raises (bad multipart framing, ...).
    return reply.status(statusCode).send(errorBody('invalid_request', messages.invalidRequest));
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(errorBody('server_error', messages.serverError));
}
