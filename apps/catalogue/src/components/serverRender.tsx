/**
 * Issue 7: catalogue pages are rendered on the server with their data, then hydrate. A
 * page says once what it loads (useDataLoad): the browser runs it in an effect, the server
 * runs it during render and renders again once the answers are in. The server also
 * collects the page's title and description, its HTTP status and its lazy page chunk.
 */
import { createContext, useContext, useEffect, useEffectEvent } from 'react';
import { Navigate } from 'react-router-dom';
import type { PageMeta } from '../seo';

export type ServerRender = {
  /** Starts `load` once per key for the whole render (all passes). */
  load(key: string, load: () => unknown): void;
  meta(meta: PageMeta): void;
  status(code: number): void;
  /** The source of a lazy page module rendered (e.g. 'src/pages/OffersPage.tsx'). */
  page(source: string): void;
  /** The page sends the visitor elsewhere (the server answers a redirect). */
  redirect(to: string): void;
};

export const ServerRenderContext = createContext<ServerRender | null>(null);

export function useServerRender(): ServerRender | null {
  return useContext(ServerRenderContext);
}

/**
 * Runs a page's data load: on the server while rendering, in the browser after mount and
 * whenever `key` changes. `key` names everything the load depends on.
 */
export function useDataLoad(key: string, load: () => unknown): void {
  useServerRender()?.load(key, load);
  const onKey = useEffectEvent(() => {
    void load();
  });
  useEffect(() => {
    onKey();
  }, [key]);
}

/** The HTTP status of the page (404 for unknown addresses and items). */
export function useResponseStatus(code: number): void {
  useServerRender()?.status(code);
}

/** Sends the visitor to `to`: a redirect answer from the server, a replace in the browser. */
export function Redirect({ to }: { to: string }) {
  const server = useServerRender();
  if (server) {
    server.redirect(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
