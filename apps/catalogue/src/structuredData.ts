/**
 * schema.org structured data: the dealership group with its three sites (every
 * page's, in groupJsonLd.ts, so the pages that show no vehicles do not load the rest), and
 * vehicles with their public offers. Built from site-config and the API's data, never
 * re-typed. Versions publish no price: spec 4 shows a version's price only after a price
 * request, so the markup does not either; offers' prices are public and are published.
 */
import { currencyIsoCode } from '@territorio/api-client/core';
import { group } from '@territorio/site-config';
import type { JsonLdObject } from './groupJsonLd';

export type { JsonLdObject } from './groupJsonLd';
export { autoDealerJsonLd, serializeJsonLd } from './groupJsonLd';

/** A model and its versions as Car items (no price: see the module note). */
export function versionsJsonLd(input: {
  brandName: string;
  familyName: string;
  versions: readonly { name: string; image?: string }[];
  imageUrl: (path: string | undefined) => string;
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${input.brandName} ${input.familyName}`,
    itemListElement: input.versions.map((version, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Car',
        name: version.name,
        brand: { '@type': 'Brand', name: input.brandName },
        model: input.familyName,
        itemCondition: 'https://schema.org/NewCondition',
        ...(version.image ? { image: input.imageUrl(version.image) } : {}),
      },
    })),
  };
}

/** A brand's offer groups as Car items with their lowest discounted price. */
export function offersJsonLd(input: {
  brandName: string;
  groups: readonly { name: string; lowestPrice: number; currency?: string; count: number }[];
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Oportunidades ${input.brandName} 0km`,
    itemListElement: input.groups
      .filter((offerGroup) => Number.isFinite(offerGroup.lowestPrice))
      .map((offerGroup, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Car',
          name: `${input.brandName} ${offerGroup.name}`,
          brand: { '@type': 'Brand', name: input.brandName },
          model: offerGroup.name,
          itemCondition: 'https://schema.org/NewCondition',
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: offerGroup.lowestPrice,
            priceCurrency: currencyIsoCode(offerGroup.currency),
            offerCount: offerGroup.count,
            availability: 'https://schema.org/InStock',
            seller: { '@type': 'AutoDealer', name: group.name },
          },
        },
      })),
  };
}
