import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, ContractError } from './errors';
import {
  buildLoadAllUrl,
  buildLoadOneUrl,
  isEmptyData,
  joinUrl,
  readItem,
  readList,
  readOptionalItem,
  serializeQuery,
} from './load';

const itemSchema = z.object({ id: z.number(), name: z.string() });

describe('serializeQuery', () => {
  it('spec 7.1: serializes a query object as key=value pairs joined by &', () => {
    expect(serializeQuery({ family_id: 10, subfamily_id: 100 })).toBe(
      'family_id=10&subfamily_id=100',
    );
  });

  it('spec 7.1: keeps key order, leaves out null and undefined, encodes values', () => {
    expect(serializeQuery({ b: 'Gol Trend', a: undefined, c: null, d: true, e: 'x&y=z' })).toBe(
      'b=Gol%20Trend&d=true&e=x%26y%3Dz',
    );
  });

  it('spec 7.1: no query is an empty string', () => {
    expect(serializeQuery()).toBe('');
    expect(serializeQuery({})).toBe('');
  });
});

describe('buildLoadAllUrl', () => {
  it('spec 7.1: appends the serialized query when there is one', () => {
    expect(buildLoadAllUrl('/v1/vw/stock/stock', { family_id: 10 })).toBe(
      '/v1/vw/stock/stock?family_id=10',
    );
    expect(buildLoadAllUrl('/v1/vw/stock/stock')).toBe('/v1/vw/stock/stock');
    expect(buildLoadAllUrl('/v1/vw/stock/stock', { family_id: undefined })).toBe(
      '/v1/vw/stock/stock',
    );
  });
});

describe('buildLoadOneUrl', () => {
  it('spec 7.1: appends /{id} without the query option', () => {
    expect(buildLoadOneUrl('/v2/nissan/stock', 5)).toBe('/v2/nissan/stock/5');
    expect(buildLoadOneUrl('/v2/nissan/stock/', '5')).toBe('/v2/nissan/stock/5');
  });

  it('spec 7.1: appends ?id={id} with the query option', () => {
    expect(buildLoadOneUrl('/v1/vw/stock/stock', 5, { query: true })).toBe(
      '/v1/vw/stock/stock?id=5',
    );
  });
});

describe('joinUrl', () => {
  it('joins a base URL and a path with exactly one slash', () => {
    expect(joinUrl('http://h:1', '/a')).toBe('http://h:1/a');
    expect(joinUrl('http://h:1/', '/a')).toBe('http://h:1/a');
    expect(joinUrl('http://h:1/prefix', 'a?b=1')).toBe('http://h:1/prefix/a?b=1');
  });
});

describe('readList', () => {
  it('spec 7.1: reads an array from data', () => {
    expect(readList({ data: [{ id: 1, name: 'a' }] }, itemSchema)).toEqual([{ id: 1, name: 'a' }]);
  });

  it('spec 7.1: a single item becomes a one-element list', () => {
    expect(readList({ data: { id: 2, name: 'b' } }, itemSchema)).toEqual([{ id: 2, name: 'b' }]);
  });

  it('spec 7.1: missing data is a failure', () => {
    for (const body of [{}, { other: [] }, { data: null }, undefined, [], 'text']) {
      expect(() => readList(body, itemSchema)).toThrow(ApiError);
    }
  });

  it('schemas: a bad item is a contract break naming its index', () => {
    try {
      readList(
        {
          data: [
            { id: 1, name: 'a' },
            { id: 'two', name: 'b' },
          ],
        },
        itemSchema,
        {
          request: 'GET /x',
        },
      );
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContractError);
      expect((error as ContractError).path).toBe('data[1].id');
      expect((error as ContractError).message).toMatch(
        /^Contract break in GET \/x at data\[1\]\.id/,
      );
    }
  });
});

describe('readItem', () => {
  it('spec 7.1: reads a single item from data', () => {
    expect(readItem({ data: { id: 1, name: 'a' } }, itemSchema)).toEqual({ id: 1, name: 'a' });
  });

  it('spec 7.1: takes the first element when an array arrives', () => {
    expect(
      readItem(
        {
          data: [
            { id: 1, name: 'a' },
            { id: 2, name: 'b' },
          ],
        },
        itemSchema,
      ),
    ).toEqual({ id: 1, name: 'a' });
  });

  it('spec 7.1: empty data (null, {}, [], [null]) is a failure', () => {
    for (const data of [null, {}, [], [null], [{}]]) {
      expect(() => readItem({ data }, itemSchema)).toThrow(
        expect.objectContaining({ code: 'empty_data' }),
      );
    }
  });

  it('spec 7.1: missing data is a failure', () => {
    expect(() => readItem({}, itemSchema, { status: 201 })).toThrow(
      expect.objectContaining({ code: 'missing_data', status: 201 }),
    );
  });

  it('schemas: a contract break names the path inside data', () => {
    expect(() => readItem({ data: { id: 1 } }, itemSchema)).toThrow(
      expect.objectContaining({ name: 'ContractError', path: 'data.name' }),
    );
    expect(() => readItem({ data: [{ id: 1 }] }, itemSchema)).toThrow(
      expect.objectContaining({ path: 'data[0].name' }),
    );
  });

  it('a number is a valid single item (the valuation amount)', () => {
    expect(readItem({ data: 0 }, z.number())).toBe(0);
  });
});

describe('readOptionalItem', () => {
  it('empty data is null, not a failure; missing data still fails', () => {
    expect(readOptionalItem({ data: null }, itemSchema)).toBeNull();
    expect(readOptionalItem({ data: [] }, itemSchema)).toBeNull();
    expect(readOptionalItem({ data: { id: 1, name: 'a' } }, itemSchema)).toEqual({
      id: 1,
      name: 'a',
    });
    expect(() => readOptionalItem({}, itemSchema)).toThrow(ApiError);
  });
});

describe('isEmptyData', () => {
  it('spec 7.1: null, undefined, {}, [] and "" are empty; 0 and false are not', () => {
    expect([null, undefined, {}, [], ''].map(isEmptyData)).toEqual([true, true, true, true, true]);
    expect([0, false, { a: 1 }, [1]].map(isEmptyData)).toEqual([false, false, false, false]);
  });
});
