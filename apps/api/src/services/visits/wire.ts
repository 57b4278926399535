/**
 * A visit row as its bearer and the console see it (visitSchema, visitVehicleSchema).
 */
import {
  fillRoute,
  stockRoutes,
  visitRules,
  type Visit,
  type VisitVehicle,
} from '@territorio/api-client';
import type { VisitRow } from '../../repositories/visits';

/**
 * What the visit is about. A unit's page address carries its title as the slug; the unit
 * page answers a slug that is not its own with a redirect to the right one.
 */
export function visitVehicleOf(
  row: Pick<VisitRow, 'brand_id' | 'family_id' | 'unit_id' | 'vehicle_title'>,
): VisitVehicle {
  return {
    brand_id: row.brand_id,
    family_id: row.family_id,
    title: row.vehicle_title,
    unit_id: row.unit_id,
    unit_path:
      row.unit_id === null
        ? null
        : fillRoute(stockRoutes.unit, {
            id: row.unit_id,
            slug: row.vehicle_title.replace(/,/g, ''),
          }),
  };
}

/** The slot's end (UTC ISO). */
export function visitEndsAt(row: Pick<VisitRow, 'starts_at'>): string {
  return new Date(Date.parse(row.starts_at) + visitRules.slotMinutes * 60_000).toISOString();
}

/**
 * The buyer may move or cancel a visit while it is booked and starts no sooner than a new
 * booking could (visitRules.minNoticeMinutes): the site has planned the slots inside it.
 */
export function isChangeable(row: Pick<VisitRow, 'status' | 'starts_at'>, now: Date): boolean {
  return (
    row.status === 'booked' &&
    Date.parse(row.starts_at) >= now.getTime() + visitRules.minNoticeMinutes * 60_000
  );
}

/** The visit as its bearer sees it (never the secret's hash nor the telephone). */
export function visitWire(row: VisitRow, now: Date = new Date()): Visit {
  return {
    code: row.code,
    status: row.status,
    site: row.site,
    date: row.local_date,
    time: row.local_time,
    starts_at: row.starts_at,
    ends_at: visitEndsAt(row),
    test_drive: row.test_drive === 1,
    name: row.name,
    email: row.email,
    vehicle: visitVehicleOf(row),
    sequence: row.sequence,
    changeable: isChangeable(row, now),
  };
}
