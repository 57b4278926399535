import { describe, expect, it } from 'vitest';
import { appStartKey, firstVisitKeys } from './manifest';
import type { BuildManifest } from './manifest';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['src/pages/VersionsPage.tsx', '_client.js'],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_client.js': { file: 'assets/client-1.js', imports: ['_shared.js'] },
  '_Cards.js': { file: 'assets/Cards-1.js', imports: ['_shared.js'] },
  'src/pages/VersionsPage.tsx': {
    file: 'assets/VersionsPage-1.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_Cards.js'],
  },
};

/** The entry starts the app from a chunk of its own, which imports the pages dynamically. */
const split: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    dynamicImports: ['_client.js', '_start-1.js'],
  },
  '_start-1.js': {
    file: 'assets/start-1.js',
    name: 'start',
    imports: ['index.html', '_shared.js'],
    dynamicImports: ['src/pages/VersionsPage.tsx'],
  },
  '_shared.js': { file: 'assets/shared-1.js' },
  '_client.js': { file: 'assets/client-1.js', imports: ['_shared.js'] },
  '_Cards.js': { file: 'assets/Cards-1.js', imports: ['_shared.js'] },
  'src/pages/VersionsPage.tsx': {
    file: 'assets/VersionsPage-1.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_Cards.js'],
  },
};

describe('build manifest', () => {
  it("counts the app's start chunk, and what it imports, in every first visit", () => {
    expect(appStartKey(split)).toBe('_start-1.js');
    expect([...firstVisitKeys(split)]).toEqual(['index.html', '_start-1.js', '_shared.js']);
    expect(appStartKey(manifest)).toBeNull();
    expect([...firstVisitKeys(manifest)]).toEqual(['index.html', '_shared.js']);
  });
});
