/**
 * The document of every reservation page: head, the runtime configuration, the app's
 * services and theme, and the boundary that answers what no route does (404) or what
 * failed, in the subdomain's frame, never a blank page.
 */
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from 'react-router';
import type { LinksFunction, MetaFunction } from 'react-router';
import { fontPreloadLinks } from '@territorio/design-system';
import {
  InlineStylesheet,
  RuntimeConfigScript,
  useDocumentRequest,
  useHydratedMarker,
} from '@territorio/server-kit/document';
import { AppFrame } from './app/AppFrame';
import { Layout as PageFrame } from './app/Layout';
import { RouteError } from './app/RouteError';
import { createAppServices } from './app/services';
import { NotFoundPage } from './pages/NotFoundPage';

export const links: LinksFunction = () => [
  ...fontPreloadLinks(),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => [
  {
    name: 'description',
    content:
      'Reservá tu 0km online: elegí la unidad, combiná contado, usados y financiación, y pagá una seña reembolsable.',
  },
];

export function Layout({ children }: { children: ReactNode }) {
  const { nonce } = useDocumentRequest();
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <InlineStylesheet />
        <Meta />
        <Links />
        <RuntimeConfigScript />
      </head>
      <body>
        <Services>{children}</Services>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** One set of services (addresses, the API client) for the document's whole life. */
function Services({ children }: { children: ReactNode }) {
  const { config } = useDocumentRequest();
  const [services] = useState(() => createAppServices(config));
  return <AppFrame services={services}>{children}</AppFrame>;
}

export default function Root() {
  useHydratedMarker();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PageFrame>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <RouteError error={error} />
      )}
    </PageFrame>
  );
}
