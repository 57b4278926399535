/**
 * Everything the screens need from outside React: the runtime configuration, the one API
 * client, the error reporter and the stores. Created once at start (main.tsx) or per test.
 */
import { ConfigurationError, createApiClient, createErrorReporter } from '@territorio/api-client';
import type { ApiClient, ErrorReporter } from '@territorio/api-client';
import type { RuntimeConfig } from '@territorio/site-config';
import { createCatalogueStore } from '../stores/catalogueStore';
import type { CatalogueStore } from '../stores/catalogueStore';
import { createParametersStore } from '../stores/parametersStore';
import type { ParametersStore } from '../stores/parametersStore';
import { createSessionStore } from '../stores/sessionStore';
import type { SessionStore } from '../stores/sessionStore';

export type AppServices = {
  readonly config: RuntimeConfig;
  readonly api: ApiClient;
  readonly reporter: ErrorReporter;
  readonly stores: {
    readonly catalogue: CatalogueStore;
    readonly parameters: ParametersStore;
    readonly session: SessionStore;
  };
};

export type AppServicesOptions = {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Client overrides (tests: shorter time limits, no retries). */
  readonly timeoutMs?: number;
  readonly readRetries?: number;
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
  const api = createApiClient({
    apiBaseUrl: config.apiUrl,
    intranetBaseUrl: config.intranetUrl,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.readRetries !== undefined ? { readRetries: options.readRetries } : {}),
  });
  const reporter = createReporter(config.errorReportingCap);
  return {
    config,
    api,
    reporter,
    stores: {
      catalogue: createCatalogueStore({ api, reporter }),
      parameters: createParametersStore({ api, reporter }),
      session: createSessionStore(options.storage),
    },
  };
}
