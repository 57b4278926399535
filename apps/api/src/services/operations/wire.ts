/**
 * An operation as the contract has it (spec 3, 7.2): the stored row with its latest
 * payment's status and dates, its credit plan's published figures and its amounts
 * settled again by the rules; `publicOperationWire` masks what a code does not open.
 */
import {
  amountsWire,
  maskAddress,
  maskBirthdate,
  maskDni,
  messages,
  operationCurrency,
  operationPriceDisclosure,
  settleOperationMoney,
  taxRatesOf,
  withdrawalDeadline,
  refundWindowHours,
  type MoneySettlement,
  operationSchema,
  type Operation,
  type OperationInput,
  type TaxRates,
  type TransactionStatus,
  type UsedVehicle,
} from '@territorio/api-client';
import type { Db, OperationRow, PaymentRow } from '../../db/schema';
import { notFound } from '../../domain/errors';
import { brandPlan } from '../../repositories/credit-plans';
import { operationByCode } from '../../repositories/operations';
import { latestPayment } from '../../repositories/payments';
import { unitVersionTaxRates } from '../../repositories/stock';
import { planTerms } from '../pricing/credit-terms';
import type { VehicleSnapshot } from '../pricing/unit';

type Customer = NonNullable<OperationInput['customer']>;

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
export type StoredPlan = NonNullable<Awaited<ReturnType<typeof brandPlan>>>;

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
    row.credit_id === null ? undefined : await brandPlan(db, row.brand_id, row.credit_id);
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

/** The version's tax rates the operation started with; its unit's version's for older ones. */
async function operationTaxRates(db: Db, row: OperationRow): Promise<TaxRates> {
  const vehicle = JSON.parse(row.vehicle) as VehicleSnapshot;
  if (vehicle.iva_rate !== undefined && vehicle.internal_tax_rate !== undefined) {
    return taxRatesOf(vehicle);
  }
  return taxRatesOf(await unitVersionTaxRates(db, row.stock_id));
}
