/** spec 2.10 a story: shown from the shell's parameters; an unknown story sends the visitor home. */
import { routes } from '@territorio/api-client/core';
import { redirect } from 'react-router';
import { isFailedPart, readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { readShellParameters } from '../app/shellData';
import { StoryPage, storyOf } from '../pages/StoryPage';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/story';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['parameters'] as const satisfies readonly CatalogueRead[];

/**
 * The stories come with the parameters, which the shell reads and the page shows; the
 * server reads them too, to send the visitor home for a story they do not have (spec 8).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { parameters } = await settledParts({
    parameters: readShellParameters(serverServices(context)),
  });
  if (!isFailedPart(parameters) && !storyOf(parameters.stories, params.id)) {
    throw redirect(routes.home);
  }
  return readNow();
}

export function clientLoader() {
  return readNow();
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Story() {
  return <StoryPage />;
}
