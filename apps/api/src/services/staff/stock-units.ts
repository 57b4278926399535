/**
 * Units the console adds: a new unit from the catalogue's versions, and a used vehicle
 * accepted in a paid reservation taken into stock (once: the audit row that records the
 * link, naming the operation, is what a second attempt finds).
 */
import type { UsedVehicle } from '@territorio/api-client';
import {
  newUnitStatusMessage,
  newUnitStatuses,
  staffMessages,
  type StaffMember,
  type StaffStockUnit,
  type StockVersion,
} from '@territorio/api-client/staff';
import type { Insertable } from 'kysely';
import type { Db, StockUnitTable } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import { operationByCode } from '../../repositories/operations';
import { unitById } from '../../repositories/stock';
import {
  catalogueVersions,
  chassisTaken,
  familyLooks,
  insertStockUnits,
  isDuplicateChassis,
  newUnitLook,
  unitColumns,
} from '../../repositories/stock-units';
import { auditOfRecord, type NamedAuditRow } from '../../repositories/staff-audit';
import type { AppContext } from '../context';
import { recordAudit } from './audit';
import { actorOf } from './leads';
import { chassisTakenError, checkedUnitFields, staffStockWire, versionOf } from './stock';

/** The audit action that links an operation's used vehicle to the unit it became. */
export const tradeInAction = 'stock_trade_in';

export function listStockVersions(db: Db): Promise<StockVersion[]> {
  return catalogueVersions(db);
}

/** The used vehicles of an operation already taken into stock, from its audit rows. */
export function tradeInsOf(rows: readonly NamedAuditRow[]): { index: number; unit_id: number }[] {
  return rows.flatMap((row) => {
    if (row.action !== tradeInAction || !row.after) return [];
    const link = JSON.parse(row.after) as { index?: unknown; unit_id?: unknown };
    return typeof link.index === 'number' && typeof link.unit_id === 'number'
      ? [{ index: link.index, unit_id: link.unit_id }]
      : [];
  });
}

type TradeIn = { readonly code: string; readonly index: number };

/**
 * Adds a unit; with `tradeIn`, also records the link to the operation's used vehicle in
 * the same transaction, refusing it when that vehicle was taken in already (checked under
 * the stock's lock that new units' ids take, so two attempts at once cannot both pass).
 */
async function addUnit(
  context: AppContext,
  member: StaffMember,
  body: unknown,
  tradeIn?: TradeIn,
): Promise<StaffStockUnit> {
  const { store } = context;
  const fields = checkedUnitFields(body);
  if (!(newUnitStatuses as readonly string[]).includes(fields.status)) {
    throw new DomainError('invalid', 'invalid_request', newUnitStatusMessage, {
      fields: { status: newUnitStatusMessage },
    });
  }
  const version = await versionOf(store.db, fields);
  if (await chassisTaken(store.db, fields.chassis)) throw chassisTakenError();
  const looks = await familyLooks(store.db, version.family_id);
  const now = new Date().toISOString();
  const id = await store
    .writeTransaction(async (trx) => {
      const [unitId] = await insertStockUnits(trx, [
        {
          ...unitColumns(fields, version),
          ...newUnitLook(version, fields.color, looks),
          is_best_offer: 0,
          held_by: null,
          updated_at: now,
        } as Omit<Insertable<StockUnitTable>, 'id'>,
      ]);
      if (unitId === undefined) throw new Error('no unit inserted');
      if (tradeIn) {
        const taken = tradeInsOf(await auditOfRecord(trx, 'operation', tradeIn.code));
        if (taken.some((link) => link.index === tradeIn.index)) throw tradeInTakenError();
        await recordAudit(trx, {
          actor: actorOf(member),
          action: tradeInAction,
          subjectType: 'operation',
          subjectId: tradeIn.code,
          after: { index: tradeIn.index, unit_id: unitId },
        });
      }
      await recordAudit(trx, {
        actor: actorOf(member),
        action: 'stock_created',
        subjectType: 'stock_unit',
        subjectId: unitId,
        after: tradeIn ? { ...fields, trade_in: tradeIn } : fields,
      });
      return unitId;
    })
    .catch((error: unknown) => {
      if (isDuplicateChassis(error)) throw chassisTakenError();
      throw error;
    });
  context.cache.clear();
  const unit = await unitById(store.db, id);
  if (!unit) throw notFound(staffMessages.notFound);
  return staffStockWire(unit, member);
}

export function createStockUnit(context: AppContext, member: StaffMember, body: unknown) {
  return addUnit(context, member, body);
}

function tradeInTakenError() {
  return new DomainError('conflict', 'trade_in_taken', staffMessages.tradeInTaken);
}

/**
 * Takes the `index`th used vehicle of a paid reservation (status `reserved`) into stock as
 * the unit `body` describes (the console pre-fills it from the valuation).
 */
export async function takeTradeIn(
  context: AppContext,
  member: StaffMember,
  code: string,
  index: number,
  body: unknown,
): Promise<StaffStockUnit> {
  const operation = await operationByCode(context.store.db, code);
  if (!operation) throw notFound(staffMessages.notFound);
  const used = (JSON.parse(operation.used_vehicles) as UsedVehicle[])[index];
  if (operation.status !== 'reserved' || !used) {
    throw new DomainError('conflict', 'trade_in_unavailable', staffMessages.tradeInUnavailable);
  }
  return addUnit(context, member, body, { code, index });
}
