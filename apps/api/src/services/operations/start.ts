/**
 * spec 7.2 start: a new operation for an available unit (or one in transit, where the
 * `in_transit_reservable` setting allows it), priced by the server, with its
 * resume email committed with it.
 */
import {
  businessToday,
  computeOperationAmounts,
  maxRowId,
  messages,
  taxRatesOf,
  type OperationInput,
  type startNewBodySchema,
} from '@territorio/api-client';
import type { z } from 'zod';
import { DomainError, vehicleInTransit, vehicleUnavailable } from '../../domain/errors';
import { inTransitReservable } from '../catalogue/in-transit';
import { insertOperation } from '../../repositories/operations';
import { taxedUnit } from '../../repositories/stock';
import { emailLimitReached, publicEmailLimit, takeAddressLimit } from '../address-limits';
import { promotionForCode } from '../catalogue/promotions';
import { isoNow } from '../clock';
import { generateCode, operationCodeLength } from '../codes';
import type { AppContext } from '../context';
import { depositFor, usdRateOf } from '../pricing/rates';
import { vehicleSnapshot } from '../pricing/unit';
import { transactionCodeLength } from './lookup';
import { resumeEmail } from './resume-email';
import { loadOperationWire } from './wire';

/**
 * Runs `find` (a promotion lookup by code) as one guess of the caller's: counted when it
 * finds nothing, refused (429) while the caller is past the wrong-promotion limit.
 */
export type PromotionGuess = <T>(find: () => Promise<T | undefined>) => Promise<T | undefined>;

/**
 * A new operation for an available unit. Only stock_id (and brand_id, which must match)
 * are taken from the client: prices, discounts, chassis and family come from the database.
 * A promotion code is a guess like one on the promotion lookup (`guessPromotion`), judged
 * before anything is written; one that applies to nothing starts the operation without it.
 */
export async function startOperation(
  context: AppContext,
  body: z.output<typeof startNewBodySchema>,
  guessPromotion: PromotionGuess,
): Promise<OperationInput> {
  const db = context.store.db;
  const unit = body.stock_id > maxRowId ? undefined : await taxedUnit(db, body.stock_id);
  if (!unit || unit.brand_id !== body.brand_id) {
    throw new DomainError('not_found', 'vehicle_not_found', messages.vehicleUnavailable);
  }
  // A unit in transit is reserved online only where the dealership allows it.
  if (unit.status === 'in_transit') {
    if (!(await inTransitReservable(db))) throw vehicleInTransit();
  } else if (unit.status !== 'available') throw vehicleUnavailable();

  const day = businessToday();
  const promotionScope = {
    brandId: unit.brand_id,
    family: unit.family,
    chassis: unit.chassis,
    today: day,
  };
  const promotionCode = body.promotion_code?.trim();
  // Outside the write transaction (on SQLite it holds the one connection the count needs);
  // the transaction reads the promotion again, locked.
  if (promotionCode) {
    await guessPromotion(() => promotionForCode(db, promotionCode, promotionScope));
  }
  const vehicle = vehicleSnapshot(unit, day, taxRatesOf(unit));
  const now = isoNow();
  const code = generateCode(operationCodeLength);
  // Read before the write transaction: on SQLite it holds the one connection.
  const usdRate = await usdRateOf(context);
  const bookingPrice = await depositFor(db, unit.brand_id);
  // The operation and its resume email are committed together: no code without its email.
  // The email is counted against its address's cap (EMAIL_LIMIT_PER_ADDRESS, with every
  // other email the public can trigger) in the same transaction: one commit, not two (each
  // is a disk flush on SQLite). Past the cap it rolls back, leaving the count at the cap:
  // every later start is refused until the window ends.
  await context.store.writeTransaction(async (trx) => {
    const limit = publicEmailLimit(context.config);
    const take = await takeAddressLimit(context.store, limit, body.email, Date.now(), trx);
    if (!take.allowed) throw emailLimitReached(take);
    // In the transaction: a promotion's last unit goes to one operation only.
    const promotion = promotionCode
      ? await promotionForCode(
          trx,
          promotionCode,
          promotionScope,
          context.store.dialect === 'postgres',
        )
      : undefined;
    const amounts = computeOperationAmounts({ purchase: { vehicle } }, promotion ?? null);
    await insertOperation(trx, {
      code,
      brand_id: unit.brand_id,
      stock_id: unit.id,
      family: unit.family,
      status: 'open',
      email: body.email.trim(),
      name: '',
      lastname: '',
      dni: '',
      telephone: '',
      birthdate: '',
      display_birthdate: '',
      marital_status_id: null,
      address: '',
      customer: JSON.stringify({
        name: '',
        lastname: '',
        email: body.email.trim(),
        telephone: '',
        address: '',
        dni: '',
      }),
      vehicle: JSON.stringify(vehicle),
      cash_amount: 0,
      credit_id: null,
      credit_name: null,
      credit_amount: 0,
      credit_installments: 0,
      credit_avg_installment: 0,
      used_vehicles: '[]',
      promotion_code: promotion?.code ?? null,
      promotion_discount: amounts.promotionDiscount,
      promotion_price: amounts.promotionPrice,
      pending_amount: amounts.pendingAmount,
      usd_rate: usdRate,
      booking_price: bookingPrice,
      transaction_code: generateCode(transactionCodeLength),
      created_at: now,
      updated_at: now,
    });

    await context.mailer.send(
      resumeEmail(context.config, { code, email: body.email.trim(), vehicle: unit }),
      trx,
    );
  });
  context.mailer.wake();
  return loadOperationWire(db, code);
}
