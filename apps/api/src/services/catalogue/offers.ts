/**
 * spec 7.1 offers: the brand's available units flagged as offers whose window holds on the
 * day (Ley 24.240 art. 7), the best ones first and grouped by family.
 */
import type { offerGroupSchema, offerSchema } from '@territorio/api-client';
import type { z } from 'zod';
import type { Db, StockUnitRow } from '../../db/schema';
import { brandFamilies } from '../../repositories/families';
import { availableTaxedUnits, type TaxedUnitRow } from '../../repositories/stock';
import { isOfferCurrent, unitDisclosureWire, type PriceDay } from '../pricing/unit';

type OfferWire = z.input<typeof offerSchema>;
type OfferGroupWire = z.input<typeof offerGroupSchema>;
type OffersWire = { best: OfferWire[]; grouped: OfferGroupWire[] };

/** spec 2.5, 9: the brand page shows the best four offers; never fewer while offers remain. */
const minimumBestOffers = 4;

function offerWire(unit: TaxedUnitRow, usdRate: number): OfferWire {
  // model_year is always set, so price is the stored price and the discounted price is
  // price − discount (spec 3 Offer).
  return {
    id: unit.id,
    brand_id: unit.brand_id as OfferWire['brand_id'],
    family_id: unit.family_id,
    subfamily_id: unit.subfamily_id,
    name: unit.name,
    family: unit.family,
    price: unit.price,
    discount: unit.special_discount,
    color: unit.color,
    location: unit.location,
    image: unit.image,
    currency: unit.currency,
    model_year: unit.model_year,
    license_price: unit.license_price,
    delivery_price: unit.delivery_price,
    chassis: unit.chassis,
    ...unitDisclosureWire(unit, usdRate),
    valid_from: unit.offer_valid_from,
    valid_until: unit.offer_valid_until,
  };
}

/** The window every one of `units` is valid in: the latest start and the earliest end. */
function commonWindow(units: readonly StockUnitRow[]) {
  const starts = units.map((unit) => unit.offer_valid_from).filter((day) => day !== null);
  const ends = units.map((unit) => unit.offer_valid_until).filter((day) => day !== null);
  return {
    valid_from: starts.length > 0 ? starts.reduce((a, b) => (a > b ? a : b)) : null,
    valid_until: ends.length > 0 ? ends.reduce((a, b) => (a < b ? a : b)) : null,
  };
}

export async function offersFor(
  db: Db,
  brandId: number,
  filter: { familyId?: number },
  { today, usdRate }: PriceDay,
): Promise<OffersWire> {
  const [stored, families] = await Promise.all([
    availableTaxedUnits(db, brandId, { ...filter, offersOnly: true }),
    brandFamilies(db, brandId),
  ]);
  // Ley 24.240 art. 7: an offer exists only within its dates.
  const units = stored.filter((unit) => isOfferCurrent(unit, today));
  const inPesos = (unit: StockUnitRow) =>
    unit.special_discount * (unit.currency === 'usd' && usdRate > 0 ? usdRate : 1);
  const byDiscount = [...units].sort((a, b) => inPesos(b) - inPesos(a) || a.id - b.id);
  const flagged = byDiscount.filter((unit) => unit.is_best_offer === 1);
  const fill = byDiscount.filter((unit) => unit.is_best_offer !== 1);
  const best = [...flagged, ...fill.slice(0, Math.max(0, minimumBestOffers - flagged.length))];

  const grouped: OfferGroupWire[] = [];
  for (const family of families) {
    const items = units.filter((unit) => unit.family_id === family.id);
    if (items.length === 0) continue;
    grouped.push({
      family_id: family.id,
      family: family.family,
      name: family.name,
      image: family.image,
      items: items.map((unit) => offerWire(unit, usdRate)),
      units: items.length,
      ...commonWindow(items),
    });
  }
  return { best: best.map((unit) => offerWire(unit, usdRate)), grouped };
}
