/**
 * Issue 7 (reservation LCP): the reservation app renders in the browser, and its first
 * screen reads the parameters and the address's stock unit. Asked by the app, those reads
 * wait for its script (about 113 KB) and then take their own round trips. Instead, the
 * server puts a small inline script into the page (prefetchScript) that starts them with
 * the HTML, and the app's client takes those responses over (prefetchedFetch): each once,
 * and only a GET of the same address; a prefetch that failed is simply asked again.
 */
import { brandBySlug, isVehicleBrandId } from './brands';
import { requestHeaders, stockUnitPath } from './client';
import { apiPaths } from './endpoints';
import { matchRoute, prefetchGlobal } from './prefetched';
import { routes } from './routes';

const unitRoutes = [routes.buy, routes.dealershipStart, routes.buyWithOperation];

/**
 * The API paths the reservation's first screen reads at `pathname`: on a unit's address
 * (a known vehicle brand), the unit and the parameters (dealership-flow's loadVehicle);
 * nothing elsewhere.
 */
export function reservationFirstReads(pathname: string): string[] {
  for (const pattern of unitRoutes) {
    const params = matchRoute(pattern, pathname);
    const brandId = params ? brandBySlug(params.brand ?? '')?.id : undefined;
    if (params?.id && brandId !== undefined && isVehicleBrandId(brandId)) {
      return [stockUnitPath(brandId, params.id), apiPaths.parameters];
    }
  }
  return [];
}

/** The inline script that starts the reads of `addresses` (absolute URLs) with the page. */
export function prefetchScript(addresses: readonly string[]): string {
  if (addresses.length === 0) return '';
  const code =
    `window.${prefetchGlobal}=Object.fromEntries(${JSON.stringify(addresses)}.map(function(u){` +
    `return[u,fetch(u,{headers:${JSON.stringify(requestHeaders)}}).catch(function(){return null})]}));`;
  return `<script>${code.replace(/</g, '\\u003c')}</script>`;
}
