/**
 * A route's server `loader` from its reads (routeData.ts has the browser's): stores made
 * for the request with an API client of the server's time limits, awaited until every read
 * started (reads started by other reads too) has its answer; it returns the stores' data,
 * the status the route gives it, and the API's HTML sanitized. Server only (`.server`).
 */
import { createLazyApiClient, serverRenderReads } from '@territorio/api-client/core';
import type { ApiClient } from '@territorio/api-client/core';
import type { RuntimeConfig } from '@territorio/site-config';
import { serverConfig } from '@territorio/server-kit/streamDocument';
import { data } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { createAppServices, storesSnapshot } from '../services/appServices';
import { emptyResource } from '../stores/resource';
import type { AppServices } from '../services/appServices';
import type { RouteData, RouteReads } from './routeData';
import { sanitizeOnServer } from './serverHtml.server';

const serverClients = new Map<string, ApiClient>();

/** One API client per API address for the server's life, with the server's time limits. */
function serverApi(config: RuntimeConfig): ApiClient {
  const key = `${config.apiUrl} ${config.intranetUrl}`;
  let api = serverClients.get(key);
  if (!api) {
    api = createLazyApiClient({
      apiBaseUrl: config.apiUrl,
      intranetBaseUrl: config.intranetUrl,
      timeoutMs: serverRenderReads.timeoutMs,
      readRetries: serverRenderReads.readRetries,
    });
    serverClients.set(key, api);
  }
  return api;
}

function isBusy(services: AppServices): boolean {
  const { resources } = services.stores.catalogue.getState();
  const { parameters, serviceCategories } = services.stores.parameters.getState();
  const catalogueBusy = Object.values(resources).some((byBrand) =>
    Object.values(byBrand).some((resource) => resource.requesting),
  );
  return catalogueBusy || parameters.requesting || serviceCategories.requesting;
}

/** Resolves once no store waits for an answer. */
function whenIdle(services: AppServices): Promise<void> {
  return new Promise((resolve) => {
    const stops: (() => void)[] = [];
    const check = () => {
      if (isBusy(services)) return;
      stops.forEach((stop) => stop());
      resolve();
    };
    stops.push(
      services.stores.catalogue.subscribe(check),
      services.stores.parameters.subscribe(check),
    );
    check();
  });
}

export function serverLoader(reads: RouteReads) {
  return async function loader({ request, params, context }: LoaderFunctionArgs) {
    const config = serverConfig(context);
    const services = createAppServices(config, { api: serverApi(config), cookies: null });
    const args = { params, url: new URL(request.url) };
    await reads.load(services, args);
    await whenIdle(services);
    const html = await sanitizeOnServer(reads.html?.(services, args) ?? [], config.apiUrl);
    const snapshot = storesSnapshot(services);
    const routeData: RouteData = {
      stores: {
        ...snapshot,
        parameters: reads.providesParameters
          ? snapshot.parameters
          : { ...snapshot.parameters, parameters: emptyResource() },
        html,
      },
    };
    return data(routeData, { status: reads.status?.(services, args) ?? 200 });
  };
}
