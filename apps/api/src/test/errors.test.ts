import {
  apiPaths,
  messages,
  personalDataMessages,
  startBodySchema,
  type StartBody,
} from '@territorio/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../domain/errors';
import { parseInput } from '../domain/input';
import { json, startTestServer, type TestServer } from './helpers';

/** Every text a field error may carry: the rules' Spanish messages, never zod's English. */
const spanishMessages = new Set<string>([
  ...Object.values(messages),
  ...Object.values(personalDataMessages),
]);

/** The 400 parseInput raises for the input, or null when the input parses. */
function refusal(schema: z.core.$ZodType, input: unknown): DomainError | null {
  try {
    parseInput(schema, input, messages.startError);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

function fieldsOf(schema: z.core.$ZodType, input: unknown): Record<string, string> {
  const error = refusal(schema, input);
  expect(error?.kind).toBe('invalid');
  const fields = error!.fields ?? {};
  expect(Object.keys(fields)).not.toContain('_');
  for (const message of Object.values(fields)) expect(spanishMessages).toContain(message);
  return fields;
}

const newStart = {
  email: 'ana@example.com',
  stock_id: 10,
  model: 'Polo Track',
  brand_id: 1,
  chassis: 'CH-1',
  family: 'Polo',
  family_id: 3,
  fullprice: 25_000_000,
} satisfies StartBody;

describe('validation errors of a union: the start body (spec 7.2 new operation or resume)', () => {
  it('names the new operation’s fields when there is no code', () => {
    const fields = fieldsOf(startBodySchema, {
      ...newStart,
      email: 'no-es-un-email',
      stock_id: 'uno',
    });
    expect(fields).toEqual({
      email: personalDataMessages.emailInvalid,
      stock_id: messages.fieldInvalid,
    });
  });

  it('lists every field of a new operation for an empty body, each as required', () => {
    const fields = fieldsOf(startBodySchema, {});
    expect(Object.keys(fields).sort()).toEqual([
      'brand_id',
      'chassis',
      'email',
      'family',
      'family_id',
      'fullprice',
      'model',
      'stock_id',
    ]);
    expect(new Set(Object.values(fields))).toEqual(new Set([messages.fieldRequired]));
  });

  it('names the code when the body resumes by code', () => {
    expect(fieldsOf(startBodySchema, { code: '' })).toEqual({ code: messages.fieldRequired });
    expect(fieldsOf(startBodySchema, { code: 5, email: 'x' })).toEqual({
      code: messages.fieldInvalid,
    });
  });

  it('says a value outside a list is a choice (brand_id)', () => {
    expect(fieldsOf(startBodySchema, { ...newStart, brand_id: 3 })).toEqual({
      brand_id: messages.optionInvalid,
    });
  });

  it('names no field when the body is not an object; the message says it', () => {
    for (const body of [[], 'texto', null]) {
      const error = refusal(startBodySchema, body);
      expect(error?.message).toBe(messages.startError);
      expect(error?.fields).toBeUndefined();
    }
  });

  it('reaches unions nested in objects and arrays', () => {
    const schema = z.object({
      items: z.array(z.union([z.object({ kind: z.literal('a'), a: z.string() }), startBodySchema])),
    });
    expect(fieldsOf(schema, { items: [{ code: '' }] })).toEqual({
      'items.0.code': messages.fieldRequired,
    });
  });
});

describe('the start endpoint answers the union’s real fields (spec 7.2, 8)', () => {
  let api: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers 400 naming email and stock_id in Spanish, never `_`', async () => {
    const response = await api.post(apiPaths.dealershipStart, {
      ...newStart,
      email: 'no-es-un-email',
      stock_id: 'uno',
    });
    expect(response.status).toBe(400);
    const { error } = await json<{
      error: { code: string; message: string; fields?: Record<string, string> };
    }>(response);
    expect(error).toEqual({
      code: 'invalid_request',
      message: messages.startError,
      fields: { email: personalDataMessages.emailInvalid, stock_id: messages.fieldInvalid },
    });
  });
});
