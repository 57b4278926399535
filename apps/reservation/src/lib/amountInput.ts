/**
 * An amount field that groups thousands as the buyer types ('41.173.720', es-AR), keeping
 * the caret after the same digit it followed. The store keeps the digits alone; api-client's
 * `parseAmount` reads either form.
 */
const grouping = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0, useGrouping: true });

/** Whole amounts up to 15 digits are exact in a JavaScript number. */
const maxDigits = 15;

/** The digits of what was typed, without leading zeros: '41.173.720' → '41173720'. */
export function amountDigits(text: string): string {
  return text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxDigits);
}

/** The digits grouped in thousands: '41173720' → '41.173.720'; '' stays ''. */
export function groupedAmount(text: string): string {
  const digits = amountDigits(text);
  return digits === '' ? '' : grouping.format(Number(digits));
}

/** How many digits come before `caret` in `text`. */
export function digitsBefore(text: string, caret: number): number {
  return text.slice(0, caret).replace(/\D/g, '').length;
}

/** The caret position right after the `count`-th digit of `text` (0 before any digit). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}
