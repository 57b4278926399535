/**
 * How both apps bundle their JavaScript (issue 7 budgets). Three rules, shared by the
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
 * - quietReactSentinels: react-dom's five module-level marker errors are made without a
 *   stack trace, which under DevTools made the entry's evaluation 100+ ms long (below).
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

/** A build-only Vite plugin that rewrites the modules whose id matches `file`. */
export type ModuleRewritePlugin = {
  name: string;
  apply: 'build';
  transform(code: string, id: string): { code: string; map: null } | null;
};

function moduleRewritePlugin(
  name: string,
  file: RegExp,
  rewrite: (code: string) => string,
): ModuleRewritePlugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!file.test(id)) return null;
      // The rewrites keep every line where it was, so the module's source map still holds
      // (map: null keeps it).
      return { code: rewrite(code), map: null };
    },
  };
}

export function pureReactRouterVitePlugin(): ModuleRewritePlugin {
  return moduleRewritePlugin('territorio-pure-react-router', reactRouterFile, annotateReactRouter);
}

const reactDomClientFile = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The errors react-dom creates once, when its module is evaluated: markers it throws and
 * catches itself, compared by identity (a component suspended, a hydration mismatch...).
 */
export const reactSentinelErrors = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const sentinelHelper = 'territorioSentinelError';

/**
 * react-dom's module text with its sentinel errors made without a stack trace (issue 7).
 *
 * While DevTools' Runtime domain is on (Lighthouse, Playwright, an open DevTools), V8
 * records a stack trace with line numbers for every Error created, and the first one
 * makes it reparse each function on the stack for their source positions: react-dom's
 * whole module (200 KB) and the chunk around it (350 KB). Creating these five markers at
 * startup took 100 to 170 ms of the entry's evaluation on this project's machine, one
 * task, and Lighthouse's simulation multiplies it by four; without them the evaluation
 * takes under 20 ms. Visitors without DevTools never paid it. The markers stay Errors
 * (`instanceof Error`, name and message) but have no `stack`, which they never needed:
 * React catches them by identity. Throws when react-dom's text no longer has exactly
 * these five, so an upgrade cannot silently undo it.
 */
export function quietReactSentinels(code: string): string {
  const found: string[] = [];
  const sentinel = new RegExp(
    `^(var |  )(${reactSentinelErrors.join('|')}) = Error\\((formatProdErrorMessage\\(\\d+\\))\\)([,;])$`,
    'gm',
  );
  const replaced = code.replace(
    sentinel,
    (_line, lead: string, name: string, message: string, end: string) => {
      found.push(name);
      return `${lead}${name} = ${sentinelHelper}(${message})${end}`;
    },
  );
  const missing = reactSentinelErrors.filter(
    (name) => found.filter((f) => f === name).length !== 1,
  );
  if (missing.length > 0) {
    throw new Error(
      `react-dom-client: expected one module-level ${missing.join(', ')} = Error(...); ` +
        'react-dom changed, review quietReactSentinels (@territorio/static-server)',
    );
  }
  // A function declaration at the end: hoisted, and the file's "use strict" stays first.
  return (
    `${replaced}\nfunction ${sentinelHelper}(message) {\n` +
    '  var error = Object.create(Error.prototype);\n' +
    '  error.message = message;\n' +
    '  return error;\n' +
    '}\n'
  );
}

export function quietReactSentinelsVitePlugin(): ModuleRewritePlugin {
  return moduleRewritePlugin(
    'territorio-quiet-react-sentinels',
    reactDomClientFile,
    quietReactSentinels,
  );
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
