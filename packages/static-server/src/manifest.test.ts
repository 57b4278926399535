import { describe, expect, it } from 'vitest';
import {
  appStartKey,
  entryLazyFiles,
  firstVisitKeys,
  modulepreloadLink,
  pageChunkFiles,
} from './manifest';
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

describe('build manifest (issue 7)', () => {
  it("counts the app's start chunk, and what it imports, in every first visit", () => {
    expect(appStartKey(split)).toBe('_start-1.js');
    expect([...firstVisitKeys(split)]).toEqual(['index.html', '_start-1.js', '_shared.js']);
    expect(appStartKey(manifest)).toBeNull();
    expect([...firstVisitKeys(manifest)]).toEqual(['index.html', '_shared.js']);
  });

  it("leaves what the start chunk loads out of a page's preloads", () => {
    expect(pageChunkFiles(split, ['src/pages/VersionsPage.tsx'])).toEqual([
      'assets/VersionsPage-1.js',
      'assets/Cards-1.js',
    ]);
  });

  it('lists what the entry and the start chunk load on first use, not the start itself', () => {
    expect(entryLazyFiles(split)).toEqual(['assets/client-1.js', 'assets/VersionsPage-1.js']);
  });

  it("lists a page's chunks and their imports, less what the entry loads, each once", () => {
    expect(
      pageChunkFiles(manifest, ['src/pages/VersionsPage.tsx', 'src/pages/VersionsPage.tsx']),
    ).toEqual(['assets/VersionsPage-1.js', 'assets/Cards-1.js']);
  });

  it('skips a page module the manifest lacks, and lists nothing for none', () => {
    expect(pageChunkFiles(manifest, ['src/pages/Gone.tsx'])).toEqual([]);
    expect(pageChunkFiles(manifest, [])).toEqual([]);
  });

  it('lists what the entry loads on first use', () => {
    expect(entryLazyFiles(manifest)).toEqual(['assets/VersionsPage-1.js', 'assets/client-1.js']);
  });

  it('writes a modulepreload link with the file escaped', () => {
    expect(modulepreloadLink('assets/a"b.js')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a&quot;b.js">',
    );
  });
});
