import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, requestHeaders } from './client';
import { apiPaths } from './endpoints';
import { prefetchScript, reservationFirstReads } from './prefetch';
import { matchRoute, prefetchGlobal, prefetchedFetch } from './prefetched';
import { routes } from './routes';
import { stockWire } from './test-fixtures';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

describe('reservationFirstReads (issue 7)', () => {
  it('reads the parameters and the unit of a buy or start address, by brand', () => {
    expect(
      reservationFirstReads('/vehiculos-0km/reservar/volkswagen/5/polo/10/polo-track-1.6-msi-mt'),
    ).toEqual(['/v1/vw/stock/stock?id=5', apiPaths.parameters]);
    expect(reservationFirstReads('/concesionario-digital/nissan/8/kicks/3/kicks-advance/')).toEqual(
      ['/v2/nissan/stock/8', apiPaths.parameters],
    );
    expect(
      reservationFirstReads('/concesionario-digital/chevrolet/9/onix/2/onix-lt/K7PQ2M9XWT'),
    ).toEqual(['/v1/gm/stock/stock?id=9', apiPaths.parameters]);
  });

  it('reads nothing elsewhere, for a brand without stock, or for a broken address', () => {
    expect(reservationFirstReads('/')).toEqual([]);
    expect(reservationFirstReads('/concesionario-digital/continue/K7PQ2M9XWT')).toEqual([]);
    expect(reservationFirstReads('/vehiculos-0km/reservar/ducati/5/monster/1/monster')).toEqual([]);
    expect(reservationFirstReads('/vehiculos-0km/reservar/volkswagen/%E0%A4/polo/1/x')).toEqual([]);
  });

  it('matches route patterns segment by segment', () => {
    expect(matchRoute(routes.buy, '/vehiculos-0km/reservar/vw/1/polo/2/m')).toEqual({
      brand: 'vw',
      id: '1',
      family: 'polo',
      family_id: '2',
      model: 'm',
    });
    expect(matchRoute(routes.buy, '/vehiculos-0km/reservar/vw/1/polo/2')).toBeNull();
    expect(matchRoute(routes.buy, '/vehiculos-0km/reservar/vw//polo/2/m')).toBeNull();
    expect(matchRoute(routes.buy, '/otra/reservar/vw/1/polo/2/m')).toBeNull();
  });
});

describe('prefetchScript (issue 7)', () => {
  it('starts every read with the client’s headers and cannot close the script early', () => {
    const script = prefetchScript(['http://api.test/p?x=</script>']);
    expect(script.startsWith('<script>')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain(JSON.stringify(requestHeaders));
    expect(script).toContain(prefetchGlobal);
    expect(prefetchScript([])).toBe('');
  });
});

describe('prefetchedFetch (issue 7), over real HTTP', () => {
  let api: TestServer;
  let closed: TestServer;

  beforeAll(async () => {
    api = await startTestServer();
    closed = await startTestServer();
    await closed.close();
  });
  afterAll(() => api.close());
  beforeEach(() => {
    api.reset();
    api.on('/v1/vw/stock/stock', { body: { data: stockWire } });
  });

  /** What the page's inline script leaves in `window`, run against `addresses`. */
  function pageHolder(addresses: readonly string[]) {
    const code = /<script>([\s\S]*)<\/script>/.exec(prefetchScript(addresses))?.[1] ?? '';
    const window: Record<string, unknown> = {};
    (new Function('window', code) as (target: object) => void)(window);
    return window;
  }

  it('hands the prefetched response to the client once, then asks the network', async () => {
    const unit = `${api.url}/v1/vw/stock/stock?id=5`;
    const holder = pageHolder([unit]);
    await expect.poll(() => api.requests.length).toBe(1);
    const client = createApiClient({
      apiBaseUrl: api.url,
      intranetBaseUrl: api.url,
      fetch: prefetchedFetch(holder),
    });
    expect(holder[prefetchGlobal]).toBeUndefined();
    await expect(client.findStockUnit(1, 5)).resolves.toMatchObject({ id: 5 });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.headers.accept).toBe(requestHeaders.accept);
    await expect(client.findStockUnit(1, 5)).resolves.toMatchObject({ id: 5 });
    expect(api.requests).toHaveLength(2);
  });

  it('asks again when the prefetch failed, and never hands a read to another address', async () => {
    const holder = pageHolder([`${closed.url}/v1/vw/stock/stock?id=5`]);
    const client = createApiClient({
      apiBaseUrl: api.url,
      intranetBaseUrl: api.url,
      fetch: prefetchedFetch(holder),
    });
    await expect(client.findStockUnit(1, 5)).resolves.toMatchObject({ id: 5 });
    expect(api.requests.map((request) => request.url)).toEqual(['/v1/vw/stock/stock?id=5']);

    const failed = pageHolder([`${closed.url}/v1/vw/stock/stock?id=5`]);
    const fetchFailed = prefetchedFetch(failed);
    const response = await fetchFailed(`${api.url}/v1/vw/stock/stock?id=5`);
    expect(response.status).toBe(200);
    await expect(fetchFailed(`${closed.url}/v1/vw/stock/stock?id=5`)).rejects.toThrow();
  });
});
