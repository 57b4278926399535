/**
 * Issue 7: the HTML document of a page rendered on the server, made from the build's
 * index.html: the page's title, description and canonical address, its page chunk
 * preloaded, its markup in #root and the data it was rendered with.
 */
import { escapeMarkup } from '@territorio/api-client/core';
import {
  fillPageTemplate,
  modulepreloadLink,
  pageChunkFiles,
} from '@territorio/static-server/page';
import type { BuildManifest } from '@territorio/static-server/page';
import type { PageMeta } from './seo';
import type { StoresSnapshot } from './services/appServices';

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

export function pageDocument(input: PageDocumentInput): string {
  const head: string[] = [];
  if (input.status === 200) {
    head.push(`<link rel="canonical" href="${escapeMarkup(input.canonicalUrl)}">`);
  } else {
    head.push('<meta name="robots" content="noindex">');
  }
  for (const file of pageChunkFiles(input.manifest, input.pages)) {
    head.push(modulepreloadLink(file));
  }
  return fillPageTemplate(input.template, {
    html: input.html,
    ...(input.meta ? { title: input.meta.title, description: input.meta.description } : {}),
    head,
    state: input.snapshot,
  });
}
