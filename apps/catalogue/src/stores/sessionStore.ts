/**
 * Flags kept for the browser session, as session cookies (no expiry): every tab of the
 * browser shares them, the browser drops them when it closes, and the server can read them
 * from the request. spec 3 "Session flag: priceRequested": a price request made in one tab
 * holds in every tab, so none asks again. spec 2.2: the popup list, once closed, is
 * remembered for the session.
 *
 * What the server renders: the popups flag from the request's cookies (the root route's
 * loader reads it), the price flag always unset. So the price flag is never part of the
 * store's initial state: the browser reads it right after creating the store, hydration
 * renders from the initial state as the server did, and React renders again with the flag.
 */
import { catalogueSessionCookies } from '@territorio/api-client/core';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';

export const sessionKeys = catalogueSessionCookies;

type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

/** The browser's cookies, or on the server the request's Cookie header (read only). */
export type CookieJar = { read(): string; write(cookie: string): void };

/** Whether cookies (document.cookie or a Cookie header) hold a session flag. */
export function hasSessionFlag(cookies: string | null | undefined, key: SessionKey): boolean {
  return (cookies ?? '').split(/;\s*/).includes(`${key}=1`);
}

/** Whether cookies (document.cookie or a Cookie header) hold the closed-popups flag. */
export function popupsClosedIn(cookies: string | null | undefined): boolean {
  return hasSessionFlag(cookies, sessionKeys.popupsClosed);
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
  /** Takes up a price request another tab made (the cookies are the session's record). */
  readPriceRequested(): void;
};

export type SessionStore = StoreApi<SessionState>;

/** Blocked cookies throw in some browsers: the flag then holds for this page's life only. */
function safely<Result>(action: () => Result): Result | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/** `cookies` is the browser's, the request's on the server, or null (prerendering). */
export function createSessionStore(cookies: CookieJar | null): SessionStore {
  const read = () => safely(() => cookies?.read());
  const setFlag = (key: SessionKey) =>
    safely(() => cookies?.write(`${key}=1; Path=/; SameSite=Lax`));
  const atStart = read();
  const store = createStore<SessionState>()((set, get) => ({
    priceRequested: false,
    popupsClosed: popupsClosedIn(atStart),
    markPriceRequested() {
      setFlag(sessionKeys.priceRequested);
      set({ priceRequested: true });
    },
    closePopups() {
      setFlag(sessionKeys.popupsClosed);
      set({ popupsClosed: true });
    },
    readPriceRequested() {
      if (!get().priceRequested && hasSessionFlag(read(), sessionKeys.priceRequested)) {
        set({ priceRequested: true });
      }
    },
  }));
  if (hasSessionFlag(atStart, sessionKeys.priceRequested)) store.setState({ priceRequested: true });
  return store;
}
