/** spec 4, 5: whether an operation may be paid, as the rules read its stored data. */
import {
  businessToday,
  paymentGuardErrors,
  type PurchaseLike,
  type UsedVehicle,
} from '@territorio/api-client';
import type { OperationRow } from '../../db/schema';

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
  day: string = businessToday(),
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
