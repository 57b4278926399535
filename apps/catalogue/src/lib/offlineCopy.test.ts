import { describe, expect, it } from 'vitest';
import {
  cachedAtMetaName,
  formatFetchedAt,
  isCatalogueRead,
  markCachedPage,
  offlineNoticeText,
  parseCachedAt,
  workerSettingsFrom,
} from './offlineCopy';

describe('offline copies', () => {
  it('formats the moment of the fetch as dd/mm/yyyy HH:mm, on a 24-hour clock', () => {
    // Local time: the test's time zone is the machine's, as the visitor's is the browser's.
    expect(formatFetchedAt(new Date(2026, 0, 5, 9, 7))).toBe('05/01/2026 09:07');
    expect(formatFetchedAt(new Date(2026, 10, 26, 23, 45))).toBe('26/11/2026 23:45');
    expect(formatFetchedAt(new Date(2026, 10, 26, 0, 5))).toBe('26/11/2026 00:05');
  });

  it('says the prices are those of the copy', () => {
    expect(offlineNoticeText(new Date(2026, 10, 26, 14, 30))).toBe(
      'Sin conexión: mostramos precios del 26/11/2026 14:30',
    );
  });

  it('reads a stamp, and no stamp from a missing or malformed one', () => {
    expect(parseCachedAt('2026-11-26T17:30:00.000Z')?.toISOString()).toBe(
      '2026-11-26T17:30:00.000Z',
    );
    expect(parseCachedAt(null)).toBeNull();
    expect(parseCachedAt('')).toBeNull();
    expect(parseCachedAt('ayer')).toBeNull();
  });

  it('writes the stamp into the head of a kept page, where the document reads it', () => {
    const html = markCachedPage(
      '<!doctype html><html lang="es-AR"><head><title>Oportunidades</title></head><body></body></html>',
      '2026-11-26T17:30:00.000Z',
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(
      document.head.querySelector(`meta[name="${cachedAtMetaName}"]`)?.getAttribute('content'),
    ).toBe('2026-11-26T17:30:00.000Z');
    expect(document.title).toBe('Oportunidades');
  });

  it('takes the worker settings from its registration address, and none from a broken one', () => {
    const config = JSON.stringify({ api: 'https://api.test/base/', reads: ['/families', 3] });
    expect(
      workerSettingsFrom(`https://site.test/sw.js?config=${encodeURIComponent(config)}`),
    ).toEqual({ api: 'https://api.test', reads: ['/families'] });
    expect(workerSettingsFrom('https://site.test/sw.js?config=%7Bnot-json')).toEqual({
      api: '',
      reads: [],
    });
    expect(workerSettingsFrom('https://site.test/sw.js')).toEqual({ api: '', reads: [] });
  });

  it('treats only the listed paths on the API host as catalogue reads', () => {
    const settings = { api: 'https://api.test', reads: ['/api/v2/families', '/media/'] };
    expect(isCatalogueRead(new URL('https://api.test/api/v2/families'), settings)).toBe(true);
    expect(isCatalogueRead(new URL('https://api.test/api/v2/families/101?x=1'), settings)).toBe(
      true,
    );
    expect(isCatalogueRead(new URL('https://api.test/media/polo.webp'), settings)).toBe(true);
    expect(isCatalogueRead(new URL('https://api.test/api/v2/familiesx'), settings)).toBe(false);
    expect(isCatalogueRead(new URL('https://api.test/api/v2/contact'), settings)).toBe(false);
    expect(isCatalogueRead(new URL('https://site.test/api/v2/families'), settings)).toBe(false);
    expect(
      isCatalogueRead(new URL('https://api.test/api/v2/families'), { api: '', reads: ['/'] }),
    ).toBe(false);
  });
});
