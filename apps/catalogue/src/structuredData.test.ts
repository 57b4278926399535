import { describe, expect, it } from 'vitest';
import { currencyIsoCode } from '@territorio/api-client/core';
import { group, sites } from '@territorio/site-config';
import { autoDealerJsonLd, offersJsonLd, serializeJsonLd, versionsJsonLd } from './structuredData';
import { photoFileUrls, stockUnitJsonLd } from './stockJsonLd';
import { unitPhoto } from './test/fixtures';

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
    expect(currencyIsoCode('usd')).toBe('USD');
    expect(currencyIsoCode('ars')).toBe('ARS');
    expect(currencyIsoCode(undefined)).toBe('ARS');
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});

describe('a stock unit (schema.org Car and Product)', () => {
  const unit = {
    id: 12,
    brand_id: 1 as const,
    family: 'Polo',
    version: 'Highline 170 TSI AT',
    color: 'Blanco Candy',
    model_year: 2026,
    doors: 5,
    chassis_masked: '•••••••••••104902',
    image: '/media/vehicles/vw-polo-blanco-candy.svg',
    location: 'San Juan',
    currency: 'usd',
    final_price: 41_300,
    final_price_ars: 41_300_000,
    condition: 'new' as const,
    mileage_km: null,
    status: 'available' as const,
  };
  const pageUrl = 'https://www.example/stock/12/volkswagen-polo-highline-170-tsi-at-blanco-candy';
  const markup = stockUnitJsonLd({
    unit,
    pageUrl,
    imageUrl: (path) => `https://api.example${path}`,
  });

  it('is a Car and a Product with every property search engines require', () => {
    expect(markup['@context']).toBe('https://schema.org');
    expect(markup['@type']).toEqual(['Car', 'Product']);
    expect(markup).toMatchObject({
      name: 'Volkswagen Polo Highline 170 TSI AT',
      brand: { '@type': 'Brand', name: 'Volkswagen' },
      model: 'Polo',
      vehicleConfiguration: 'Highline 170 TSI AT',
      vehicleModelDate: '2026',
      color: 'Blanco Candy',
      itemCondition: 'https://schema.org/NewCondition',
      // The chassis as the page shows it: only its last 6 characters.
      vehicleIdentificationNumber: '•••••••••••104902',
      image: 'https://api.example/media/vehicles/vw-polo-blanco-candy.svg',
    });
  });

  it('offers it at its final price in pesos, in stock, sold by the site that has it', () => {
    const offer = markup.offers as unknown as Record<string, unknown> & {
      seller: Record<string, unknown>;
    };
    expect(offer).toMatchObject({
      '@type': 'Offer',
      price: 41_300_000,
      priceCurrency: 'ARS',
      availability: 'https://schema.org/InStock',
      url: pageUrl,
    });
    const sanJuan = sites.find((site) => site.name === 'San Juan')!;
    expect(offer.seller).toMatchObject({
      '@type': 'AutoDealer',
      name: `${group.name} San Juan`,
      telephone: sanJuan.phoneE164,
      address: { addressLocality: 'San Juan', addressRegion: 'San Juan', addressCountry: 'AR' },
    });
  });

  it('publishes a dollar unit without a rate in dollars, and no offer without any price', () => {
    const dollars = stockUnitJsonLd({
      unit: { ...unit, final_price_ars: null },
      pageUrl,
      imageUrl: (path) => path,
    });
    expect(dollars.offers).toMatchObject({ price: 41_300, priceCurrency: 'USD' });
    const unknown = stockUnitJsonLd({
      unit: { ...unit, final_price: null, final_price_ars: null },
      pageUrl,
      imageUrl: (path) => path,
    });
    expect(unknown.offers).toBeUndefined();
  });

  it('says a used unit is used, with its kilometres; a unit in transit is pre-ordered', () => {
    const used = stockUnitJsonLd({
      unit: { ...unit, condition: 'used', mileage_km: 45_000 },
      pageUrl,
      imageUrl: (path) => path,
    });
    expect(used).toMatchObject({
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 45_000, unitCode: 'KMT' },
      offers: { itemCondition: 'https://schema.org/UsedCondition' },
    });
    expect(markup).not.toHaveProperty('mileageFromOdometer');
    const arriving = stockUnitJsonLd({
      unit: { ...unit, status: 'in_transit' },
      pageUrl,
      imageUrl: (path) => path,
    });
    expect(arriving.offers).toMatchObject({ availability: 'https://schema.org/PreOrder' });
  });

  it('lists every photo’s JPEG as its images, the drawing when it has none', () => {
    const withPhotos = stockUnitJsonLd({
      unit: { ...unit, photos: [unitPhoto('a'), unitPhoto('b')] },
      pageUrl,
      imageUrl: (path) => `https://api.example${path}`,
    });
    expect(withPhotos.image).toEqual([
      'https://api.example/photos/a-1080.jpg',
      'https://api.example/photos/b-1080.jpg',
    ]);
    const webpOnly = unitPhoto('c');
    expect(
      photoFileUrls(
        [{ ...webpOnly, variants: webpOnly.variants.filter((v) => v.type !== 'image/jpeg') }],
        (path) => path,
      ),
    ).toEqual(['/photos/c-720.webp']);
    expect(
      stockUnitJsonLd({ unit: { ...unit, photos: [] }, pageUrl, imageUrl: (p) => p }).image,
    ).toBe(unit.image);
  });
});
