import { maxRowId, messages } from '@territorio/api-client';
import { DomainError } from '../domain/errors';

export type Query = Record<string, string | string[] | undefined>;

/** A query parameter given once, or undefined; twice is a 400. */
export function queryText(query: Query, name: string, maxLength = 200): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value) || value.length > maxLength) {
    throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
      fields: { [name]: messages.invalidRequest },
    });
  }
  return value;
}

function isId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) <= maxRowId;
}

/** A non-negative integer query parameter ('' counts as absent), or a 400. */
export function queryId(query: Query, name: string): number | undefined {
  const value = queryText(query, name, 20);
  if (value === undefined || value === '') return undefined;
  if (!isId(value)) {
    throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
      fields: { [name]: messages.invalidRequest },
    });
  }
  return Number(value);
}

/** A path id, or a 400. */
export function pathId(value: string | undefined): number {
  if (value === undefined || !isId(value)) {
    throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
      fields: { id: messages.invalidRequest },
    });
  }
  return Number(value);
}
