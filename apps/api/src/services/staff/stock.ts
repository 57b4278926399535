/**
 * Stock in the console: a unit's data, price and state. A unit held or reserved by an
 * operation is read-only (the payment state machine owns it until that operation ends); an
 * edit based on an old read is refused (optimistic `updated_at`). Every change is audited
 * and clears the response cache; the stock version rises by trigger, so the catalogue's
 * search, unit pages, sitemap and feed follow at once.
 */
import { isHeldByOperation, priceAfterDiscount, vinMessages } from '@territorio/api-client';
import {
  maskOperationCode,
  staffCan,
  staffMessages,
  stockUnitFieldsSchema,
  unitHeldReason,
  type StaffStockUnit,
  type StockUnitFields,
  type StockUnitFieldsInput,
  type stockListQuerySchema,
  type StaffMember,
  type stockUpdateSchema,
} from '@territorio/api-client/staff';
import type { z } from 'zod';
import type { Db, StockUnitRow } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import { stockPage, unitById, updateUnitAsRead } from '../../repositories/stock';
import { photoCounts } from '../../repositories/unit-photos';
import {
  catalogueVersion,
  chassisTaken,
  storedInspection,
  storedSiteSlug,
  unitFields,
  familyLooks,
  isDuplicateChassis,
  newUnitLook,
  unitColumns,
  type UnitVersion,
} from '../../repositories/stock-units';
import type { AppContext } from '../context';
import { recordAudit } from './audit';
import { pageItems } from './common';
import { actorOf } from './leads';

export const discountError = 'El descuento no puede superar el precio.';

type Viewer = Pick<StaffMember, 'role' | 'brand_ids'>;

/**
 * The operation holding a unit as `viewer` may read its code: whole for whoever may act on
 * the brand's reservations, else masked (the code resumes and cancels the reservation).
 */
function holderFor(unit: StockUnitRow, viewer: Viewer | undefined): string | null {
  if (!isHeldByOperation(unit.status) || !unit.held_by) return null;
  if (!viewer || staffCan(viewer, 'reservations', unit.brand_id)) return unit.held_by;
  return maskOperationCode(unit.held_by);
}

export function staffStockWire(unit: StockUnitRow, viewer?: Viewer): StaffStockUnit {
  const heldBy = holderFor(unit, viewer);
  return {
    id: unit.id,
    brand_id: unit.brand_id,
    name: unit.name,
    model: unit.model,
    color: unit.color,
    location: unit.location,
    chassis: unit.chassis,
    currency: unit.currency,
    price: unit.price,
    list_price: unit.list_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    // The catalogue's card and units list show the price after the discount, without
    // licence and delivery (those are itemised when the buyer reserves).
    final_price: priceAfterDiscount({
      price: unit.price,
      list_price: unit.list_price,
      discount: unit.discount,
      special_discount: unit.special_discount,
    }),
    status: unit.status,
    held_by: heldBy,
    updated_at: unit.updated_at,
    is_offer: unit.is_offer === 1,
    offer_valid_from: unit.offer_valid_from,
    offer_valid_until: unit.offer_valid_until,
    version_id: unit.subfamily_id,
    site: storedSiteSlug(unit.location),
    model_year: unit.model_year,
    license_price: unit.license_price,
    delivery_price: unit.delivery_price,
    public_note: unit.public_note,
    condition: unit.condition,
    mileage_km: unit.mileage_km,
    owners: unit.owners,
    plate: unit.plate,
    inspection: storedInspection(unit.inspection),
    arrival_date: unit.arrival_date,
    locked_reason:
      unit.status === 'held' || unit.status === 'reserved'
        ? unitHeldReason(unit.status, heldBy)
        : null,
  };
}

export async function listStaffStock(
  db: Db,
  viewer: Viewer,
  filter: z.output<typeof stockListQuerySchema>,
) {
  const page = await stockPage(db, filter);
  const counts = await photoCounts(
    db,
    page.items.map((unit) => unit.id),
  );
  return pageItems(page, (unit) => ({
    ...staffStockWire(unit, viewer),
    photo_count: counts.get(unit.id) ?? 0,
  }));
}

export async function staffStockUnit(db: Db, viewer: Viewer, id: number) {
  const unit = await unitById(db, id);
  if (!unit) throw notFound(staffMessages.notFound);
  return staffStockWire(unit, viewer);
}

export function heldError(unit: StockUnitRow, viewer: Viewer): DomainError {
  const wire = staffStockWire(unit, viewer);
  return new DomainError('conflict', 'unit_held', wire.locked_reason ?? staffMessages.staleUnit, {
    extra: { data: wire },
  });
}

function staleError(unit: StockUnitRow, viewer: Viewer): DomainError {
  return new DomainError('conflict', 'stale_unit', staffMessages.staleUnit, {
    extra: { data: staffStockWire(unit, viewer) },
  });
}

/** A time after `previous`, so every write changes `updated_at`. */
function nextTimestamp(previous: string): string {
  const now = Date.now();
  const before = Date.parse(previous);
  return new Date(Number.isFinite(before) && now <= before ? before + 1 : now).toISOString();
}

/** The fields checked with the shared schema, or a refusal naming each field in Spanish. */
export function checkedUnitFields(input: unknown): StockUnitFields {
  const parsed = stockUnitFieldsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[issue.path.map(String).join('.')] ??= issue.message;
  const first = Object.values(fields)[0] ?? staffMessages.notFound;
  throw new DomainError('invalid', 'invalid_request', first, { fields });
}

/** The catalogue version the fields name, or a refusal naming `version_id`. */
export async function versionOf(db: Db, fields: StockUnitFields): Promise<UnitVersion> {
  const version = await catalogueVersion(db, fields.version_id);
  if (version) return version;
  throw new DomainError('invalid', 'invalid_request', 'Elegí una versión del catálogo.', {
    fields: { version_id: 'Elegí una versión del catálogo.' },
  });
}

export function chassisTakenError(): DomainError {
  return new DomainError('conflict', 'chassis_taken', vinMessages.taken, {
    fields: { chassis: vinMessages.taken },
  });
}

/** Refuses a discount above the price, naming the discount that is (the stored ones count). */
function checkDiscount(fields: StockUnitFieldsInput) {
  const listPrice = Number(fields.list_price);
  const base = listPrice > 0 ? listPrice : Number(fields.price);
  const discount = Number(fields.discount ?? 0);
  const special = Number(fields.special_discount ?? 0);
  if (Math.max(discount, special) <= base) return;
  const field = special >= discount ? 'special_discount' : 'discount';
  throw new DomainError('invalid', 'invalid_request', discountError, {
    fields: { [field]: discountError },
  });
}

/** The unit as this PATCH leaves it: the stored fields with those sent over them. */
function patchedFields(
  unit: StockUnitRow,
  body: z.output<typeof stockUpdateSchema>,
): StockUnitFieldsInput {
  const { updated_at: _read, availability, ...sent } = body;
  const changes = Object.fromEntries(
    Object.entries(sent).filter(([, value]) => value !== undefined),
  ) as Partial<StockUnitFieldsInput>;
  const next = { ...unitFields(unit), ...changes };
  if (availability !== undefined && changes.status === undefined) next.status = availability;
  return next;
}

export async function updateStockUnit(
  context: AppContext,
  member: StaffMember,
  id: number,
  body: z.output<typeof stockUpdateSchema>,
): Promise<StaffStockUnit> {
  const { store } = context;
  const unit = await unitById(store.db, id);
  if (!unit) throw notFound(staffMessages.notFound);
  if (isHeldByOperation(unit.status)) throw heldError(unit, member);
  if (body.updated_at !== unit.updated_at) throw staleError(unit, member);

  const patched = patchedFields(unit, body);
  // The contract checks the figures sent; the unit's stored ones count as well.
  checkDiscount(patched);
  const next = checkedUnitFields(patched);
  const version = await versionOf(store.db, next);
  if (next.chassis !== unit.chassis && (await chassisTaken(store.db, next.chassis, id)))
    throw chassisTakenError();

  // A unit given another colour or family shows a picture of that look, never its old one.
  const relooked =
    next.color.trim().toLowerCase() !== unit.color.trim().toLowerCase() ||
    version.family_id !== unit.family_id;
  const look = relooked
    ? newUnitLook(version, next.color, await familyLooks(store.db, version.family_id))
    : null;
  const before = unitFields(unit);
  const updatedAt = nextTimestamp(unit.updated_at);
  const changed = await store
    .writeTransaction(async (trx) => {
      // Compare-and-set on what was read: a payment that held the unit since, or another
      // editor, makes this change nothing.
      const written = await updateUnitAsRead(trx, id, unit.updated_at, {
        ...unitColumns(next, version),
        ...(look ? { image: look.image } : {}),
        held_by: null,
        updated_at: updatedAt,
      });
      if (!written) return false;
      await recordAudit(trx, {
        actor: actorOf(member),
        action: 'stock_updated',
        subjectType: 'stock_unit',
        subjectId: id,
        before,
        after: next,
      });
      return true;
    })
    .catch((error: unknown) => {
      if (isDuplicateChassis(error)) throw chassisTakenError();
      throw error;
    });
  const current = await unitById(store.db, id);
  if (!current) throw notFound(staffMessages.notFound);
  if (!changed) {
    throw isHeldByOperation(current.status)
      ? heldError(current, member)
      : staleError(current, member);
  }
  context.cache.clear();
  return staffStockWire(current, member);
}
