/**
 * Every error the API answers has the contract's shape `{ error: { code, message, fields? } }`
 * (apiErrorSchema), with a Spanish message where a person may read it.
 */
import type { ApiErrorBody } from '@territorio/api-client';
import { messages } from '@territorio/api-client';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  /** Extra top-level keys of the body, e.g. `data: null` on a missing single item. */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { fields?: Record<string, string>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.fields = options.fields;
    this.extra = options.extra;
  }

  body(): ApiErrorBody & Record<string, unknown> {
    return {
      ...this.extra,
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: this.fields } : {}),
      },
    };
  }
}

export const notFound = (message: string = messages.notFound, code = 'not_found') =>
  new ApiError(404, code, message, { extra: { data: null } });

export const vehicleUnavailable = () =>
  new ApiError(409, 'vehicle_unavailable', messages.vehicleUnavailable);

/** A zod failure as a 400 with one message per field path ('purchase.dni', 'used_vehicles'). */
export function validationError(
  error: z.ZodError,
  message: string = messages.invalidRequest,
): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= issue.message;
  }
  return new ApiError(400, 'invalid_request', message, { fields });
}

/** Parses input with a schema; bad input becomes a 400 ApiError, never an exception. */
export function parseInput<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  message?: string,
): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw validationError(result.error, message);
  return result.data;
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

export function errorHandler(
  error: FastifyError | ApiError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (error instanceof ApiError) {
    return reply.status(error.statusCode).send(error.body());
  }
  const code = (error as FastifyError).code;
  const known = code ? fastifyErrors[code] : undefined;
  if (known) {
    return reply
      .status(known.status)
      .send(new ApiError(known.status, known.code, known.message).body());
  }
  const statusCode = (error as FastifyError).statusCode;
  if (statusCode === 429) {
    return reply
      .status(429)
      .send(new ApiError(429, 'too_many_requests', messages.tooManyRequests).body());
  }
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    // Any other client error fastify or a plugin raises (bad multipart framing, ...).
    return reply
      .status(statusCode)
      .send(new ApiError(statusCode, 'invalid_request', messages.invalidRequest).body());
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(new ApiError(500, 'server_error', messages.serverError).body());
}
