import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  annotateReactRouter,
  entryChunk,
  precompressVitePlugin,
  preloadAppStart,
  quietReactSentinels,
  reactSentinelErrors,
} from './bundling';
import type { ModuleGraph } from './bundling';

/** main imports a and b; a imports shared; the page (loaded by import()) imports shared and c. */
const modules: Record<string, { isEntry: boolean; importers: string[] }> = {
  main: { isEntry: true, importers: [] },
  a: { isEntry: false, importers: ['main'] },
  b: { isEntry: false, importers: ['main', 'b2'] },
  b2: { isEntry: false, importers: ['b'] },
  shared: { isEntry: false, importers: ['a', 'page'] },
  page: { isEntry: false, importers: [] },
  c: { isEntry: false, importers: ['page'] },
  loopA: { isEntry: false, importers: ['loopB'] },
  loopB: { isEntry: false, importers: ['loopA'] },
};
const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null };

/**
 * The app's start module (imported by main with import()) imports react (main has it too),
 * the app and a component a lazy page shares; the page imports its own part.
 */
const startModules: Record<string, { isEntry: boolean; importers: string[] }> = {
  '/app/src/main.tsx': { isEntry: true, importers: [] },
  react: { isEntry: false, importers: ['/app/src/main.tsx', '/app/src/start.tsx'] },
  '/app/src/start.tsx': { isEntry: false, importers: [] },
  '/app/src/App.tsx': { isEntry: false, importers: ['/app/src/start.tsx'] },
  '/app/src/Card.tsx': { isEntry: false, importers: ['/app/src/App.tsx', '/app/src/Page.tsx'] },
  '/app/src/Page.tsx': { isEntry: false, importers: [] },
  '/app/src/PagePart.tsx': { isEntry: false, importers: ['/app/src/Page.tsx'] },
};
const startGraph: ModuleGraph = { getModuleInfo: (id) => startModules[id] ?? null };

describe('entryChunk (issue 7)', () => {
  it('groups what the entry imports statically, through any path, and leaves lazy code out', () => {
    const name = entryChunk();
    const grouped = Object.keys(modules).filter((id) => name(id, graph) === 'entry');
    expect(grouped).toEqual(['main', 'a', 'b', 'b2', 'shared']);
    expect(name('unknown', graph)).toBeNull();
  });

  it("puts the app's start module, and what only it reaches, in a second file", () => {
    const name = entryChunk();
    expect(
      Object.fromEntries(Object.keys(startModules).map((id) => [id, name(id, startGraph)])),
    ).toEqual({
      '/app/src/main.tsx': 'entry',
      react: 'entry',
      '/app/src/start.tsx': 'start',
      '/app/src/App.tsx': 'start',
      '/app/src/Card.tsx': 'start',
      '/app/src/Page.tsx': null,
      '/app/src/PagePart.tsx': null,
    });
  });
});

describe('preloadAppStart (issue 7)', () => {
  const html =
    '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n</head>';

  it("preloads the start chunk right after the entry's script", () => {
    const bundle = {
      'assets/index-1.js': { type: 'chunk', fileName: 'assets/index-1.js', name: 'index' },
      'assets/start-2.js': { type: 'chunk', fileName: 'assets/start-2.js', name: 'start' },
      'assets/start-3.css': { type: 'asset', fileName: 'assets/start-3.css', name: 'start' },
    };
    expect(preloadAppStart(html, { bundle })).toBe(
      '<head>\n    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/start-2.js">\n</head>',
    );
  });

  it('leaves an app without a start chunk as it is, and refuses a page without an entry', () => {
    expect(preloadAppStart(html, { bundle: {} })).toBe(html);
    const bundle = { 's.js': { type: 'chunk', fileName: 's.js', name: 'start' } };
    expect(() => preloadAppStart('<head></head>', { bundle })).toThrow(/no module entry/);
  });
});

describe('precompressVitePlugin', () => {
  it("writes a brotli copy of each hashed text asset big enough for the server's compression", () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'assets'));
    const plugin = precompressVitePlugin();
    expect(plugin.apply).toBe('build');
    const code = 'export const price = 1;\n'.repeat(100);
    const server = { environment: { config: { consumer: 'server' } } };
    plugin.writeBundle.call(server, { dir }, { 'assets/index-1.js': { type: 'chunk', code } });
    expect(readdirSync(join(dir, 'assets'))).toEqual([]);
    const client = { environment: { config: { consumer: 'client' } } };
    plugin.writeBundle.call(
      client,
      { dir },
      {
        'assets/index-1.js': { type: 'chunk', code },
        'assets/index-1.js.map': { type: 'asset', source: code },
        'assets/style-1.css': { type: 'asset', source: Buffer.from(`a{color:red}${code}`) },
        'assets/tiny-1.js': { type: 'chunk', code: 'export {};' },
        'assets/font-1.woff2': { type: 'asset', source: new Uint8Array(2000) },
        'index.html': { type: 'asset', source: code },
      },
    );
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['index-1.js.br', 'style-1.css.br']);
    expect(
      brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-1.js.br'))).toString(),
    ).toBe(code);
  });
});

describe('annotateReactRouter', () => {
  it('marks React factories pure and drops DevTools labels, line for line', () => {
    const source = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var DataRouterContext = React.createContext(null);',
      'var kept = useSomething(1);',
    ].join('\n');
    const result = annotateReactRouter(source);
    expect(result.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var DataRouterContext = /* @__PURE__ */ React.createContext(null);',
      'var kept = useSomething(1);',
    ]);
  });
});

describe('quietReactSentinels', () => {
  const sentinels = [
    'var hydrationParentFiber = null,',
    '  HydrationMismatchException = Error(formatProdErrorMessage(519));',
    'function throwOnHydrationMismatch(fiber) {',
    '  var error = Error(formatProdErrorMessage(418));',
    '  throw error;',
    '}',
    'var SuspenseException = Error(formatProdErrorMessage(460)),',
    '  SuspenseyCommitException = Error(formatProdErrorMessage(474)),',
    '  SuspenseActionException = Error(formatProdErrorMessage(542)),',
    '  noopSuspenseyCommitThenable = {};',
    'var SelectiveHydrationException = Error(formatProdErrorMessage(461)),',
    '  didReceiveUpdate = !1;',
  ].join('\n');

  it('makes the five markers without a stack, line for line, and leaves other errors alone', () => {
    const result = quietReactSentinels(sentinels);
    const lines = result.split('\n');
    expect(lines.slice(0, 12)).toEqual([
      'var hydrationParentFiber = null,',
      '  HydrationMismatchException = territorioSentinelError(formatProdErrorMessage(519));',
      'function throwOnHydrationMismatch(fiber) {',
      '  var error = Error(formatProdErrorMessage(418));',
      '  throw error;',
      '}',
      'var SuspenseException = territorioSentinelError(formatProdErrorMessage(460)),',
      '  SuspenseyCommitException = territorioSentinelError(formatProdErrorMessage(474)),',
      '  SuspenseActionException = territorioSentinelError(formatProdErrorMessage(542)),',
      '  noopSuspenseyCommitThenable = {};',
      'var SelectiveHydrationException = territorioSentinelError(formatProdErrorMessage(461)),',
      '  didReceiveUpdate = !1;',
    ]);
    const markers = new Function(
      'formatProdErrorMessage',
      `"use strict";\n${result}\nreturn [${reactSentinelErrors.join(', ')}];`,
    )((code: number) => `Minified React error #${code}`) as Error[];
    expect(markers).toHaveLength(5);
    for (const marker of markers) {
      expect(marker).toBeInstanceOf(Error);
      expect(marker.name).toBe('Error');
      expect(marker.stack).toBeUndefined();
    }
    expect(markers[1]?.message).toBe('Minified React error #460');
    expect(new Set(markers).size).toBe(5);
  });

  it('fails the build when react-dom no longer has one of them', () => {
    const without = sentinels.replace(
      'SuspenseActionException = Error(',
      'SuspenseActionException = make(',
    );
    expect(() => quietReactSentinels(without)).toThrow(/SuspenseActionException/);
    const twice = `${sentinels}\nvar SuspenseException = Error(formatProdErrorMessage(460));`;
    expect(() => quietReactSentinels(twice)).toThrow(/SuspenseException/);
  });

  it("finds all five in the installed react-dom's production client", () => {
    const require = createRequire(import.meta.url);
    const file = join(
      dirname(require.resolve('react-dom/package.json')),
      'cjs/react-dom-client.production.js',
    );
    const code = readFileSync(file, 'utf8');
    const result = quietReactSentinels(code);
    expect(result.match(/= territorioSentinelError\(/g)).toHaveLength(5);
    expect(result.startsWith(code.slice(0, code.indexOf('"use strict"')))).toBe(true);
    expect(result.split('\n').length - code.split('\n').length).toBe(6);
  });
});
