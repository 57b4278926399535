/**
 * JavaScript budgets: the bytes a first visit to a route downloads, read from React
 * Router's route manifest, as brotli bytes exactly as this server sends them (wire.ts),
 * each file counted once. Deterministic for a given build.
 */
import { join } from 'node:path';
import { wireBrotliOfFile } from './wire';

export type RouteCost = {
  readonly route: string;
  /** Brotli bytes on the wire of every JavaScript file the route loads. */
  readonly bytes: number;
  readonly files: readonly string[];
};

/**
 * JavaScript bytes on the wire of a first visit to any route of either app (1 KB = 1000
 * bytes): the test's limit, and the aim the README reports against.
 */
export const javascriptBudget = { limit: 130_000, aim: 120_000 } as const;

/** What React Router's server build tells of the browser's files (`build.assets`). */
export type FrameworkAssets = {
  readonly url: string;
  readonly entry: { readonly module: string; readonly imports: readonly string[] };
  readonly routes: Readonly<
    Record<
      string,
      {
        readonly id: string;
        readonly parentId?: string;
        readonly path?: string;
        readonly index?: boolean;
        readonly module: string;
        readonly imports?: readonly string[];
      }
    >
  >;
};

/**
 * What a first visit to each page route of a framework-mode app downloads: the route
 * manifest, the client entry, and the modules (with their static imports) of the route
 * and every route above it, each file once, as brotli bytes as the server sends them.
 * `clientDir` is the build's browser folder (dist/client). Layout routes are not pages.
 */
export function frameworkRouteCosts(clientDir: string, assets: FrameworkAssets): RouteCost[] {
  const routes = Object.values(assets.routes);
  const parents = new Set(routes.flatMap((route) => (route.parentId ? [route.parentId] : [])));
  const bytesOf = (file: string) => wireBrotliOfFile(join(clientDir, file)).length;
  return routes
    .filter((route) => !parents.has(route.id))
    .map((leaf) => {
      const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports]);
      for (let route: typeof leaf | undefined = leaf; route;) {
        files.add(route.module);
        for (const file of route.imports ?? []) files.add(file);
        route = route.parentId ? assets.routes[route.parentId] : undefined;
      }
      const scripts = [...files].filter((file) => file.endsWith('.js'));
      return {
        route: leaf.index ? '/' : `/${leaf.path ?? ''}`.replace(/^\/+/, '/'),
        bytes: scripts.reduce((sum, file) => sum + bytesOf(file), 0),
        files: scripts,
      };
    });
}
