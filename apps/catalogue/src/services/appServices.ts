/**
 * Everything the screens need from outside React: the runtime configuration, the one API
 * client, the error reporter and the stores. Created once per document (root.tsx) or per test.
 */
import {
  ConfigurationError,
  createErrorReporter,
  createLazyApiClient,
} from '@territorio/api-client/core';
import type { ApiClient, ErrorReporter } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';
import { catalogueSnapshot, createCatalogueStore } from '../stores/catalogueStore';
import type { CatalogueSnapshot, CatalogueStore } from '../stores/catalogueStore';
import { createConnectivityStore, fetchNotingCachedCopies } from '../stores/connectivityStore';
import type { ConnectivityStore } from '../stores/connectivityStore';
import { createParametersStore, parametersSnapshot } from '../stores/parametersStore';
import type { ParametersSnapshot, ParametersStore } from '../stores/parametersStore';
import { createSessionStore } from '../stores/sessionStore';
import type { CookieJar, SessionStore } from '../stores/sessionStore';

export type AppServices = {
  readonly config: RuntimeConfig;
  readonly api: ApiClient;
  readonly reporter: ErrorReporter;
  /**
   * HTML from the API and its sanitized form (SafeHtml): filled while the server renders,
   * handed to the browser with the page so it need not load the sanitizer to hydrate.
   */
  readonly servedHtml: Map<string, string>;
  readonly stores: {
    readonly catalogue: CatalogueStore;
    readonly parameters: ParametersStore;
    readonly session: SessionStore;
    readonly connectivity: ConnectivityStore;
  };
};

/** The data a page was rendered with on the server, handed to the browser in the page. */
export type StoresSnapshot = {
  readonly catalogue: CatalogueSnapshot;
  readonly parameters: ParametersSnapshot;
  /** The page's sanitized HTML (servedHtml), keyed by the API's HTML. */
  readonly html?: Readonly<Record<string, string>>;
};

export function storesSnapshot(services: AppServices): StoresSnapshot {
  return {
    catalogue: catalogueSnapshot(services.stores.catalogue),
    parameters: parametersSnapshot(services.stores.parameters),
  };
}

export type AppServicesOptions = {
  /** The browser's cookies (the session's flags); on the server, the request's. */
  readonly cookies?: CookieJar | null;
  /** Client overrides (tests: shorter time limits, no retries). */
  readonly timeoutMs?: number;
  readonly readRetries?: number;
  /** The stores start from what the server rendered (hydration), when there is one. */
  readonly initial?: StoresSnapshot | null;
  /** One api client shared by several renders (the server's passes). */
  readonly api?: ApiClient;
};

function createReporter(cap: string): ErrorReporter {
  try {
    return createErrorReporter({ cap });
  } catch (error) {
    // A wrong cap is a configuration error: say so loudly, and keep the site working.
    if (error instanceof ConfigurationError) console.error(error.message);
    return createErrorReporter();
  }
}

export function createAppServices(config: RuntimeConfig, options: AppServicesOptions): AppServices {
  const connectivity = createConnectivityStore();
  const api =
    options.api ??
    createLazyApiClient({
      apiBaseUrl: config.apiUrl,
      intranetBaseUrl: config.intranetUrl,
      fetch: fetchNotingCachedCopies(connectivity),
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
      ...(options.readRetries !== undefined ? { readRetries: options.readRetries } : {}),
    });
  const initial = options.initial ?? undefined;
  const reporter = createReporter(config.errorReportingCap);
  return {
    config,
    api,
    reporter,
    servedHtml: new Map(Object.entries(initial?.html ?? {})),
    stores: {
      catalogue: createCatalogueStore({ api, reporter, initial: initial?.catalogue }),
      parameters: createParametersStore({ api, reporter, initial: initial?.parameters }),
      session: createSessionStore(options.cookies ?? null),
      connectivity,
    },
  };
}
