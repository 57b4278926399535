/**
 * The digital dealership's operations (spec 3, 7.2; DECISIONS): start, resume, update,
 * valuation. The server owns every amount: prices come from the stock unit in the
 * database, promotions and credit plans are looked up here, used-vehicle valuations must
 * be ones this server issued, and the totals are recomputed with the api-client's price
 * rules on every write.
 */
import {
  businessToday,
  computeOperationAmounts,
  operationPriceDisclosure,
  taxRatesOf,
  withdrawalDeadline,
  type TaxRates,
  fullPriceWithDiscount,
  amountsWire,
  keptAmount,
  displayBirthdate,
  isMaskedValue,
  maxRowId,
  maskAddress,
  maskBirthdate,
  maskDni,
  resolveMaskedValue,
  type MaskedPersonalDataField,
  maxUsedVehicles,
  messages,
  operationCurrency,
  operationSchema,
  parseAmount,
  paymentGuardErrors,
  personalDataWriteErrors,
  promotionDiscount,
  refundWindowHours,
  reservationFee,
  settleOperationMoney,
  type UpdateBody,
  type MoneySettlement,
  type Operation,
  type OperationInput,
  type PurchaseLike,
  type TransactionStatus,
  type startNewBodySchema,
  type UsedVehicle,
  type operationVehicleSchema,
} from '@territorio/api-client';
import type { z } from 'zod';
import type { Db, OperationRow, PaymentRow, StockUnitRow } from '../db/schema';
import { DomainError, notFound, vehicleUnavailable } from '../domain/errors';
import {
  bookingPrices,
  findCreditPlan,
  planTerms,
  pricedUnit,
  promotionForCode,
  settingNumber,
  taxedUnits,
  usedVersion,
} from './catalogue';
import { emailLimitReached, publicEmailLimit, takeAddressLimit } from './address-limits';
import { generateCode, looksLikeCode, normalizeCode, operationCodeLength } from './codes';
import type { AppContext } from './context';
import type { EmailMessage } from './email';
import { isoNow } from './clock';
import {
  insertOperation,
  lockOperation,
  operationByCode,
  operationByTransactionCode,
  writeOpenOperation,
} from '../repositories/operations';
import { latestPayment } from '../repositories/payments';

type VehicleSnapshot = z.input<typeof operationVehicleSchema>;
type Customer = NonNullable<OperationInput['customer']>;

export const transactionCodeLength = 16;

/** spec 9: valuations are estimates in pesos of a 2026 market (seed/types.ts). */
export const valuationReferenceYear = 2026;
export const maxValuationKms = 1_500_000;

/** The Argentine calendar day: offers, promotions and ages are counted in it. */
function today(): string {
  return businessToday();
}

// ---------------------------------------------------------------- reading

/** The operation a visitor's code names; nothing for what cannot be a code. */
export async function findOperationByCode(
  db: Db,
  rawCode: string,
): Promise<OperationRow | undefined> {
  const code = normalizeCode(rawCode);
  if (!looksLikeCode(code, operationCodeLength)) return undefined;
  return operationByCode(db, code);
}

export async function findOperationByReference(
  db: Db,
  rawReference: string,
): Promise<OperationRow | undefined> {
  const reference = normalizeCode(rawReference);
  if (looksLikeCode(reference, transactionCodeLength)) {
    return operationByTransactionCode(db, reference);
  }
  return findOperationByCode(db, reference);
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

/** The 10-day withdrawal right's end (Res. 424/2020) for a paid deposit; null before. */
export function withdrawalUntil(payment: PaymentRow | undefined): string | null {
  if (!payment?.paid_at) return null;
  if (
    payment.status !== 'approved' &&
    payment.status !== 'refunding' &&
    payment.status !== 'refunded'
  )
    return null;
  return withdrawalDeadline(payment.paid_at) || null;
}

/**
 * The stored amounts settled again for the wire: what the server stored already passed
 * the rules, so settling it changes nothing and gives each trade-in's converted figure.
 */
export function storedSettlement(row: OperationRow): MoneySettlement {
  const vehicle = JSON.parse(row.vehicle) as VehicleSnapshot;
  return settleOperationMoney({
    currency: operationCurrency(vehicle.currency),
    usdRate: row.usd_rate,
    fullPrice: vehicle.fullprice,
    promotionDiscount: row.promotion_discount,
    cash: row.cash_amount,
    usedVehicles: JSON.parse(row.used_vehicles) as UsedVehicle[],
    credit:
      row.credit_id === null
        ? null
        : {
            amount: row.credit_amount,
            name: row.credit_name ?? '',
            min: 0,
            max: row.credit_amount,
          },
  });
}

/**
 * The payment's status as the buyer reads it: an intent the provider is charging reads
 * as 'in_process', a refund under way as 'refunded' (it is final for the buyer), an
 * intent the provider never charged as 'rejected'.
 */
export function transactionStatus(status: PaymentRow['status'] | undefined): TransactionStatus {
  switch (status) {
    case undefined:
      return 'none';
    case 'created':
      return 'in_process';
    case 'refunding':
      return 'refunded';
    case 'failed':
      return 'rejected';
    default:
      return status;
  }
}

/** A credit plan as stored. */
export type StoredPlan = NonNullable<Awaited<ReturnType<typeof findCreditPlan>>>;

export function operationWire(
  row: OperationRow,
  payment: PaymentRow | undefined,
  plan: StoredPlan | undefined,
  rates: TaxRates,
): OperationInput {
  const { amounts } = storedSettlement(row);
  const vehicle = JSON.parse(row.vehicle) as VehicleSnapshot;
  const terms = row.credit_id !== null && plan ? planTerms(plan, row.credit_amount) : undefined;
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
      vehicle: { ...vehicle, iva_rate: rates.ivaRate, internal_tax_rate: rates.internalTaxRate },
      transaction: {
        code: row.transaction_code,
        status: transactionStatus(payment?.status),
        status_detail: payment?.status_detail ?? '',
        amount: payment?.amount ?? row.booking_price,
        installments: payment?.installments ?? null,
        paid_at: payment?.paid_at ?? null,
        refundable_until: refundableUntil(payment),
        withdrawal_until: withdrawalUntil(payment),
      },
    },
    customer: JSON.parse(row.customer) as Customer,
    cash_amount: row.cash_amount,
    credit_id: row.credit_id,
    credit_name: row.credit_name,
    credit_amount: row.credit_amount,
    credit_installments: row.credit_installments,
    credit_avg_installment: row.credit_avg_installment,
    credit_financed_min: row.credit_id !== null && plan ? plan.financed_min : null,
    credit_financed_max: row.credit_id !== null && plan ? plan.financed_max : null,
    credit_tna: terms?.tna ?? null,
    credit_tea: terms?.tea ?? null,
    credit_cftea: terms?.cftea ?? null,
    credit_total_payable: terms?.totalPayable ?? null,
    credit_first_installment: terms?.firstInstalment ?? null,
    used_vehicles: JSON.parse(row.used_vehicles) as UsedVehicle[],
    promotion: {
      code: row.promotion_code,
      discount: row.promotion_discount,
      price: row.promotion_price,
    },
    pending_amount: row.pending_amount,
    usd_rate: row.usd_rate,
    currency: amounts.currency,
    amounts: {
      ...amountsWire(amounts),
      ...operationPriceDisclosure(
        { ...vehicle, iva_rate: rates.ivaRate, internal_tax_rate: rates.internalTaxRate },
        row.usd_rate,
        row.promotion_discount,
      ),
    },
    version: row.version,
    booking_price: row.booking_price,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function loadOperationWire(db: Db, code: string): Promise<OperationInput> {
  const row = await operationByCode(db, code);
  if (!row) throw notFound(messages.operationNotFound, 'operation_not_found');
  const plan =
    row.credit_id === null ? undefined : await findCreditPlan(db, row.brand_id, row.credit_id);
  return operationWire(row, await latestPayment(db, code), plan, await operationTaxRates(db, row));
}

/**
 * The operation as anyone holding its code reads it (the public dealership routes): the
 * DNI, birthdate and street address masked (api-client `maskDni`...), since a code opens
 * the reservation, not the buyer's identity. Staff read the stored values. Read through
 * the contract's schema, as a client reads it: every field the contract defaults is sent.
 */
export function publicOperationWire(wire: OperationInput): Operation {
  const { purchase, customer } = wire;
  return operationSchema.parse({
    ...wire,
    purchase: {
      ...purchase,
      dni: maskDni(purchase.dni),
      birthdate: maskBirthdate(purchase.birthdate),
      display_birthdate: maskBirthdate(purchase.display_birthdate),
      address: maskAddress(purchase.address),
    },
    customer: {
      ...customer,
      dni: maskDni(customer.dni),
      address: maskAddress(customer.address),
    },
  });
}

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

/** The version's tax rates the operation started with; its unit's version's for older ones. */
async function operationTaxRates(db: Db, row: OperationRow): Promise<TaxRates> {
  const vehicle = JSON.parse(row.vehicle) as VehicleSnapshot;
  if (vehicle.iva_rate !== undefined && vehicle.internal_tax_rate !== undefined) {
    return taxRatesOf(vehicle);
  }
  const version = await db
    .selectFrom('stock_units')
    .innerJoin('subfamilies', 'subfamilies.id', 'stock_units.subfamily_id')
    .select(['subfamilies.iva_rate', 'subfamilies.internal_tax_rate'])
    .where('stock_units.id', '=', row.stock_id)
    .executeTakeFirst();
  return taxRatesOf(version);
}

// ---------------------------------------------------------------- start

/**
 * The unit as an operation reserves it on `today`: an offer past its dates no longer
 * takes its special discount off. `rates` are the version's national taxes.
 */
export function vehicleSnapshot(
  stored: StockUnitRow,
  day: string,
  rates?: TaxRates,
): VehicleSnapshot {
  const unit = pricedUnit(stored, day);
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
    ...(rates ? { iva_rate: rates.ivaRate, internal_tax_rate: rates.internalTaxRate } : {}),
  };
}

/** The brand's deposit (DECISIONS); the spec's fallback only when the brand has none. */
export async function depositFor(db: Db, brandId: number): Promise<number> {
  return reservationFee({
    services: await bookingPrices(db),
    brandId,
    screen: 'payment',
  });
}

export async function usdRateOf(context: AppContext, db: Db = context.store.db): Promise<number> {
  return context.config.usdRate ?? (await settingNumber(db, 'usd_rate')) ?? 0;
}

/**
 * The resume-later email: the operation's code and the link to go on (sent at start, and
 * again from the staff console).
 */
export function resumeEmail(
  config: Pick<AppContext['config'], 'reservationPublicUrl'>,
  operation: {
    code: string;
    email: string;
    vehicle: { model: string; color?: string | undefined; location?: string | undefined };
  },
): EmailMessage {
  const { code, vehicle } = operation;
  return {
    kind: 'resume',
    to: operation.email,
    operationCode: code,
    subject: `Tu reserva online: código ${code}`,
    text: [
      '¡Hola!',
      '',
      `Empezaste la reserva online de tu ${vehicle.model} (${vehicle.color ?? ''}, ${vehicle.location ?? ''}).`,
      `Tu código de operación es ${code}.`,
      '',
      'Para seguir cuando quieras, entrá en:',
      `${config.reservationPublicUrl}/concesionario-digital/continue/${code}`,
      '',
      'Guardá este código: es la única forma de retomar tu operación.',
      messages.reservationPromise,
    ].join('\n'),
  };
}

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
  const unit =
    body.stock_id > maxRowId
      ? undefined
      : await taxedUnits(db).where('stock_units.id', '=', body.stock_id).executeTakeFirst();
  if (!unit || unit.brand_id !== body.brand_id) {
    throw new DomainError('not_found', 'vehicle_not_found', messages.vehicleUnavailable);
  }
  if (unit.status !== 'available') throw vehicleUnavailable();

  const day = today();
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

// ---------------------------------------------------------------- update

/** The personal data of a stored operation, as the rules read it. */
export function storedPurchase(row: OperationRow): PurchaseLike {
  return {
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    dni: row.dni,
    telephone: row.telephone,
    birthdate: row.birthdate,
    marital_status_id: row.marital_status_id,
    address: row.address,
  };
}

/**
 * spec 4, 5: what a deposit needs (step 1's guard and complete personal data), keyed by
 * the operation's wire fields; empty when the operation may be paid.
 */
export function operationGuardErrors(
  row: OperationRow,
  day: string = today(),
): Readonly<Record<string, string>> {
  const usedVehicles = JSON.parse(row.used_vehicles) as UsedVehicle[];
  return paymentGuardErrors(
    {
      purchase: storedPurchase(row),
      pending: row.pending_amount,
      usedVehicleCount: usedVehicles.length,
    },
    day,
  );
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
    const valuation = await trx
      .selectFrom('valuations')
      .selectAll()
      .where('operation_code', '=', row.code)
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
  const plan = creditId === null ? undefined : await findCreditPlan(trx, row.brand_id, creditId);
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
  const day = today();
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
    throw new DomainError('conflict', 'operation_closed', messages.valuationError);
  const version = await usedVersion(db, input.codia.trim());
  if (!version) {
    throw new DomainError('invalid', 'invalid_request', messages.valuationError, {
      fields: { codia: messages.valuationError },
    });
  }
  const fields: Record<string, string> = {};
  if (input.year < version.launch_year || input.year > valuationReferenceYear)
    fields.year = messages.valuationError;
  if (input.kms > maxValuationKms) fields.kms = messages.valuationError;
  if (Object.keys(fields).length > 0) {
    throw new DomainError('invalid', 'invalid_request', messages.valuationError, { fields });
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
