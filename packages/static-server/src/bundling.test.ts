import { describe, expect, it } from 'vitest';
import { annotateReactRouter, entryChunk } from './bundling';
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
