/**
 * How a framework-mode app's client build groups its modules (Rolldown `codeSplitting.groups`).
 * React Router loads a route's module with those of every route above it, so a module the
 * root reaches through static imports is in every first visit, and one the flow layout
 * reaches is in every first visit below it. Left to itself Rolldown makes a chunk of every set of
 * routes that share modules: a page loads two dozen small files, each compressed
 * apart. Here:
 *
 * - 'framework': what the client entry reaches (React, react-dom, React Router), one file
 *   that changes only with them.
 * - a layout's chunk ('app' for the root, then one per named layout): a module that layout
 *   reaches and no route outside it does, so no route loads code it would not load anyway.
 *
 * Route modules stay their own entries; modules shared by some screens only, what only
 * dynamic imports reach (the HTTP client, a dialog's form) and packages' pieces no layout
 * module uses (a design-system component one screen shows) stay in Rolldown's chunks.
 */
import { isAbsolute, relative } from 'node:path';

/** The part of Rolldown's chunking context this reads. */
export type ModuleGraph = {
  getModuleInfo(id: string): {
    isEntry: boolean;
    importers: readonly string[];
  } | null;
};

/** A Rolldown `codeSplitting.groups` entry, as this file fills it. */
export type ChunkGroup = {
  readonly name: (id: string, graph: ModuleGraph) => string | null;
  readonly priority?: number;
};

/** A route of React Router's route config, as `src/routes.ts` declares it. */
export type RouteEntry = { readonly file: string; readonly children?: readonly RouteEntry[] };

/** A layout's chunk: its name, its route file and the route files below it. */
type Layout = { readonly name: string; readonly file: string; readonly below: Set<string> };

const normalize = (path: string) => path.replace(/\\/g, '/');

function filesOf(routes: readonly RouteEntry[]): string[] {
  return routes.flatMap((route) => [normalize(route.file), ...filesOf(route.children ?? [])]);
}

export type LayoutChunksOptions = {
  /** The folder the route files are relative to. */
  readonly appDirectory: string;
  /** The route config. */
  readonly routes: readonly RouteEntry[];
  /** The root route's file. */
  readonly root: string;
  /** The layout routes (by file) that get a chunk of their own below the root's, by name. */
  readonly layouts: Readonly<Record<string, string>>;
};

/**
 * A framework-mode app's Vite `build` options: the client build groups its modules by
 * layout (below); the server build is left as React Router makes it.
 */
export function layoutChunksBuild(isSsrBuild: boolean | undefined, options: LayoutChunksOptions) {
  return {
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: layoutChunks(options) } } },
  };
}

/** The client build's groups. */
export function layoutChunks(options: LayoutChunksOptions): ChunkGroup[] {
  const { appDirectory, routes } = options;
  const allFiles = new Set([normalize(options.root), ...filesOf(routes)]);
  const findRoute = (list: readonly RouteEntry[], file: string): RouteEntry | undefined => {
    for (const route of list) {
      if (normalize(route.file) === file) return route;
      const found = findRoute(route.children ?? [], file);
      if (found) return found;
    }
    return undefined;
  };
  const layouts: Layout[] = [
    { name: 'app', file: normalize(options.root), below: allFiles },
    ...Object.entries(options.layouts).map(([name, file]) => {
      const route = findRoute(routes, normalize(file));
      if (!route) throw new Error(`layoutChunks: no route has the file ${file}.`);
      return { name, file: normalize(file), below: new Set(filesOf([route])) };
    }),
  ];

  /** The route file of a module id, if the module is a route module. */
  const routeFileOf = (id: string): string | null => {
    const file = normalize(relative(appDirectory, id.split('?')[0]!));
    return allFiles.has(file) ? file : null;
  };

  /** The route files that reach a module through static imports (memoized). */
  const reachedBy = new Map<string, Set<string>>();
  const routesReaching = (id: string, graph: ModuleGraph): Set<string> => {
    const known = reachedBy.get(id);
    if (known) return known;
    const result = new Set<string>();
    reachedBy.set(id, result); // an import cycle adds nothing
    const own = routeFileOf(id);
    if (own) result.add(own);
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      for (const file of routesReaching(importer, graph)) result.add(file);
    }
    return result;
  };

  /** Whether the client entry (React, react-dom, React Router) reaches a module (memoized). */
  const byEntry = new Map<string, boolean>();
  const entryReaches = (id: string, graph: ModuleGraph): boolean => {
    const known = byEntry.get(id);
    if (known !== undefined) return known;
    byEntry.set(id, false); // an import cycle is not a way in
    const info = graph.getModuleInfo(id);
    const result =
      !!info &&
      ((info.isEntry && routeFileOf(id) === null) ||
        info.importers.some((importer) => entryReaches(importer, graph)));
    byEntry.set(id, result);
    return result;
  };

  const isCaptured = (id: string, graph: ModuleGraph) => {
    const info = graph.getModuleInfo(id);
    // Route modules and the client entry stay entries of their own.
    return !!info && !info.isEntry;
  };

  /**
   * Whether a module is the app's own (under `appDirectory`). A package's module reaches the
   * routes through the package's entry, which re-exports everything: reachability through it
   * says every layout reaches every piece, so a layout's chunk would carry pieces only one
   * screen uses. Packages' modules are left to Rolldown, which follows the bindings a module
   * actually uses; those a layout module uses join its chunk as its dependencies.
   */
  const isAppModule = (id: string) => {
    const path = relative(appDirectory, id.split('?')[0]!);
    return !path.startsWith('..') && !isAbsolute(path);
  };

  /**
   * A workspace package's module (outside the app and outside node_modules) reaches the
   * client entry through its package's entry, which re-exports the whole package: it joins
   * the framework's group only as a dependency of a captured module that uses it.
   */
  const isWorkspacePackage = (id: string) =>
    !isAppModule(id) && !normalize(id).includes('/node_modules/');

  // The framework's group goes first: a captured module's imports go to its group too, and
  // React must not follow the app's modules into theirs.
  return [
    {
      name: (id, graph) =>
        isCaptured(id, graph) && !isWorkspacePackage(id) && entryReaches(id, graph)
          ? 'framework'
          : null,
      priority: 1,
    },
    {
      name: (id, graph) => (isCaptured(id, graph) && isAppModule(id) ? layoutOf(id, graph) : null),
    },
  ];

  function layoutOf(id: string, graph: ModuleGraph): string | null {
    const reaching = routesReaching(id, graph);
    if (reaching.size === 0) return null;
    // The innermost layout that reaches the module and holds every route that does.
    for (const layout of [...layouts].reverse()) {
      if (!reaching.has(layout.file)) continue;
      if ([...reaching].every((file) => layout.below.has(file))) return layout.name;
    }
    return null;
  }
}
