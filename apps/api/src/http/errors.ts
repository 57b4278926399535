/**
 * The one place where the domain's errors become HTTP answers: each kind's status, and the
 * contract's body `{ error: { code, message, fields? } }` (apiErrorSchema) for those and for
 * what Fastify and its plugins raise. Nothing unexpected leaks: it is logged and answered
 * 500 with a Spanish message.
 */
import type { ApiErrorBody } from '@territorio/api-client';
import { messages } from '@territorio/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors';
import type { ErrorKind } from '../domain/errors';

const statusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
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

export function errorHandler(
  error: FastifyError | DomainError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof DomainError) {
    return reply.status(httpStatus(error)).send(error.body());
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
