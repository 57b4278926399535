import { group, sites } from '@territorio/site-config';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createApiClient, newsRoute } from '@territorio/api-client';
import { frameworkRouteCosts } from '@territorio/build-tools';
import type { FrameworkAssets } from '@territorio/build-tools';
import { pageMeta } from '../src/seo';
import { desktopOnly, e2eUrls, expect, test, waitForHydration } from './fixtures';

test.describe('search engines', () => {
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

test.describe('pages rendered on the server', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test(
      'a page’s content, title, description and canonical address are in its HTML',
      desktopOnly,
      async ({ page }) => {
        for (const [path, heading, content, meta] of [
          ['/', 'Tu 0km en Mendoza y San Juan', 'Oportunidades de la semana', pageMeta.home],
          ['/vehiculos-0km', 'Vehículos 0km', 'Polo', pageMeta.families],
          ['/vehiculos-0km/volkswagen', 'Volkswagen 0km', 'Polo', pageMeta.brand('Volkswagen')],
          [
            '/vehiculos-0km/versiones/volkswagen/polo/101',
            'Volkswagen Polo',
            'Track',
            pageMeta.versions('Volkswagen Polo', 'del Volkswagen Polo'),
          ],
          ['/oportunidades', 'Oportunidades 0km', 'Polo', pageMeta.offers],
          ['/planes-de-ahorro', 'Planes de ahorro', 'Polo', pageMeta.savingPlans],
          ['/noticias', 'Noticias', 'Polo', pageMeta.news],
          ['/postventa', 'Postventa', 'Mantenimiento', pageMeta.postventa],
        ] as const) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(page.locator('main')).toContainText(content);
          await expect(page.getByText(/^Cargando/)).toHaveCount(0);
          await expect(page).toHaveTitle(meta.title);
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            meta.description,
          );
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
            'href',
            `${e2eUrls.catalogue}${path}`,
          );
        }
        const missing = await page.goto('/vehiculos-0km/versiones/volkswagen/no-existe/999');
        expect(missing?.status()).toBe(404);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      },
    );
  });

  test(
    'the browser takes the page over from the server’s data, without loading it again',
    desktopOnly,
    async ({ page, consoleErrors }) => {
      const familyRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/stock\/families|\/family\b|\/model\/family/.test(request.url()))
          familyRequests.push(request.url());
      });
      await page.goto('/vehiculos-0km');
      const card = page.locator('main').getByRole('link', { name: /Polo/ }).first();
      await expect(card).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(familyRequests).toEqual([]);
      // Hydrated: a link navigates inside the app.
      await card.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volkswagen Polo');
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    'a fresh page downloads its own JavaScript only: no API client, form rules or sanitizer',
    desktopOnly,
    async ({ page, consoleErrors }) => {
      const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
      const { assets } = (await import(pathToFileURL(join(dist, 'server', 'index.js')).href)) as {
        assets: FrameworkAssets;
      };
      const costs = frameworkRouteCosts(join(dist, 'client'), assets);
      const scripts: string[] = [];
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (request.resourceType() === 'script' && url.pathname.startsWith('/assets/'))
          scripts.push(url.pathname.slice(1));
        if (url.origin === e2eUrls.api && !url.pathname.startsWith('/media/'))
          apiCalls.push(url.pathname);
      });
      const api = createApiClient({ apiBaseUrl: e2eUrls.api, intranetBaseUrl: e2eUrls.api });
      const [news] = (await api.findParameters()).news;
      const visits = [
        ['/', '/'],
        [newsRoute(news!), '/noticias/:id/:slug'],
      ] as const;
      for (const [path, route] of visits) {
        scripts.length = 0;
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // Exactly what `pnpm budgets` counts for the route (the news HTML came sanitized).
        const expected = costs.find((cost) => cost.route === route)?.files ?? [];
        expect(expected.length, route).toBeGreaterThan(0);
        const files = expected.map((file) => file.replace(/^\//, ''));
        expect([...new Set(scripts)].sort(), path).toEqual(files.sort());
      }
      expect(apiCalls).toEqual([]);

      // Asking for the job form loads its code and rules then, and only then.
      scripts.length = 0;
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Postularme' }).click();
      await expect(page.getByRole('textbox', { name: /^Nombre/ }).first()).toBeFocused();
      await expect.poll(() => scripts.length).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    },
  );
});
