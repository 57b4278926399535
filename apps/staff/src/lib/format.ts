import { businessTimeZone, formatLocale, formatShortDate } from '@territorio/api-client/core';

const dateTime = new Intl.DateTimeFormat(formatLocale, {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: businessTimeZone,
});

/** '26/11/26, 14:05' in Argentine time; '' for anything unreadable. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** '120 KB' */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`;
}

/** The parts that are there, one after the other: 'Grupo · Amarok · 26/11/26, 14:05'. */
export function joined(parts: readonly (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join(' · ');
}

/**
 * A validity of inclusive Argentine days, either end open: 'Del 1/12/2026 al 31/12/2026',
 * 'Hasta el 31/12/2026', 'Desde el 1/12/2026' or 'Sin fechas'.
 */
export function formatValidity(validity: {
  readonly valid_from: string | null;
  readonly valid_until: string | null;
}): string {
  const from = formatShortDate(validity.valid_from);
  const until = formatShortDate(validity.valid_until);
  if (from && until) return `Del ${from} al ${until}`;
  if (until) return `Hasta el ${until}`;
  if (from) return `Desde el ${from}`;
  return 'Sin fechas';
}
