/**
 * Issue 7: the reservation's buy route (the confirmation page, the first page a buyer
 * sees) rendered on the server with its unit loaded: heading, picture and price breakdown
 * are in the HTML before any script runs, then the app hydrates from the same data. Built
 * with `vite build --ssr` into dist-ssr and used by the static server of `pnpm start`.
 * Other screens (an operation's, which read the buyer's operation) render in the browser.
 * A flow step opened without its code is sent to the resume route (spec 2.11), and an
 * address the app does not serve is its not-found page with a 404 status.
 */
import { StrictMode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { createApiClient, matchRoute, routes, serverRenderReads } from '@territorio/api-client';
import { createDealershipFlowStore, flowSnapshot } from '@territorio/dealership-flow';
import type { FlowSnapshot } from '@territorio/dealership-flow';
import type { RuntimeConfig } from '@territorio/site-config';
import { paintFirstHtml } from '@territorio/static-server';
import { fillPageTemplate } from '@territorio/static-server/page';
import { renderToHtml } from '@territorio/static-server/render';
import { App } from './app/App';
import { codelessStepRedirect, isAppPath } from './app/appPaths';
import { ServerTitleContext } from './app/navigation';
import { createAppServices } from './app/services';
import { routeVehicle, stockIdOf } from './flow/useVehicleFromRoute';

export type RenderedPage = {
  readonly status: number;
  readonly html: string;
  /** A page that only sends the visitor elsewhere (the static server answers a redirect). */
  readonly location?: string;
};

export type PageRendererOptions = {
  readonly config: RuntimeConfig;
  /** The client build's index.html (its module entry is loaded paint-first here). */
  readonly template: string;
  /** Time limit of each API request made while rendering (ms). */
  readonly requestTimeoutMs?: number;
};

/**
 * Makes the function that renders an address into its whole HTML document, or answers
 * null for an address this server does not render (the browser renders it).
 */
export function createPageRenderer(
  options: PageRendererOptions,
): (url: string) => Promise<RenderedPage | null> {
  const { config } = options;
  // The page shows its unit's picture before its script runs, and taps made before the
  // app has hydrated are held and handed to it (paint first, as the catalogue's pages).
  const template = paintFirstHtml(options.template);
  const api = createApiClient({
    apiBaseUrl: config.apiUrl,
    intranetBaseUrl: config.intranetUrl,
    timeoutMs: options.requestTimeoutMs ?? serverRenderReads.timeoutMs,
    readRetries: serverRenderReads.readRetries,
  });

  /** The app's not-found page, in the HTML, with a real 404 status (never a soft 404). */
  async function renderNotFound(address: URL): Promise<RenderedPage> {
    let title: string | undefined;
    const services = createAppServices(config, { api });
    const html = await renderToHtml(
      <StrictMode>
        <ServerTitleContext
          value={(value) => {
            title = value;
          }}
        >
          <StaticRouter location={`${address.pathname}${address.search}`}>
            <App services={services} />
          </StaticRouter>
        </ServerTitleContext>
      </StrictMode>,
    );
    return { status: 404, html: fillPageTemplate(template, { html, ...(title ? { title } : {}) }) };
  }

  return async function renderPage(url: string): Promise<RenderedPage | null> {
    const address = new URL(url, config.reservationUrl);
    const redirect = codelessStepRedirect(address.pathname);
    if (redirect) return { status: 302, html: '', location: redirect };
    if (!isAppPath(address.pathname)) return renderNotFound(address);
    const params = matchRoute(routes.buy, address.pathname);
    if (!params) return null;
    // The same loads the confirmation screen starts in the browser (unit, booking prices,
    // suggested promotion, dollar rate), awaited before rendering.
    const { brandId, stockId } = routeVehicle(params);
    const store = createDealershipFlowStore({ api });
    if (brandId !== null && stockId !== '') {
      await store.getState().loadVehicle(brandId, stockIdOf(stockId));
    }
    const flow: FlowSnapshot = flowSnapshot(store.getState());
    store.getState().dispose();

    let title: string | undefined;
    const services = createAppServices(config, { api, serverFlow: flow });
    const html = await renderToHtml(
      <StrictMode>
        <ServerTitleContext
          value={(value) => {
            title = value;
          }}
        >
          <StaticRouter location={`${address.pathname}${address.search}`}>
            <App services={services} />
          </StaticRouter>
        </ServerTitleContext>
      </StrictMode>,
    );
    return {
      status: 200,
      html: fillPageTemplate(template, { html, ...(title ? { title } : {}), state: flow }),
    };
  };
}
