/** The shell around every page: header, main, footer, bottom bar, popups and live chat. */
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { OfflineNotice } from '../components/OfflineNotice';
import { NavigationType, Outlet, useLocation, useNavigationType } from 'react-router';
import { keepPageOffline } from '../lib/keepPage';
import { useServices } from '../services/context';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './layout.css';
import { scheduleLiveChat } from './liveChat';
import { MobileNav } from './MobileNav';
import { PopupList } from './PopupList';

export const mainContentId = 'contenido';

/**
 * A new page starts at the top, unless it asks for a section (#...). The page the browser
 * loaded keeps its scroll: a person may have scrolled it before the app started (the
 * script comes after the first paint), and the browser restores it on a reload. Back and
 * Forward return to where the page was left (React Router's ScrollRestoration).
 */
function AfterNavigation() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const address = `${pathname}${hash}`;
  // The address last scrolled for; at first, the loaded page's (StrictMode runs it twice).
  const scrolledFor = useRef(address);
  useEffect(() => {
    if (scrolledFor.current === address) return;
    scrolledFor.current = address;
    if (!hash && navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [address, hash, navigationType]);
  // The page loaded in full is kept by the worker as it loads; a page reached by a link
  // is kept once shown.
  const page = `${pathname}${search}`;
  const keptFor = useRef(page);
  useEffect(() => {
    if (keptFor.current === page) return;
    keptFor.current = page;
    keepPageOffline(window.location.href);
  }, [page]);
  return null;
}

/** The shell of the matched route's page, or of `children` for a page a route renders itself. */
export function AppShell({ children }: { children?: ReactNode }) {
  const { config } = useServices();

  useEffect(() => scheduleLiveChat(config.liveChatUrl, document), [config.liveChatUrl]);

  return (
    <div className={styles.shell}>
      <AfterNavigation />
      <a href={`#${mainContentId}`} className={styles.skipLink}>
        Saltar al contenido
      </a>
      <Header />
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        <OfflineNotice />
        {children ?? <Outlet />}
      </main>
      <Footer />
      <MobileNav />
      <PopupList />
    </div>
  );
}
