import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { group } from '@territorio/site-config';

/**
 * How many in-app navigations happened since the page loaded. Headings move focus to
 * themselves only after a navigation: on the first load the reader starts at the top.
 */
const NavigationCountContext = createContext(0);

export const NavigationTracker = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const [tracked, setTracked] = useState({ key: location.key, count: 0 });
  // React's "information from previous renders" pattern: a new location counts once.
  if (tracked.key !== location.key) setTracked({ key: location.key, count: tracked.count + 1 });
  return (
    <NavigationCountContext.Provider value={tracked.count}>
      {children}
    </NavigationCountContext.Provider>
  );
};

export function useNavigationCount(): number {
  return useContext(NavigationCountContext);
}

/** The document title of a screen: 'Modo de pago | Concesionario Digital | Piedemonte Automotores'. */
export function documentTitle(screenTitle: string): string {
  const parts = [screenTitle, 'Concesionario Digital', group.name].filter(
    (part, index, all) => part !== '' && all.indexOf(part) === index,
  );
  return parts.join(' | ');
}
