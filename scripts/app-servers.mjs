// How the two apps are served, for `pnpm start` and the e2e stack alike. The catalogue:
// the built app, the reservation paths sent to the reservation app, sitemap.xml and
// robots.txt made from the API's data, and every page rendered on the server with its
// data. The reservation: its files, and its React Router server build for every other
// address. Both: the runtime configuration, and HTML answers that preconnect to the API.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  catalogueSeoDocuments,
  createApiClient,
  isReservationPath,
  reservationAddress,
} from '@territorio/api-client';
import { readBuildManifest } from '@territorio/static-server';

/**
 * The web servers render with React's production build (React reads NODE_ENV when it is
 * first loaded). Set here, when the servers are made, so processes started earlier with a
 * copy of the environment (the API) keep theirs.
 */
function productionReact() {
  process.env.NODE_ENV ??= 'production';
}

/** Options for serveStatic (without port and host). */
export async function catalogueServerOptions(root, runtimeConfig) {
  productionReact();
  const dist = join(root, 'apps/catalogue/dist');
  const serverEntry = join(root, 'apps/catalogue/dist-ssr/entry-server.js');
  let render;
  let renderVariant;
  if (existsSync(serverEntry) && existsSync(join(dist, 'index.html'))) {
    const server = await import(pathToFileURL(serverEntry).href);
    const { createPageRenderer } = server;
    // Pages differ by the session's popups cookie: each version is rendered and kept apart.
    renderVariant = (request) => server.renderVariant(request.headers.cookie);
    render = createPageRenderer({
      config: runtimeConfig,
      template: readFileSync(join(dist, 'index.html'), 'utf8'),
      manifest: readBuildManifest(dist),
    });
  } else {
    console.warn('The catalogue has no server build (dist-ssr): pages render in the browser.');
  }
  return {
    root: dist,
    runtimeConfig: { ...runtimeConfig },
    preconnect: [runtimeConfig.apiUrl],
    redirect: (pathname, search) =>
      isReservationPath(pathname)
        ? reservationAddress(runtimeConfig.reservationUrl, { pathname, search })
        : undefined,
    generated: catalogueSeoDocuments(
      createApiClient({
        apiBaseUrl: runtimeConfig.apiUrl,
        intranetBaseUrl: runtimeConfig.intranetUrl,
      }),
      runtimeConfig.catalogueUrl,
    ),
    render,
    renderVariant,
    // The visitor got the app shell (the page renders in the browser); say why here.
    onRenderError: (url, error) => console.error(`Server rendering of ${url} failed:`, error),
  };
}

/**
 * Options for serveStatic of the reservation app (without port and host): its built files,
 * and every other address answered by the app's React Router server build, on every
 * request (whether a unit is still for sale, and its price, must be current).
 */
export async function reservationServerOptions(root, runtimeConfig, { hsts = false } = {}) {
  productionReact();
  const app = await import(pathToFileURL(join(root, 'apps/reservation/serve.mjs')).href);
  const listener = await app.reservationListener({ runtimeConfig, hsts });
  if (!listener) console.warn('The reservation app is not built: run `pnpm build`.');
  return {
    root: app.clientRoot,
    // Its first screen reads the API (and the intranet service) before it can show anything.
    preconnect: [runtimeConfig.apiUrl, runtimeConfig.intranetUrl],
    app: listener ?? undefined,
  };
}
