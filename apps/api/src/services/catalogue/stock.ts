/** spec 7.1 stock: the brand's available units as sold on the day. */
import { messages, vehicleInTransitMessage, type stockVehicleSchema } from '@territorio/api-client';
import type { z } from 'zod';
import type { Db } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { availableTaxedUnits, brandUnit, type TaxedUnitRow } from '../../repositories/stock';
import { inTransitReservable } from './in-transit';
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
    // The public contract knows available, held and reserved: a unit in transit listed here
    // may be reserved (listStock's `withInTransit`); sold, delivered or retired is not available.
    status:
      unit.status === 'in_transit'
        ? 'available'
        : unit.status === 'available' || unit.status === 'held'
          ? unit.status
          : 'reserved',
    ...unitDisclosureWire(unit, usdRate),
  };
}

export async function listStock(
  db: Db,
  brandId: number,
  filter: { familyId?: number; subfamilyId?: number; id?: number; withInTransit?: boolean },
  day: PriceDay,
): Promise<StockWire[]> {
  const rows = await availableTaxedUnits(db, brandId, filter);
  return rows.map((row) => stockWire(row, day.today, day.usdRate));
}

/**
 * The brand's unit a reservation may start on. A held or reserved unit is not in the public
 * stock: it reads as not available. A unit in transit is there while the dealership takes
 * reservations of them (the `in_transit_reservable` setting); else it reads as not available,
 * with the reason in the message.
 */
export async function reservableUnit(
  db: Db,
  brandId: number,
  id: number,
  day: PriceDay,
): Promise<StockWire> {
  const withInTransit = await inTransitReservable(db);
  const [unit] = await listStock(db, brandId, { id, withInTransit }, day);
  if (unit) return unit;
  const inTransit = (await brandUnit(db, id, brandId))?.status === 'in_transit';
  throw notFound(
    inTransit ? vehicleInTransitMessage : messages.vehicleUnavailable,
    'vehicle_unavailable',
  );
}
