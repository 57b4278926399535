/**
 * Vite's build manifest (`dist/.vite/manifest.json`) of a client build whose entry is
 * index.html: what a first visit loads, for the budgets of such a build (budgets.ts
 * routeCost). A framework-mode build is costed from its own route manifest instead
 * (budgets.ts frameworkRouteCosts). Pure: safe in any bundle.
 */

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
 * The name of the chunk that holds an app's start module, which the entry imports
 * dynamically at once: a first visit loads it with the entry.
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
