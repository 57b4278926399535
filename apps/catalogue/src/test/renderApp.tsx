import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  Outlet,
  RouterProvider,
  createMemoryRouter,
  createRoutesStub,
  matchRoutes,
} from 'react-router';
import type {
  LoaderFunction,
  LoaderFunctionArgs,
  RouteObject,
  ShouldRevalidateFunction,
} from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { defaultRuntimeConfig } from '@territorio/site-config';
import { AppProviders } from '../app/AppProviders';
import { setBrowserServices } from '../app/browserServices';
import routeConfig from '../routes';
import { createAppServices } from '../services/appServices';
import type { AppServices } from '../services/appServices';
import { browserCookies } from '../stores/sessionStore';

/**
 * The app's services against a test server. Reads time out after 3 s so a failure test is
 * quick; a test that holds an answer back on purpose passes a longer `timeoutMs`, or a slow
 * machine would turn its wait into a timeout.
 */
export function testServices(apiUrl: string, { timeoutMs = 3000 } = {}): AppServices {
  return createAppServices(
    {
      ...defaultRuntimeConfig,
      apiUrl,
      intranetUrl: apiUrl,
      reservationUrl: 'http://reservas.test',
    },
    { cookies: browserCookies(), timeoutMs, readRetries: 0 },
  );
}

type RouteModule = {
  clientLoader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
};
const modules = import.meta.glob<RouteModule>('../routes/*.tsx', { eager: true });

/**
 * The app's route table (routes.ts) with each route's client loader, React Router's ids
 * (the shell's parameters are read by id), and `leaf` in place of every page: a test
 * renders the part it tests with the data its route reads.
 */
function testRoutes(entries: readonly RouteConfigEntry[], leaf: ReactElement): RouteObject[] {
  return entries.map((entry): RouteObject => {
    const module = modules[`../${entry.file}`];
    if (!module) throw new Error(`No route module ${entry.file}`);
    const data = {
      id: entry.id ?? entry.file.replace(/\.tsx$/, ''),
      ...(module.clientLoader ? { loader: module.clientLoader } : {}),
      ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
    };
    if (entry.children) {
      return {
        ...data,
        path: entry.path,
        element: <Outlet />,
        children: testRoutes(entry.children, leaf),
      };
    }
    return entry.index
      ? { ...data, index: true, element: leaf }
      : { ...data, path: entry.path, element: leaf };
  });
}

/**
 * What the routes' client loaders at `path` return, as the router's starting data: the
 * loaders start their reads and return at once, so `ui` renders in the same tick, with
 * each read's loading state, as a page shows after a navigation.
 */
function startingData(routes: RouteObject[], path: string) {
  const url = new URL(path, 'http://catalogue.test');
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    if (typeof route.loader !== 'function' || route.id === undefined) continue;
    loaderData[route.id] = route.loader({
      request: new Request(url),
      url,
      pattern: route.path ?? '',
      params,
      context: undefined,
    });
  }
  return { loaderData };
}

function promisesOf(routeData: unknown): Promise<unknown>[] {
  if (typeof routeData !== 'object' || routeData === null) return [];
  return Object.values(routeData).filter((value) => value instanceof Promise);
}

/**
 * `ui` at `path` with the app's providers, inside the app's routes: the routes' client
 * loaders at `path` run, as on a navigation, and `ui` reads their data.
 */
export function renderWithServices(
  ui: ReactElement,
  services: AppServices,
  path = '/',
): RenderResult & { settled(): Promise<void> } {
  setBrowserServices(services);
  const routes = testRoutes(routeConfig, ui);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    hydrationData: startingData(routes, path),
  });
  const view = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Resolves once every read of the current routes has its answer on screen. */
  const settled = () =>
    act(async () => {
      // A route module's parts: its loader data's promises.
      await Promise.allSettled(Object.values(router.state.loaderData).flatMap(promisesOf));
    });
  return { ...view, settled };
}

/** What a test needs of a route module (src/routes/*.tsx). */
type RouteModuleUnderTest = {
  /** Its page: React Router hands it the loader's data, of the module's own type. */
  readonly default: NonNullable<Parameters<typeof createRoutesStub>[0][number]['Component']>;
  /** A method: the module's own argument type names its route's parameters. */
  clientLoader(args: LoaderFunctionArgs): unknown;
  readonly shouldRevalidate?: ShouldRevalidateFunction;
};

/**
 * A route module at `path` (its route's `pattern`), as React Router runs it in the browser,
 * with the app's providers: its clientLoader reads, and its page renders their parts, each
 * with its loading state until its answer arrives.
 */
export function renderRoute(
  module: RouteModuleUnderTest,
  pattern: string,
  services: AppServices,
  path: string,
): RenderResult {
  setBrowserServices(services);
  const Stub = createRoutesStub([
    {
      path: pattern,
      Component: module.default,
      HydrateFallback: () => null,
      loader: (args) => module.clientLoader(args),
      ...(module.shouldRevalidate ? { shouldRevalidate: module.shouldRevalidate } : {}),
    },
  ]);
  return render(
    <AppProviders services={services}>
      <Stub initialEntries={[path]} />
    </AppProviders>,
  );
}

/**
 * renderWithServices inside an awaited `act`: a part waiting for a read (`<Deferred>`)
 * shows its answer once it arrives (React retries a render suspended inside `act` only
 * when that `act` is awaited).
 */
export async function renderAwaited(
  ui: ReactElement,
  services: AppServices,
  path = '/',
): Promise<ReturnType<typeof renderWithServices>> {
  let view: ReturnType<typeof renderWithServices> | undefined;
  await act(async () => {
    view = renderWithServices(ui, services, path);
  });
  if (!view) throw new Error(`Nothing rendered at ${path}.`);
  return view;
}
