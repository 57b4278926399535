import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { frameworkRouteCosts } from './budgets';
import type { FrameworkAssets } from './budgets';
import { brotliForWire } from './wire';

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
