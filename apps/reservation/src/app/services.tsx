import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createApiClient, prefetchedFetch } from '@territorio/api-client';
import type { ApiClient } from '@territorio/api-client';
import { readRuntimeConfig } from '@territorio/site-config';
import type { RuntimeConfig } from '@territorio/site-config';

/** What every screen needs from outside React: the addresses and the one API client. */
export type AppServices = {
  readonly config: RuntimeConfig;
  readonly api: ApiClient;
  /** The current time in ms; tests pass a fixed clock (refund window). */
  readonly now: () => number;
};

/**
 * One API client for the whole app, on the addresses of /runtime-config.js (DECISIONS). It
 * takes over the first screen's reads that the page started with its HTML (issue 7).
 */
export function createAppServices(config: RuntimeConfig = readRuntimeConfig()): AppServices {
  return {
    config,
    api: createApiClient({
      apiBaseUrl: config.apiUrl,
      intranetBaseUrl: config.intranetUrl,
      ...(typeof window === 'undefined' ? {} : { fetch: prefetchedFetch(window) }),
    }),
    now: () => Date.now(),
  };
}

const AppServicesContext = createContext<AppServices | null>(null);

export const AppServicesProvider = ({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) => <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesProvider.');
  return services;
}
