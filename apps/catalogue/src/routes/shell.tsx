/** The site's shell around every page; it reads the parameters every page shows. */
import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { AppShell, shellReads } from '../layout/AppShell';

export const loader = serverLoader(shellReads);
export const clientLoader = browserLoader(shellReads);
// Read once per document: the stores keep them (a failed read is retried by its screens).
export const shouldRevalidate = () => false;

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
