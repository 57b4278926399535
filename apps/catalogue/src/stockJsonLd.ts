/**
 * A stock unit's schema.org markup, a module of its own so that only the unit page loads
 * it. Its types are schema-dts's, generated from schema.org's vocabulary: a property the
 * vocabulary does not have, or a value of the wrong type, fails the typecheck.
 */
import { brandName, currencyIsoCode, photoPlainVariant } from '@territorio/api-client/core';
import type { StockListing, UnitPhoto } from '@territorio/api-client/core';
import { group, sites } from '@territorio/site-config';
import type { CarLeaf, MergeLeafTypes, OfferLeaf, ProductLeaf, WithContext } from 'schema-dts';
import { sitePostalAddress } from './groupJsonLd';

/** What a unit's markup is made of: the unit page's data. */
export type StockUnitMarkupInput = {
  readonly unit: Pick<
    StockListing,
    | 'id'
    | 'brand_id'
    | 'family'
    | 'version'
    | 'color'
    | 'model_year'
    | 'doors'
    | 'chassis_masked'
    | 'image'
    | 'location'
    | 'currency'
    | 'final_price'
    | 'final_price_ars'
    | 'condition'
    | 'mileage_km'
    | 'status'
  > & { readonly photos?: readonly UnitPhoto[] };
  readonly pageUrl: string;
  readonly imageUrl: (path: string) => string;
};

/**
 * Absolute addresses of a unit's photos for readers that take no AVIF (search engines'
 * markup, link previews): each photo's JPEG, or its widest WebP.
 */
export function photoFileUrls(
  photos: readonly UnitPhoto[] | undefined,
  imageUrl: (path: string) => string,
): string[] {
  return (photos ?? []).flatMap((photo) => {
    const file = photoPlainVariant(photo.variants);
    return file ? [imageUrl(file.path)] : [];
  });
}

/** schema.org's Car and Product at once: its types are checked against the vocabulary (schema-dts). */
export type CarProductJsonLd = WithContext<MergeLeafTypes<[CarLeaf, ProductLeaf]>>;

/**
 * A unit on sale as a schema.org Car that is also a Product (search engines' product
 * results read Product), with its Offer: the final price in pesos (a dollar unit without a
 * rate: in dollars), sold by the site that has it. The chassis is published as the page
 * shows it, masked.
 */
export function stockUnitJsonLd({
  unit,
  pageUrl,
  imageUrl,
}: StockUnitMarkupInput): CarProductJsonLd {
  const brand = brandName(unit.brand_id);
  const inPesos = typeof unit.final_price_ars === 'number' && unit.final_price_ars > 0;
  const price = inPesos ? unit.final_price_ars : unit.final_price;
  // Every photo; the version's drawing when the unit has none.
  const photos = photoFileUrls(unit.photos, imageUrl);
  return {
    '@context': 'https://schema.org',
    '@type': ['Car', 'Product'],
    '@id': pageUrl,
    url: pageUrl,
    name: `${brand} ${unit.family} ${unit.version}`,
    brand: { '@type': 'Brand', name: brand },
    model: unit.family,
    vehicleConfiguration: unit.version,
    ...(unit.model_year ? { vehicleModelDate: String(unit.model_year) } : {}),
    color: unit.color,
    ...(unit.doors ? { numberOfDoors: unit.doors } : {}),
    itemCondition: itemCondition(unit),
    ...(unit.condition === 'used' && unit.mileage_km !== null
      ? {
          mileageFromOdometer: {
            '@type': 'QuantitativeValue',
            value: unit.mileage_km,
            unitCode: 'KMT',
          },
        }
      : {}),
    vehicleIdentificationNumber: unit.chassis_masked,
    sku: String(unit.id),
    ...(photos.length > 0 ? { image: photos } : unit.image ? { image: imageUrl(unit.image) } : {}),
    // A unit whose price is unknown (a dollar price without a rate) publishes no offer.
    ...(price === null ? {} : { offers: offerJsonLd(unit, pageUrl, price, inPesos) }),
  };
}

function itemCondition(unit: Pick<StockListing, 'condition'>) {
  return unit.condition === 'used'
    ? ('https://schema.org/UsedCondition' as const)
    : ('https://schema.org/NewCondition' as const);
}

function offerJsonLd(
  unit: StockUnitMarkupInput['unit'],
  pageUrl: string,
  price: number,
  inPesos: boolean,
): OfferLeaf {
  const site = sites.find((candidate) => candidate.name === unit.location);
  return {
    '@type': 'Offer',
    url: pageUrl,
    price,
    priceCurrency: inPesos ? 'ARS' : currencyIsoCode(unit.currency),
    // A unit in transit is sold before it is on the lot.
    availability:
      unit.status === 'in_transit' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
    itemCondition: itemCondition(unit),
    seller: {
      '@type': 'AutoDealer',
      name: site ? `${group.name} ${site.name}` : group.name,
      ...(site
        ? {
            telephone: site.phoneE164,
            address: sitePostalAddress(site),
          }
        : {}),
    },
  };
}
