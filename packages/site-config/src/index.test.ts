import { describe, expect, it } from 'vitest';
import { formatAddress, group, headOffice, siteDepartments, sites } from './index';
import { siteBrandIds, sitePhones } from './phones';

describe('site config', () => {
  it('has a head office in Godoy Cruz, Mendoza (spec 1)', () => {
    expect(headOffice.name).toBe('Godoy Cruz');
    expect(formatAddress(headOffice)).toMatch(/Godoy Cruz, Mendoza$/);
    // The one site flagged as head office, and the same object the sites list holds.
    expect(sites.filter((site) => site.isHeadOffice)).toEqual([headOffice]);
    expect(sites).toContain(headOffice);
  });

  it('uses real Argentine area codes per site (DECISIONS: identity)', () => {
    const areaCodes = Object.fromEntries(
      sites.map((site) => [site.name, site.phoneE164.slice(3, 6)]),
    );
    expect(areaCodes).toEqual({ 'Godoy Cruz': '261', 'San Rafael': '260', 'San Juan': '264' });
  });

  it('gives every site hours for sales and plans, administration and after-sales (spec 2.9)', () => {
    for (const site of sites) {
      expect(site.hours.map((hours) => hours.department)).toEqual([...siteDepartments]);
      expect(site.hours.every((hours) => hours.text !== '' && hours.rows.length > 0)).toBe(true);
    }
  });

  it('gives every site a line per brand for sales and after-sales, and one for administration', () => {
    for (const site of sites) {
      const areaCode = site.phoneE164.slice(3, 6);
      const brandsOf = (department: string) =>
        sitePhones(site)
          .filter((line) => line.department === department)
          .map((line) => line.brandId);
      expect(brandsOf('sales')).toEqual([...siteBrandIds]);
      expect(brandsOf('services')).toEqual([...siteBrandIds]);
      expect(brandsOf('administration')).toEqual([null]);
      for (const line of sitePhones(site)) {
        expect(line.phoneE164).toMatch(new RegExp(`^\\+54${areaCode}\\d{7}$`));
        expect(line.phone).toMatch(new RegExp(`^\\(0${areaCode}\\) \\d{3}-\\d{4}$`));
      }
    }
    const numbers = sites.flatMap((site) => sitePhones(site).map((line) => line.phoneE164));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('keeps the messaging number digits-only for wa.me links', () => {
    expect(group.whatsappNumber).toMatch(/^\d+$/);
  });
});

describe('runtime config', () => {
  it('falls back to the default origins when nothing is injected', async () => {
    const { readRuntimeConfig, defaultRuntimeConfig } = await import('./index');
    expect(readRuntimeConfig({})).toEqual(defaultRuntimeConfig);
  });

  it('takes injected string values and trims trailing slashes', async () => {
    const { readRuntimeConfig } = await import('./index');
    const config = readRuntimeConfig({
      __TERRITORIO_CONFIG__: { apiUrl: 'https://api.example/', reservationUrl: 42 },
    });
    expect(config.apiUrl).toBe('https://api.example');
    expect(config.reservationUrl).toBe('http://localhost:8081');
  });

  it('derives addresses from ports in the environment', async () => {
    const { runtimeConfigFromEnv } = await import('./index');
    const config = runtimeConfigFromEnv({
      API_PORT: '9000',
      RESERVATION_URL: 'https://reserva.example',
    });
    expect(config.apiUrl).toBe('http://localhost:9000');
    expect(config.intranetUrl).toBe('http://localhost:9000');
    expect(config.reservationUrl).toBe('https://reserva.example');
    expect(config.catalogueUrl).toBe('http://localhost:8080');
    expect(config.staffUrl).toBe('http://localhost:8082');
  });

  it('takes the staff console origin from STAFF_URL or STAFF_PORT', async () => {
    const { runtimeConfigFromEnv } = await import('./index');
    expect(runtimeConfigFromEnv({ STAFF_PORT: '9082' }).staffUrl).toBe('http://localhost:9082');
    expect(runtimeConfigFromEnv({ STAFF_URL: 'https://consola.example/' }).staffUrl).toBe(
      'https://consola.example',
    );
  });
});
