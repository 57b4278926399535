/**
 * Flags kept for the browser session (spec 3 "Session flag: priceRequested"; spec 2.2 the
 * popup list, once closed, is remembered for the session), in sessionStorage.
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

export const sessionKeys = {
  priceRequested: 'territorio.priceRequested',
  popupsClosed: 'territorio.popupsClosed',
} as const;

export type SessionState = {
  priceRequested: boolean;
  popupsClosed: boolean;
  markPriceRequested(): void;
  closePopups(): void;
};

export type SessionStore = StoreApi<SessionState>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: KeyValueStorage | null, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.setItem(key, '1');
  } catch {
    // Private modes may refuse storage; the flag still holds for this page's life.
  }
}

/**
 * `storage` is sessionStorage in the browser; null where there is none (the server). The
 * store starts with the flags unset, as the server renders, then reads them: zustand
 * hydrates from the initial state and re-renders with the stored flags right after.
 */
export function createSessionStore(storage: KeyValueStorage | null): SessionStore {
  const store = createStore<SessionState>()((set) => ({
    priceRequested: false,
    popupsClosed: false,
    markPriceRequested() {
      write(storage, sessionKeys.priceRequested);
      set({ priceRequested: true });
    },
    closePopups() {
      write(storage, sessionKeys.popupsClosed);
      set({ popupsClosed: true });
    },
  }));
  store.setState({
    priceRequested: read(storage, sessionKeys.priceRequested),
    popupsClosed: read(storage, sessionKeys.popupsClosed),
  });
  return store;
}

/** The browser's sessionStorage, or null when it is missing or blocked. */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
