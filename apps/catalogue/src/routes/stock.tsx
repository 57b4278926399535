import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import {
  StockSearchPage,
  browserStockSearchReads,
  shouldRevalidateStockSearch,
  stockSearchReads,
} from '../pages/stock/StockSearchPage';
import type { CatalogueRead } from '../catalogueReads';

/** The catalogue reads (spec 7.1) this page makes: the service worker keeps their answers. */
export const catalogueReads = ['stockSearch'] as const satisfies readonly CatalogueRead[];

export const loader = serverLoader(stockSearchReads);
export const clientLoader = browserLoader(browserStockSearchReads);
export const shouldRevalidate = shouldRevalidateStockSearch;
export const ErrorBoundary = PageError;

export default function Route() {
  return <StockSearchPage />;
}
