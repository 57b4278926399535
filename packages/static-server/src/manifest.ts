/**
 * Vite's build manifest (`dist/.vite/manifest.json`), read by the budgets, by the servers
 * that put a page's chunks in its HTML, and by the tests. Pure: safe in any bundle.
 */
import { escapeMarkup } from '@territorio/api-client/core';

export type ManifestChunk = {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
};

/** Vite's `.vite/manifest.json`: source or chunk key to chunk. */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The name of the chunk that holds each app's start module (src/start.tsx), which the
 * entry imports dynamically at once: a file of its own, evaluated in a task of its own
 * (bundling.ts entryChunk names it).
 */
export const appStartChunkName = 'start';

/** The chunk and every chunk it imports statically, transitively (manifest keys). */
export function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk for ${key}.`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function entryKey(manifest: BuildManifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}.`);
  return entries[0]![0];
}

/** The manifest key of the app's start chunk (null when the entry imports none). */
export function appStartKey(manifest: BuildManifest): string | null {
  const entry = manifest[entryKey(manifest)];
  return entry?.dynamicImports?.find((key) => manifest[key]?.name === appStartChunkName) ?? null;
}

/**
 * What every first visit loads (manifest keys): the entry and what it imports statically,
 * and the app's start chunk (imported dynamically by the entry at once) with what that
 * imports statically.
 */
export function firstVisitKeys(manifest: BuildManifest): Set<string> {
  const keys = staticClosure(manifest, entryKey(manifest));
  const start = appStartKey(manifest);
  if (start) staticClosure(manifest, start, keys);
  return keys;
}

/**
 * Files to preload for a page: its modules' chunks (manifest keys) and what they import,
 * less what every first visit loads already. A module the manifest lacks is skipped.
 */
export function pageChunkFiles(manifest: BuildManifest, pages: readonly string[]): string[] {
  const loaded = firstVisitKeys(manifest);
  const files = new Set<string>();
  for (const page of pages) {
    if (!manifest[page]) continue;
    for (const key of staticClosure(manifest, page)) {
      if (!loaded.has(key)) files.add(manifest[key]!.file);
    }
  }
  return [...files];
}

/** Files the first visit's chunks import dynamically: what the app loads on first use. */
export function entryLazyFiles(manifest: BuildManifest): string[] {
  const loaded = firstVisitKeys(manifest);
  const lazy = new Set<string>();
  for (const key of loaded) {
    for (const imported of manifest[key]?.dynamicImports ?? []) {
      const file = manifest[imported]?.file;
      if (file && !loaded.has(imported)) lazy.add(file);
    }
  }
  return [...lazy];
}

/** The element that asks for a built module with the page's HTML. */
export function modulepreloadLink(file: string): string {
  return `<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}">`;
}
