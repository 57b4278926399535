import { group, sites } from '@territorio/site-config';
import { desktopOnly, e2eUrls, expect, test } from './fixtures';

test.describe('search engines (issue 7)', () => {
  test(
    'robots.txt announces the sitemap, which lists models and news from the API',
    desktopOnly,
    async ({ request }) => {
      const robots = await request.get('/robots.txt');
      expect(robots.ok()).toBe(true);
      expect(await robots.text()).toContain(`Sitemap: ${e2eUrls.catalogue}/sitemap.xml`);

      const sitemap = await request.get('/sitemap.xml');
      expect(sitemap.headers()['content-type']).toContain('application/xml');
      const xml = await sitemap.text();
      const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locations).toContain(`${e2eUrls.catalogue}/`);
      expect(locations).toContain(
        `${e2eUrls.catalogue}/vehiculos-0km/versiones/volkswagen/polo/101`,
      );
      expect(locations.some((loc) => /\/noticias\/\d+\//.test(loc ?? ''))).toBe(true);
      // Every listed page answers.
      for (const loc of locations.slice(0, 12)) {
        expect((await request.get(loc ?? '')).status(), loc).toBe(200);
      }
    },
  );

  test(
    'the dealership and its offers are described with schema.org data',
    desktopOnly,
    async ({ page }) => {
      const home = await (await page.request.get('/')).text();
      const dealer = JSON.parse(
        /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(home)?.[1] ?? '{}',
      ) as { '@type'?: string; name?: string; department?: unknown[] };
      expect(dealer['@type']).toBe('AutoDealer');
      expect(dealer.name).toBe(group.name);
      expect(dealer.department).toHaveLength(sites.length);

      await page.goto('/oportunidades');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oportunidades 0km' }),
      ).toBeVisible();
      await expect(page.locator('main script[type="application/ld+json"]').first()).toBeAttached();
      const offers = await page
        .locator('main script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
      const first = offers[0] as {
        itemListElement: { item: { '@type': string; offers: { priceCurrency: string } } }[];
      };
      expect(first.itemListElement[0]?.item['@type']).toBe('Car');
      expect(['ARS', 'USD']).toContain(first.itemListElement[0]?.item.offers.priceCurrency);
    },
  );
});
