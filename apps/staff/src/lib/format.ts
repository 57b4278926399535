import {
  businessTimeZone,
  formatLocale,
  formatShortDate,
  isLocalDate,
  normalizeArgentinePhone,
} from '@territorio/api-client/core';

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

// A calendar date has no zone: read at noon UTC, it is the same day everywhere.
const calendarDate = new Intl.DateTimeFormat(formatLocale, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** A site's calendar date ('2026-12-08') as 'martes 8 de diciembre'; '' for anything else. */
export function formatLocalDate(date: string): string {
  if (!isLocalDate(date)) return '';
  const instant = new Date(`${date}T12:00:00Z`);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    calendarDate.formatToParts(instant).find((entry) => entry.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} de ${part('month')}`;
}

/** A tel: link that dials an Argentine number from anywhere; the digits as given otherwise. */
export function phoneHref(telephone: string): string {
  const national = normalizeArgentinePhone(telephone);
  return national ? `tel:+54${national}` : `tel:${telephone.replace(/[^\d+]/g, '')}`;
}
