/**
 * Issue 7: the HTML document of a page rendered on the server, made from the build's
 * index.html: the page's title, description and canonical address, its page chunk
 * preloaded, its markup in #root and the data it was rendered with.
 */
import { escapeMarkup } from '@territorio/api-client/core';
import { fillPageTemplate } from '@territorio/static-server/page';
import type { PageMeta } from './seo';
import type { StoresSnapshot } from './services/appServices';

/** The part of Vite's build manifest (dist/.vite/manifest.json) read here. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }
>;

export type PageDocumentInput = {
  readonly template: string;
  readonly manifest: BuildManifest;
  /** The app's markup, as React rendered it. */
  readonly html: string;
  readonly meta: PageMeta | null;
  readonly status: number;
  /** The canonical address: the catalogue's public origin and the page's path. */
  readonly canonicalUrl: string;
  /** Sources of the lazy page modules rendered (manifest keys). */
  readonly pages: readonly string[];
  readonly snapshot: StoresSnapshot;
};

/** Every chunk a manifest key imports statically, itself included. */
function chunkClosure(manifest: BuildManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, into);
  return into;
}

/** Files to preload for the page chunks: what the entry does not load already. */
export function pageChunkFiles(manifest: BuildManifest, pages: readonly string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? chunkClosure(manifest, entry) : new Set<string>();
  const files = new Set<string>();
  for (const page of pages) {
    for (const key of chunkClosure(manifest, page)) {
      const chunk = manifest[key];
      if (!loaded.has(key) && chunk) files.add(chunk.file);
    }
  }
  return [...files];
}

export function pageDocument(input: PageDocumentInput): string {
  const head: string[] = [];
  if (input.status === 200) {
    head.push(`<link rel="canonical" href="${escapeMarkup(input.canonicalUrl)}">`);
  } else {
    head.push('<meta name="robots" content="noindex">');
  }
  for (const file of pageChunkFiles(input.manifest, input.pages)) {
    head.push(`<link rel="modulepreload" crossorigin href="/${escapeMarkup(file)}">`);
  }
  return fillPageTemplate(input.template, {
    html: input.html,
    ...(input.meta ? { title: input.meta.title, description: input.meta.description } : {}),
    head,
    state: input.snapshot,
  });
}
