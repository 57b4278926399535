// How the two apps are served, for `pnpm start` and the e2e stack alike. The catalogue:
// the built app, the reservation paths sent to the reservation app, sitemap.xml and
// robots.txt made from the API's data, and every page rendered on the server with its
// data (issue 7). Both: the runtime configuration, and HTML answers that preconnect to
// the API.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  catalogueSeoDocuments,
  createApiClient,
  isReservationPath,
  joinUrl,
  prefetchScript,
  reservationAddress,
  reservationFirstReads,
} from '@territorio/api-client';
import {
  entryLazyFiles,
  inlineRuntimeConfig,
  modulepreloadLink,
  readBuildManifest,
} from '@territorio/static-server';

/** Options for serveStatic (without port and host). */
export async function catalogueServerOptions(root, runtimeConfig) {
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

/** Options for serveStatic of the reservation app (without port and host). */
export async function reservationServerOptions(root, runtimeConfig) {
  const dist = join(root, 'apps/reservation/dist');
  const shell = join(dist, 'index.html');
  const template = existsSync(shell) ? readFileSync(shell, 'utf8') : undefined;
  const serverEntry = join(root, 'apps/reservation/dist-ssr/entry-server.js');
  // What the entry loads on first use (the HTTP client): a page rendered in the browser
  // calls the API at once, so its HTML asks for those files with the entry's.
  const lazyPreloads = existsSync(join(dist, '.vite/manifest.json'))
    ? entryLazyFiles(readBuildManifest(dist)).map(modulepreloadLink).join('')
    : '';
  let renderPage = async () => null;
  if (template && existsSync(serverEntry)) {
    const server = await import(pathToFileURL(serverEntry).href);
    renderPage = server.createPageRenderer({ config: runtimeConfig, template });
  } else if (template) {
    console.warn(
      'The reservation has no server build (dist-ssr): every page renders in the browser.',
    );
  }
  return {
    root: dist,
    runtimeConfig: { ...runtimeConfig },
    // Its first screen reads the API (and the intranet service) before it can show anything.
    preconnect: [runtimeConfig.apiUrl, runtimeConfig.intranetUrl],
    // The buy route is rendered on the server with its unit, on every request: whether the
    // unit is still for sale, and its price, must be current (issue 7). Other addresses
    // render in the browser: their page carries the configuration inline and starts the
    // first screen's API reads with the HTML, not after the script.
    renderMaxAgeSeconds: 0,
    render: template
      ? async (url) => {
          const rendered = await renderPage(url);
          if (rendered) return rendered;
          const reads = reservationFirstReads(new URL(url, 'http://page.invalid').pathname);
          const prefetch = prefetchScript(reads.map((path) => joinUrl(runtimeConfig.apiUrl, path)));
          const html = inlineRuntimeConfig(template, runtimeConfig).replace(
            '</head>',
            () => `${prefetch}${lazyPreloads}</head>`,
          );
          return { status: 200, html };
        }
      : undefined,
    onRenderError: (url, error) => console.error(`Server rendering of ${url} failed:`, error),
  };
}
