/**
 * Copies served by the service worker from its cache: the page's data is as old as the
 * oldest of them, and the offline notice says so. Empty on the server, where every answer
 * comes from the network. Offline, the parts of the page that could not be read are
 * counted, so the page says once that it is not saved, not once per part.
 */
import { createStore } from 'zustand/vanilla';
import { cachedAtHeader, parseCachedAt } from '../lib/offlineCopy';

export type ConnectivityState = {
  /** When the oldest cached copy the page shows was fetched; null when none. */
  readonly cachedAt: Date | null;
  noteCachedCopy(at: Date): void;
  /** Parts of the page on screen that failed for want of a connection. */
  readonly unsavedParts: number;
  /** Counts one such part while it is on screen; the returned function uncounts it. */
  noteUnsavedPart(): () => void;
};

export type ConnectivityStore = ReturnType<typeof createConnectivityStore>;

export function createConnectivityStore() {
  return createStore<ConnectivityState>()((set, get) => ({
    cachedAt: null,
    unsavedParts: 0,
    noteUnsavedPart: () => {
      set((state) => ({ unsavedParts: state.unsavedParts + 1 }));
      let counted = true;
      return () => {
        if (!counted) return;
        counted = false;
        set((state) => ({ unsavedParts: state.unsavedParts - 1 }));
      };
    },
    noteCachedCopy: (at) => {
      const current = get().cachedAt;
      if (current === null || at.getTime() < current.getTime()) set({ cachedAt: at });
    },
  }));
}

/** A fetch that tells the store about every answer the worker took from its cache. */
export function fetchNotingCachedCopies(store: ConnectivityStore): typeof fetch {
  return async (input, init) => {
    const response = await globalThis.fetch(input, init);
    const cachedAt = parseCachedAt(response.headers.get(cachedAtHeader));
    if (cachedAt) store.getState().noteCachedCopy(cachedAt);
    return response;
  };
}
