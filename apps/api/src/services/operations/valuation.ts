/** spec 9 valuation: a trade-in estimate the server issues for an open operation. */
import { messages, type UsedVehicle } from '@territorio/api-client';
import type { OperationRow } from '../../db/schema';
import { DomainError } from '../../domain/errors';
import { usedVersion } from '../../repositories/used-vehicles';
import { insertValuation } from '../../repositories/valuations';
import { isoNow } from '../clock';
import type { AppContext } from '../context';

/** spec 9: valuations are estimates in pesos of a 2026 market (seed/types.ts). */
export const valuationReferenceYear = 2026;
export const maxValuationKms = 1_500_000;

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
  await insertValuation(db, {
    operation_code: operation.code,
    codia: used.codia,
    brand: used.brand,
    model: used.model,
    vehicle: used.vehicle,
    year: used.year,
    kms: used.kms,
    amount,
    created_at: isoNow(),
  });
  return used;
}
