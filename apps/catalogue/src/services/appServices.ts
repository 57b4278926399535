/**
 * Everything the screens need from outside React: the runtime configuration, the one API
 * client, the error reporter and the client state's stores. Created once per document
 * (root.tsx) or per test; the catalogue's data comes through the routes' loaders.
 */
import {
  ConfigurationError,
  createErrorReporter,
  createLazyApiClient,
} from '@territorio/api-client/core';
import type { ApiClient, ErrorReporter } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';
import { createCatalogueStore } from '../stores/catalogueStore';
import type { CatalogueStore } from '../stores/catalogueStore';
import { createConnectivityStore, fetchNotingCachedCopies } from '../stores/connectivityStore';
import type { ConnectivityStore } from '../stores/connectivityStore';
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
    readonly session: SessionStore;
    readonly connectivity: ConnectivityStore;
  };
};

export type AppServicesOptions = {
  /** The browser's cookies (the session's flags); on the server, the request's. */
  readonly cookies?: CookieJar | null;
  /** Client overrides (tests: shorter time limits, no retries). */
  readonly timeoutMs?: number;
  readonly readRetries?: number;
  /** The API's HTML the server sanitized for the page (SafeHtml), keyed by that HTML. */
  readonly servedHtml?: Readonly<Record<string, string>>;
};

export function createReporter(cap: string): ErrorReporter {
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
  const api = createLazyApiClient({
    apiBaseUrl: config.apiUrl,
    intranetBaseUrl: config.intranetUrl,
    fetch: fetchNotingCachedCopies(connectivity),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.readRetries !== undefined ? { readRetries: options.readRetries } : {}),
  });
  const reporter = createReporter(config.errorReportingCap);
  return {
    config,
    api,
    reporter,
    servedHtml: new Map(Object.entries(options.servedHtml ?? {})),
    stores: {
      catalogue: createCatalogueStore(),
      session: createSessionStore(options.cookies ?? null),
      connectivity,
    },
  };
}
