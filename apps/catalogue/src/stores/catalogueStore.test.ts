import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@territorio/api-client';
import { startTestServer } from '../test/testServer';
import type { TestServer } from '../test/testServer';
import { data, family, savingPlan } from '../test/fixtures';
import {
  catalogueSnapshot,
  createCatalogueStore,
  servedDataMaxAgeMs,
  vehicleBrandIdOf,
} from './catalogueStore';
import type { CatalogueSnapshot } from './catalogueStore';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.on('GET', '/v1/vw/stock/families', { body: data([family()]) });
  server.on('GET', '/v1/gm/stock/families', {
    body: data([family({ id: 201, brand_id: 2, name: 'Onix', family: 'Onix' })]),
  });
  server.on('GET', '/v2/nissan/family', {
    body: data([family({ id: 401, brand_id: 4, name: 'Versa', family: 'Versa' })]),
  });
  server.on('GET', '/v2/baic/family', {
    status: 500,
    body: { error: { code: 'boom', message: 'Falló.' } },
  });
  server.on('GET', '/v1/vw/plan/find', { body: data([savingPlan()]) });
  server.on('GET', '/v1/gm/plan/find', { body: data([savingPlan({ id: 2, brand_id: 2 })]) });
  server.on('GET', '/v2/nissan/plan/find', { body: data([savingPlan({ id: 3, brand_id: 4 })]) });
});

afterEach(() => {
  server.requests.length = 0;
});

afterAll(() => server.close());

function makeStore(initial?: CatalogueSnapshot, now?: () => number) {
  const api = createApiClient({
    apiBaseUrl: server.url,
    intranetBaseUrl: server.url,
    readRetries: 0,
  });
  const reporter = { report: vi.fn(() => true) };
  return {
    store: createCatalogueStore({ api, reporter, initial, ...(now ? { now } : {}) }),
    reporter,
  };
}

describe('catalogue store started from the server’s render', () => {
  const renderedAt = Date.parse('2026-11-23T12:00:00Z');
  /** A minute and a second after the render: the server may have kept the page. */
  const aMinuteLater = () => renderedAt + servedDataMaxAgeMs + 1000;

  /** A store as the server leaves it: VW families and saving plans loaded. */
  async function served(): Promise<CatalogueSnapshot> {
    const { store } = makeStore();
    await store.getState().loadFamilies(1);
    await store.getState().loadSavingPlans(1);
    server.requests.length = 0;
    return catalogueSnapshot(store, renderedAt);
  }

  it('does not load again what the page was rendered with (families)', async () => {
    const { store } = makeStore(await served());
    await store.getState().loadFamilies(1);
    expect(server.requestsTo('/v1/vw/stock/families')).toHaveLength(0);
    expect(store.getState().resources.family[1].all).toHaveLength(1);
  });

  it('uses fresh served prices as they are (no request, so no API client loads)', async () => {
    const { store } = makeStore(await served(), () => renderedAt + 10_000);
    await store.getState().loadSavingPlans(1);
    expect(server.requestsTo('/v1/vw/plan/find')).toHaveLength(0);
    expect(store.getState().resources.savingPlan[1].all).toHaveLength(1);
  });

  it('revalidates older prices once, with no loading state, and keeps them when that fails', async () => {
    const { store } = makeStore(await served(), aMinuteLater);
    server.on('GET', '/v1/vw/plan/find', {
      body: data([savingPlan(), savingPlan({ id: 9, name: 'Plan nuevo' })]),
    });
    const revalidating = store.getState().loadSavingPlans(1);
    expect(store.getState().resources.savingPlan[1].requesting).toBe(false);
    await revalidating;
    expect(store.getState().resources.savingPlan[1].all.map((plan) => plan.id)).toEqual([1, 9]);
    // Once only: the next use of the page finds the data fresh.
    await store.getState().loadSavingPlans(1);
    expect(server.requestsTo('/v1/vw/plan/find')).toHaveLength(1);

    const { store: failing, reporter } = makeStore(await served(), aMinuteLater);
    server.on('GET', '/v1/vw/plan/find', { status: 500, body: {} });
    await failing.getState().loadSavingPlans(1);
    const kept = failing.getState().resources.savingPlan[1];
    expect(kept.error).toBeNull();
    expect(kept.all.map((plan) => plan.id)).toEqual([1, 9]);
    expect(reporter.report).toHaveBeenCalledTimes(1);
    server.on('GET', '/v1/vw/plan/find', { body: data([savingPlan()]) });
  });

  it('keeps the very same state when the revalidated prices are unchanged (nothing renders)', async () => {
    const { store } = makeStore(await served(), aMinuteLater);
    const before = store.getState();
    const listener = vi.fn();
    store.subscribe(listener);
    await store.getState().loadSavingPlans(1);
    expect(server.requestsTo('/v1/vw/plan/find')).toHaveLength(1);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getState()).toBe(before);
  });
});

describe('catalogue store', () => {
  it('loads a brand’s families from its endpoint and stores them with the brand id', async () => {
    const { store } = makeStore();
    const loading = store.getState().loadFamilies(1);
    expect(store.getState().resources.family[1].requesting).toBe(true);
    await loading;
    const resource = store.getState().resources.family[1];
    expect(resource).toMatchObject({ requesting: false, error: null, brandId: 1 });
    expect(resource.all.map((item) => item.name)).toEqual(['Polo']);
    expect(server.requestsTo('/v1/vw/stock/families')).toHaveLength(1);
  });

  it('does not ask again for a list it already has, unless forced', async () => {
    const { store } = makeStore();
    await store.getState().loadFamilies(1);
    await store.getState().loadFamilies(1);
    expect(server.requestsTo('/v1/vw/stock/families')).toHaveLength(1);
    await store.getState().loadFamilies(1, { force: true });
    expect(server.requestsTo('/v1/vw/stock/families')).toHaveLength(2);
  });

  it('marks a failed load and reports it (spec 8: logged)', async () => {
    const { store, reporter } = makeStore();
    await store.getState().loadFamilies(6);
    expect(store.getState().resources.family[6].error?.message).toBe('Falló.');
    expect(store.getState().resources.family[6].requesting).toBe(false);
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });

  it('keeps the subfamily query, so a page knows which family the list is for', async () => {
    server.on('GET', '/v1/vw/stock/subfamilies', (request) => ({
      body: data([{ id: 1011, family_id: 101, brand_id: 1, name: `Track ${request.search}` }]),
    }));
    const { store } = makeStore();
    await store.getState().loadSubfamilies(1, 101);
    expect(server.requestsTo('/v1/vw/stock/subfamilies')[0]?.search).toBe('?family_id=101');
    expect(store.getState().resources.subfamily[1].query).toEqual({ family_id: 101 });
  });

  it('groups families and plans per brand', async () => {
    const { store } = makeStore();
    await Promise.all([store.getState().loadFamilies(1), store.getState().loadFamilies(2)]);
    const { family: families } = store.getState().resources;
    expect(families[1].all[0]?.name).toBe('Polo');
    expect(families[2].all[0]?.name).toBe('Onix');
    expect(families[4].all).toEqual([]);
  });

  describe('active brand switching (spec 4)', () => {
    it('refetches families and saving plans for Chevrolet', async () => {
      const { store } = makeStore();
      expect(store.getState().setActiveBrand('chevrolet')).toBe(2);
      expect(store.getState().activeBrandId).toBe(2);
      await vi.waitFor(() => {
        expect(store.getState().resources.family[2].brandId).toBe(2);
        expect(store.getState().resources.savingPlan[2].all).toHaveLength(1);
      });
      expect(server.requestsTo('/v1/gm/stock/families')).toHaveLength(1);
      expect(server.requestsTo('/v1/gm/plan/find')).toHaveLength(1);
    });

    it('refetches families and resets saving plans for Nissan, without asking for plans', async () => {
      const { store } = makeStore();
      await store.getState().loadSavingPlans(4);
      expect(store.getState().resources.savingPlan[4].all).toHaveLength(1);
      server.requests.length = 0;

      store.getState().setActiveBrand(4);
      expect(store.getState().resources.savingPlan[4].all).toEqual([]);
      expect(store.getState().resources.savingPlan[4].brandId).toBeNull();
      await vi.waitFor(() => expect(store.getState().resources.family[4].brandId).toBe(4));
      expect(server.requestsTo('/v2/nissan/family')).toHaveLength(1);
      expect(server.requestsTo('/v2/nissan/plan/find')).toHaveLength(0);
    });

    it('resets saving plans for BAIC and still refetches its families', async () => {
      const { store } = makeStore();
      store.getState().setActiveBrand('baic');
      await vi.waitFor(() => expect(store.getState().resources.family[6].requesting).toBe(false));
      expect(server.requestsTo('/v2/baic/family')).toHaveLength(1);
      expect(store.getState().resources.savingPlan[6].brandId).toBeNull();
    });

    it('refetches on every switch, even when the list was there', async () => {
      const { store } = makeStore();
      await store.getState().loadFamilies(1);
      store.getState().setActiveBrand(2);
      store.getState().setActiveBrand(1);
      await vi.waitFor(() => expect(server.requestsTo('/v1/vw/stock/families')).toHaveLength(2));
    });

    it('ignores an unknown brand name', () => {
      const { store } = makeStore();
      expect(store.getState().setActiveBrand('ducati')).toBeNull();
      expect(store.getState().activeBrandId).toBe(1);
      expect(vehicleBrandIdOf('Volkswagen')).toBe(1);
      expect(vehicleBrandIdOf(5)).toBeNull();
    });
  });

  it('lets a newer answer win over an older one', async () => {
    let calls = 0;
    server.on('GET', '/v1/vw/stock/stock', () => {
      calls += 1;
      return calls === 1
        ? { delayMs: 150, body: data([]) }
        : {
            body: data([
              {
                id: 9,
                brand_id: 1,
                family_id: 101,
                subfamily_id: 1012,
                name: 'Nuevo',
                family: 'Polo',
              },
            ]),
          };
    });
    const { store } = makeStore();
    const first = store.getState().loadStock(1, { family_id: 101, subfamily_id: 1011 });
    const second = store.getState().loadStock(1, { family_id: 101, subfamily_id: 1012 });
    await Promise.all([first, second]);
    expect(store.getState().resources.stock[1].query).toEqual({
      family_id: 101,
      subfamily_id: 1012,
    });
    expect(store.getState().resources.stock[1].all[0]?.name).toBe('Nuevo');
  });
});
