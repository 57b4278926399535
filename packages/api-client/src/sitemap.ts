/**
 * sitemap.xml and robots.txt of the catalogue: every public page a search engine
 * should find, from the route table and the API's data (models of each brand, news
 * items). The reservation app's pages are per-operation and stay out.
 */
import { brandSlug, vehicleBrandIds } from './brands';
import type { ApiClient } from './client';
import { brandEndpoints } from './endpoints';
import { newsRoute, routes } from './routes';
import { escapeMarkup, fillRoute } from './text';
import { stockRoutes, stockSearchParams, stockUnitRoute } from './stock-routes';

export type SitemapSource = Pick<ApiClient, 'findFamilies' | 'findParameters' | 'searchStock'>;

/** The catalogue's public paths. A failed API call rejects: no partial sitemap. */
export async function catalogueSitemapPaths(api: SitemapSource): Promise<string[]> {
  const paths: string[] = [
    routes.home,
    routes.families,
    stockRoutes.search,
    routes.offers,
    routes.savingPlans,
    routes.news,
    routes.contact,
    routes.postventa,
    routes.howToReserve,
    routes.payPlan,
    routes.ducati,
    routes.mercedesBenz,
  ];
  const [familiesByBrand, parameters, units] = await Promise.all([
    Promise.all(vehicleBrandIds.map((brandId) => api.findFamilies(brandId))),
    api.findParameters(),
    availableUnitPaths(api),
  ]);
  vehicleBrandIds.forEach((brandId, index) => {
    const brand = brandSlug(brandId);
    paths.push(fillRoute(routes.family, { brand }), fillRoute(routes.offersByBrand, { brand }));
    if (brandEndpoints[brandId].savingPlan !== null) {
      paths.push(fillRoute(routes.savingPlansByBrand, { brand }));
    }
    for (const family of familiesByBrand[index] ?? []) {
      paths.push(fillRoute(routes.subfamilies, { brand, family: family.name, id: family.id }));
    }
  });
  for (const news of parameters.news) paths.push(newsRoute(news));
  paths.push(...units);
  return [...new Set(paths)];
}

/** Every available unit's page: the plain stock search, page by page (reserved and sold units are not in it). */
async function availableUnitPaths(api: SitemapSource): Promise<string[]> {
  const page = (number: number) =>
    api.searchStock(new URLSearchParams({ [stockSearchParams.page]: String(number) }));
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.page_count - 1) }, (_, index) => page(index + 2)),
  );
  return [first, ...rest].flatMap((result) => result.units.map(stockUnitRoute));
}

/** The sitemaps.org document: absolute, percent-encoded, entity-escaped addresses. */
export function sitemapXml(baseUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url><loc>${escapeMarkup(new URL(path, baseUrl).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Everything may be crawled; the sitemap is announced by its absolute address. */
export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', baseUrl).href}\n`;
}

/** The catalogue's generated documents by path, for the apps' server's `generated`. */
export function catalogueSeoDocuments(
  api: SitemapSource,
  catalogueUrl: string,
): Record<string, () => Promise<string>> {
  return {
    '/sitemap.xml': async () => sitemapXml(catalogueUrl, await catalogueSitemapPaths(api)),
    '/robots.txt': () => Promise.resolve(robotsTxt(catalogueUrl)),
  };
}
