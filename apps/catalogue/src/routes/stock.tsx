import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import {
  StockSearchPage,
  browserStockSearchReads,
  shouldRevalidateStockSearch,
  stockSearchReads,
} from '../pages/stock/StockSearchPage';

export const loader = serverLoader(stockSearchReads);
export const clientLoader = browserLoader(browserStockSearchReads);
export const shouldRevalidate = shouldRevalidateStockSearch;
export const ErrorBoundary = PageError;

export default function Route() {
  return <StockSearchPage />;
}
