/**
 * The session's price request across the browser's tabs (spec 3 "Session flag:
 * priceRequested"). The flag is a session cookie every tab shares (stores/sessionStore); a
 * tab already open hears of a request made in another from a BroadcastChannel message, and
 * reads the cookie again whenever it is shown (a browser without BroadcastChannel, or a tab
 * that was asleep). The message itself is the news: a cookie set in one tab may reach
 * another tab's document.cookie only a moment after the message. Only the pages that show
 * prices load this.
 */
import { useEffect } from 'react';
import { useServices, useSession } from '../services/context';
import type { SessionStore } from '../stores/sessionStore';

const channelName = 'territorio.session';

function openChannel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(channelName) : null;
}

/** Records the price request for the session and tells the other open tabs. */
export function sharePriceRequest(session: SessionStore): void {
  session.getState().markPriceRequested();
  const channel = openChannel();
  channel?.postMessage('priceRequested');
  channel?.close();
}

/** Whether this session has requested prices, kept current with the other tabs. */
export function usePriceRequested(): boolean {
  const { stores } = useServices();
  useEffect(() => {
    const readCookie = () => stores.session.getState().readPriceRequested();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') readCookie();
    };
    const channel = openChannel();
    channel?.addEventListener('message', () => stores.session.getState().markPriceRequested());
    document.addEventListener('visibilitychange', onVisibility);
    // Another tab may have set it while this tab showed a page that does not listen.
    readCookie();
    return () => {
      channel?.close();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [stores.session]);
  return useSession((state) => state.priceRequested);
}
