/**
 * spec 2.1 /stock: the stock search (the page is pages/stock/StockSearchPage). The address's
 * query is the search: unlike other pages, a new query is read again.
 */
import { PageError } from '../app/PageError';
import { browserAppServices } from '../app/browserServices';
import { partFailure, read, readNow } from '../app/loaderData';
import { serverServices } from '../app/loader.server';
import type { ReadServices } from '../app/loaderData';
import {
  StockSearchPage,
  recentSearch,
  shouldRevalidateStockSearch,
} from '../pages/stock/StockSearchPage';
import type { SettledSearch } from '../pages/stock/StockSearchPage';
import type { CatalogueRead } from '../catalogueReads';
import type { Route } from './+types/stock';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['stockSearch'] as const satisfies readonly CatalogueRead[];

/**
 * The search of the address's query (stock-search.ts): the API applies it. Its failure is
 * data (FailedPart): the page says so beside the filters, and keeps them.
 */
function readSearch(services: ReadServices, url: URL): Promise<SettledSearch> {
  const query = url.searchParams.toString();
  return read(services, { resource: 'stockSearch' }, () => services.api.searchStock(query)).catch(
    (reason: unknown) => ({ failedRead: partFailure(reason) }),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return { search: await readSearch(serverServices(context), new URL(request.url)), ...readNow() };
}

/**
 * A search seen in the last minute is shown whole at once. A search asked on this page
 * (a filter, a page of results, Back between searches, "Reintentar") is awaited: the
 * router keeps the page's results on screen and says where it is going. Coming from
 * another page, the page shows at once and the search arrives.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const recent = recentSearch(url);
  if (recent) return { search: recent, ...readNow() };
  const search = readSearch(browserAppServices(), url);
  const isOnThisPage = window.location.pathname === url.pathname;
  return { search: isOnThisPage ? await search : search, ...readNow() };
}

export const shouldRevalidate = shouldRevalidateStockSearch;
export const ErrorBoundary = PageError;

export default function StockSearch({ loaderData }: Route.ComponentProps) {
  return <StockSearchPage search={loaderData.search} />;
}
