/** The site's shell around every page; it reads the parameters every page shows. */
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { browserAppServices } from '../app/browserServices';
import { readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { readShellParameters } from '../app/shellData';
import { AppShell } from '../layout/AppShell';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/shell';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['parameters'] as const satisfies readonly CatalogueRead[];

export async function loader({ context }: Route.LoaderArgs) {
  const parts = await settledParts({ parameters: readShellParameters(serverServices(context)) });
  return { ...parts, ...readNow() };
}

export function clientLoader() {
  const parameters = readShellParameters(browserAppServices());
  return { parameters, ...readNow() };
}

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
