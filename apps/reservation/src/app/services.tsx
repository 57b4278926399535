import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createLazyApiClient, prefetchedFetch } from '@territorio/api-client/core';
import type { ApiClient } from '@territorio/api-client/core';
import type { FlowSnapshot } from '@territorio/dealership-flow';
import { readRuntimeConfig } from '@territorio/site-config';
import type { RuntimeConfig } from '@territorio/site-config';

/** What every screen needs from outside React: the addresses and the one API client. */
export type AppServices = {
  readonly config: RuntimeConfig;
  readonly api: ApiClient;
  /** The current time in ms; tests pass a fixed clock (refund window). */
  readonly now: () => number;
  /**
   * What the server rendered the page with (issue 7): the flow store starts from it, so
   * hydration shows what the server did without asking the API again. The first flow to
   * mount empties it: a later one (the buyer came back from another route) loads afresh.
   */
  readonly serverFlow?: ServerFlow;
};

/** The flow data a server-rendered page carries: read by the flow, released once mounted. */
export type ServerFlow = {
  read(): FlowSnapshot | null;
  release(): void;
};

function serverFlowOf(data: FlowSnapshot | null): ServerFlow {
  let current = data;
  return {
    read: () => current,
    release: () => {
      current = null;
    },
  };
}

export type AppServicesOptions = {
  /** The API client (the server's renderer shares one); default: one on `config`'s addresses. */
  readonly api?: ApiClient;
  /** The flow data the page was rendered with (readServerState), or null. */
  readonly serverFlow?: FlowSnapshot | null;
};

/**
 * One API client for the whole app, on the addresses of /runtime-config.js (DECISIONS). It
 * takes over the first screen's reads that the page started with its HTML (issue 7).
 */
export function createAppServices(
  config: RuntimeConfig = readRuntimeConfig(),
  options: AppServicesOptions = {},
): AppServices {
  return {
    config,
    // The HTTP client (ky, zod and the contract's schemas) loads on the first call (issue
    // 7): a confirmation page rendered on the server calls nothing until the buyer acts.
    api:
      options.api ??
      createLazyApiClient({
        apiBaseUrl: config.apiUrl,
        intranetBaseUrl: config.intranetUrl,
        ...(typeof window === 'undefined' ? {} : { fetch: prefetchedFetch(window) }),
      }),
    now: () => Date.now(),
    serverFlow: serverFlowOf(options.serverFlow ?? null),
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
