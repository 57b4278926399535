/**
 * What a route's server `loader` reads through: an API client of the server's time limits
 * and the server's error reporter, for the request's configuration. Server only (`.server`).
 */
import { serverRenderClient } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';
import { serverConfig } from '@territorio/server-kit/streamDocument';
import type { LoaderFunctionArgs } from 'react-router';
import type { ErrorReporter } from '@territorio/api-client/core';
import { createReporter } from '../services/appServices';
import type { ReadServices } from './loaderData';

/** One reporter per error-reporting cap for the server's life. */
const serverReporters = new Map<string, ErrorReporter>();

function serverReporter(config: RuntimeConfig): ErrorReporter {
  let reporter = serverReporters.get(config.errorReportingCap);
  if (!reporter) {
    reporter = createReporter(config.errorReportingCap);
    serverReporters.set(config.errorReportingCap, reporter);
  }
  return reporter;
}

/** What a route's server `loader` reads through, for the request's configuration. */
export function serverServices(context: LoaderFunctionArgs['context']): ReadServices {
  const config = serverConfig(context);
  return { config, api: serverRenderClient(config), reporter: serverReporter(config) };
}
