/**
 * The document of every catalogue page: head (the pages add their title, description and
 * canonical address), the runtime configuration, the group's structured data, the app's
 * services and theme, and the boundary for what fails outside the site's shell.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useMatches } from 'react-router';
import type { LinksFunction, LoaderFunctionArgs } from 'react-router';
import { fontPreloadLinks } from '@territorio/design-system';
import {
  RuntimeConfigScript,
  useDocumentRequest,
  useHydratedMarker,
} from '@territorio/server-kit/document';
import { AppProviders } from './app/AppProviders';
import { PageError } from './app/PageError';
import { startBrowserServices } from './app/browserServices';
import { mergeRouteData } from './app/routeData';
import type { DocumentData } from './app/routeData';
import { JsonLd } from './components/JsonLd';
import { createAppServices } from './services/appServices';
import { popupsClosedIn, sessionKeys } from './stores/sessionStore';
import { autoDealerJsonLd } from './groupJsonLd';

export const links: LinksFunction = () => [
  ...fontPreloadLinks(),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The session's closed-popups flag from the request's cookies: the server renders the
 * page as this visitor's session shows it (spec 2.2). Nothing else of the cookies is kept.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const popupsClosed = popupsClosedIn(request.headers.get('cookie'));
  return data({ popupsClosed } satisfies DocumentData);
}

export function Layout({ children }: { children: ReactNode }) {
  const { nonce } = useDocumentRequest();
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
        <RuntimeConfigScript />
        <JsonLd data={autoDealerJsonLd()} />
      </head>
      <body>
        <Services>{children}</Services>
        <noscript>
          Para enviar formularios y usar los filtros necesitás activar JavaScript.
        </noscript>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The app's services for the document's life. Their stores start from what the matched
 * routes' server loaders read: on the server for this request's one render, in the
 * browser when the document hydrates (the same data, so the same page).
 */
function Services({ children }: { children: ReactNode }) {
  const { config } = useDocumentRequest();
  const matches = useMatches();
  const [services] = useState(() => {
    const { stores, popupsClosed } = mergeRouteData(matches.map((match) => match.loaderData));
    if (typeof document !== 'undefined') return startBrowserServices(config, stores);
    const cookie = popupsClosed ? `${sessionKeys.popupsClosed}=1` : '';
    return createAppServices(config, {
      cookies: { read: () => cookie, write: () => undefined },
      initial: stores,
    });
  });
  return <AppProviders services={services}>{children}</AppProviders>;
}

// The flag only matters for the document's first render; later the browser's cookie rules.
export const shouldRevalidate = () => false;

export default function Root() {
  useHydratedMarker();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <PageError />;
}
