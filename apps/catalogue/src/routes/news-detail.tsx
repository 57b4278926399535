/** spec 2.4 a news item: shown from the shell's parameters; an unknown item answers 404. */
import { data } from 'react-router';
import { isFailedPart, readNow, settledParts } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { sanitizeOnServer } from '../app/serverHtml.server';
import { readShellParameters } from '../app/shellData';
import { currentNews } from '../lib/validity';
import { NewsDetailPage, newsOf } from '../pages/NewsDetailPage';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/news-detail';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['parameters'] as const satisfies readonly CatalogueRead[];

/**
 * The news come with the parameters, which the shell reads and the page shows; the server
 * reads them too, for the answer's status (404 for an item they do not have) and the item's
 * HTML sanitized for the document.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const services = serverServices(context);
  const { parameters } = await settledParts({ parameters: readShellParameters(services) });
  if (isFailedPart(parameters)) return data({ html: {}, ...readNow() });
  const news = newsOf(currentNews(parameters.news), params.id);
  const html = await sanitizeOnServer(news ? [news.content] : [], services.config.apiUrl);
  return data({ html, ...readNow() }, { status: news ? 200 : 404 });
}

export function clientLoader() {
  return readNow();
}

export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function NewsDetail() {
  return <NewsDetailPage />;
}
