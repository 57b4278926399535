/**
 * How both apps bundle their JavaScript (issue 7 budgets). The rules, shared by the
 * catalogue's and the reservation's vite.config.ts (appBundlingVitePlugins, appBuildOptions):
 *
 * - entryChunk: the first visit's JavaScript is two files, evaluated in two tasks. The
 *   entry (React and react-dom: what the entry module imports statically, directly or
 *   through others) and the app's start module (`appStartSource`, which the entry imports
 *   dynamically, with everything it alone imports statically). A module script's
 *   evaluation is one task however large the file; under Lighthouse its cost also grows
 *   with the file's bytes (DevTools records each script's source), and the simulated phone
 *   multiplies it by four: one 360 KB file was the longest task of every page. Rolldown
 *   otherwise splits modules that lazy pages share with the start into a dozen small
 *   chunks, all loaded on the first visit anyway: each costs a request and compresses
 *   apart, so the first visit downloaded more bytes (and Lighthouse counted every file
 *   before paint). Pages and parts loaded on demand stay chunks of their own.
 * - pureReactRouter: react-router 7 ships without pure annotations, so Link, NavLink, Form
 *   and their prefetching stay in every bundle that imports anything from it. Marking its
 *   React.forwardRef / createContext / memo calls pure and dropping its displayName
 *   assignments (DevTools labels) lets the bundler remove what the app does not use.
 * - quietReactSentinels: react-dom's five module-level marker errors are made without a
 *   stack trace, which under DevTools made the entry's evaluation 100+ ms long (below).
 * - appStartPreload: the start chunk is asked for with the entry, not after it has run.
 * - precompress: hashed assets get a brotli 11 copy at build time, which the server sends.
 */

import { writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { appStartChunkName, modulepreloadLink } from './manifest';
import { entryScript } from './paintFirst';
import { brotliForAsset, isCompressed, precompressedSuffix } from './wire';

/** The part of Rolldown's chunking context these rules read. */
export type ModuleGraph = {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
};

/**
 * The module each app's entry imports dynamically to start the app (relative to the app's
 * folder); both apps keep theirs at this path. Its chunk is named `appStartChunkName`.
 */
export const appStartSource = 'src/start.tsx';

const isAppStart = (id: string) => id.replace(/\\/g, '/').endsWith(`/${appStartSource}`);

/** Whether a module reaches, through its static importers, a module that `isRoot` picks. */
function reachability(isRoot: (id: string, info: { isEntry: boolean }) => boolean) {
  const known = new Map<string, boolean>();
  const isReachable = (id: string, graph: ModuleGraph): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle is not a way in
    const info = graph.getModuleInfo(id);
    const result =
      !!info &&
      (isRoot(id, info) || info.importers.some((importer) => isReachable(importer, graph)));
    known.set(id, result);
    return result;
  };
  return isReachable;
}

/**
 * A Rolldown `codeSplitting.groups[].name`: 'entry' for a module the entry imports
 * statically (directly or through others), 'start' for one only the app's start module
 * (`appStartSource`) imports so, null for the rest (lazy pages and parts).
 */
export function entryChunk(): (id: string, graph: ModuleGraph) => string | null {
  const fromEntry = reachability((_id, info) => info.isEntry);
  const fromStart = reachability(isAppStart);
  return (id, graph) => {
    if (fromEntry(id, graph)) return 'entry';
    return fromStart(id, graph) ? appStartChunkName : null;
  };
}

/** The part of Vite's `transformIndexHtml` context the start preload reads. */
export type HtmlBundleContext = {
  bundle?: Record<string, { type: string; fileName: string; name?: string }>;
};

/**
 * The built index.html with the app's start module preloaded after the entry script: its
 * file downloads beside the entry's, not after the entry has run and asked for it. (On a
 * page the paint-first loader starts, the loader asks for it with the entry.)
 */
export function preloadAppStart(html: string, context: HtmlBundleContext): string {
  const start = Object.values(context.bundle ?? {}).find(
    (output) => output.type === 'chunk' && output.name === appStartChunkName,
  );
  if (!start) return html;
  if (!entryScript.test(html))
    throw new Error('Start preload: the built index.html has no module entry.');
  return html.replace(
    entryScript,
    (script) => `${script}\n    ${modulepreloadLink(start.fileName)}`,
  );
}

/** The Vite plugin of preloadAppStart; listed before paintFirstVitePlugin. */
export function appStartPreloadVitePlugin() {
  return {
    name: 'territorio-app-start-preload',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler: (html: string, context: HtmlBundleContext) => preloadAppStart(html, context),
    },
  };
}

/** What precompressVitePlugin reads of an emitted file. */
type EmittedFile = { type: string; code?: string; source?: string | Uint8Array };

/**
 * Writes the brotli copy of every hashed asset the server compresses (wire.ts
 * precompressedSuffix): at the highest quality, too slow to do on request, the first
 * visit's JavaScript is 1 to 2 KB smaller than at the server's on-request quality. Source
 * maps are left out (visitors do not load them). Client build only.
 */
export function precompressVitePlugin() {
  return {
    name: 'territorio-precompress',
    apply: 'build' as const,
    writeBundle(
      this: { environment?: { config?: { consumer?: string } } },
      options: { dir?: string },
      bundle: Record<string, EmittedFile>,
    ) {
      if (!options.dir || this.environment?.config?.consumer === 'server') return;
      for (const [fileName, output] of Object.entries(bundle)) {
        const extension = extname(fileName);
        const body = output.type === 'chunk' ? output.code : output.source;
        if (!fileName.startsWith('assets/') || extension === '.map' || body === undefined) continue;
        const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body);
        if (!isCompressed(extension, bytes.length)) continue;
        writeFileSync(
          join(options.dir, `${fileName}${precompressedSuffix}`),
          brotliForAsset(bytes),
        );
      }
    },
  };
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
    // One stylesheet, linked by the HTML: the app's styles belong to the start module's file
    // (entryChunk), which the entry imports dynamically, so Vite would otherwise load them
    // only when that file runs, and the server's page would show unstyled until then.
    cssCodeSplit: false,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: entryChunk() }] } } },
  };
}

/**
 * The bundling rules' plugins, for both apps' vite.config.ts (list paintFirstVitePlugin
 * after them): react-router and react-dom rewritten, the start chunk preloaded with the
 * entry, hashed assets precompressed.
 */
export function appBundlingVitePlugins() {
  return [
    pureReactRouterVitePlugin(),
    // react-dom's startup markers carry no stack (DevTools made each one a reparse).
    quietReactSentinelsVitePlugin(),
    appStartPreloadVitePlugin(),
    precompressVitePlugin(),
  ];
}
