import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore, sessionKeys } from './sessionStore';

describe('session store', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts from what the session already holds', () => {
    sessionStorage.setItem(sessionKeys.priceRequested, '1');
    const store = createSessionStore(sessionStorage);
    expect(store.getState().priceRequested).toBe(true);
    expect(store.getState().popupsClosed).toBe(false);
  });

  it('remembers a price request and closed popups for the session', () => {
    const store = createSessionStore(sessionStorage);
    store.getState().markPriceRequested();
    store.getState().closePopups();
    expect(store.getState()).toMatchObject({ priceRequested: true, popupsClosed: true });
    expect(createSessionStore(sessionStorage).getState()).toMatchObject({
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
    const other = createSessionStore(refusing);
    other.getState().closePopups();
    expect(other.getState().popupsClosed).toBe(true);
  });
});
