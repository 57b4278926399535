/**
 * What a server-rendered document needs from the request that React Router's route modules
 * cannot carry: the request's CSP nonce (never serialized into the page's data) and the
 * runtime configuration (the addresses; one build for every environment). The server
 * provides them around its router; in the browser the nonce is absent and the configuration
 * is read back from the script the document carries.
 */
import { createContext, useContext, useEffect } from 'react';
import { hydratedAttribute } from './page';
import { readRuntimeConfig } from '@territorio/site-config';
import type { RuntimeConfig } from '@territorio/site-config';

export type DocumentRequest = {
  readonly nonce: string;
  readonly config: RuntimeConfig;
  /** The app's stylesheet, inline in the document (absent under `react-router dev`). */
  readonly stylesheet?: string;
};

export const DocumentRequestContext = createContext<DocumentRequest | null>(null);

/** The request's nonce (server only) and the runtime configuration (both sides). */
export function useDocumentRequest(): Partial<DocumentRequest> & {
  readonly config: RuntimeConfig;
} {
  const request = useContext(DocumentRequestContext);
  return request ?? { config: readRuntimeConfig(globalThis) };
}

/** `window.__TERRITORIO_CONFIG__ = {...}`, safe inside a <script> element. */
export function runtimeConfigSource(config: RuntimeConfig): string {
  return `window.__TERRITORIO_CONFIG__=${JSON.stringify(config).replace(/</g, '\\u003c')};`;
}

/**
 * The runtime configuration as an inline script in the document's head: it runs before the
 * app's modules, which read it with readRuntimeConfig. The same text on both sides, so
 * hydration keeps it as it is.
 */
export function RuntimeConfigScript() {
  const { nonce, config } = useDocumentRequest();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: runtimeConfigSource(config) }}
    />
  );
}

/**
 * The app's whole stylesheet inside the document's head, so the first paint waits for the
 * HTML alone, not for a second request on a slow link. The server writes the text; the
 * browser keeps what it received (hydration leaves the element as it is, and the text is
 * not in the page's scripts). Under `react-router dev` it is empty and Vite's styles apply.
 */
export function InlineStylesheet() {
  const { nonce, stylesheet } = useDocumentRequest();
  return (
    <style
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: stylesheet ?? '' }}
    />
  );
}

/**
 * Marks <html> once React has hydrated the document (`data-hydrated`): end-to-end tests
 * wait for it before they tap, since the server's HTML has no handlers until then.
 */
export function useHydratedMarker(): void {
  useEffect(() => document.documentElement.setAttribute(hydratedAttribute, ''), []);
}
