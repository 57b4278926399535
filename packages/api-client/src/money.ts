/**
 * spec 9 and DECISIONS "Money": Argentine locale, no decimals, through Intl.
 *
 * The symbol and the figure are joined by a no-break space (U+00A0), so an amount never
 * wraps between '$' and its digits wherever it is shown: '$\u00a025.000.000',
 * 'US$\u00a025.000', '-$\u00a01.500.000' (the minus written before the symbol, with
 * nothing a line may break at). Runtimes whose Intl data uses the narrow no-break space
 * (U+202F) give the same text.
 */
import { messages } from './messages';

/** The locale every price, number and date of the site is written in. */
export const formatLocale = 'es-AR';
const locale = formatLocale;

const pesoFormat = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarFormat = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const numberFormat = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

/** The space between a currency symbol and its figure: a line never breaks there. */
export const moneySpace = '\u00a0';

/** Every space Intl may put inside an amount becomes the one no-break space. */
function unbreakable(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, moneySpace);
}

/** spec 3, 9: 'usd' (any case) means dollars; anything else means pesos. */
export function isDollarCurrency(currency: string | null | undefined): boolean {
  return typeof currency === 'string' && currency.trim().toLowerCase() === 'usd';
}

/** ISO 4217 code of an API currency: 'usd' is dollars, anything else pesos (spec 9). */
export function currencyIsoCode(currency: string | null | undefined): 'USD' | 'ARS' {
  return isDollarCurrency(currency) ? 'USD' : 'ARS';
}

/**
 * A number from a wire value: finite numbers as they are, numeric strings ('25000000',
 * ' 1500.5 ') as numbers; anything else (null, '', 'abc', NaN) is undefined.
 */
export function toAmount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/**
 * spec 9: '$ 25.000.000' for pesos, 'US$ 25.000' when the currency is 'usd', the space a
 * no-break one. A missing or non-numeric peso amount is 'no disponible'; a missing or
 * non-numeric dollar amount is ''.
 */
export function formatPrice(amount: unknown, currency?: string | null): string {
  const number = toAmount(amount);
  const isDollar = isDollarCurrency(currency);
  if (number === undefined) return isDollar ? '' : messages.notAvailable;
  return unbreakable((isDollar ? dollarFormat : pesoFormat).format(number));
}

/**
 * A deduction in a price breakdown: '- $ 1.500.000', every space a no-break one so the
 * minus, the symbol and the figure stay on one line.
 */
export function formatDeduction(amount: unknown, currency?: string | null): string {
  return `-${moneySpace}${formatPrice(amount, currency)}`;
}

/** A plain figure with Argentine grouping and no decimals: 25000 -> '25.000' (kilometres). */
export function formatNumber(value: number): string {
  return unbreakable(numberFormat.format(value));
}

/** Argentina keeps one offset all year (UTC−3); dates of the business read in it. */
export const businessTimeZone = 'America/Argentina/Mendoza';

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A calendar day written as 'YYYY-MM-DD' (a longer timestamp's first ten characters), with
 * its parts; null for anything else.
 */
export function isoCalendarDay(value: unknown): {
  readonly text: string;
  readonly year: string;
  readonly month: string;
  readonly day: string;
} | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, 10);
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return parts ? { text, year: parts[1]!, month: parts[2]!, day: parts[3]! } : null;
}

/**
 * '22 de noviembre de 2026'. A date-only string ('2026-11-22', as news display_date)
 * is that calendar day wherever the code runs; a timestamp or Date is read in Argentine
 * time. Anything unreadable gives ''.
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && value.trim().length === 10) {
    const calendarDay = isoCalendarDay(value);
    if (calendarDay) {
      const { year, month, day } = calendarDay;
      const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
      return Number.isNaN(date.getTime()) ? '' : dateFormat('UTC').format(date);
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(businessTimeZone).format(date);
}

/**
 * spec 5: an amount typed by a person, as a number; non-numeric input becomes 0.
 * Accepts plain digits ('1500000', '1500.5'), Argentine grouping ('1.500.000'), a decimal
 * comma ('1.500,50', '1500,5'), an optional '$' or 'US$' and spaces. A dot followed by
 * exactly three digits is a thousands separator ('1.500' is 1500).
 */
export function parseAmount(input: unknown): number {
  if (typeof input === 'number') return Number.isFinite(input) ? input : 0;
  if (typeof input !== 'string') return 0;
  const text = input.replace(/^\s*(US)?\$/i, '').replace(/[\s\u00a0\u202f]/g, '');
  const sign = text.startsWith('-') ? -1 : 1;
  const body = text.replace(/^[-+]/, '');
  let normalized: string | undefined;
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(body)) {
    normalized = body.replace(/\./g, '').replace(',', '.');
  } else if (/^\d+(,\d+)?$/.test(body)) {
    normalized = body.replace(',', '.');
  } else if (/^\d+\.\d+$/.test(body)) {
    normalized = body;
  }
  if (normalized === undefined) return 0;
  const number = sign * Number(normalized);
  // `|| 0` also turns '-0' into 0.
  return Number.isFinite(number) ? number || 0 : 0;
}
