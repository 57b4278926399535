/**
 * What tests and the document share about a page, without React: safe to import in the
 * browser and in Playwright's Node process.
 */
export type { BuildManifest, ManifestChunk } from './manifest';

/**
 * Set on `<html>` once React has hydrated the document (document.tsx useHydratedMarker):
 * end-to-end tests wait for it before they tap, since the server's HTML has no handlers
 * until then.
 */
export const hydratedAttribute = 'data-hydrated';

/** The id of a `<script type="application/json">` that carries a page's data as JSON. */
export const serverStateElementId = 'territorio-state';

/**
 * The data in a page's markup (the script named serverStateElementId), or null when the
 * page has none or it is unreadable.
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
