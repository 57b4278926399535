/**
 * Query and path parameters as route schemas: a bad one is a 400 naming that parameter
 * with `messages.invalidRequest` (every check carries that message, so the Spanish field
 * words of forms never apply to addresses).
 */
import { isVehicleBrandId, maxRowId, messages, type VehicleBrandId } from '@territorio/api-client';
import { z } from 'zod';

const invalid = { error: messages.invalidRequest };

function isId(value: string): boolean {
  return /^\d{1,10}$/.test(value) && Number(value) <= maxRowId;
}

/** A query parameter given once, or absent; twice (an array) or too long is a 400. */
export const queryTextSchema = (maxLength = 200) =>
  z.string(invalid).max(maxLength, invalid).optional();

/** A query parameter that must be given, not blank. */
export const requiredQueryTextSchema = (maxLength = 200) =>
  z.string(invalid).min(1, invalid).max(maxLength, invalid);

/** A non-negative integer query parameter ('' counts as absent). */
export const queryIdSchema = z
  .string(invalid)
  .refine((value) => value === '' || isId(value), invalid)
  .transform((value) => (value === '' ? undefined : Number(value)))
  .optional();

/** A row id that must be given: a path parameter, or a required query parameter. */
export const idSchema = z.string(invalid).refine(isId, invalid).transform(Number);

/** A vehicle brand's id (query `brand_id`) that must be given. */
export const vehicleBrandSchema = z
  .string(invalid)
  .refine((value) => isId(value) && isVehicleBrandId(Number(value)), invalid)
  .transform((value) => Number(value) as VehicleBrandId);
