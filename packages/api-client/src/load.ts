/**
 * spec 7.1 load-all and load-one semantics as pure functions: URL building and reading the
 * `data` field of a response. The client uses them; stores may use them too.
 */
import * as z from 'zod/mini';
import { ApiError, ContractError, formatIssuePath } from './errors';
import { messages } from './messages';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * spec 7.1: a query object serialized as key=value pairs joined by &. Keys keep their
 * order; null and undefined values are left out; keys and values are URI-encoded (so a
 * family 'Gol Trend' travels as 'Gol%20Trend').
 */
export function serializeQuery(query?: Query): string {
  if (!query) return '';
  return Object.entries(query)
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

/** `path` plus `?query` when the query has any pair. */
export function withQuery(path: string, query?: Query): string {
  const serialized = serializeQuery(query);
  if (serialized === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${serialized}`;
}

/** spec 7.1 load-all: the path, with the optional query object serialized. */
export function buildLoadAllUrl(path: string, query?: Query): string {
  return withQuery(path, query);
}

export type LoadOneOptions = {
  /** spec 7.1: when set, the id travels as `?id={id}`; otherwise as `/{id}`. */
  readonly query?: boolean;
};

/** spec 7.1 load-one: `?id={id}` when the query option is set, else `/{id}`. */
export function buildLoadOneUrl(
  path: string,
  id: string | number,
  options: LoadOneOptions = {},
): string {
  if (options.query) return withQuery(path, { id });
  return `${path.replace(/\/+$/, '')}/${encodeURIComponent(String(id))}`;
}

/** Joins a configured base URL ('http://host/', 'http://host/prefix') and a path ('/v1/...'). */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function hasDataField(body: unknown): body is { data: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body;
}

function missingData(request: string, status: number): ApiError {
  return new ApiError({
    status,
    code: 'missing_data',
    message: messages.serverError,
    request,
  });
}

/** spec 7.1: "for one item, empty data is a failure": null, {}, [] or ''. */
export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') return Object.keys(data).length === 0;
  return false;
}

export type ReadContext = {
  /** Names the call in errors, e.g. 'GET http://host/v1/vw/offers'. */
  readonly request?: string;
  /** HTTP status of the response the body came from. */
  readonly status?: number;
};

export function parseWith<Schema extends z.core.$ZodType>(
  schema: Schema,
  value: unknown,
  root: string,
  request: string,
): z.output<Schema> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  throw new ContractError({
    path: formatIssuePath(root, first?.path ?? []),
    request,
    issues: result.error.issues,
  });
}

/**
 * spec 7.1 load-all: reads `data`; missing (or null) data is a failure; an array is
 * parsed item by item, a single item becomes a one-element list.
 */
export function readList<Schema extends z.core.$ZodType>(
  body: unknown,
  schema: Schema,
  context: ReadContext = {},
): z.output<Schema>[] {
  const request = context.request ?? 'response';
  if (!hasDataField(body) || body.data === null || body.data === undefined) {
    throw missingData(request, context.status ?? 200);
  }
  const list: unknown[] = Array.isArray(body.data) ? body.data : [body.data];
  return list.map((item, index) => parseWith(schema, item, `data[${index}]`, request));
}

/**
 * spec 7.1 load-one: reads `data`; missing or empty data (null, {}, []) is a failure; when
 * an array arrives, its first element is the item.
 */
export function readItem<Schema extends z.core.$ZodType>(
  body: unknown,
  schema: Schema,
  context: ReadContext = {},
): z.output<Schema> {
  const request = context.request ?? 'response';
  const status = context.status ?? 200;
  if (!hasDataField(body)) throw missingData(request, status);
  const isArray = Array.isArray(body.data);
  const item: unknown = isArray ? (body.data as unknown[])[0] : body.data;
  // An empty array has no first element, so it is empty too.
  if (isEmptyData(item)) {
    throw new ApiError({ status, code: 'empty_data', message: messages.notFound, request });
  }
  return parseWith(schema, item, isArray ? 'data[0]' : 'data', request);
}

/** Like `readItem`, but "nothing" (data null, {} or []) is a valid answer: null. */
export function readOptionalItem<Schema extends z.core.$ZodType>(
  body: unknown,
  schema: Schema,
  context: ReadContext = {},
): z.output<Schema> | null {
  if (!hasDataField(body)) throw missingData(context.request ?? 'response', context.status ?? 200);
  if (isEmptyData(body.data)) return null;
  return readItem(body, schema, context);
}
