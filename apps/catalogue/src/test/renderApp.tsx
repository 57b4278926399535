import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, matchRoutes } from 'react-router';
import type { ClientLoaderFunctionArgs, RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { AppProviders } from '../app/AppProviders';
import { setBrowserServices } from '../app/browserServices';
import routeConfig from '../routes';
import { createAppServices } from '../services/appServices';
import type { AppServices } from '../services/appServices';
import { browserCookies } from '../stores/sessionStore';

export function testServices(apiUrl: string): AppServices {
  return createAppServices(
    {
      ...defaultRuntimeConfig,
      apiUrl,
      intranetUrl: apiUrl,
      reservationUrl: 'http://reservas.test',
    },
    { cookies: browserCookies(), timeoutMs: 3000, readRetries: 0 },
  );
}

type RouteModule = { clientLoader?: (args: ClientLoaderFunctionArgs) => unknown };
const modules = import.meta.glob<RouteModule>('../routes/*.tsx', { eager: true });

type ReadRoute = RouteObject & { clientLoader?: RouteModule['clientLoader'] };

/** The app's route table (routes.ts) with each route's client loader. */
function readRoutes(entries: readonly RouteConfigEntry[]): ReadRoute[] {
  return entries.map((entry) => {
    const module = modules[`../${entry.file}`];
    if (!module) throw new Error(`No route module ${entry.file}`);
    const children = entry.children ? readRoutes(entry.children) : undefined;
    const clientLoader = module.clientLoader ? { clientLoader: module.clientLoader } : {};
    return entry.index
      ? { index: true, ...clientLoader }
      : { path: entry.path, ...(children ? { children } : {}), ...clientLoader };
  });
}

const table = readRoutes(routeConfig);

/**
 * Starts the reads the app's routes make at `path` into `services`, as React Router's
 * client loaders do on a navigation.
 */
export function startRouteReads(services: AppServices, path: string): void {
  setBrowserServices(services);
  const url = new URL(path, 'http://catalogue.test');
  for (const match of matchRoutes(table, url.pathname) ?? []) {
    (match.route as ReadRoute).clientLoader?.({
      request: new Request(url),
      params: match.params,
      context: undefined,
    } as unknown as ClientLoaderFunctionArgs);
  }
}

/** `ui` at `path` with the app's providers, after the route's reads have started. */
export function renderWithServices(
  ui: ReactElement,
  services: AppServices,
  path = '/',
): RenderResult {
  startRouteReads(services, path);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders services={services}>{ui}</AppProviders>
    </MemoryRouter>,
  );
}
