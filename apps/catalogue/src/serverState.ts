/**
 * The data a page was rendered with on the server travels in the page as JSON, read once
 * by the browser before it hydrates (issue 7).
 */
import type { StoresSnapshot } from './services/appServices';

export const serverStateElementId = 'territorio-state';

/** A script element that cannot end early: '<' is escaped inside the JSON. */
export function serverStateScript(snapshot: StoresSnapshot): string {
  const json = JSON.stringify(snapshot).replace(/</g, '\\u003c');
  return `<script id="${serverStateElementId}" type="application/json">${json}</script>`;
}

/** The server's snapshot in this document, or null (no server render, or unreadable). */
export function readServerState(document: Document): StoresSnapshot | null {
  const text = document.getElementById(serverStateElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as StoresSnapshot;
  } catch {
    return null;
  }
}
