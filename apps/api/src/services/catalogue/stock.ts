/** spec 7.1 stock: the brand's available units as sold on the day. */
import type { stockVehicleSchema } from '@territorio/api-client';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { availableTaxedUnits, type TaxedUnitRow } from '../../repositories/stock';
import { pricedUnit, unitDisclosureWire, type PriceDay } from '../pricing/unit';

type StockWire = z.input<typeof stockVehicleSchema>;

/** The wire stock unit as sold on `today`, its peso figures at `usdRate`. */
function stockWire(stored: TaxedUnitRow, today: string, usdRate: number): StockWire {
  const unit = pricedUnit(stored, today);
  return {
    id: unit.id,
    brand_id: unit.brand_id as StockWire['brand_id'],
    family_id: unit.family_id,
    subfamily_id: unit.subfamily_id,
    name: unit.name,
    model: unit.model,
    family: unit.family,
    price: unit.price,
    list_price: unit.list_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    license_price: unit.license_price,
    delivery_price: unit.delivery_price,
    doors: unit.doors,
    color: unit.color,
    location: unit.location,
    chassis: unit.chassis,
    currency: unit.currency,
    image: unit.image,
    model_year: unit.model_year,
    // The public contract knows available, held and reserved: a unit in transit, sold,
    // delivered or retired is simply not available.
    status: unit.status === 'available' || unit.status === 'held' ? unit.status : 'reserved',
    ...unitDisclosureWire(unit, usdRate),
  };
}

export async function listStock(
  db: Db,
  brandId: number,
  filter: { familyId?: number; subfamilyId?: number; id?: number },
  day: PriceDay,
): Promise<StockWire[]> {
  const rows = await availableTaxedUnits(db, brandId, filter);
  return rows.map((row) => stockWire(row, day.today, day.usdRate));
}
