/**
 * JavaScript budgets (issue 7): the bytes a first visit to a route downloads, read from
 * Vite's build manifest. A route costs its app's entry chunk, the page chunk it loads
 * (a dynamic import), and every chunk those import statically, each counted once, as
 * brotli bytes exactly as this server sends them. Deterministic for a given build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliForWire } from './wire';

/** Issue 7: JavaScript bytes on the wire of a first visit (1 KB = 1000 bytes). */
export const javascriptBudgets = {
  /** The catalogue's home page. */
  catalogueHome: 100_000,
  /** Any other route of either app. */
  anyOtherRoute: 120_000,
} as const;

export type ManifestChunk = {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
};

/** Vite's `.vite/manifest.json`: source or chunk key to chunk. */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

export function readBuildManifest(distDir: string): BuildManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
}

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

export type RouteCost = {
  readonly route: string;
  /** Brotli bytes on the wire of every JavaScript file the route loads. */
  readonly bytes: number;
  readonly files: readonly string[];
};

/**
 * What a first visit to a route downloads: the entry's closure, plus the closure of its
 * page module (a source path of the manifest such as 'src/pages/OffersPage.tsx'), if any.
 */
export function routeCost(
  distDir: string,
  manifest: BuildManifest,
  route: string,
  pageModules: readonly string[] = [],
): RouteCost {
  const keys = staticClosure(manifest, entryKey(manifest));
  for (const page of pageModules) staticClosure(manifest, page, keys);
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const bytes = files.reduce(
    (sum, file) => sum + brotliForWire(readFileSync(join(distDir, file))).length,
    0,
  );
  return { route, bytes, files };
}
