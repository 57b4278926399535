/**
 * The catalogue feed for Meta's automotive inventory ads (`GET /feeds/meta-vehiculos.xml`
 * on the catalogue's origin, made here: docs/decisions.md, "The Meta catalogue feed").
 * Every unit on sale, in Meta's XML format (a `<listings>` document, one `<listing>` per
 * vehicle, fields named as Meta's reference names them): a unit an operation holds or
 * reserved is listed PENDING until that operation ends; a sold, delivered or retired one
 * leaves at the next stock version.
 *
 * Kept per instance while its key holds: the stock version (raised by a trigger with every
 * change of a unit, whichever instance made it), the Argentine day (offers end with it) and
 * the dollar rate. `Last-Modified` is the latest change of a unit or the day's start,
 * whichever is later: the same on every instance, so a conditional request gets its 304
 * from any of them.
 */
import {
  brands,
  businessToday,
  mediaUrl,
  photoPath,
  photoPlainVariant,
  stockUnitRoute,
  unitConditionLabels,
  type VehicleBrandId,
} from '@territorio/api-client';
import { group, sitePublishesVin, sites } from '@territorio/site-config';
import { XMLBuilder } from 'fast-xml-parser';
import type { Db } from '../db/schema';
import { readyPhotos, stockVersion, type ReadyPhotoRow } from '../repositories/stock-search';
import type { AppContext } from './context';
import { usdRateOf } from './pricing/rates';
import { pricedUnit, unitDisclosureWire } from './pricing/unit';
import { photosByUnit } from './stock-photos';

/** The units listed: on sale, or held by an operation (PENDING until it ends). */
const listedStatuses = ['in_transit', 'available', 'held', 'reserved'] as const;

function feedRows(db: Db) {
  return db
    .selectFrom('stock_units')
    .innerJoin('subfamilies', 'subfamilies.id', 'stock_units.subfamily_id')
    .selectAll('stock_units')
    .select([
      'subfamilies.name as version',
      'subfamilies.image as version_image',
      'subfamilies.features',
      'subfamilies.iva_rate',
      'subfamilies.internal_tax_rate',
    ])
    .where('stock_units.status', 'in', listedStatuses)
    .orderBy('stock_units.id')
    .execute();
}
type FeedRow = Awaited<ReturnType<typeof feedRows>>[number];

/**
 * When the stock last changed: its latest unit change (any status: a sale moves it) or
 * ready photo change.
 */
async function latestChange(db: Db): Promise<string | null> {
  const [unit, photo] = await Promise.all([
    db
      .selectFrom('stock_units')
      .select((eb) => eb.fn.max('updated_at').as('latest'))
      .executeTakeFirst(),
    db
      .selectFrom('unit_photos')
      .select((eb) => eb.fn.max('updated_at').as('latest'))
      .where('status', '=', 'ready')
      .executeTakeFirst(),
  ]);
  const dates = [unit?.latest, photo?.latest].filter((date): date is string => Boolean(date));
  return dates.length > 0 ? dates.reduce((a, b) => (new Date(a) > new Date(b) ? a : b)) : null;
}

/** Meta reads at most this many images of a vehicle. */
const maxFeedImages = 20;

/**
 * A unit's images: its ready photos' JPEG files (Meta takes no AVIF), on the API's public
 * address; the version's drawing when it has none.
 */
function imagesOf(row: FeedRow, photos: readonly ReadyPhotoRow[], feed: FeedContext) {
  const files = photos.flatMap((photo) => {
    let variants: { type: string; width: number; name: string }[];
    try {
      variants = JSON.parse(photo.variants ?? '[]') as typeof variants;
    } catch {
      return [];
    }
    const plain = Array.isArray(variants) ? photoPlainVariant(variants) : undefined;
    return plain ? [{ url: mediaUrl(feed.apiUrl, photoPath(plain.name)) }] : [];
  });
  if (files.length > 0) return files.slice(0, maxFeedImages);
  return [{ url: new URL(row.image || row.version_image, `${feed.mediaUrl}/`).href }];
}

/** 'AT', 'CVT', 'DSG' or 'automática' in a version: automatic; 'MT' or 'manual': manual. */
function transmissionOf(version: string, features: readonly string[]): string {
  const text = `${version} ${features.join(' ')}`;
  if (/\b(AT|CVT|DSG|DCT)\b|autom[aá]tic/i.test(text)) return 'AUTOMATIC';
  if (/\bMT\b|manual/i.test(text)) return 'MANUAL';
  return 'OTHER';
}

/** Diesel (TDI, diésel), electric, hybrid, or petrol by default (the catalogue's engines). */
function fuelTypeOf(version: string, features: readonly string[]): string {
  const text = `${version} ${features.join(' ')}`;
  if (/h[ií]brid/i.test(text)) return 'HYBRID';
  if (/el[eé]ctric[oa]\b.*\bkWh|\bEV\b/i.test(text)) return 'ELECTRIC';
  if (/\b(TDI|CRDi|dCi|diesel|di[eé]sel|turbodi[eé]sel)\b/i.test(text)) return 'DIESEL';
  return 'GASOLINE';
}

function parseFeatures(text: string): string[] {
  try {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

type FeedContext = {
  readonly catalogueUrl: string;
  readonly mediaUrl: string;
  /** The API's public address: photos are served under it. */
  readonly apiUrl: string;
  /** Each unit's ready photos, in order. */
  readonly photos: ReadonlyMap<number, readonly ReadyPhotoRow[]>;
  readonly today: string;
  readonly usdRate: number;
};

/** One `<listing>`, its fields in Meta's names. */
function listingOf(row: FeedRow, feed: FeedContext) {
  const unit = pricedUnit(row, feed.today);
  const disclosure = unitDisclosureWire(unit, feed.usdRate);
  const inPesos = disclosure.final_price_ars !== null;
  const price = disclosure.final_price_ars ?? disclosure.final_price;
  const make = brands[row.brand_id as VehicleBrandId]?.name ?? '';
  const features = parseFeatures(row.features);
  const used = row.condition === 'used';
  const site = sites.find((candidate) => candidate.name === row.location);
  const url = new URL(
    stockUnitRoute({
      id: row.id,
      brand_id: row.brand_id,
      family: row.family,
      version: row.version,
      color: row.color,
    }),
    `${feed.catalogueUrl}/`,
  ).href;
  const description = [
    `${unitConditionLabels[used ? 'used' : 'new']} ${make} ${row.family} ${row.version}`,
    row.model_year ? `modelo ${row.model_year}` : null,
    `color ${row.color}`,
    used && row.mileage_km !== null ? `${row.mileage_km} km` : null,
    used && row.owners !== null ? `${row.owners} dueño${row.owners === 1 ? '' : 's'}` : null,
    `en ${row.location}`,
  ]
    .filter(Boolean)
    .join(', ');
  const note = row.public_note?.trim();
  return {
    vehicle_id: String(row.id),
    title: `${make} ${row.family} ${row.version}${row.model_year ? ` ${row.model_year}` : ''}`,
    description:
      `${description}.${note ? ` ${note}` : ''}${features.length > 0 ? ` ${features.slice(0, 8).join('. ')}.` : ''}`.slice(
        0,
        5000,
      ),
    url,
    make,
    model: row.family,
    year: row.model_year ?? undefined,
    mileage: { value: used ? (row.mileage_km ?? 0) : 0, unit: 'KM' },
    image: imagesOf(row, feed.photos.get(row.id) ?? [], feed),
    transmission: transmissionOf(row.version, features),
    fuel_type: fuelTypeOf(row.version, features),
    // The catalogue keeps no body type for its versions yet.
    body_style: 'OTHER',
    exterior_color: row.color,
    state_of_vehicle: used ? 'USED' : 'NEW',
    availability: row.status === 'held' || row.status === 'reserved' ? 'PENDING' : 'AVAILABLE',
    ...(price === null
      ? {}
      : { price: `${price} ${inPesos ? 'ARS' : row.currency.toUpperCase()}` }),
    ...(site
      ? {
          address: {
            '@_format': 'simple',
            component: [
              { '@_name': 'addr1', '#text': site.street },
              { '@_name': 'city', '#text': site.name },
              { '@_name': 'region', '#text': site.province },
              { '@_name': 'postal_code', '#text': site.postalCode },
              { '@_name': 'country', '#text': 'AR' },
            ],
          },
          dealer_id: String(sites.indexOf(site) + 1),
          dealer_name: `${group.name} ${site.name}`,
          dealer_phone: site.phoneE164,
        }
      : {}),
    ...(site && sitePublishesVin(site) ? { vin: row.chassis } : {}),
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  format: true,
  suppressEmptyNode: true,
});

/** The feed's document for `rows`. */
export function metaFeedXml(rows: readonly FeedRow[], feed: FeedContext): string {
  const body = builder.build({
    listings: {
      title: `${group.name}: stock`,
      link: { '@_rel': 'self', '@_href': `${feed.catalogueUrl}/feeds/meta-vehiculos.xml` },
      listing: rows.map((row) => listingOf(row, feed)),
    },
  }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

export type MetaFeed = { readonly xml: string; readonly lastModified: Date };

/** The feed of this instance, made again when the stock version, the day or the rate changes. */
export function createMetaFeed(context: AppContext) {
  let current: { key: string; feed: Promise<MetaFeed> } | undefined;
  const { config } = context;
  return async function metaFeed(): Promise<MetaFeed> {
    const db = context.store.db;
    const today = businessToday();
    const [version, usdRate] = await Promise.all([stockVersion(db), usdRateOf(context)]);
    const key = `${version}|${today}|${usdRate}`;
    if (current?.key !== key) {
      const feed = (async () => {
        const [rows, latest, photos] = await Promise.all([
          feedRows(db),
          latestChange(db),
          readyPhotos(db, listedStatuses),
        ]);
        const dayStart = new Date(`${today}T03:00:00Z`);
        const changed = latest ? new Date(latest) : dayStart;
        const xml = metaFeedXml(rows, {
          catalogueUrl: config.cataloguePublicUrl,
          mediaUrl: new URL(config.publicApiUrl).origin,
          apiUrl: config.publicApiUrl,
          photos: photosByUnit(photos),
          today,
          usdRate,
        });
        return { xml, lastModified: changed > dayStart ? changed : dayStart };
      })();
      current = { key, feed };
      feed.catch(() => {
        if (current?.feed === feed) current = undefined;
      });
    }
    return current.feed;
  };
}
