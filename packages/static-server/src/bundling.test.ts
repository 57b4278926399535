import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  annotateReactRouter,
  entryChunk,
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

describe('entryChunk (issue 7)', () => {
  it('groups what the entry imports statically, through any path, and leaves lazy code out', () => {
    const name = entryChunk();
    const grouped = Object.keys(modules).filter((id) => name(id, graph) === 'entry');
    expect(grouped).toEqual(['main', 'a', 'b', 'b2', 'shared']);
    expect(name('unknown', graph)).toBeNull();
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
