import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useStore } from 'zustand';
import {
  browserCookies,
  createSessionStore,
  hasSessionFlag,
  popupsClosedIn,
  sessionKeys,
} from './sessionStore';
import type { SessionStore } from './sessionStore';

/** Another tab of the same browser: the same cookies, a store of its own. */
const otherTab = () => createSessionStore(browserCookies());

describe('session store', () => {
  it('starts from what the session already holds', () => {
    document.cookie = `${sessionKeys.priceRequested}=1; Path=/`;
    const store = createSessionStore(browserCookies());
    expect(store.getState().priceRequested).toBe(true);
    expect(store.getState().popupsClosed).toBe(false);
  });

  it('remembers a price request and closed popups for the session, in every tab', () => {
    const store = createSessionStore(browserCookies());
    store.getState().markPriceRequested();
    store.getState().closePopups();
    expect(store.getState()).toMatchObject({ priceRequested: true, popupsClosed: true });
    // Session cookies (no expiry): every tab has them, the server reads them too.
    expect(hasSessionFlag(document.cookie, sessionKeys.priceRequested)).toBe(true);
    expect(popupsClosedIn(document.cookie)).toBe(true);
    expect(otherTab().getState()).toMatchObject({ priceRequested: true, popupsClosed: true });
  });

  it('takes up a price request another tab made while this one was open', () => {
    const store = createSessionStore(browserCookies());
    store.getState().readPriceRequested();
    expect(store.getState().priceRequested).toBe(false);
    otherTab().getState().markPriceRequested();
    store.getState().readPriceRequested();
    expect(store.getState().priceRequested).toBe(true);
  });

  it('keeps the price flag out of the initial state, which hydration renders as the server did', () => {
    document.cookie = `${sessionKeys.priceRequested}=1; Path=/`;
    const store = createSessionStore(browserCookies());
    expect(store.getInitialState().priceRequested).toBe(false);
    expect(store.getState().priceRequested).toBe(true);
  });

  it('hydrates a page the server rendered without the flag, then shows prices', () => {
    const Prices = ({ store }: { store: SessionStore }) => (
      <p>{useStore(store, (state) => state.priceRequested) ? 'Precios' : 'Consultar precio'}</p>
    );
    // The server renders with the request's cookies: the price flag is never among them.
    const serverCookies = { read: () => `${sessionKeys.priceRequested}=1`, write: () => {} };
    const html = renderToString(<Prices store={createSessionStore(serverCookies)} />);
    expect(html).toContain('Consultar precio');

    document.cookie = `${sessionKeys.priceRequested}=1; Path=/`;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const onRecoverableError = vi.fn();
    render(<Prices store={createSessionStore(browserCookies())} />, {
      container,
      hydrate: true,
      onRecoverableError,
    });
    expect(container.textContent).toBe('Precios');
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it('works without cookies (prerendering) and with cookies that refuse writes', () => {
    const store = createSessionStore(null);
    store.getState().markPriceRequested();
    expect(store.getState().priceRequested).toBe(true);
    const other = createSessionStore({
      read: () => '',
      write: () => {
        throw new Error('SecurityError');
      },
    });
    other.getState().closePopups();
    other.getState().markPriceRequested();
    expect(other.getState()).toMatchObject({ priceRequested: true, popupsClosed: true });
  });

  it('reads the flags from a Cookie header among other cookies', () => {
    expect(popupsClosedIn(`a=1; ${sessionKeys.popupsClosed}=1; b=2`)).toBe(true);
    expect(popupsClosedIn(`${sessionKeys.popupsClosed}=0`)).toBe(false);
    expect(popupsClosedIn(undefined)).toBe(false);
    expect(hasSessionFlag(`${sessionKeys.priceRequested}=1`, sessionKeys.priceRequested)).toBe(
      true,
    );
  });
});
