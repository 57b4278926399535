import { render } from '@testing-library/react';
import { createApiClient } from '@territorio/api-client';
import { defaultRuntimeConfig } from '@territorio/site-config';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { AppFrame } from '../app/AppFrame';
import type { AppServices } from '../app/services';
import { FlowOptionsContext } from '../flow/FlowProvider';
import { ErrorBoundary } from '../root';
import routeConfig from '../routes';

type RouteModule = { default: ComponentType };
const modules = import.meta.glob<RouteModule>('../routes/*.tsx', { eager: true });

/**
 * The app's own route table (routes.ts) as a memory router's routes: the same screens at
 * the same addresses. Loaders are the server's and are left out: the screens read their
 * data in the browser, as after an in-app navigation.
 */
function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) => {
    const module = modules[`../${entry.file}`];
    if (!module) throw new Error(`No route module ${entry.file}`);
    const children = entry.children ? routeObjects(entry.children) : undefined;
    const base = { id: entry.id ?? entry.file, Component: module.default };
    if (entry.index) return { ...base, index: true };
    return { ...base, path: entry.path, ...(children ? { children } : {}) };
  });
}

const screens = routeObjects(routeConfig);

let router: ReturnType<typeof createMemoryRouter> | null = null;

/** The router's current path, for tests that assert redirects. */
export function locationPath(): string {
  return router?.state.location.pathname ?? '';
}

/** The whole app at `path`, its API on `apiUrl` (a real local HTTP server). */
export function renderApp(
  path: string,
  options: { apiUrl: string; now?: () => number },
): ReturnType<typeof render> {
  const config = { ...defaultRuntimeConfig, apiUrl: options.apiUrl, intranetUrl: options.apiUrl };
  const services: AppServices = {
    config,
    api: createApiClient({
      apiBaseUrl: config.apiUrl,
      intranetBaseUrl: config.intranetUrl,
      readRetries: 0,
    }),
    now: options.now ?? (() => Date.now()),
  };
  // The root route as root.tsx's document gives it: the services around every screen.
  const root: RouteObject = {
    id: 'root',
    element: (
      <AppFrame services={services}>
        <Outlet />
      </AppFrame>
    ),
    errorElement: (
      <AppFrame services={services}>
        <ErrorBoundary />
      </AppFrame>
    ),
    children: screens,
  };
  router = createMemoryRouter([root], { initialEntries: [path] });
  return render(
    <FlowOptionsContext value={{ paymentPoll: { intervalMs: 10, attempts: 3 } }}>
      <RouterProvider router={router} />
    </FlowOptionsContext>,
  );
}
