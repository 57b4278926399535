/**
 * The figures a price is computed with besides the unit: the dollar rate and each brand's
 * deposit (DECISIONS).
 */
import { reservationFee } from '@territorio/api-client';
import type { Db } from '../../db/schema';
import { brandSettings, settingValue } from '../../repositories/settings';
import type { AppContext } from '../context';

/** A numeric setting; undefined when it is missing or not a number. */
async function settingNumber(db: Db, key: string): Promise<number | undefined> {
  const stored = await settingValue(db, key);
  if (stored === undefined) return undefined;
  const value = Number(stored);
  return Number.isFinite(value) ? value : undefined;
}

/** The dollar rate: the configured one, else the stored setting, else 0 (no conversion). */
export async function usdRateOf(context: AppContext, db: Db = context.store.db): Promise<number> {
  return context.config.usdRate ?? (await settingNumber(db, 'usd_rate')) ?? 0;
}

/** Each brand's deposit as stored, keyed by brand id (null: the spec's fallback). */
export async function bookingPrices(
  db: Db,
): Promise<Record<string, { booking_price: number | null }>> {
  const rows = await brandSettings(db);
  return Object.fromEntries(
    rows.map((row) => [String(row.brand_id), { booking_price: row.booking_price }]),
  );
}

/** The brand's deposit (DECISIONS); the spec's fallback only when the brand has none. */
export async function depositFor(db: Db, brandId: number): Promise<number> {
  return reservationFee({
    services: await bookingPrices(db),
    brandId,
    screen: 'payment',
  });
}
