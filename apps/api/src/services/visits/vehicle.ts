/**
 * What a booking is about: a stock unit on sale at the site (its site is where it stands),
 * or a family of a brand at the site the buyer chose. Refusals name the field to fix.
 */
import {
  brands,
  isVehicleBrandId,
  messages,
  siteSlug,
  versionOfModel,
  visitMessages,
  type VisitBookingBody,
} from '@territorio/api-client';
import { sites, type Site } from '@territorio/site-config';
import type { Db, StockUnitRow } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { brandFamily } from '../../repositories/families';
import { unitById } from '../../repositories/stock';

export type BookedVehicle = {
  readonly brandId: number;
  readonly familyId: number;
  readonly unitId: number | null;
  /** 'unit:12' or 'family:4:101' (visits_one_per_day). */
  readonly holderKey: string;
  /** 'Volkswagen Polo Highline 170 TSI AT, Blanco Candy' or 'Volkswagen Polo'. */
  readonly title: string;
  readonly make: string;
  /** The family's name ('Polo'). */
  readonly family: string;
  /** The unit itself, for the sales lead; null for a family. */
  readonly unit: StockUnitRow | null;
};

function refused(kind: 'invalid' | 'conflict' | 'gone', field: string, message: string) {
  const code = kind === 'invalid' ? 'invalid_request' : 'unit_unavailable';
  const headline = kind === 'invalid' ? messages.invalidRequest : message;
  return new DomainError(kind, code, headline, { fields: { [field]: message } });
}

/** The site a unit stands at (its `location` is the site's name). */
export function unitSite(unit: Pick<StockUnitRow, 'location'>): Site | undefined {
  const key = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return sites.find((site) => key(site.name) === key(unit.location.trim()));
}

function makeOf(brandId: number): string {
  return isVehicleBrandId(brandId) ? brands[brandId].name : '';
}

async function unitVehicle(db: Db, unitId: number, site: Site): Promise<BookedVehicle> {
  const unit = await unitById(db, unitId);
  if (!unit) throw refused('gone', 'unit_id', visitMessages.unitUnavailable);
  if (unit.status !== 'available') {
    throw refused('conflict', 'unit_id', visitMessages.unitUnavailable);
  }
  const standsAt = unitSite(unit);
  if (!standsAt || siteSlug(standsAt) !== siteSlug(site)) {
    throw refused('invalid', 'site', visitMessages.siteRequired);
  }
  const make = makeOf(unit.brand_id);
  const version = versionOfModel(unit.model, unit.family);
  return {
    brandId: unit.brand_id,
    familyId: unit.family_id,
    unitId: unit.id,
    holderKey: `unit:${unit.id}`,
    title: `${[make, unit.family, version].filter(Boolean).join(' ')}, ${unit.color}`,
    make,
    family: unit.family,
    unit,
  };
}

async function familyVehicle(db: Db, brandId: number, familyId: number): Promise<BookedVehicle> {
  const family = await brandFamily(db, brandId, familyId);
  if (!family || !isVehicleBrandId(family.brand_id)) {
    throw refused('invalid', 'family_id', visitMessages.vehicleRequired);
  }
  const make = makeOf(family.brand_id);
  return {
    brandId: family.brand_id,
    familyId: family.id,
    unitId: null,
    holderKey: `family:${family.brand_id}:${family.id}`,
    title: `${make} ${family.family}`,
    make,
    family: family.family,
    unit: null,
  };
}

/** The vehicle a booking names, checked against the stock and the catalogue. */
export function bookedVehicle(
  db: Db,
  body: Pick<VisitBookingBody, 'unit_id' | 'brand_id' | 'family_id'>,
  site: Site,
): Promise<BookedVehicle> {
  if (body.unit_id !== undefined) return unitVehicle(db, body.unit_id, site);
  if (body.brand_id !== undefined && body.family_id !== undefined) {
    return familyVehicle(db, body.brand_id, body.family_id);
  }
  const field =
    body.brand_id === undefined && body.family_id === undefined ? 'unit_id' : 'family_id';
  return Promise.reject(refused('invalid', field, visitMessages.vehicleRequired));
}
