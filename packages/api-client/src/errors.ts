import type * as z from 'zod/mini';
import { messages } from './messages';

/**
 * A failed call the apps can show: `message` is Argentine Spanish for a person (the
 * server's `{ error: { message } }` when it sent one, else a generic message of spec 8).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived (network failure or timeout). */
  readonly status: number;
  /** The server's error code, or one of ours: 'network', 'timeout', 'missing_data', 'empty_data', 'http'. */
  readonly code: string;
  /** Per-field messages sent by the server for a rejected form. */
  readonly fields: Readonly<Record<string, string>>;
  /** The request that failed, e.g. 'GET http://host/v1/vw/stock/families'. */
  readonly request: string;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    request: string;
    fields?: Readonly<Record<string, string>>;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields ?? {};
    this.request = options.request;
  }
}

/** The code of a 410: the stock unit is reserved or sold. */
export const stockUnitGoneCode = 'stock_unit_gone';

/** A unit's page asked for after the unit was reserved or sold, with similar units. */
export class StockUnitGoneError<Similar = unknown> extends ApiError {
  readonly similar: readonly Similar[];

  constructor(error: ApiError, similar: readonly Similar[]) {
    super({
      status: error.status,
      code: error.code,
      message: error.message,
      request: error.request,
    });
    this.similar = similar;
  }
}

/** A response that does not match the schemas of `schemas.ts`: the server broke the contract. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  /** Where the first problem is, e.g. 'data[0].price'. */
  readonly path: string;
  readonly request: string;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(options: {
    path: string;
    request: string;
    issues: readonly z.core.$ZodIssue[];
    /** What is wrong when there is no schema issue (e.g. a body that is not JSON). */
    detail?: string;
  }) {
    const detail = options.detail ?? options.issues[0]?.message;
    super(`Contract break in ${options.request} at ${options.path}${detail ? `: ${detail}` : ''}`);
    this.path = options.path;
    this.request = options.request;
    this.issues = options.issues;
  }
}

/** A per-brand call for a brand that has no catalogue (spec 7.1 table has brands 1, 2, 4, 6). */
export class UnknownBrandError extends Error {
  override readonly name = 'UnknownBrandError';
  readonly brandId: unknown;

  constructor(brandId: unknown) {
    super(`Unknown brand id for a per-brand call: ${String(brandId)}`);
    this.brandId = brandId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isContractError(error: unknown): error is ContractError {
  return error instanceof ContractError;
}

/** The text to show a person for any failure of a call (spec 8 "user-facing message"). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.serverError;
}

/** A generic user-facing message for a status when the server sent none. */
export function messageForStatus(status: number): string {
  if (status === 400 || status === 422) return messages.invalidRequest;
  if (status === 404) return messages.notFound;
  if (status === 429) return messages.tooManyRequests;
  return messages.serverError;
}

/** 'data[0].price' from a zod issue path under `root`. */
export function formatIssuePath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}.${String(key)}`),
    root,
  );
}
