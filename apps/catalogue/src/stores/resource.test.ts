import { ApiError } from '@territorio/api-client';
import { describe, expect, it } from 'vitest';
import {
  emptyResource,
  resourceStatus,
  resourceTransitions,
  sameQuery,
  toResourceError,
} from './resource';

describe('resource transitions (spec 4)', () => {
  it('goes requesting on sent and keeps what it had', () => {
    const loaded = resourceTransitions.success(emptyResource<number>(), [1, 2], 1, null);
    const sent = resourceTransitions.sent(loaded);
    expect(sent).toMatchObject({ requesting: true, error: null, all: [1, 2] });
    expect(resourceStatus(sent)).toBe('loading');
  });

  it('stores the payload with its brand id and query on success', () => {
    const resource = resourceTransitions.success(emptyResource<string>(), ['a'], 4, {
      family_id: 401,
    });
    expect(resource).toEqual({
      requesting: false,
      error: null,
      all: ['a'],
      selected: null,
      brandId: 4,
      query: { family_id: 401 },
    });
    expect(resourceStatus(resource)).toBe('loaded');
  });

  it('sets selected on an item success', () => {
    const resource = resourceTransitions.itemSuccess(emptyResource<string>(), 'polo', 1, {
      id: 101,
    });
    expect(resource.selected).toBe('polo');
    expect(resource.all).toEqual([]);
  });

  it('keeps a readable error on failure and tells a not-found apart', () => {
    const notFound = new ApiError({
      status: 404,
      code: 'family_not_found',
      message: 'No está.',
      request: 'GET /x',
    });
    const failed = resourceTransitions.failed(resourceTransitions.sent(emptyResource()), notFound);
    expect(failed.error).toEqual({ message: 'No está.', isNotFound: true });
    expect(resourceStatus(failed)).toBe('failed');
    expect(toResourceError(new Error('boom')).isNotFound).toBe(false);
  });

  it('empties the list on reset', () => {
    const loaded = resourceTransitions.success(emptyResource<number>(), [1], 1);
    expect(resourceTransitions.reset<number>()).toEqual(emptyResource());
    expect(resourceStatus(resourceTransitions.reset())).toBe('idle');
    expect(loaded.all).toEqual([1]);
  });

  it('compares queries regardless of key order and id types', () => {
    expect(
      sameQuery({ family_id: 1, subfamily_id: 2 }, { subfamily_id: '2', family_id: '1' }),
    ).toBe(true);
    expect(sameQuery(null, {})).toBe(true);
    expect(sameQuery({ family_id: 1 }, { family_id: 2 })).toBe(false);
  });
});
