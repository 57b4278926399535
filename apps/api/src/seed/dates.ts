/**
 * Dates of the seed relative to the day the database is seeded (an Argentine calendar
 * day), so offers, promotions and news seeded as current stay current however late the
 * database is created. An absolute 'YYYY-MM-DD' stays as it is (the expired promotion).
 */
export type SeedDate =
  /** The seed day plus `days` (negative: before it). */
  | { readonly days: number }
  /** The first day of the month `months` after the seed day's (0: its own month). */
  | { readonly monthStart: number }
  /** The last day of the month `months` after the seed day's. */
  | { readonly monthEnd: number }
  | string;

function isoDay(year: number, monthIndex: number, day: number): string {
  return new Date(Date.UTC(year, monthIndex, day)).toISOString().slice(0, 10);
}

/** `date` as 'YYYY-MM-DD' for a database seeded on `seedDay` ('YYYY-MM-DD'). */
export function resolveSeedDate(date: SeedDate, seedDay: string): string;
export function resolveSeedDate(date: SeedDate | null, seedDay: string): string | null;
export function resolveSeedDate(date: SeedDate | null, seedDay: string): string | null {
  if (date === null || typeof date === 'string') return date;
  const [year, month, day] = seedDay.split('-').map(Number) as [number, number, number];
  if ('days' in date) return isoDay(year, month - 1, day + date.days);
  if ('monthStart' in date) return isoDay(year, month - 1 + date.monthStart, 1);
  return isoDay(year, month + date.monthEnd, 0);
}

const longDate = new Intl.DateTimeFormat('es-AR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-12-31' → 'jueves 31 de diciembre de 2026', as copy reads a date. */
export function seedLongDate(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`)).replace(',', '');
}

/** Seed copy with `{{ends_at}}` replaced by the item's resolved end date, written out. */
export function fillSeedText(text: string, endsAt: string | null): string {
  return endsAt === null ? text : text.replaceAll('{{ends_at}}', seedLongDate(endsAt));
}
