/**
 * spec 7.2 update: what the buyer sends, checked part by part (personal data, used
 * vehicles, promotion, money) against the stored operation, and written whole or not at
 * all. Every amount is the server's: valuations must be ones it issued for the operation,
 * the promotion and the credit plan are looked up here, and the totals are settled again
 * with the rules package.
 */
import {
  businessToday,
  displayBirthdate,
  isMaskedValue,
  keptAmount,
  maxUsedVehicles,
  messages,
  operationCurrency,
  parseAmount,
  personalDataWriteErrors,
  promotionDiscount,
  resolveMaskedValue,
  settleOperationMoney,
  type MaskedPersonalDataField,
  type OperationInput,
  type UpdateBody,
  type UsedVehicle,
} from '@territorio/api-client';
import type { Db, OperationRow } from '../../db/schema';
import { DomainError, notFound } from '../../domain/errors';
import { brandPlan } from '../../repositories/credit-plans';
import { lockOperation, writeOpenOperation } from '../../repositories/operations';
import { latestValuation } from '../../repositories/valuations';
import { promotionForCode } from '../catalogue/promotions';
import { isoNow } from '../clock';
import { normalizeCode } from '../codes';
import type { AppContext } from '../context';
import { planTerms } from '../pricing/credit-terms';
import type { VehicleSnapshot } from '../pricing/unit';
import { loadOperationWire, publicOperationWire } from './wire';

type Customer = NonNullable<OperationInput['customer']>;

/**
 * The masked fields of a write resolved against what is stored: a mask sent back
 * unchanged keeps the stored value, a typed value replaces it, a mask of anything else is
 * refused under `prefix.field`.
 */
function resolveMaskedFields<
  T extends {
    dni?: string | undefined;
    birthdate?: string | undefined;
    address?: string | undefined;
  },
>(
  sent: T,
  stored: Readonly<Record<MaskedPersonalDataField, string>>,
  prefix: string,
  fields: Record<string, string>,
): T {
  const resolved: Record<string, unknown> = { ...sent };
  for (const field of ['dni', 'birthdate', 'address'] as const) {
    if (!(field in sent)) continue;
    const { value, error } = resolveMaskedValue(field, sent[field], stored[field]);
    if (error) fields[`${prefix}.${field}`] = error;
    resolved[field] = value;
  }
  return resolved as T;
}

/** The current operation, for a 409 that tells a stale client what is stored now. */
export function staleOperation(wire: OperationInput): DomainError {
  return new DomainError('conflict', 'stale_operation', messages.operationChangedElsewhere, {
    extra: { data: publicOperationWire(wire) },
  });
}

/** Field path → Spanish message of everything an update cannot accept, gathered per step. */
type FieldErrors = Record<string, string>;

/**
 * The personal data an update writes: each field empty (a draft) or valid, never invalid.
 * Masked fields sent back unchanged are the stored values (publicOperationWire).
 */
function personalDataChanges(
  row: OperationRow,
  body: UpdateBody,
  day: string,
  fields: FieldErrors,
) {
  const storedCustomer = JSON.parse(row.customer) as Customer;
  const maskErrors: FieldErrors = {};
  const purchase = resolveMaskedFields(
    body.purchase ?? {},
    { dni: row.dni, birthdate: row.birthdate, address: row.address },
    'purchase',
    maskErrors,
  );
  const sentCustomer = resolveMaskedFields(
    body.customer ?? {},
    { dni: storedCustomer.dni ?? '', birthdate: '', address: storedCustomer.address ?? '' },
    'customer',
    maskErrors,
  );
  Object.assign(fields, personalDataWriteErrors(purchase, day));
  for (const [path, message] of Object.entries(personalDataWriteErrors(sentCustomer, day))) {
    fields[path.replace(/^purchase\./, 'customer.')] = message;
  }
  Object.assign(fields, maskErrors);
  return { purchase, customer: { ...storedCustomer, ...definedOnly(sentCustomer) } };
}

/** Used vehicles: at most 3 (spec 9), each backed by a valuation issued for this operation. */
async function valuedUsedVehicles(
  trx: Db,
  row: OperationRow,
  body: UpdateBody,
  fields: FieldErrors,
): Promise<UsedVehicle[]> {
  if (body.used_vehicles === undefined) return JSON.parse(row.used_vehicles) as UsedVehicle[];
  if (body.used_vehicles.length > maxUsedVehicles) {
    throw new DomainError('invalid', 'too_many_used_vehicles', messages.tooManyUsedVehicles, {
      fields: { used_vehicles: messages.tooManyUsedVehicles },
    });
  }
  const usedVehicles: UsedVehicle[] = [];
  for (const [index, used] of body.used_vehicles.entries()) {
    const valuation = await latestValuation(trx, {
      operationCode: row.code,
      codia: used.codia,
      year: used.year,
      kms: used.kms,
    });
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
  return usedVehicles;
}

/**
 * Promotion: a code must apply to this unit; null or '' removes it. `isUnknownPromotion`:
 * the code asked for applies to nothing.
 */
async function chosenPromotion(
  context: AppContext,
  trx: Db,
  row: OperationRow,
  body: UpdateBody,
  day: string,
  fields: FieldErrors,
) {
  const vehicle = JSON.parse(row.vehicle) as VehicleSnapshot;
  let promotionCode = row.promotion_code;
  const lockPromotion = context.store.dialect === 'postgres';
  const scope = {
    brandId: row.brand_id,
    family: vehicle.family,
    chassis: vehicle.chassis,
    today: day,
    operationCode: row.code,
  };
  let promotion = promotionCode
    ? await promotionForCode(trx, promotionCode, scope, lockPromotion)
    : undefined;
  let isUnknownPromotion = false;
  if (body.promotion !== undefined) {
    const wanted = body.promotion?.code?.trim() ?? '';
    if (wanted === '') {
      promotionCode = null;
      promotion = undefined;
    } else {
      promotion = await promotionForCode(trx, wanted, scope, lockPromotion);
      if (promotion) promotionCode = promotion.code;
      else {
        fields['promotion.code'] = messages.promotionNotFound;
        isUnknownPromotion = true;
      }
    }
  }
  // A code past its dates (or whose units ran out before this operation held it) stops applying.
  if (promotionCode && !promotion) promotionCode = null;
  return { promotionCode, promotion, isUnknownPromotion };
}

/**
 * The money, settled by the rules the reservation app shows: one currency (the unit's),
 * nothing negative, cash and credit capped at what remains. The credit plan is looked up
 * here; its limits and what remains bound the amount.
 */
async function settledMoney(
  trx: Db,
  row: OperationRow,
  body: UpdateBody,
  choices: {
    usedVehicles: UsedVehicle[];
    promotion: Awaited<ReturnType<typeof promotionForCode>>;
  },
  fields: FieldErrors,
) {
  const vehicle = JSON.parse(row.vehicle) as VehicleSnapshot;
  const creditId = body.credit_id === undefined ? row.credit_id : body.credit_id;
  const creditAmountInput =
    body.credit_amount === undefined ? row.credit_amount : body.credit_amount;
  const plan = creditId === null ? undefined : await brandPlan(trx, row.brand_id, creditId);
  if (creditId !== null && !plan) fields.credit_id = messages.noFinancing;
  const requestedCash =
    body.cash_amount === undefined ? row.cash_amount : parseAmount(body.cash_amount);
  const requestedCredit = plan ? parseAmount(creditAmountInput) : 0;
  const settlement = settleOperationMoney({
    currency: operationCurrency(vehicle.currency),
    usdRate: row.usd_rate,
    fullPrice: vehicle.fullprice,
    promotionDiscount: promotionDiscount(choices.promotion ?? null, vehicle.fullprice),
    cash: requestedCash,
    usedVehicles: choices.usedVehicles,
    keep: keptAmount(
      { cash: row.cash_amount, creditAmount: row.credit_amount, creditId: row.credit_id },
      { cash: requestedCash, creditAmount: requestedCredit, creditId: plan?.id ?? null },
    ),
    credit: plan
      ? { amount: requestedCredit, name: plan.name, min: plan.financed_min, max: plan.financed_max }
      : null,
  });
  for (const [path, message] of Object.entries(settlement.errors)) fields[path] ??= message;
  const { amounts } = settlement;
  const credit = plan
    ? {
        credit_id: plan.id,
        credit_name: plan.name,
        credit_amount: amounts.creditPesos,
        credit_installments: plan.months,
        credit_avg_installment: planTerms(plan, amounts.creditPesos).averageInstalment,
      }
    : {
        credit_id: null,
        credit_name: null,
        credit_amount: 0,
        credit_installments: 0,
        credit_avg_installment: 0,
      };
  return { amounts, credit };
}

/** The columns an update writes from the personal data sent (undefined keeps the stored). */
function personalDataColumns(purchase: UpdateBody['purchase'] & object) {
  return definedOnly({
    email: purchase.email,
    name: purchase.name,
    lastname: purchase.lastname,
    dni: purchase.dni,
    telephone: purchase.telephone,
    birthdate: purchase.birthdate,
    // Derived from the birthdate stored, so a kept (masked) one keeps its display form.
    display_birthdate:
      purchase.birthdate !== undefined
        ? displayBirthdate(purchase.birthdate)
        : isMaskedValue(purchase.display_birthdate)
          ? undefined
          : purchase.display_birthdate,
    marital_status_id: purchase.marital_status_id,
    address: purchase.address,
  });
}

/**
 * spec 7.2 update: one write transaction that locks the operation, checks the version the
 * buyer saw and that the operation is still open, applies the rules to each part (personal
 * data, used vehicles, promotion, money) gathering every refusal by field, and writes the
 * whole result or nothing.
 */
export async function updateOperation(
  context: AppContext,
  body: UpdateBody,
): Promise<OperationInput> {
  const code = normalizeCode(body.code);
  const day = businessToday();
  const result = await context.store.writeTransaction(async (trx) => {
    const row = await lockOperation(context.store.dialect, trx, code);
    if (!row) return undefined;
    if (body.version !== undefined && body.version !== row.version) {
      throw staleOperation(await loadOperationWire(trx, code));
    }
    if (row.status !== 'open') {
      // After a payment the operation is a record: nothing the buyer sends changes it.
      throw new DomainError('conflict', 'operation_closed', messages.invalidRequest);
    }
    const fields: FieldErrors = {};
    const { purchase, customer } = personalDataChanges(row, body, day, fields);
    const usedVehicles = await valuedUsedVehicles(trx, row, body, fields);
    const { promotionCode, promotion, isUnknownPromotion } = await chosenPromotion(
      context,
      trx,
      row,
      body,
      day,
      fields,
    );
    const { amounts, credit } = await settledMoney(
      trx,
      row,
      body,
      { usedVehicles, promotion },
      fields,
    );
    if (Object.keys(fields).length > 0) {
      throw new DomainError('invalid', 'invalid_request', messages.invalidRequest, {
        fields,
        // A code that applies to nothing is a wrong guess, as on the promotion lookup.
        wrongGuesses: isUnknownPromotion ? ['promotion_code'] : [],
      });
    }
    const written = await writeOpenOperation(trx, code, row.version, {
      ...personalDataColumns(purchase),
      customer: JSON.stringify(customer),
      cash_amount: amounts.cash,
      ...credit,
      used_vehicles: JSON.stringify(usedVehicles),
      promotion_code: promotionCode,
      promotion_discount: amounts.promotionDiscount,
      promotion_price: amounts.promotionPrice,
      pending_amount: amounts.pending,
      updated_at: isoNow(),
    });
    if (!written) {
      // Only possible without the row lock; refuse rather than overwrite.
      throw staleOperation(await loadOperationWire(trx, code));
    }
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
