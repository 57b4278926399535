import { describe, expect, it } from 'vitest';
import { group, sites } from '@territorio/site-config';
import {
  autoDealerJsonLd,
  currencyCode,
  offersJsonLd,
  serializeJsonLd,
  versionsJsonLd,
} from './structuredData';

describe('structured data (schema.org)', () => {
  it('describes the group as an AutoDealer with its three sites, phones and hours', () => {
    const dealer = autoDealerJsonLd() as {
      name: string;
      department: {
        name: string;
        telephone: string;
        address: { addressRegion: string };
        openingHoursSpecification: { dayOfWeek: string[]; opens: string }[];
      }[];
    };
    expect(dealer.name).toBe(group.name);
    expect(dealer.department).toHaveLength(sites.length);
    expect(sites.length).toBe(3);
    for (const [index, site] of sites.entries()) {
      const department = dealer.department[index]!;
      expect(department.telephone).toBe(site.phoneE164);
      expect(department.address.addressRegion).toBe(site.province);
      expect(department.openingHoursSpecification.length).toBeGreaterThan(0);
    }
    expect(dealer.department[0]!.openingHoursSpecification[0]!.dayOfWeek).toContain(
      'https://schema.org/Monday',
    );
  });

  it('publishes offers with their lowest price and currency', () => {
    const list = offersJsonLd({
      brandName: 'Volkswagen',
      groups: [
        { name: 'Polo', lowestPrice: 27_950_000, currency: 'ars', count: 2 },
        { name: 'Amarok', lowestPrice: 45_400, currency: 'usd', count: 1 },
        { name: 'Sin precio', lowestPrice: Number.POSITIVE_INFINITY, count: 0 },
      ],
    }) as { itemListElement: { item: { '@type': string; offers: Record<string, unknown> } }[] };
    expect(list.itemListElement).toHaveLength(2);
    expect(list.itemListElement[0]!.item['@type']).toBe('Car');
    expect(list.itemListElement[0]!.item.offers).toMatchObject({
      lowPrice: 27_950_000,
      priceCurrency: 'ARS',
      offerCount: 2,
    });
    expect(list.itemListElement[1]!.item.offers.priceCurrency).toBe('USD');
  });

  it('lists versions without a price (spec 4: prices after a price request)', () => {
    const list = versionsJsonLd({
      brandName: 'Nissan',
      familyName: 'Kicks',
      versions: [{ name: 'Kicks Sense', image: '/media/kicks.svg' }],
      imageUrl: (path) => `https://api.example${path ?? ''}`,
    });
    const json = JSON.stringify(list);
    expect(json).toContain('"Kicks Sense"');
    expect(json).toContain('https://api.example/media/kicks.svg');
    expect(json).not.toMatch(/price/i);
  });

  it('maps currencies and escapes "<" so the script cannot be closed early', () => {
    expect(currencyCode('usd')).toBe('USD');
    expect(currencyCode('ars')).toBe('ARS');
    expect(currencyCode(undefined)).toBe('ARS');
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
