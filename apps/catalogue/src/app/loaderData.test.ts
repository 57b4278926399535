/** What route loaders share: reads that settle into an answer or a shown failure, and their age. */
import { ApiError } from '@territorio/api-client/core';
import { describe, expect, it, vi } from 'vitest';
import { isFailedPart, orNotFound, partFailure, read, settledParts } from './loaderData';
import { isServedDataStale, servedDataMaxAgeMs, shouldRevalidate } from './revalidation';

const apiError = (status: number, code: string) =>
  new ApiError({ status, code, message: 'x', request: 'GET http://api.test/v1/vw/families' });

describe('route loaders', () => {
  it('spec 8: a failed read rejects with the message the page shows and is reported', async () => {
    const reporter = { report: vi.fn() };
    const failure = read({ reporter }, { kind: 'family' }, () =>
      Promise.reject(apiError(503, 'http')),
    );
    await expect(failure).rejects.toMatchObject({ isNotFound: false });
    await expect(failure).rejects.not.toBeInstanceOf(Error);
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });

  it('spec 8: a read of something that does not exist is not reported', async () => {
    const reporter = { report: vi.fn() };
    const failure = read({ reporter }, {}, () => Promise.reject(apiError(404, 'not_found')));
    await expect(failure).rejects.toMatchObject({ isNotFound: true });
    expect(reporter.report).not.toHaveBeenCalled();
  });

  it('an item the API does not have is an answer (null); any other failure stays one', async () => {
    const reporter = { report: vi.fn() };
    const missing = read({ reporter }, {}, () =>
      orNotFound(() => Promise.reject(apiError(404, 'not_found'))),
    );
    await expect(missing).resolves.toBeNull();
    await expect(orNotFound(() => Promise.resolve('Polo'))).resolves.toBe('Polo');
    const failure = read({ reporter }, {}, () =>
      orNotFound(() => Promise.reject(apiError(503, 'http'))),
    );
    await expect(failure).rejects.toMatchObject({ isNotFound: false });
    expect(reporter.report).toHaveBeenCalledTimes(1);
  });

  it('settles parts into answers, a failed one into the failure its page shows', async () => {
    const failure = { message: 'No pudimos cargar', isNotFound: false };
    const parts = await settledParts({
      1: Promise.resolve(['Polo']),
      2: Promise.reject(failure),
      4: Promise.reject(new Error('boom')),
    });
    expect(parts[1]).toEqual(['Polo']);
    expect(parts[2]).toEqual({ failedRead: failure });
    expect(isFailedPart(parts[2])).toBe(true);
    expect(parts[4]).toMatchObject({ failedRead: { isNotFound: false } });
    expect(partFailure(parts[4]).message).not.toBe('boom');
  });

  it('reads a served copy again only when it is older than a minute', () => {
    const now = 1_000_000;
    expect(isServedDataStale(now - 1000, now)).toBe(false);
    expect(isServedDataStale(now - servedDataMaxAgeMs - 1, now)).toBe(true);
  });

  it('reads again for a new path or the same address, never for a new query alone', () => {
    const args = (from: string, to: string) =>
      ({
        currentUrl: new URL(from, 'http://catalogue.test'),
        nextUrl: new URL(to, 'http://catalogue.test'),
        defaultShouldRevalidate: true,
      }) as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args('/oportunidades', '/oportunidades?unidades=20'))).toBe(false);
    expect(shouldRevalidate(args('/oportunidades', '/oportunidades'))).toBe(true);
    expect(shouldRevalidate(args('/oportunidades', '/oportunidades/nissan'))).toBe(true);
  });
});
