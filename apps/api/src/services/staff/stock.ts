/**
 * Stock in the console: prices, discounts and availability. A unit held or reserved by a
 * live payment is read-only (the payment state machine owns it); an edit based on an old
 * read is refused (optimistic `updated_at`). Every change clears the response cache, so
 * the catalogue shows it at once on this instance and within the cache's time elsewhere.
 */
import { priceAfterDiscount } from '@territorio/api-client';
import {
  datesInOrder,
  datesOrderMessage,
  staffMessages,
  type StaffStockUnit,
  type stockListQuerySchema,
  type StaffMember,
  type stockUpdateSchema,
} from '@territorio/api-client/staff';
import type { z } from 'zod';
import type { Db, StockUnitRow } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import { stockPage, unitById, updateUnitAsRead } from '../../repositories/stock';
import type { AppContext } from '../context';
import { recordAudit } from './audit';
import { pageItems } from './common';
import { actorOf } from './leads';

export const discountError = 'El descuento no puede superar el precio.';

export function staffStockWire(unit: StockUnitRow): StaffStockUnit {
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
    held_by: unit.status === 'held' || unit.status === 'reserved' ? unit.held_by : null,
    updated_at: unit.updated_at,
    is_offer: unit.is_offer === 1,
    offer_valid_from: unit.offer_valid_from,
    offer_valid_until: unit.offer_valid_until,
  };
}

export async function listStaffStock(db: Db, filter: z.output<typeof stockListQuerySchema>) {
  return pageItems(await stockPage(db, filter), staffStockWire);
}

function heldError(unit: StockUnitRow): DomainError {
  return new DomainError('conflict', 'unit_held', staffMessages.unitHeld, {
    extra: { data: staffStockWire(unit) },
  });
}

function staleError(unit: StockUnitRow): DomainError {
  return new DomainError('conflict', 'stale_unit', staffMessages.staleUnit, {
    extra: { data: staffStockWire(unit) },
  });
}

/** A time after `previous`, so every write changes `updated_at`. */
function nextTimestamp(previous: string): string {
  const now = Date.now();
  const before = Date.parse(previous);
  return new Date(Number.isFinite(before) && now <= before ? before + 1 : now).toISOString();
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
  if (unit.status === 'held' || unit.status === 'reserved') throw heldError(unit);
  if (body.updated_at !== unit.updated_at) throw staleError(unit);

  const next = {
    price: body.price ?? unit.price,
    list_price: body.list_price ?? unit.list_price,
    discount: body.discount ?? unit.discount,
    special_discount: body.special_discount ?? unit.special_discount,
    status: body.availability ?? (unit.status as 'available' | 'sold'),
    offer_valid_from:
      body.offer_valid_from === undefined ? unit.offer_valid_from : body.offer_valid_from,
    offer_valid_until:
      body.offer_valid_until === undefined ? unit.offer_valid_until : body.offer_valid_until,
  };
  // The contract checks the figures sent; the unit's stored ones count as well.
  const base = next.list_price > 0 ? next.list_price : next.price;
  if (Math.max(next.discount, next.special_discount) > base) {
    const field = next.special_discount >= next.discount ? 'special_discount' : 'discount';
    throw new DomainError('invalid', 'invalid_request', discountError, {
      fields: { [field]: discountError },
    });
  }

  // The contract checks the dates sent; with the stored one they must be in order too.
  if (!datesInOrder(next.offer_valid_from, next.offer_valid_until)) {
    throw new DomainError('invalid', 'invalid_request', datesOrderMessage, {
      fields: { offer_valid_until: datesOrderMessage },
    });
  }

  const before = {
    price: unit.price,
    list_price: unit.list_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    status: unit.status,
    offer_valid_from: unit.offer_valid_from,
    offer_valid_until: unit.offer_valid_until,
  };
  const updatedAt = nextTimestamp(unit.updated_at);
  const changed = await store.writeTransaction(async (trx) => {
    // Compare-and-set on what was read: a payment that held the unit since, or another
    // editor, makes this change nothing.
    const written = await updateUnitAsRead(trx, id, unit.updated_at, {
      ...next,
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
  });
  const current = await unitById(store.db, id);
  if (!current) throw notFound(staffMessages.notFound);
  if (!changed) {
    throw current.status === 'held' || current.status === 'reserved'
      ? heldError(current)
      : staleError(current);
  }
  context.cache.clear();
  return staffStockWire(current);
}
