import { browserLoader } from '../app/routeData';
import { serverLoader } from '../app/loader.server';
import { PageError } from '../app/PageError';
import { StockUnitPage, stockUnitReads } from '../pages/stock/StockUnitPage';

export const loader = serverLoader(stockUnitReads);
export const clientLoader = browserLoader(stockUnitReads);
export { shouldRevalidate } from '../app/revalidation';
export const ErrorBoundary = PageError;

export default function Route() {
  return <StockUnitPage />;
}
