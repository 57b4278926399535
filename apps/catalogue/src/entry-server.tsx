/**
 * Issue 7: a catalogue page rendered on the server with the API's data (built with
 * `vite build --ssr` into dist-ssr, used by the static server of `pnpm start`). The page
 * is rendered, the loads it asked for run, and it is rendered again from their answers
 * until it asks for nothing new; the browser then hydrates from the same data.
 */
import { StaticRouter } from 'react-router-dom';
import { JSDOM } from 'jsdom';
import { createApiClient, serverRenderReads } from '@territorio/api-client';
import type { ApiClient } from '@territorio/api-client';
import type { RuntimeConfig } from '@territorio/site-config';
import { renderToHtml } from '@territorio/static-server/render';
import { AppProviders } from './App';
import { AppRoutes } from './AppRoutes';
import { loadSanitizer } from './components/SafeHtml';
import { ServerRenderContext } from './components/serverRender';
import type { ServerRender } from './components/serverRender';
import { pageDocument } from './pageDocument';
import type { BuildManifest } from '@territorio/static-server/page';
import type { PageMeta } from './seo';
import { createAppServices, storesSnapshot } from './services/appServices';
import { popupsClosedIn, sessionKeys } from './stores/sessionStore';
import type { AppServices, StoresSnapshot } from './services/appServices';

export type { BuildManifest } from '@territorio/static-server/page';

export type RenderedPage = {
  readonly status: number;
  readonly html: string;
  /** Where a page that only redirects sends the visitor (status 302). */
  readonly location?: string;
};

/** The two versions of a page: with the popups, or for a session that closed them. */
const popupsClosedVariant = 'popups-closed';

/** Which version of a page a request's Cookie header asks for (static-server renderVariant). */
export function renderVariant(cookieHeader: string | undefined): string {
  return popupsClosedIn(cookieHeader) ? popupsClosedVariant : '';
}

export type PageRendererOptions = {
  readonly config: RuntimeConfig;
  /** The client build's index.html. */
  readonly template: string;
  readonly manifest: BuildManifest;
  /** Time limit of each API request made while rendering (ms). */
  readonly requestTimeoutMs?: number;
};

/** More passes than any page needs (the versions page needs three: family, units). */
const maxPasses = 5;

function isBusy(services: AppServices): boolean {
  const { resources } = services.stores.catalogue.getState();
  const { parameters, serviceCategories } = services.stores.parameters.getState();
  const catalogueBusy = Object.values(resources).some((byBrand) =>
    Object.values(byBrand).some((resource) => resource.requesting),
  );
  return catalogueBusy || parameters.requesting || serviceCategories.requesting;
}

/** Resolves once no store waits for an answer (loads started inside other loads too). */
function whenIdle(services: AppServices): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (isBusy(services)) return;
      unsubscribe.forEach((stop) => stop());
      resolve();
    };
    const unsubscribe = [
      services.stores.catalogue.subscribe(check),
      services.stores.parameters.subscribe(check),
    ];
    check();
  });
}

/** Makes the function that renders a page's address into its whole HTML document. */
export function createPageRenderer(
  options: PageRendererOptions,
): (url: string, variant?: string) => Promise<RenderedPage> {
  const { config, template, manifest } = options;
  const api: ApiClient = createApiClient({
    apiBaseUrl: config.apiUrl,
    intranetBaseUrl: config.intranetUrl,
    timeoutMs: options.requestTimeoutMs ?? serverRenderReads.timeoutMs,
    readRetries: serverRenderReads.readRetries,
  });
  // Loaded before any render: a server render is synchronous and sanitizes as it goes.
  const sanitizing = loadSanitizer().then(({ setPurifierWindow }) =>
    setPurifierWindow(new JSDOM('').window as unknown as Parameters<typeof setPurifierWindow>[0]),
  );

  return async function renderPage(url: string, variant = ''): Promise<RenderedPage> {
    await sanitizing;
    const address = new URL(url, config.catalogueUrl);
    const requestCookies = variant === popupsClosedVariant ? `${sessionKeys.popupsClosed}=1` : '';
    const cookies = { read: () => requestCookies, write: () => undefined };
    const started = new Set<string>();
    let snapshot: StoresSnapshot | null = null;
    for (let pass = 1; ; pass += 1) {
      const services = createAppServices(config, {
        cookies,
        api,
        initial: snapshot,
      });
      const pending: Promise<unknown>[] = [];
      let meta: PageMeta | null = null;
      let status = 200;
      let location: string | undefined;
      const pages: string[] = [];
      // What this pass renders with (the stores' initial state), before its loads start.
      const rendered = storesSnapshot(services);
      const server: ServerRender = {
        load(key, load) {
          if (started.has(key)) return;
          started.add(key);
          pending.push(Promise.resolve().then(load));
        },
        meta: (value) => {
          meta = value;
        },
        status: (code) => {
          status = code;
        },
        page: (source) => {
          pages.push(source);
        },
        redirect: (to) => {
          location ??= to;
        },
      };
      const html = await renderToHtml(
        <ServerRenderContext value={server}>
          <StaticRouter location={`${address.pathname}${address.search}`}>
            <AppProviders services={services}>
              <AppRoutes />
            </AppProviders>
          </StaticRouter>
        </ServerRenderContext>,
      );
      if (pending.length > 0 && pass < maxPasses) {
        await Promise.allSettled(pending);
        await whenIdle(services);
        snapshot = storesSnapshot(services);
        continue;
      }
      if (location !== undefined) return { status: 302, html: '', location };
      return {
        status,
        html: pageDocument({
          template,
          manifest,
          html,
          meta,
          status,
          canonicalUrl: `${config.catalogueUrl}${address.pathname}`,
          pages,
          // The sanitized HTML this pass rendered, so hydration needs no sanitizer.
          snapshot: { ...rendered, html: Object.fromEntries(services.servedHtml) },
        }),
      };
    }
  };
}
