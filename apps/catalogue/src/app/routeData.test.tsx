/**
 * How a screen shows its route's reads: a settled read at once, a read on its way as
 * loading, and, when the page's data is read again, what it shows until the new answer.
 */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyResource, resourceStatus, resourceTransitions } from '../stores/resource';
import type { Resource } from '../stores/resource';
import { settleReads, useResource } from './routeData';
import type { Loadable } from './routeData';

const loaded = (names: string[]): Resource<string> =>
  resourceTransitions.success(emptyResource<string>(), names, 1);
const failed: Resource<string> = resourceTransitions.failed(
  emptyResource<string>(),
  new Error('Falló.'),
);

function deferred() {
  let resolve!: (resource: Resource<string>) => void;
  const promise = new Promise<Resource<string>>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderResource(initial: Loadable<string> | undefined) {
  return renderHook(({ loadable }) => useResource(loadable), {
    initialProps: { loadable: initial },
  });
}

describe('useResource', () => {
  it('shows a settled read at once, and an absent one as idle', () => {
    expect(renderResource(loaded(['Polo'])).result.current.all).toEqual(['Polo']);
    expect(resourceStatus(renderResource(undefined).result.current)).toBe('idle');
  });

  it('shows a read on its way as loading, then its answer', async () => {
    const read = deferred();
    const { result } = renderResource(read.promise);
    expect(resourceStatus(result.current)).toBe('loading');
    await act(async () => read.resolve(loaded(['Polo'])));
    expect(result.current.all).toEqual(['Polo']);
  });

  it('keeps what it shows while the same data is read again, then shows the new answer', async () => {
    const { result, rerender } = renderResource(loaded(['Polo']));
    const again = deferred();
    rerender({ loadable: again.promise });
    expect(result.current.all).toEqual(['Polo']);
    await act(async () => again.resolve(loaded(['Polo', 'Taos'])));
    expect(result.current.all).toEqual(['Polo', 'Taos']);
  });

  it('keeps what it shows when reading it again fails (the failure is reported)', async () => {
    const { result, rerender } = renderResource(loaded(['Polo']));
    const again = deferred();
    rerender({ loadable: again.promise });
    await act(async () => again.resolve(failed));
    expect(result.current.all).toEqual(['Polo']);
  });

  it('shows a failure with nothing before it, and the retry’s answer after it', async () => {
    const { result, rerender } = renderResource(failed);
    expect(result.current.error).toEqual(failed.error);
    const retry = deferred();
    rerender({ loadable: retry.promise });
    expect(resourceStatus(result.current)).toBe('loading');
    await act(async () => retry.resolve(loaded(['Polo'])));
    expect(result.current.all).toEqual(['Polo']);
  });
});

describe('route data', () => {
  it('settles every read, per brand too', async () => {
    const reads = await settleReads({
      family: Promise.resolve(loaded(['Polo']) as never),
      offers: { 1: Promise.resolve(failed as never) },
    });
    expect(reads.family?.all).toEqual(['Polo']);
    expect(reads.offers?.[1]).toEqual(failed);
  });
});
