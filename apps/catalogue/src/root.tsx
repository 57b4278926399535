/**
 * The document of every catalogue page: head (the pages add their title, description and
 * canonical address), the runtime configuration, the group's structured data, the app's
 * services and theme, and the boundary for what fails outside the site's shell.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useMatches,
  useRevalidator,
} from 'react-router';
import type { LinksFunction, LoaderFunctionArgs } from 'react-router';
import { fontPreloadLinks } from '@territorio/design-system';
import {
  InlineStylesheet,
  RuntimeConfigScript,
  useDocumentRequest,
  useHydratedMarker,
} from '@territorio/server-kit/document';
import { AppProviders } from './app/AppProviders';
import { PageError } from './app/PageError';
import { startBrowserServices } from './app/browserServices';
import { isServedDataStale } from './app/revalidation';
import { JsonLd } from './components/JsonLd';
import { createAppServices } from './services/appServices';
import { popupsClosedIn, sessionKeys } from './stores/sessionStore';
import { autoDealerJsonLd } from './groupJsonLd';

export const links: LinksFunction = () => [
  ...fontPreloadLinks(),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The root's data: the session's closed-popups flag, read from the request's cookies. */
type DocumentData = {
  readonly popupsClosed: boolean;
};

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
        <InlineStylesheet />
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

/** What the matched routes' loaders handed the document: its session flag, HTML and age. */
function documentData(matches: ReturnType<typeof useMatches>) {
  let popupsClosed = false;
  let takenAt: number | undefined;
  const servedHtml: Record<string, string> = {};
  for (const { loaderData } of matches) {
    if (typeof loaderData !== 'object' || loaderData === null) continue;
    if ('popupsClosed' in loaderData) popupsClosed ||= loaderData.popupsClosed === true;
    if ('html' in loaderData) Object.assign(servedHtml, loaderData.html);
    if ('takenAt' in loaderData && typeof loaderData.takenAt === 'number') {
      takenAt = Math.min(takenAt ?? loaderData.takenAt, loaderData.takenAt);
    }
  }
  return { popupsClosed, servedHtml, takenAt };
}

/**
 * The app's services for the document's life: on the server for this request's one
 * render, in the browser when the document hydrates (with the same HTML, so the same page).
 * A page the service worker kept and served with old data reads it again once hydrated.
 */
function Services({ children }: { children: ReactNode }) {
  const { config } = useDocumentRequest();
  const matches = useMatches();
  const revalidator = useRevalidator();
  const [{ services, isStale }] = useState(() => {
    const { popupsClosed, servedHtml, takenAt } = documentData(matches);
    if (typeof document !== 'undefined') {
      return {
        services: startBrowserServices(config, servedHtml),
        isStale: takenAt !== undefined && isServedDataStale(takenAt),
      };
    }
    const cookie = popupsClosed ? `${sessionKeys.popupsClosed}=1` : '';
    return {
      services: createAppServices(config, {
        cookies: { read: () => cookie, write: () => undefined },
        servedHtml,
      }),
      isStale: false,
    };
  });
  useEffect(() => {
    if (isStale) void revalidator.revalidate();
    // Once, when the document hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
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
