/**
 * Issue 7: the HTML document of a page rendered on the server, made from the app's built
 * index.html, and the data it was rendered with, which travels in the page as JSON and
 * is read once by the browser before it hydrates. Safe to import in the browser.
 */
import { escapeMarkup } from '@territorio/api-client/core';

export { modulepreloadLink, pageChunkFiles } from './manifest';
export type { BuildManifest, ManifestChunk } from './manifest';

export const serverStateElementId = 'territorio-state';

/**
 * Set on `<html>` by the app once its root has committed (hydrated, or rendered in the
 * browser): the paint-first loader hands held taps over only after it. A hydration that
 * runs as a transition gives elements their props before it commits, so the props alone
 * do not tell that the app can take a tap.
 */
export const hydratedAttribute = 'data-hydrated';

/**
 * Dispatched (bubbling) by the paint-first loader, every 50 ms while it waits, on each
 * element tapped before the app started that React has not hydrated yet: an app whose
 * parts hydrate only near the screen hydrates the part it lands in at once (the tapped
 * element may be far from the screen by then, when the starting app scrolls to the top).
 */
export const hydrateRequestEvent = 'territorio:hydrate';

/** Marks the page as hydrated (call from the root's effect, which runs after the commit). */
export function markHydrated(document: {
  readonly documentElement: { setAttribute(name: string, value: string): void };
}): void {
  document.documentElement.setAttribute(hydratedAttribute, '');
}

/** A script element that cannot end early: '<' is escaped inside the JSON. */
export function serverStateScript(data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${serverStateElementId}" type="application/json">${json}</script>`;
}

/** What readServerState needs of a document (typed without the DOM library). */
export type DocumentLike = {
  getElementById(id: string): { readonly textContent: string | null } | null;
};

/** The server's data in this document, or null (no server render, or unreadable). */
export function readServerState<Data>(document: DocumentLike): Data | null {
  const text = document.getElementById(serverStateElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Data;
  } catch {
    return null;
  }
}

/**
 * The server's data in a page's markup (a rendered document, as a server or a test sees
 * it), or null: what readServerState reads in the browser.
 */
export function serverStateIn<Data>(html: string): Data | null {
  const start = `<script id="${serverStateElementId}" type="application/json">`;
  const from = html.indexOf(start);
  if (from < 0) return null;
  const to = html.indexOf('</script>', from + start.length);
  if (to < 0) return null;
  try {
    return JSON.parse(html.slice(from + start.length, to)) as Data;
  } catch {
    return null;
  }
}

export type PageParts = {
  /** The app's markup, as React rendered it: goes in `<div id="root">`. */
  readonly html: string;
  /** Replace the template's title and description (plain text; escaped here). */
  readonly title?: string;
  readonly description?: string;
  /** Elements added at the end of the head, as markup (escape what they quote). */
  readonly head?: readonly string[];
  /** The data the page was rendered with (serverStateScript), after the root. */
  readonly state?: unknown;
};

/** The template (a built index.html) with a rendered page's parts in it. */
export function fillPageTemplate(template: string, parts: PageParts): string {
  let document = template;
  if (parts.title !== undefined) {
    const title = escapeMarkup(parts.title);
    document = document.replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`);
  }
  if (parts.description !== undefined) {
    const description = escapeMarkup(parts.description);
    document = document.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}">`,
    );
  }
  const head = parts.head ?? [];
  if (head.length > 0) {
    document = document.replace('</head>', () => `${head.join('\n    ')}\n  </head>`);
  }
  const state = parts.state === undefined ? '' : `\n    ${serverStateScript(parts.state)}`;
  return document.replace(
    '<div id="root"></div>',
    () => `<div id="root">${parts.html}</div>${state}`,
  );
}
