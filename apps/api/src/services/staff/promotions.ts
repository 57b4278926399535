/**
 * Promotion codes in the console (admin): their dates and unit cap, with how many live
 * operations hold each. Every change is audited and clears the response cache; dates are
 * inclusive Argentine days and must be in order with what is stored.
 */
import { businessToday, isCurrent } from '@territorio/api-client';
import {
  datesInOrder,
  datesOrderMessage,
  staffMessages,
  type promotionUpdateSchema,
  type StaffMember,
  type StaffPromotion,
} from '@territorio/api-client/staff';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db, PromotionTable } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import { familiesWithKey } from '../../repositories/families';
import { promotionUses } from '../../repositories/operations';
import {
  allPromotions,
  promotionByCode,
  updatePromotionLimits,
} from '../../repositories/promotions';
import type { AppContext } from '../context';
import { recordAudit } from './audit';
import { actorOf } from './leads';

/** The family a promotion is limited to, as the catalogue names it (its key otherwise). */
async function familyName(
  db: Db,
  row: Pick<Selectable<PromotionTable>, 'brand_id' | 'family_key'>,
): Promise<string | null> {
  if (row.family_key === null) return null;
  const families = await familiesWithKey(db, row.family_key);
  const match = families.find(
    (family) => row.brand_id === null || family.brand_id === row.brand_id,
  );
  return match?.family ?? row.family_key;
}

async function promotionWire(
  db: Db,
  row: Selectable<PromotionTable>,
  today: string,
): Promise<StaffPromotion> {
  const uses = await promotionUses(db, row.code);
  return {
    code: row.code,
    name: row.name,
    money_discount: row.money_discount,
    percentage_discount: row.percentage_discount,
    brand_id: row.brand_id,
    family: await familyName(db, row),
    chassis: row.chassis,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    units: row.units,
    uses,
    is_current: isCurrent(row, today) && (row.units === null || uses < row.units),
  };
}

export async function listPromotions(db: Db): Promise<StaffPromotion[]> {
  const rows = await allPromotions(db);
  const today = businessToday();
  return Promise.all(rows.map((row) => promotionWire(db, row, today)));
}

export async function updatePromotion(
  context: AppContext,
  member: StaffMember,
  rawCode: string,
  body: z.output<typeof promotionUpdateSchema>,
): Promise<StaffPromotion> {
  const { store } = context;
  const code = rawCode.trim().toUpperCase();
  const updated = await store.writeTransaction(async (trx) => {
    const current = await promotionByCode(trx, code);
    if (!current) throw notFound(staffMessages.notFound);
    const next = {
      valid_from: body.valid_from === undefined ? current.valid_from : body.valid_from,
      valid_until: body.valid_until === undefined ? current.valid_until : body.valid_until,
      units: body.units === undefined ? current.units : body.units,
    };
    if (!datesInOrder(next.valid_from, next.valid_until)) {
      throw new DomainError('invalid', 'invalid_request', datesOrderMessage, {
        fields: { valid_until: datesOrderMessage },
      });
    }
    await updatePromotionLimits(trx, code, next);
    await recordAudit(trx, {
      actor: actorOf(member),
      action: 'promotion_updated',
      subjectType: 'promotion',
      subjectId: code,
      before: {
        valid_from: current.valid_from,
        valid_until: current.valid_until,
        units: current.units,
      },
      after: next,
    });
    return { ...current, ...next };
  });
  context.cache.clear();
  return promotionWire(store.db, updated, businessToday());
}
