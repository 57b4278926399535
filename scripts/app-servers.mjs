// How the two apps are served (serveApp of @territorio/server-kit/app), for `pnpm start`
// and the e2e stack alike: each app's built files, and its React Router server build for
// every other address, given the runtime
// configuration; HTML answers preconnect to the API. The catalogue also sends the
// reservation paths to the reservation app, makes sitemap.xml and robots.txt, and passes on
// the API's catalogue feeds (/feeds/meta-vehiculos.xml).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  catalogueFeedDocuments,
  catalogueSeoDocuments,
  createApiClient,
  isReservationPath,
  reservationAddress,
} from '@territorio/api-client';

/**
 * The web servers render with React's production build (React reads NODE_ENV when it is
 * first loaded). Set here, when the servers are made, so processes started earlier with a
 * copy of the environment (the API) keep theirs.
 */
function productionReact() {
  process.env.NODE_ENV ??= 'production';
}

/**
 * An app's built files and its request handler (apps/<name>/serve.mjs), given what every
 * loader gets; an app that is not built is said so, and its pages answer 503.
 */
async function builtAppOptions(root, name, label, context) {
  productionReact();
  const app = await import(pathToFileURL(join(root, 'apps', name, 'serve.mjs')).href);
  const handler = await app.handler(context);
  if (!handler) console.warn(`${label} is not built: run \`pnpm build\`.`);
  return { root: app.clientRoot, app: handler ?? undefined };
}

/**
 * Options for serveApp of the catalogue (without port and host): its built files, the
 * reservation paths sent to the reservation app, sitemap.xml and robots.txt from the API's
 * data, and every other address answered by the app's React Router server build.
 */
export async function catalogueServerOptions(root, runtimeConfig, { hsts = false } = {}) {
  return {
    ...(await builtAppOptions(root, 'catalogue', 'The catalogue', { runtimeConfig, hsts })),
    preconnect: [runtimeConfig.apiUrl],
    redirect: (pathname, search) =>
      isReservationPath(pathname)
        ? reservationAddress(runtimeConfig.reservationUrl, { pathname, search })
        : undefined,
    generated: {
      ...catalogueSeoDocuments(
        createApiClient({
          apiBaseUrl: runtimeConfig.apiUrl,
          intranetBaseUrl: runtimeConfig.intranetUrl,
        }),
        runtimeConfig.catalogueUrl,
      ),
      // The feeds are made by the API and served under the catalogue's origin.
      ...catalogueFeedDocuments(runtimeConfig.apiUrl),
    },
  };
}

/**
 * Options for serveApp of the reservation app (without port and host): its built files,
 * and every other address answered by the app's React Router server build, on every
 * request (whether a unit is still for sale, and its price, must be current).
 */
export async function reservationServerOptions(root, runtimeConfig, { hsts = false } = {}) {
  return {
    ...(await builtAppOptions(root, 'reservation', 'The reservation app', { runtimeConfig, hsts })),
    // Its first screen reads the API (and the intranet service) before it can show anything.
    preconnect: [runtimeConfig.apiUrl, runtimeConfig.intranetUrl],
  };
}
