/**
 * The digital dealership's operations (spec 3, 7.2; DECISIONS): start, resume, update,
 * valuation. The server owns every amount: prices come from the stock unit in the
 * database, promotions and credit plans are looked up here, used-vehicle valuations must
 * be ones this server issued, and the totals are recomputed with the api-client's price
 * rules on every write.
 */
import {
  capCashAmount,
  computeOperationAmounts,
  fullPriceWithDiscount,
  maritalStatusIdSchema,
  maxUsedVehicles,
  messages,
  parseAmount,
  refundWindowHours,
  reservationFee,
  usedVehicleSchema,
  type OperationInput,
  type startNewBodySchema,
  type UsedVehicle,
  type operationVehicleSchema,
} from '@territorio/api-client';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, OperationRow, PaymentRow, StockUnitRow } from '../db/schema';
import { ApiError, notFound, vehicleUnavailable } from '../http/errors';
import { maxId } from '../http/query';
import {
  bookingPrices,
  findCreditPlan,
  promotionForCode,
  settingNumber,
  usedVersion,
} from './catalogue';
import { creditInstallment } from '../seed/credit';
import { generateCode, looksLikeCode, normalizeCode, operationCodeLength } from './codes';
import type { AppContext } from './context';

type Db = Kysely<Database> | Transaction<Database>;
type VehicleSnapshot = z.input<typeof operationVehicleSchema>;
type Customer = NonNullable<OperationInput['customer']>;

export const transactionCodeLength = 16;

/** spec 9: valuations are estimates in pesos of a 2026 market (seed/types.ts). */
export const valuationReferenceYear = 2026;
export const maxValuationKms = 1_500_000;

function isoNow(): string {
  return new Date().toISOString();
}

function today(): string {
  return isoNow().slice(0, 10);
}

// ---------------------------------------------------------------- reading

export async function findOperationByCode(
  db: Db,
  rawCode: string,
): Promise<OperationRow | undefined> {
  const code = normalizeCode(rawCode);
  if (!looksLikeCode(code, operationCodeLength)) return undefined;
  return db.selectFrom('operations').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function findOperationByReference(
  db: Db,
  rawReference: string,
): Promise<OperationRow | undefined> {
  const reference = normalizeCode(rawReference);
  if (looksLikeCode(reference, transactionCodeLength)) {
    return db
      .selectFrom('operations')
      .selectAll()
      .where('transaction_code', '=', reference)
      .executeTakeFirst();
  }
  return findOperationByCode(db, reference);
}

export async function latestPayment(
  db: Db,
  operationCode: string,
): Promise<PaymentRow | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('operation_code', '=', operationCode)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** When the refund promise ends: 48 hours after the deposit was paid (or left pending). */
export function refundableUntil(payment: PaymentRow | undefined): string | null {
  if (
    !payment ||
    (payment.status !== 'approved' &&
      payment.status !== 'pending' &&
      payment.status !== 'in_process')
  ) {
    return null;
  }
  const start = Date.parse(payment.paid_at ?? payment.created_at);
  return new Date(start + refundWindowHours * 3_600_000).toISOString();
}

export function operationWire(row: OperationRow, payment: PaymentRow | undefined): OperationInput {
  return {
    code: row.code,
    brand_id: row.brand_id as OperationInput['brand_id'],
    family: row.family,
    status: row.status,
    purchase: {
      email: row.email,
      name: row.name,
      lastname: row.lastname,
      dni: row.dni,
      telephone: row.telephone,
      birthdate: row.birthdate,
      display_birthdate: row.display_birthdate,
      marital_status_id: row.marital_status_id as 1 | 2 | 3 | 4 | null,
      address: row.address,
      vehicle: JSON.parse(row.vehicle) as VehicleSnapshot,
      transaction: {
        code: row.transaction_code,
        status: payment?.status ?? 'none',
        status_detail: payment?.status_detail ?? '',
        amount: payment?.amount ?? row.booking_price,
        installments: payment?.installments ?? null,
        paid_at: payment?.paid_at ?? null,
        refundable_until: refundableUntil(payment),
      },
    },
    customer: JSON.parse(row.customer) as Customer,
    cash_amount: row.cash_amount,
    credit_id: row.credit_id,
    credit_name: row.credit_name,
    credit_amount: row.credit_amount,
    credit_installments: row.credit_installments,
    credit_avg_installment: row.credit_avg_installment,
    used_vehicles: JSON.parse(row.used_vehicles) as UsedVehicle[],
    promotion: {
      code: row.promotion_code,
      discount: row.promotion_discount,
      price: row.promotion_price,
    },
    pending_amount: row.pending_amount,
    usd_rate: row.usd_rate,
    booking_price: row.booking_price,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function loadOperationWire(db: Db, code: string): Promise<OperationInput> {
  const row = await db
    .selectFrom('operations')
    .selectAll()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return operationWire(row, await latestPayment(db, code));
}

// ---------------------------------------------------------------- start

export function vehicleSnapshot(unit: StockUnitRow): VehicleSnapshot {
  const prices = {
    price: unit.price,
    list_price: unit.list_price,
    discount: unit.discount,
    special_discount: unit.special_discount,
    license_cost: unit.license_price,
    preparation_cost: unit.delivery_price,
  };
  return {
    stock_id: unit.id,
    brand_id: unit.brand_id as VehicleSnapshot['brand_id'],
    family: unit.family,
    family_id: unit.family_id,
    model: unit.model,
    chassis: unit.chassis,
    color: unit.color,
    location: unit.location,
    image: unit.image,
    currency: unit.currency,
    fullprice: fullPriceWithDiscount(prices) ?? 0,
    special_discount: unit.special_discount,
    list_price: unit.list_price,
    license_cost: unit.license_price,
    preparation_cost: unit.delivery_price,
  };
}

/** The brand's deposit (DECISIONS); the spec's fallback only when the brand has none. */
export async function depositFor(db: Db, brandId: number): Promise<number> {
  return reservationFee({
    services: await bookingPrices(db as Kysely<Database>),
    brandId,
    screen: 'payment',
  });
}

export async function usdRateOf(context: AppContext, db: Db = context.store.db): Promise<number> {
  return context.config.usdRate ?? (await settingNumber(db as Kysely<Database>, 'usd_rate')) ?? 0;
}

/**
 * A new operation for an available unit. Only stock_id (and brand_id, which must match)
 * are taken from the client: prices, discounts, chassis and family come from the database.
 */
export async function startOperation(
  context: AppContext,
  body: z.output<typeof startNewBodySchema>,
): Promise<OperationInput> {
  const db = context.store.db;
  const unit =
    body.stock_id > maxId
      ? undefined
      : await db
          .selectFrom('stock_units')
          .selectAll()
          .where('id', '=', body.stock_id)
          .executeTakeFirst();
  if (!unit || unit.brand_id !== body.brand_id) {
    throw new ApiError(404, 'vehicle_not_found', messages.vehicleUnavailable);
  }
  if (unit.status !== 'available') throw vehicleUnavailable();

  const vehicle = vehicleSnapshot(unit);
  const promotion = body.promotion_code
    ? await promotionForCode(db, body.promotion_code, {
        brandId: unit.brand_id,
        family: unit.family,
        chassis: unit.chassis,
        today: today(),
      })
    : undefined;
  const amounts = computeOperationAmounts({ purchase: { vehicle } }, promotion ?? null);
  const now = isoNow();
  const code = generateCode(operationCodeLength);
  await db
    .insertInto('operations')
    .values({
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
      usd_rate: await usdRateOf(context),
      booking_price: await depositFor(db, unit.brand_id),
      transaction_code: generateCode(transactionCodeLength),
      created_at: now,
      updated_at: now,
    })
    .execute();

  await context.mailer.send({
    kind: 'resume',
    to: body.email.trim(),
    operationCode: code,
    subject: `Tu reserva online: código ${code}`,
    text: [
      '¡Hola!',
      '',
      `Empezaste la reserva online de tu ${unit.model} (${unit.color}, ${unit.location}).`,
      `Tu código de operación es ${code}.`,
      '',
      'Para seguir cuando quieras, entrá en:',
      `${context.config.reservationPublicUrl}/concesionario-digital/continue/${code}`,
      '',
      'Guardá este código: es la única forma de retomar tu operación.',
      messages.reservationPromise,
    ].join('\n'),
  });
  return loadOperationWire(db, code);
}

// ---------------------------------------------------------------- update

const shortText = (max: number) => z.string().trim().max(max);
const emailOrEmpty = z.union([z.literal(''), z.string().trim().max(254).email()]);
const amountInput = z.union([z.number().finite(), z.string().max(40)]);

/**
 * What update reads from the whole operation it receives; everything else (totals,
 * vehicle, status, transaction, code-derived fields) is ignored. Missing fields keep
 * their stored value.
 */
export const updateBodySchema = z.object({
  code: z.string().min(1).max(64),
  purchase: z
    .object({
      email: emailOrEmpty.optional(),
      name: shortText(100).optional(),
      lastname: shortText(100).optional(),
      dni: shortText(20).optional(),
      telephone: shortText(40).optional(),
      birthdate: shortText(20).optional(),
      display_birthdate: shortText(20).optional(),
      marital_status_id: z.optional(z.nullable(maritalStatusIdSchema)),
      address: shortText(200).optional(),
    })
    .optional(),
  customer: z
    .object({
      name: shortText(100).optional(),
      lastname: shortText(100).optional(),
      email: emailOrEmpty.optional(),
      telephone: shortText(40).optional(),
      address: shortText(200).optional(),
      dni: shortText(20).optional(),
    })
    .optional(),
  cash_amount: amountInput.optional(),
  credit_id: z.number().int().nonnegative().max(maxId).nullable().optional(),
  credit_amount: amountInput.optional(),
  used_vehicles: z.array(usedVehicleSchema).optional(),
  promotion: z
    .object({ code: z.string().max(64).nullable().optional() })
    .nullable()
    .optional(),
});
export type UpdateBody = z.output<typeof updateBodySchema>;

export async function updateOperation(
  context: AppContext,
  body: UpdateBody,
): Promise<OperationInput> {
  const code = normalizeCode(body.code);
  const result = await context.store.writeTransaction(async (trx) => {
    const row = await trx
      .selectFrom('operations')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.status !== 'open') {
      // After a payment the operation is a record: nothing the buyer sends changes it.
      throw new ApiError(409, 'operation_closed', messages.invalidRequest);
    }
    const vehicle = JSON.parse(row.vehicle) as VehicleSnapshot;
    const fields: Record<string, string> = {};

    // Used vehicles: at most 3 (spec 9), each backed by a valuation issued for this operation.
    let usedVehicles = JSON.parse(row.used_vehicles) as UsedVehicle[];
    if (body.used_vehicles !== undefined) {
      if (body.used_vehicles.length > maxUsedVehicles) {
        throw new ApiError(400, 'too_many_used_vehicles', messages.tooManyUsedVehicles, {
          fields: { used_vehicles: messages.tooManyUsedVehicles },
        });
      }
      usedVehicles = [];
      for (const [index, used] of body.used_vehicles.entries()) {
        const valuation = await trx
          .selectFrom('valuations')
          .selectAll()
          .where('operation_code', '=', code)
          .where('codia', '=', used.codia)
          .where('year', '=', used.year)
          .where('kms', '=', used.kms)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (!valuation) {
          fields[`used_vehicles.${index}`] = messages.valuationError;
          continue;
        }
        usedVehicles.push({
          brand: valuation.brand,
          model: valuation.model,
          vehicle: valuation.vehicle,
          codia: valuation.codia,
          kms: valuation.kms,
          year: valuation.year,
          valuation: valuation.amount,
        });
      }
    }

    // Credit: the plan is looked up here; the amount is capped at the plan's maximum.
    let credit = {
      credit_id: row.credit_id,
      credit_name: row.credit_name,
      credit_amount: row.credit_amount,
      credit_installments: row.credit_installments,
      credit_avg_installment: row.credit_avg_installment,
    };
    const creditId = body.credit_id === undefined ? row.credit_id : body.credit_id;
    const creditAmountInput =
      body.credit_amount === undefined ? row.credit_amount : body.credit_amount;
    if (creditId === null) {
      credit = {
        credit_id: null,
        credit_name: null,
        credit_amount: 0,
        credit_installments: 0,
        credit_avg_installment: 0,
      };
    } else if (body.credit_id !== undefined || body.credit_amount !== undefined) {
      const plan = await findCreditPlan(trx as Kysely<Database>, row.brand_id, creditId);
      if (!plan) {
        fields.credit_id = messages.noFinancing;
      } else {
        const amount = Math.min(Math.max(parseAmount(creditAmountInput), 0), plan.financed_max);
        credit = {
          credit_id: plan.id,
          credit_name: plan.name,
          credit_amount: amount,
          credit_installments: plan.months,
          credit_avg_installment: creditInstallment(plan, amount),
        };
      }
    }

    // Promotion: a code must apply to this unit; null or '' removes it.
    let promotionCode = row.promotion_code;
    let promotion = promotionCode
      ? await promotionForCode(trx as Kysely<Database>, promotionCode, {
          brandId: row.brand_id,
          family: vehicle.family,
          chassis: vehicle.chassis,
          today: today(),
        })
      : undefined;
    if (body.promotion !== undefined) {
      const wanted = body.promotion?.code?.trim() ?? '';
      if (wanted === '') {
        promotionCode = null;
        promotion = undefined;
      } else {
        promotion = await promotionForCode(trx as Kysely<Database>, wanted, {
          brandId: row.brand_id,
          family: vehicle.family,
          chassis: vehicle.chassis,
          today: today(),
        });
        if (promotion) promotionCode = promotion.code;
        else fields['promotion.code'] = messages.promotionNotFound;
      }
    }
    if (promotionCode && !promotion) promotionCode = null; // an expired code stops applying

    if (Object.keys(fields).length > 0) {
      throw new ApiError(400, 'invalid_request', messages.invalidRequest, { fields });
    }

    // spec 5: cash is parsed and capped at the vehicle's full price with discount.
    const cash =
      body.cash_amount === undefined
        ? row.cash_amount
        : capCashAmount(body.cash_amount, vehicle.fullprice);
    const amounts = computeOperationAmounts(
      {
        purchase: { vehicle },
        cash_amount: cash,
        credit_amount: credit.credit_amount,
        used_vehicles: usedVehicles,
      },
      promotion ?? null,
    );
    const purchase = body.purchase ?? {};
    const storedCustomer = JSON.parse(row.customer) as Customer;
    const customer = { ...storedCustomer, ...definedOnly(body.customer ?? {}) };
    await trx
      .updateTable('operations')
      .set({
        ...definedOnly({
          email: purchase.email,
          name: purchase.name,
          lastname: purchase.lastname,
          dni: purchase.dni,
          telephone: purchase.telephone,
          birthdate: purchase.birthdate,
          display_birthdate: purchase.display_birthdate,
          marital_status_id: purchase.marital_status_id,
          address: purchase.address,
        }),
        customer: JSON.stringify(customer),
        cash_amount: cash,
        ...credit,
        used_vehicles: JSON.stringify(usedVehicles),
        promotion_code: promotionCode,
        promotion_discount: amounts.promotionDiscount,
        promotion_price: amounts.promotionPrice,
        pending_amount: amounts.pendingAmount,
        updated_at: isoNow(),
      })
      .where('code', '=', code)
      .where('status', '=', 'open')
      .execute();
    return loadOperationWire(trx, code);
  });
  if (!result) throw notFound(messages.operationNotFound, 'operation_not_found');
  return result;
}

function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

// ---------------------------------------------------------------- valuation

/**
 * A deterministic trade-in estimate (spec 9: an estimate subject to confirmation): the
 * version's 0 km value, 12 % off in the first year and 10 % a year after that (never
 * below 15 %), ±5 % per 100 000 km against 15 000 km a year (between −30 % and +5 %), and
 * the dealership's 8 % margin; rounded down to $ 10.000.
 */
export function estimateValuation(input: { baseValue: number; year: number; kms: number }): number {
  const age = Math.max(0, valuationReferenceYear - input.year);
  const ageFactor = Math.max(0.15, 0.88 * 0.9 ** Math.max(0, age - 1));
  const expectedKms = Math.max(age, 1) * 15_000;
  const kmFactor = Math.min(1.05, Math.max(0.7, 1 - ((input.kms - expectedKms) / 100_000) * 0.05));
  const estimate = input.baseValue * ageFactor * kmFactor * 0.92;
  return Math.max(0, Math.floor(estimate / 10_000) * 10_000);
}

export type ValuationInput = {
  codia: string;
  year: number;
  kms: number;
  operation: string;
};

export async function valuate(context: AppContext, operation: OperationRow, input: ValuationInput) {
  const db = context.store.db;
  if (operation.status !== 'open')
    throw new ApiError(409, 'operation_closed', messages.valuationError);
  const version = await usedVersion(db, input.codia.trim());
  if (!version) {
    throw new ApiError(400, 'invalid_request', messages.valuationError, {
      fields: { codia: messages.valuationError },
    });
  }
  const fields: Record<string, string> = {};
  if (input.year < version.launch_year || input.year > valuationReferenceYear)
    fields.year = messages.valuationError;
  if (input.kms > maxValuationKms) fields.kms = messages.valuationError;
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'invalid_request', messages.valuationError, { fields });
  }
  const amount = estimateValuation({
    baseValue: version.base_value,
    year: input.year,
    kms: input.kms,
  });
  const used: UsedVehicle = {
    brand: version.brand,
    model: version.model,
    vehicle: version.description,
    codia: version.codia,
    kms: input.kms,
    year: input.year,
    valuation: amount,
  };
  await db
    .insertInto('valuations')
    .values({
      operation_code: operation.code,
      codia: used.codia,
      brand: used.brand,
      model: used.model,
      vehicle: used.vehicle,
      year: used.year,
      kms: used.kms,
      amount,
      created_at: isoNow(),
    })
    .execute();
  return used;
}
