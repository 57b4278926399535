import { describe, expect, it, vi } from 'vitest';
import { apiPaths, brandEndpoints } from '@territorio/api-client';
import type { BrandId, News, Offers, Story } from '@territorio/api-client';
import { scheduleLiveChat, liveChatScriptId } from './layout/liveChat';
import { nextNews, sortNews } from './pages/newsRules';
import { storyCloseTarget, nextStory } from './pages/StoryPage';
import { filterPlans } from './routes/saving-plans';
import { offersHeadline, totalOfferUnits } from './pages/OffersPage';
import type { OffersByBrand } from './pages/OffersPage';
import { latestNews } from './pages/HomePage';
import { pickStories } from './components/StoriesSection';
import { isStoryOfBrand } from './lib/stories';
import { serviceWorkerUrl } from './serviceWorker';
import { catalogueReadPaths } from './catalogueReads';
import type { CatalogueRead } from './catalogueReads';
import { appointmentUrl, bannerVariants, savingPlanSubscriptionUrl } from './shared-gaps';

const news = (id: number, date: string, brand_id: 1 | 5 = 1) =>
  ({
    id,
    title: `N${id}`,
    content: '',
    display_date: date,
    ends_at: null,
    url: null,
    images: [],
    brand_id,
    brand_string: '',
    type_string: '',
  }) as News;

const story = (id: number, category: Story['category_string'], brand_id: 1 | 2 = 1) =>
  ({
    id,
    title: `S${id}`,
    brand_id,
    brand_string: '',
    category_string: category,
    slug_url: `s-${id}`,
    video_path: '',
  }) as Story;

describe('story viewer (spec 2.10)', () => {
  it('closes to the section of the story’s category', () => {
    expect(storyCloseTarget('Planes de Ahorro')).toBe('/planes-de-ahorro');
    expect(storyCloseTarget('0 km')).toBe('/vehiculos-0km');
    expect(storyCloseTarget('Postventa')).toBe('/postventa');
    expect(storyCloseTarget('Otra')).toBe('/');
  });

  it('goes to the next story, wrapping around', () => {
    const stories = [story(1, '0 km'), story(2, 'Postventa')];
    expect(nextStory(stories, 1)?.id).toBe(2);
    expect(nextStory(stories, 2)?.id).toBe(1);
    expect(nextStory([story(1, '0 km')], 1)).toBeNull();
  });

  it('picks stories by category, the page’s brand first', () => {
    const stories = [story(1, '0 km', 1), story(2, '0 km', 2), story(3, 'Postventa', 2)];
    const ids = (picked: Story[]) => picked.map((item) => item.id);
    const isLeading = (item: Story) => isStoryOfBrand(item, 2);
    expect(ids(pickStories(stories, { category: '0 km', isLeading }))).toEqual([2, 1]);
    expect(ids(pickStories(stories, { limit: 1 }))).toEqual([1]);
  });

  it('picks only a brand’s own stories for its page, by brand_id or else brand_string', () => {
    const stories = [
      story(1, '0 km', 1),
      story(2, '0 km', 2),
      story(3, 'Postventa', 2),
      { ...story(4, '0 km'), brand_id: undefined, brand_string: 'Chevrolet' },
      { ...story(5, '0 km'), brand_id: undefined, brand_string: 'BAIC' },
    ];
    const ids = (picked: Story[]) => picked.map((item) => item.id);
    const ofBrand = (brandId: BrandId) => (item: Story) => isStoryOfBrand(item, brandId);
    expect(ids(pickStories(stories, { category: '0 km', isIncluded: ofBrand(2) }))).toEqual([2, 4]);
    expect(ids(pickStories(stories, { category: '0 km', isIncluded: ofBrand(6) }))).toEqual([5]);
    expect(ids(pickStories(stories, { category: '0 km', isIncluded: ofBrand(4) }))).toEqual([]);
  });
});

describe('news (spec 2.4, 2.3)', () => {
  const list = [news(1, '2026-03-12'), news(2, '2026-09-05'), news(3, '2026-05-15', 5)];
  it('orders newest first and takes the two latest for the home', () => {
    expect(sortNews(list).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(latestNews(list).map((item) => item.id)).toEqual([2, 3]);
  });
  it('links each item to the next one', () => {
    expect(nextNews(list, 2)?.id).toBe(3);
    expect(nextNews(list, 1)?.id).toBe(2);
    expect(nextNews(list, 99)).toBeNull();
  });
});

describe('offers page (spec 2.8)', () => {
  const offers = (units: number): Offers => ({
    best: [],
    grouped: [
      {
        family_id: 1,
        family: 'F',
        name: 'F',
        units,
        valid_from: null,
        valid_until: null,
        image: '',
        items: Array.from({ length: units }) as never[],
      },
    ],
  });
  /** Each brand's offers of `count` units; null: its read failed. */
  const byBrand = (counts: Record<1 | 2 | 4 | 6, number | null>): OffersByBrand => {
    const entry = (count: number | null) =>
      count === null ? { failedRead: { message: 'Falló.', isNotFound: false } } : offers(count);
    return { 1: entry(counts[1]), 2: entry(counts[2]), 4: entry(counts[4]), 6: entry(counts[6]) };
  };

  it('counts the offered units of the four brands', () => {
    expect(totalOfferUnits(byBrand({ 1: 2, 2: 3, 4: 1, 6: 0 }))).toBe(6);
  });

  it('names the brands its total counts when a brand’s offers failed', () => {
    expect(offersHeadline(byBrand({ 1: 2, 2: 3, 4: 1, 6: null }))).toBe(
      '6 unidades 0km de Chevrolet, Nissan y Volkswagen con descuentos especiales.',
    );
    expect(offersHeadline(byBrand({ 1: null, 2: null, 4: null, 6: null }))).toBe(
      'Unidades 0km con descuentos especiales.',
    );
  });
});

describe('saving plans (spec 2.7)', () => {
  it('splits the brand’s plans from the group’s', () => {
    const plans = [{ provider: 'brand' }, { provider: 'group' }] as never[];
    expect(filterPlans(plans, 'all')).toHaveLength(2);
    expect(filterPlans(plans, 'group')).toEqual([plans[1]]);
  });

  it('links a plan to its subscription page by family and plan id', () => {
    expect(savingPlanSubscriptionUrl({ id: 7, family: 'Gol Trend', family_id: 101 })).toBe(
      'https://www.piedemonte.example/planes/suscripcion/gol-trend/7',
    );
  });
});

describe('addresses', () => {
  it('builds the appointment links on the main site', () => {
    expect(appointmentUrl('chevrolet')).toBe(
      'https://www.piedemonte.example/solicitar-turno/chevrolet',
    );
  });

  it('tells desktop from mobile banner images (spec 3)', () => {
    const desktop = { path: 'd', width: 1600, height: 600 };
    const mobile = { path: 'm', width: 750, height: 1000 };
    expect(bannerVariants([mobile, desktop])).toEqual({ desktop, mobile });
  });
});

describe('live chat (spec 2.2, 9)', () => {
  it('loads the configured script 5 s after start, once', () => {
    vi.useFakeTimers();
    try {
      const cancel = scheduleLiveChat('https://chat.test/widget.js', document);
      vi.advanceTimersByTime(4999);
      expect(document.getElementById(liveChatScriptId)).toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.getElementById(liveChatScriptId)?.getAttribute('src')).toBe(
        'https://chat.test/widget.js',
      );
      cancel();
    } finally {
      document.getElementById(liveChatScriptId)?.remove();
      vi.useRealTimers();
    }
  });

  it('loads nothing without an address', () => {
    vi.useFakeTimers();
    try {
      scheduleLiveChat('', document);
      vi.advanceTimersByTime(10_000);
      expect(document.getElementById(liveChatScriptId)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('service worker settings (DECISIONS)', () => {
  it('keeps the catalogue reads the route modules declare, as api-client paths; no form or flow path', () => {
    // What scripts/build-sw.mjs gathers from the built routes.
    const routeModules = import.meta.glob<{ catalogueReads?: readonly CatalogueRead[] }>(
      './routes/*.tsx',
      { eager: true },
    );
    const reads = Object.values(routeModules).flatMap((module) => module.catalogueReads ?? []);
    const paths = catalogueReadPaths(reads);
    for (const kind of ['family', 'subfamily', 'offer', 'stock', 'savingPlan'] as const) {
      expect(paths).toContain(brandEndpoints[1][kind]);
    }
    expect(paths).toContain(brandEndpoints[4].stock);
    expect(paths).toContain(apiPaths.parameters);
    expect(paths).toContain(apiPaths.serviceCategories);
    expect(paths).toContain(apiPaths.stockSearch);
    expect(paths).toContain('/media/');
    expect(paths).toContain('/photos/');
    expect(paths).not.toContain(apiPaths.contact);
    expect(paths).not.toContain(apiPaths.dealershipStart);
    const url = new URL(serviceWorkerUrl({ apiUrl: 'http://api.test' }), 'http://site.test');
    expect(JSON.parse(url.searchParams.get('config') ?? '{}')).toMatchObject({
      api: 'http://api.test',
    });
  });
});
