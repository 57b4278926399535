import ky, { HTTPError, TimeoutError } from 'ky';
import { apiErrorSchema } from '@territorio/api-client';
import { ApiError, ContractError, messageForStatus, messages } from '@territorio/api-client/core';
import {
  staffBasePath,
  staffCsrfHeader,
  staffMessages,
  staffPath,
} from '@territorio/api-client/staff';
import { z } from 'zod';
import { sessionStore } from './session';

type PathName = Parameters<typeof staffPath>[0];
type PathParams = Parameters<typeof staffPath>[1];

/** Same origin: the console's server forwards `staffBasePath` to the API. */
export function staffUrl(name: PathName, params?: PathParams): string {
  return `${staffBasePath}${staffPath(name, params)}`;
}

const http = ky.create({
  credentials: 'same-origin',
  retry: 0,
  timeout: 20_000,
  headers: { accept: 'application/json' },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = sessionStore.getState().session?.csrf_token;
        if (request.method !== 'GET' && token) request.headers.set(staffCsrfHeader, token);
      },
    ],
  },
});

async function failure(error: unknown, request: string): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const { status } = error.response;
    const parsed = apiErrorSchema.safeParse(await error.response.json().catch(() => undefined));
    const fallback = status === 401 ? staffMessages.unauthenticated : messageForStatus(status);
    return new ApiError({
      status,
      code: parsed.success ? parsed.data.error.code : 'http',
      message: parsed.success ? parsed.data.error.message : fallback,
      fields: parsed.success ? parsed.data.error.fields : undefined,
      request,
      cause: error,
    });
  }
  const isTimeout = error instanceof TimeoutError;
  return new ApiError({
    status: 0,
    code: isTimeout ? 'timeout' : 'network',
    message: messages.serverError,
    request,
    cause: error,
  });
}

async function call<T extends z.ZodType>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  schema: T | undefined,
  body?: unknown,
): Promise<z.output<T>> {
  const request = `${method} ${url}`;
  let text: string;
  try {
    const response = await http(url, { method, json: body });
    text = await response.text();
  } catch (error) {
    throw await failure(error, request);
  }
  if (!schema) return undefined as z.output<T>;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ContractError({ path: 'body', request, issues: [], detail: 'not JSON' });
  }
  const parsed = z.object({ data: schema }).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ContractError({
      path: issue ? issue.path.map(String).join('.') : 'body',
      request,
      issues: parsed.error.issues,
    });
  }
  return (parsed.data as { data: z.output<T> }).data;
}

/** GET and validate `{ data }` against the contract's schema. */
export function staffGet<T extends z.ZodType>(
  url: string,
  schema: T,
  search?: URLSearchParams,
): Promise<z.output<T>> {
  const query = search?.toString();
  return call('GET', query ? `${url}?${query}` : url, schema);
}

/** A state change (with the CSRF header); the answer is validated when a schema is given. */
export function staffSend<T extends z.ZodType>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  schema?: T,
): Promise<z.output<T>> {
  return call(method, url, schema, body);
}

/**
 * A multipart upload (with the CSRF header). A refusal that carries its own answer in
 * `data` (an import refused by row: 409) is that answer; any other refusal is an ApiError.
 */
export async function staffUpload<T extends z.ZodType>(
  url: string,
  form: FormData,
  schema: T,
): Promise<z.output<T>> {
  const request = `POST ${url}`;
  let response: Response;
  try {
    response = await http(url, { method: 'POST', body: form, throwHttpErrors: false });
  } catch (error) {
    throw await failure(error, request);
  }
  const json: unknown = await response.json().catch(() => undefined);
  const answer = z.object({ data: schema }).safeParse(json);
  if (answer.success) return (answer.data as { data: z.output<T> }).data;
  if (response.ok) {
    throw new ContractError({ path: 'data', request, issues: answer.error.issues });
  }
  const parsed = apiErrorSchema.safeParse(json);
  throw new ApiError({
    status: response.status,
    code: parsed.success ? parsed.data.error.code : 'http',
    message: parsed.success ? parsed.data.error.message : messageForStatus(response.status),
    fields: parsed.success ? parsed.data.error.fields : undefined,
    request,
  });
}
