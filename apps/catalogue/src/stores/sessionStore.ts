/**
 * Flags kept for the browser session (spec 3 "Session flag: priceRequested"; spec 2.2 the
 * popup list, once closed, is remembered for the session): the price flag in
 * sessionStorage; the popups flag in a session cookie, so the server renders the popups
 * only for whoever has not closed them (issue 7: they are in the page's first paint).
 */
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

export const sessionKeys = {
  priceRequested: 'territorio.priceRequested',
  /** A cookie with no expiry: it lasts the browser session. */
  popupsClosed: 'territorio_popups_closed',
} as const;

/** The browser's cookies, or on the server the request's Cookie header (read only). */
export type CookieJar = { read(): string; write(cookie: string): void };

/** Whether cookies (document.cookie or a Cookie header) hold the closed-popups flag. */
export function popupsClosedIn(cookies: string | null | undefined): boolean {
  return (cookies ?? '').split(/;\s*/).includes(`${sessionKeys.popupsClosed}=1`);
}

/** The browser's cookies, or null where there is no document. */
export function browserCookies(): CookieJar | null {
  if (typeof document === 'undefined') return null;
  return {
    read: () => document.cookie,
    write: (cookie) => {
      document.cookie = cookie;
    },
  };
}

export type SessionState = {
  priceRequested: boolean;
  popupsClosed: boolean;
  markPriceRequested(): void;
  closePopups(): void;
};

export type SessionStore = StoreApi<SessionState>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Private modes may refuse storage and blocked cookies throw in some browsers: the flag
 * then holds for this page's life only.
 */
function safely<Result>(action: () => Result): Result | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

function read(storage: KeyValueStorage | null, key: string): boolean {
  return safely(() => storage?.getItem(key)) === '1';
}

function write(storage: KeyValueStorage | null, key: string): void {
  safely(() => storage?.setItem(key, '1'));
}

/**
 * `storage` is sessionStorage in the browser; null where there is none (the server). The
 * price flag starts unset, as the server renders, then is read: zustand hydrates from the
 * initial state and re-renders with the stored flag right after. With `readLater`, that
 * read waits for a task of its own (the browser's first use of sessionStorage waits on
 * the browser process: issue 7, not in the app's start). The popups flag is read from the
 * cookies at once, as the server read it from the request.
 */
export function createSessionStore(
  storage: KeyValueStorage | null,
  cookies: CookieJar | null = null,
  { readLater = false }: { readLater?: boolean } = {},
): SessionStore {
  const store = createStore<SessionState>()((set) => ({
    priceRequested: false,
    popupsClosed: popupsClosedIn(safely(() => cookies?.read())),
    markPriceRequested() {
      write(storage, sessionKeys.priceRequested);
      set({ priceRequested: true });
    },
    closePopups() {
      safely(() => cookies?.write(`${sessionKeys.popupsClosed}=1; Path=/; SameSite=Lax`));
      set({ popupsClosed: true });
    },
  }));
  const readFlag = () => {
    if (read(storage, sessionKeys.priceRequested)) store.setState({ priceRequested: true });
  };
  if (readLater) setTimeout(readFlag, 0);
  else readFlag();
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
