import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createLazyApiClient } from '@territorio/api-client/core';
import type { ApiClient } from '@territorio/api-client/core';
import { readRuntimeConfig } from '@territorio/site-config';
import type { RuntimeConfig } from '@territorio/site-config';

/** What every screen needs from outside React: the addresses and the one API client. */
export type AppServices = {
  readonly config: RuntimeConfig;
  readonly api: ApiClient;
  /** The current time in ms; tests pass a fixed clock (refund window). */
  readonly now: () => number;
};

export type AppServicesOptions = {
  /** The API client; default: one on `config`'s addresses. */
  readonly api?: ApiClient;
};

/** One API client for the whole app, on the runtime configuration's addresses (DECISIONS). */
export function createAppServices(
  config: RuntimeConfig = readRuntimeConfig(),
  options: AppServicesOptions = {},
): AppServices {
  return {
    config,
    // The HTTP client (ky, zod and the contract's schemas) loads on its first call: a
    // confirmation page rendered on the server calls nothing until the buyer acts.
    api:
      options.api ??
      createLazyApiClient({ apiBaseUrl: config.apiUrl, intranetBaseUrl: config.intranetUrl }),
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
