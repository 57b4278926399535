import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { frameworkRouteCosts, readBuildManifest, routeCost } from './budgets';
import type { FrameworkAssets } from './budgets';
import { entryKey, staticClosure } from './manifest';
import { brotliForWire } from './wire';

const dist = mkdtempSync(join(tmpdir(), 'budgets-'));
const files: Record<string, string> = {
  'assets/index.js': 'console.log("entry");'.repeat(50),
  'assets/shared.js': 'export const shared = 1;'.repeat(40),
  'assets/page.js': 'export default function Page() {}'.repeat(30),
  'assets/other.js': 'export default function Other() {}'.repeat(30),
};
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
for (const [file, body] of Object.entries(files)) writeFileSync(join(dist, file), body);
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/pages/Page.tsx', 'src/pages/Other.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    'src/pages/Page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_shared.js'] },
    'src/pages/Other.tsx': { file: 'assets/other.js', isDynamicEntry: true },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const wire = (file: string) => brotliForWire(Buffer.from(files[file]!)).length;

describe('JavaScript budgets', () => {
  const manifest = readBuildManifest(dist);

  it('finds the entry and the static imports, each once', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect([...staticClosure(manifest, 'src/pages/Page.tsx')]).toEqual([
      'src/pages/Page.tsx',
      '_shared.js',
    ]);
  });

  it('costs the home route as the entry and its imports, in brotli bytes', () => {
    const cost = routeCost(dist, manifest, '/');
    expect(cost.files).toEqual(['assets/index.js', 'assets/shared.js']);
    expect(cost.bytes).toBe(wire('assets/index.js') + wire('assets/shared.js'));
  });

  it('adds a page chunk without counting a shared chunk twice, and leaves other pages out', () => {
    const cost = routeCost(dist, manifest, '/page', ['src/pages/Page.tsx']);
    expect(cost.files).toEqual(['assets/index.js', 'assets/shared.js', 'assets/page.js']);
    expect(cost.bytes).toBe(
      wire('assets/index.js') + wire('assets/shared.js') + wire('assets/page.js'),
    );
  });

  it("counts the app's start chunk, and a precompressed copy as the server sends it", () => {
    const splitDist = mkdtempSync(join(tmpdir(), 'budgets-split-'));
    onTestFinished(() => rmSync(splitDist, { recursive: true, force: true }));
    mkdirSync(join(splitDist, 'assets'));
    mkdirSync(join(splitDist, '.vite'));
    const entry = 'import("./start.js");'.repeat(40);
    const start = 'export function startApp() {}'.repeat(40);
    writeFileSync(join(splitDist, 'assets/index.js'), entry);
    writeFileSync(join(splitDist, 'assets/start.js'), start);
    // The build's copy (precompressVitePlugin): the server sends these bytes, whatever they are.
    writeFileSync(join(splitDist, 'assets/start.js.br'), Buffer.alloc(7));
    writeFileSync(
      join(splitDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['_start.js'] },
        '_start.js': { file: 'assets/start.js', name: 'start', imports: ['index.html'] },
      }),
    );
    const cost = routeCost(splitDist, readBuildManifest(splitDist), '/');
    expect(cost.files).toEqual(['assets/index.js', 'assets/start.js']);
    expect(cost.bytes).toBe(brotliForWire(Buffer.from(entry)).length + 7);
  });

  it('fails loudly on a chunk the manifest does not have', () => {
    expect(() => routeCost(dist, manifest, '/x', ['src/pages/Missing.tsx'])).toThrow(
      /no chunk for src\/pages\/Missing.tsx/,
    );
  });
});

describe('frameworkRouteCosts', () => {
  it('counts the manifest, the entry and each page route with its parents, each file once', () => {
    const client = mkdtempSync(join(tmpdir(), 'framework-budgets-'));
    onTestFinished(() => rmSync(client, { recursive: true, force: true }));
    mkdirSync(join(client, 'assets'));
    const body = (name: string) => `export const ${name} = "${name}";`.repeat(60);
    for (const name of ['manifest', 'entry', 'react', 'root', 'layout', 'step', 'home', 'shared']) {
      writeFileSync(join(client, 'assets', `${name}.js`), body(name));
    }
    writeFileSync(join(client, 'assets', 'root.css'), 'a{color:red}');
    const assets: FrameworkAssets = {
      url: '/assets/manifest.js',
      entry: { module: '/assets/entry.js', imports: ['/assets/react.js'] },
      routes: {
        root: { id: 'root', module: '/assets/root.js', imports: ['/assets/react.js'] },
        home: { id: 'home', parentId: 'root', index: true, module: '/assets/home.js' },
        flow: {
          id: 'flow',
          parentId: 'root',
          module: '/assets/layout.js',
          imports: ['/assets/shared.js'],
        },
        step: {
          id: 'step',
          parentId: 'flow',
          path: 'paso/:code',
          module: '/assets/step.js',
          imports: ['/assets/shared.js', '/assets/root.css'],
        },
      },
    };
    const costs = frameworkRouteCosts(client, assets);
    // The layout route is not a page of its own.
    expect(costs.map((cost) => cost.route).sort()).toEqual(['/', '/paso/:code']);
    const step = costs.find((cost) => cost.route === '/paso/:code');
    expect([...(step?.files ?? [])].sort()).toEqual(
      ['entry', 'layout', 'manifest', 'react', 'root', 'shared', 'step'].map(
        (name) => `/assets/${name}.js`,
      ),
    );
    const wire = (name: string) => brotliForWire(Buffer.from(body(name))).length;
    expect(step?.bytes).toBe(
      ['entry', 'layout', 'manifest', 'react', 'root', 'shared', 'step']
        .map(wire)
        .reduce((sum, bytes) => sum + bytes, 0),
    );
    const home = costs.find((cost) => cost.route === '/');
    expect(home?.files).not.toContain('/assets/shared.js');
  });
});
