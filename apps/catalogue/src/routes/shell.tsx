/** The site's shell around every page; it reads the parameters every page shows. */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { AppShell, shellReads } from '../layout/AppShell';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['parameters'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(shellReads);
export const clientLoader = browserLoader(shellReads);
/**
 * Read once per document; read again only when a page asks for its data again (a
 * "Reintentar", the refresh of a stale copy): the same address revalidated.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return defaultShouldRevalidate && currentUrl.href === nextUrl.href;
}

export default function Shell() {
  return <AppShell />;
}

/** A failure the page itself did not catch: the message inside the shell. */
export function ErrorBoundary() {
  return (
    <AppShell>
      <PageError />
    </AppShell>
  );
}
