import { describe, expect, it } from 'vitest';
import { apiFeedPaths, catalogueFeedDocuments, catalogueFeedPaths } from './feeds';

describe('the catalogue’s copy of the Meta feed', () => {
  const dated = 'Mon, 07 Dec 2026 12:00:00 GMT';
  const asked: { url: string; since: string | null }[] = [];
  const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const since = new Headers(init?.headers).get('if-modified-since');
    asked.push({ url: String(url), since });
    if (since === dated)
      return new Response(null, { status: 304, headers: { 'last-modified': dated } });
    return new Response('<listings/>', { headers: { 'last-modified': dated } });
  }) as typeof fetch;
  const produce = catalogueFeedDocuments('http://api.test/', fakeFetch)[catalogueFeedPaths.meta]!;

  it('reads the API’s feed with its date, and passes a 304 on', async () => {
    expect(await produce({})).toEqual({ body: '<listings/>', lastModified: dated });
    expect(await produce({ ifModifiedSince: dated })).toEqual({ body: null, lastModified: dated });
    expect(asked[0]?.url).toBe(`http://api.test${apiFeedPaths.meta}`);
  });

  it('fails rather than serve an error as the feed', async () => {
    const failing = catalogueFeedDocuments(
      'http://api.test',
      (async () => new Response('no', { status: 503 })) as typeof fetch,
    )[catalogueFeedPaths.meta]!;
    await expect(failing({})).rejects.toThrow('503');
  });
});
