import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedAtHeader } from '../lib/offlineCopy';
import { createConnectivityStore, fetchNotingCachedCopies } from './connectivityStore';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('connectivity store', () => {
  it('keeps the oldest cached copy the page shows', () => {
    const store = createConnectivityStore();
    expect(store.getState().cachedAt).toBeNull();
    store.getState().noteCachedCopy(new Date('2026-11-26T15:00:00Z'));
    store.getState().noteCachedCopy(new Date('2026-11-26T12:00:00Z'));
    store.getState().noteCachedCopy(new Date('2026-11-26T16:00:00Z'));
    expect(store.getState().cachedAt?.toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });

  it('notes answers the worker took from its cache, and only those', async () => {
    const store = createConnectivityStore();
    const answers = [
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
      new Response('{}', { headers: { [cachedAtHeader]: '2026-11-26T12:00:00.000Z' } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()),
    );
    const fetchWithNotes = fetchNotingCachedCopies(store);
    await fetchWithNotes('https://api.test/families');
    expect(store.getState().cachedAt).toBeNull();
    const response = await fetchWithNotes('https://api.test/families');
    expect(await response.text()).toBe('{}');
    expect(store.getState().cachedAt?.toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });
});
