/**
 * A route's server `loader` from its reads (routeData.ts has the browser's): the reads made
 * with an API client of the server's time limits and awaited; it returns their resources,
 * the status the route gives them, and the API's HTML sanitized. Server only (`.server`).
 */
import { serverRenderClient } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';
import { serverConfig } from '@territorio/server-kit/streamDocument';
import { data, redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { ErrorReporter } from '@territorio/api-client/core';
import { createReporter } from '../services/appServices';
import { defaultBrandId } from '../stores/catalogueStore';
import { settleReads } from './routeData';
import type { RouteData, RouteReads } from './routeData';
import type { ReadServices } from './reads';
import { sanitizeOnServer } from './serverHtml.server';

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

export function serverLoader(reads: RouteReads) {
  return async function loader({ request, params, context }: LoaderFunctionArgs) {
    const services = serverServices(context);
    const args = { params, url: new URL(request.url), activeBrandId: defaultBrandId };
    const [shown, serverOnly] = await Promise.all([
      settleReads(reads.read?.(services, args) ?? {}),
      settleReads(reads.serverRead?.(services, args) ?? {}),
    ]);
    const settled = { ...serverOnly, ...shown };
    const canonicalPath = reads.canonicalPath?.(settled, args) ?? null;
    if (canonicalPath !== null && canonicalPath !== args.url.pathname) {
      throw redirect(`${canonicalPath}${args.url.search}`, 301);
    }
    const html = await sanitizeOnServer(reads.html?.(settled, args) ?? [], services.config.apiUrl);
    const routeData: RouteData = { reads: shown, html, takenAt: Date.now() };
    return data(routeData, { status: reads.status?.(settled, args) ?? 200 });
  };
}
