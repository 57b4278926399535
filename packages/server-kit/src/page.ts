/**
 * What end-to-end tests and the document share about a page, without React: safe to import
 * in the browser and in Playwright's Node process.
 */

/**
 * Set on `<html>` once React has hydrated the document (document.tsx useHydratedMarker):
 * end-to-end tests wait for it before they tap, since the server's HTML has no handlers
 * until then.
 */
export const hydratedAttribute = 'data-hydrated';

/**
 * Written by the client build beside its files (build-tools' inlineStylesheetPlugin):
 * `{ "href": "/assets/style-<hash>.css" }`, the one stylesheet every page uses, or
 * `{ "href": null }` for an app without styles. The server inlines it (builtApp).
 */
export const stylesheetIndexFile = 'stylesheet.json';
