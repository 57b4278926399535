/**
 * How both apps bundle their JavaScript (issue 7 budgets). Two rules, shared by the
 * catalogue's and the reservation's vite.config.ts:
 *
 * - entryChunk: everything the entry imports statically is one file. Rolldown otherwise
 *   splits modules that lazy pages share with the entry into a dozen small chunks, all
 *   loaded on the first visit anyway: each costs a request and compresses apart, so the
 *   first visit downloaded more bytes (and Lighthouse counted every file before paint).
 *   Pages and parts loaded on demand stay chunks of their own.
 * - pureReactRouter: react-router 7 ships without pure annotations, so Link, NavLink, Form
 *   and their prefetching stay in every bundle that imports anything from it. Marking its
 *   React.forwardRef / createContext / memo calls pure and dropping its displayName
 *   assignments (DevTools labels) lets the bundler remove what the app does not use.
 */

/** The part of Rolldown's chunking context these rules read. */
export type ModuleGraph = {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
};

/**
 * A Rolldown `codeSplitting.groups[].name`: 'entry' for a module the entry imports
 * statically (directly or through others), null for the rest (lazy pages and parts).
 */
export function entryChunk(): (id: string, graph: ModuleGraph) => string | null {
  const known = new Map<string, boolean>();
  const isReachable = (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle is not a way in
    const info = graph.getModuleInfo(id);
    const result =
      !!info && (info.isEntry || info.importers.some((importer) => isReachable(importer, graph)));
    known.set(id, result);
    return result;
  };
  return (id, graph) => (isReachable(id, graph) ? 'entry' : null);
}

const reactRouterFile = /[\\/]react-router[\\/]dist[\\/]/;

/** react-router's module text with its React factory calls marked pure (see above). */
export function annotateReactRouter(code: string): string {
  return code
    .replace(/=\s*(React\d*\.(?:forwardRef|createContext|memo))\(/g, '= /* @__PURE__ */ $1(')
    .replace(/^(\w+)\.displayName = "[^"]*";$/gm, '');
}

export function pureReactRouterVitePlugin(): {
  name: string;
  apply: 'build';
  transform(code: string, id: string): { code: string; map: null } | null;
} {
  return {
    name: 'territorio-pure-react-router',
    apply: 'build',
    transform(code, id) {
      if (!reactRouterFile.test(id)) return null;
      // Same lines, so the module's source map still holds (map: null keeps it).
      return { code: annotateReactRouter(code), map: null };
    },
  };
}

/**
 * Both apps' Vite `build` options: the client build (manifest for the budgets and the
 * server's preloads, the entry in one file) or the server build (dist-ssr, issue 7), which
 * renders pages and takes no files of public/.
 */
export function appBuildOptions(isSsrBuild: boolean | undefined) {
  return {
    target: 'es2022',
    sourcemap: true,
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: entryChunk() }] } } },
  };
}
