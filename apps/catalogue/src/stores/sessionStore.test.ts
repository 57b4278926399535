import { beforeEach, describe, expect, it } from 'vitest';
import { browserCookies, createSessionStore, popupsClosedIn, sessionKeys } from './sessionStore';

describe('session store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    document.cookie = `${sessionKeys.popupsClosed}=; Path=/; Max-Age=0`;
  });

  it('starts from what the session already holds', () => {
    sessionStorage.setItem(sessionKeys.priceRequested, '1');
    const store = createSessionStore(sessionStorage);
    expect(store.getState().priceRequested).toBe(true);
    expect(store.getState().popupsClosed).toBe(false);
  });

  it('can read the price flag in a task of its own, after the app has started', async () => {
    sessionStorage.setItem(sessionKeys.priceRequested, '1');
    const store = createSessionStore(sessionStorage, null, { readLater: true });
    expect(store.getState().priceRequested).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().priceRequested).toBe(true);
  });

  it('remembers a price request and closed popups for the session', () => {
    const store = createSessionStore(sessionStorage, browserCookies());
    store.getState().markPriceRequested();
    store.getState().closePopups();
    expect(store.getState()).toMatchObject({ priceRequested: true, popupsClosed: true });
    // The popups flag is a session cookie (no expiry), which the server reads too.
    expect(popupsClosedIn(document.cookie)).toBe(true);
    expect(createSessionStore(sessionStorage, browserCookies()).getState()).toMatchObject({
      priceRequested: true,
      popupsClosed: true,
    });
  });

  it('works without storage (prerendering) and with a storage that refuses writes', () => {
    const store = createSessionStore(null);
    store.getState().markPriceRequested();
    expect(store.getState().priceRequested).toBe(true);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const other = createSessionStore(refusing, {
      read: () => '',
      write: () => {
        throw new Error('SecurityError');
      },
    });
    other.getState().closePopups();
    expect(other.getState().popupsClosed).toBe(true);
  });

  it('reads the popups flag from a Cookie header among other cookies', () => {
    expect(popupsClosedIn(`a=1; ${sessionKeys.popupsClosed}=1; b=2`)).toBe(true);
    expect(popupsClosedIn(`${sessionKeys.popupsClosed}=0`)).toBe(false);
    expect(popupsClosedIn(undefined)).toBe(false);
  });
});
