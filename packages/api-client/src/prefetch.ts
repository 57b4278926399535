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
import { routes } from './routes';

/** Where the page keeps the started reads: address → response (null when it failed). */
export const prefetchGlobal = '__TERRITORIO_PREFETCH__';

type Prefetched = Record<string, Promise<Response | null> | undefined>;

/** The named parameters of `pattern` (':name' segments) in `pathname`, or null. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) {
      if (value === '') return null;
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}

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

function addressOf(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

/**
 * A fetch that hands over a response the page prefetched for the same GET address (once),
 * and asks the network for everything else.
 */
export function prefetchedFetch(
  /** Where the page's script left the reads: `window` in the browser. */
  page: object,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  const holder = page as { [prefetchGlobal]?: Prefetched };
  const byAddress = new Map<string, Promise<Response | null>>();
  for (const [url, response] of Object.entries(holder[prefetchGlobal] ?? {})) {
    if (response) byAddress.set(addressOf(url), response);
  }
  delete holder[prefetchGlobal];
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const url = addressOf(request ? request.url : String(input));
    const prefetched = method === 'GET' ? byAddress.get(url) : undefined;
    if (prefetched) {
      byAddress.delete(url);
      const response = await prefetched;
      if (response) return response;
    }
    return fetchImpl(input, init);
  };
}
